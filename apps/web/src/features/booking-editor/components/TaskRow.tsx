import { Badge, Group, Paper, SimpleGrid, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { personName } from '@pms/domain';
import { IconCheck } from '@tabler/icons-react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RegisteredField } from '../../../ui/form/RegisteredField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { parseRuDate } from '../../../ui/parseRuDate.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';
import type { Responsible } from '../types/lookups.ts';
import { ClockField } from './ClockField.tsx';
import { IdSelectField } from './IdSelectField.tsx';
import { RemoveButton } from './RemoveButton.tsx';

const fullName = (r: Responsible) => personName(r, true);

/**
 * One task: title, who does it, when (time 12:00 unless changed) and what to do; all required. A task
 * marked done on 'Задачи на сегодня' says so.
 */
export function TaskRow({
  index,
  done,
  responsibles,
  onRemove,
}: {
  index: number;
  done: boolean;
  responsibles: readonly Responsible[];
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { readOnly } = useEditorContext();
  const { control } = useFormContext<EditorValues>();
  const date = useController({ control, name: `task_list.${index}.todo_date` });
  const time = useController({ control, name: `task_list.${index}.todo_time` });
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`task-${index}`}>
      {done && (
        <Badge color="green" variant="light" leftSection={<IconCheck size={12} />} mb="xs">
          {t('bookingEditor.tasks.doneMark')}
        </Badge>
      )}
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm" style={{ flex: 1 }}>
          <TextField
            control={control}
            name={`task_list.${index}.title`}
            label={t('bookingEditor.tasks.title')}
            withAsterisk
            disabled={readOnly}
          />
          <IdSelectField
            control={control}
            name={`task_list.${index}.responsible`}
            label={t('bookingEditor.tasks.responsible')}
            withAsterisk
            searchable
            disabled={readOnly}
            options={responsibles.map((r) => ({ id: r.id, label: fullName(r) }))}
          />
          <DateInput
            label={t('bookingEditor.tasks.date')}
            withAsterisk
            valueFormat="DD.MM.YYYY"
            dateParser={parseRuDate}
            disabled={readOnly}
            ref={date.field.ref}
            value={date.field.value}
            onChange={(value) => date.field.onChange(value)}
            onBlur={date.field.onBlur}
            error={date.fieldState.error?.message}
          />
          <ClockField
            label={t('bookingEditor.tasks.time')}
            withAsterisk
            disabled={readOnly}
            ref={time.field.ref}
            value={time.field.value}
            onChange={(value) => time.field.onChange(value)}
            onBlur={time.field.onBlur}
            error={time.fieldState.error?.message}
          />
          <RegisteredField control={control} name={`task_list.${index}.description`}>
            {(field) => (
              <Textarea
                label={t('bookingEditor.tasks.description')}
                withAsterisk
                autosize
                minRows={1}
                maxRows={4}
                disabled={readOnly}
                style={{ gridColumn: '1 / -1' }}
                {...field}
              />
            )}
          </RegisteredField>
        </SimpleGrid>
        {!readOnly && <RemoveButton label={t('bookingEditor.tasks.remove')} onClick={onRemove} mt={25} />}
      </Group>
    </Paper>
  );
}
