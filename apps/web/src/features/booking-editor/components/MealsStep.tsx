import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { bookingEditorMessages, mealPeopleDefault } from '@pms/domain';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { useCatalogueLookup } from '../../admin/catalogues/hooks/useCatalogueLookup.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { GroupValues } from '../types/groupValues.ts';
import { groupSpan } from '../utils/groupSpan.ts';
import { MealRow } from './MealRow.tsx';

/**
 * Step 3 'Питание'. Meals are ordered on a saved booking ('Сначала сохраните бронь без питания'); a
 * new order covers the whole stay (a group's whole span) for the booking's main guests.
 */
export function MealsStep() {
  const { t } = useTranslation();
  const { isDraft, readOnly, group } = useEditorContext();
  const { control, getValues } = useFormContext<GroupValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'food_list' });
  const tariffs = useCatalogueLookup('foods');
  const { errors } = useFormState({ control, name: 'food_list' });

  const add = () => {
    if (isDraft) return notifyRefusal(bookingEditorMessages.saveWithoutMealsFirst);
    const first = tariffs.data?.[0];
    if (!first) return notifyRefusal(bookingEditorMessages.noFoodTariffs);
    const values = getValues();
    // A group's meals cover its whole stay, from the first check-in to the last check-out.
    const span = group
      ? groupSpan(values.child_list)
      : { from: values.check_in_date, to: values.check_out_date };
    append({
      tariff: first.id,
      // The stay's adults and children on main places (the domain's rule, as the server's default).
      ...mealPeopleDefault({ adults: values.main_adult_count, children: values.main_child_count }),
      start_date: span.from,
      end_date: span.to,
      is_advance: false,
      has_breakfast_check_in: false,
      has_lunch_check_out: false,
      has_supper_check_out: false,
    });
  };

  return (
    <Stack gap="md">
      {!readOnly && (
        <Group justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconToolsKitchen2 size={16} />}
            onClick={add}
            loading={tariffs.isPending}
          >
            {t('bookingEditor.meals.add')}
          </Button>
        </Group>
      )}
      {errors.food_list?.root?.message && (
        <Alert color="red" variant="light" role="alert">
          {errors.food_list.root.message}
        </Alert>
      )}
      {fields.map((field, index) => (
        <MealRow key={field.id} index={index} tariffs={tariffs.data ?? []} onRemove={() => remove(index)} />
      ))}
      {fields.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('bookingEditor.meals.empty')}
        </Text>
      )}
    </Stack>
  );
}
