import { Group, Stack, Text } from '@mantine/core';
import { pricingMessages } from '@pms/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../ui/form/SwitchField.tsx';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { CounterField } from './CounterField.tsx';

/** Single occupancy, extra beds (adults and children, up to the category's extra places), children without a place. */
export function GuestFields() {
  const { t } = useTranslation();
  const { places, readOnly } = useEditorContext();
  const { control } = useFormContext<EditorValues>();
  const [hasAdditional, adults, children, mainAdults, mainChildren, bed] = useWatch({
    control,
    name: ['has_additional', 'adult_count', 'child_count', 'main_adult_count', 'main_child_count', 'koika'],
  });
  const mainPlaces = bed ? 1 : places.placeNumber;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('bookingEditor.stay.places', { places: places.placeNumber, extra: places.additionalPlace })}
      </Text>
      <Group gap="xl">
        <SwitchField
          control={control}
          name="is_single"
          label={t('bookingEditor.stay.single')}
          disabled={readOnly}
        />
        <SwitchField
          control={control}
          name="has_additional"
          label={t('bookingEditor.stay.extraBed')}
          disabled={readOnly}
        />
      </Group>
      <Group gap="xl" align="flex-start">
        <CounterField
          control={control}
          name="main_adult_count"
          label={t('bookingEditor.stay.mainAdults')}
          max={mainPlaces - mainChildren}
          maxMessage={pricingMessages.notEnoughPlaces}
          disabled={readOnly}
        />
        <CounterField
          control={control}
          name="main_child_count"
          label={t('bookingEditor.stay.mainChildren')}
          max={mainPlaces - mainAdults}
          maxMessage={pricingMessages.notEnoughPlaces}
          disabled={readOnly}
        />
      </Group>
      <Group gap="xl" align="flex-start">
        {hasAdditional && (
          <>
            <CounterField
              control={control}
              name="adult_count"
              label={t('bookingEditor.stay.extraAdults')}
              max={places.additionalPlace - children}
              maxMessage={pricingMessages.notEnoughPlaces}
              disabled={readOnly}
            />
            <CounterField
              control={control}
              name="child_count"
              label={t('bookingEditor.stay.extraChildren')}
              max={places.additionalPlace - adults}
              maxMessage={pricingMessages.notEnoughPlaces}
              disabled={readOnly}
            />
          </>
        )}
        <CounterField
          control={control}
          name="child_without_place"
          label={t('bookingEditor.stay.childWithoutPlace')}
          disabled={readOnly}
        />
      </Group>
    </Stack>
  );
}
