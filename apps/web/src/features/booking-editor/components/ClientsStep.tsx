import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { calendarMessages } from '@pms/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { GroupValues } from '../types/groupValues.ts';
import type { ClientRecord } from '../types/lookups.ts';
import { emptyClient } from '../utils/emptyClient.ts';
import { groupGuestLimit } from '../utils/groupGuestLimit.ts';
import { guestLimit } from '../utils/guestLimit.ts';
import { isBlankClient } from '../utils/isBlankClient.ts';
import { toClientValues } from '../utils/toClientValues.ts';
import { ClientCard } from './ClientCard.tsx';
import { ClientSearch } from './ClientSearch.tsx';

/**
 * Step 2 'Данные клиента': guests found on record or typed in. No more guests than the category's
 * places plus the extra guests ('Недостаточно мест').
 */
export function ClientsStep() {
  const { t } = useTranslation();
  const { detail, places, readOnly, group } = useEditorContext();
  const { control, getValues, setValue } = useFormContext<GroupValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'clients' });
  const { errors } = useFormState({ control, name: 'clients' });
  const [hasAdditional, adults, children, bed] = useWatch({
    control,
    name: ['has_additional', 'adult_count', 'child_count', 'koika'],
  });
  // A group's guests share the places of all its rooms.
  const rooms = useWatch({ control, name: 'child_list' });
  const limit = group
    ? groupGuestLimit(rooms ?? [], group.categories)
    : guestLimit(
        { has_additional: hasAdditional, adult_count: adults, child_count: children },
        bed ? 1 : places.placeNumber,
      );
  const required = detail.required_fields;

  const add = (client = emptyClient()) => {
    if (getValues('clients').length >= limit) return notifyRefusal(calendarMessages.notEnoughPlaces);
    append(client);
  };
  const pick = (record: ClientRecord) => {
    const client = toClientValues(record);
    const blank = getValues('clients').findIndex(isBlankClient);
    if (blank >= 0) setValue(`clients.${blank}`, client, { shouldDirty: true, shouldValidate: true });
    else add(client);
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between">
        <div style={{ flex: 1, maxWidth: 520 }}>{!readOnly && <ClientSearch onPick={pick} />}</div>
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('bookingEditor.clients.count', { count: fields.length, limit })}
          </Text>
          {!readOnly && (
            <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => add()}>
              {t('bookingEditor.clients.add')}
            </Button>
          )}
        </Group>
      </Group>
      {errors.clients?.root?.message && (
        <Alert color="red" variant="light" role="alert">
          {errors.clients.root.message}
        </Alert>
      )}
      {fields.map((field, index) => (
        <ClientCard key={field.id} index={index} required={required} onRemove={() => remove(index)} />
      ))}
      {fields.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('bookingEditor.clients.empty')}
        </Text>
      )}
    </Stack>
  );
}
