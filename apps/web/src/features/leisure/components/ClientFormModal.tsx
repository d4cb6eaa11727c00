import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { type ClientField, type ClientInput, clientInputSchema, missingClientField } from '@pms/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RegisteredField } from '../../../ui/form/RegisteredField.tsx';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { submitWithServerErrors } from '../../../ui/form/submitWithServerErrors.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { formatMoney } from '../../../ui/formatMoney.ts';
import { usePhone } from '../../../ui/usePhone.ts';

const empty = {
  last_name: '',
  first_name: '',
  middle_name: '',
  phone_number: '',
  email: '',
  document_number: '',
  gender: null as 'male' | 'female' | null,
  comment: '',
};
/** The form's values as the schema reads them (every field optional until its default applies). */
type ClientValues = z.input<typeof clientInputSchema>;

interface ClientFormModalProps {
  opened: boolean;
  /** 'Продать' asks for the client of a sale: its button says 'Продать', a reserve's 'Забронировать'. */
  sale: boolean;
  required: readonly ClientField[];
  /** What is being sold, shown above the form. */
  quantity: number;
  amount: number;
  onClose: () => void;
  /** Rejects with the server's refusal when it is about one of the client's fields. */
  onSubmit: (client: ClientInput) => Promise<void>;
}

/**
 * 'Внесите данные' (specification 2.5): the client of a reserve or a sale. The property's required fields
 * are starred and each missing one says 'Обязательное поле для заполнения' under itself.
 */
export function ClientFormModal({
  opened,
  sale,
  required,
  quantity,
  amount,
  onClose,
  onSubmit,
}: ClientFormModalProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const form = useForm<ClientValues, unknown, ClientInput>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: empty,
  });
  useEffect(() => {
    if (opened) form.reset(empty);
  }, [opened, form]);

  const submit = submitWithServerErrors(
    form,
    async (client) => {
      // Every missing required field is marked at once, by the domain's rule (a last name stands in for
      // the first name), not only the first one.
      const missing = required
        .map((field) => missingClientField([client], [field]))
        .filter((refusal) => refusal !== null);
      for (const [i, refusal] of missing.entries()) {
        const field = refusal.field.replace(/^clients\.0\./, '') as keyof ClientValues;
        form.setError(field, { type: 'required', message: refusal.message }, { shouldFocus: i === 0 });
      }
      if (missing.length > 0) return;
      await onSubmit(client);
    },
    // The server names the client's fields as the sale's body holds them: 'client.phone_number'.
    { fieldOf: (field) => field.replace(/^client\./, '') },
  );

  const star = (field: ClientField) => required.includes(field);
  const text = (field: Exclude<ClientField, 'gender' | 'comment'>, label: string, type?: string) => (
    <TextField control={form.control} name={field} label={label} type={type} withAsterisk={star(field)} />
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('leisure.client.title')}
      size="lg"
      fullScreen={phone}
      radius="md"
      zIndex={300}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('leisure.client.summary', { count: quantity, amount: formatMoney(amount) })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('first_name', t('person.firstName'))}
            {text('last_name', t('person.lastName'))}
            {text('middle_name', t('person.middleName'))}
            {text('phone_number', t('person.phone'), 'tel')}
            {text('email', t('person.email'), 'email')}
            {text('document_number', t('leisure.client.passport'))}
            <SelectField
              control={form.control}
              name="gender"
              label={t('leisure.client.gender')}
              withAsterisk={star('gender')}
              clearable
              allowDeselect
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
              data={[
                { value: 'male', label: t('leisure.client.male') },
                { value: 'female', label: t('leisure.client.female') },
              ]}
            />
          </SimpleGrid>
          <RegisteredField control={form.control} name="comment">
            {(field) => (
              <Textarea
                label={t('leisure.client.comment')}
                withAsterisk={star('comment')}
                autosize
                minRows={2}
                maxRows={5}
                {...field}
              />
            )}
          </RegisteredField>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('leisure.client.close')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t(sale ? 'leisure.client.submitSale' : 'leisure.client.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
