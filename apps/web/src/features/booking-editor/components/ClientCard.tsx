import { Badge, Group, Paper, SimpleGrid, Text, Textarea } from '@mantine/core';
import type { ClientField } from '@pms/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RegisteredField } from '../../../ui/form/RegisteredField.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { TextField } from '../../../ui/form/TextField.tsx';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import type { EditorValues } from '../types/editorValues.ts';
import { RemoveButton } from './RemoveButton.tsx';

interface ClientCardProps {
  index: number;
  required: readonly ClientField[];
  onRemove: () => void;
}

/** One guest: name, phone, e-mail, passport, gender, comment; fields the property requires are starred. */
export function ClientCard({ index, required, onRemove }: ClientCardProps) {
  const { t } = useTranslation();
  const { readOnly } = useEditorContext();
  const { control } = useFormContext<EditorValues>();
  const recordId = useWatch({ control, name: `clients.${index}.id` });
  const star = (field: ClientField) => required.includes(field);
  const text = (field: Exclude<ClientField, 'gender' | 'comment'>, label: string, type?: string) => (
    <TextField
      control={control}
      name={`clients.${index}.${field}`}
      label={label}
      type={type}
      withAsterisk={star(field)}
      disabled={readOnly}
    />
  );
  return (
    <Paper withBorder p="md" radius="md" data-testid={`client-${index}`}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Text fw={600}>{t('bookingEditor.clients.guest', { n: index + 1 })}</Text>
          {recordId !== undefined && (
            <Badge variant="light" size="sm">
              {t('bookingEditor.clients.fromRecord', { id: recordId })}
            </Badge>
          )}
        </Group>
        {!readOnly && <RemoveButton label={t('bookingEditor.clients.remove')} onClick={onRemove} />}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {text('last_name', t('person.lastName'))}
        {text('first_name', t('person.firstName'))}
        {text('middle_name', t('person.middleName'))}
        {text('phone_number', t('person.phone'), 'tel')}
        {text('email', t('person.email'), 'email')}
        {text('document_number', t('bookingEditor.clients.passport'))}
        <SelectField
          control={control}
          name={`clients.${index}.gender`}
          label={t('bookingEditor.clients.gender')}
          withAsterisk={star('gender')}
          clearable
          allowDeselect
          disabled={readOnly}
          comboboxProps={{ withinPortal: true }}
          data={[
            { value: 'male', label: t('bookingEditor.clients.male') },
            { value: 'female', label: t('bookingEditor.clients.female') },
          ]}
        />
        <RegisteredField control={control} name={`clients.${index}.comment`}>
          {(field) => (
            <Textarea
              label={t('bookingEditor.clients.comment')}
              withAsterisk={star('comment')}
              autosize
              minRows={1}
              maxRows={4}
              disabled={readOnly}
              style={{ gridColumn: 'span 2' }}
              {...field}
            />
          )}
        </RegisteredField>
      </SimpleGrid>
    </Paper>
  );
}
