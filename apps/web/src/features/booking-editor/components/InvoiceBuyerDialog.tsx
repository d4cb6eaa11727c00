import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import { type InvoiceBuyerKind, type InvoiceRequest, invoiceRequestSchema } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Resolver, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { RegisteredField } from '../../../ui/form/RegisteredField.tsx';
import { submitWithServerErrors } from '../../../ui/form/submitWithServerErrors.ts';
import { TextField } from '../../../ui/form/TextField.tsx';
import { usePhone } from '../../../ui/usePhone.ts';

interface Organisation {
  name: string;
  bin: string;
  address: string;
}
/** The form holds every field of both kinds; the schema keeps only the chosen kind's. */
interface BuyerValues {
  buyer: { kind: InvoiceBuyerKind } & Organisation;
}
const empty: BuyerValues = { buyer: { kind: 'guest', name: '', bin: '', address: '' } };

interface InvoiceBuyerDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Issues and saves the invoice; rejects with the server's refusal, shown at the field it names. */
  onIssue: (request: InvoiceRequest) => Promise<void>;
}

/**
 * 'Счет на оплату': whom it is made out to (issue 29, item 7) — the guest, or an organisation by its
 * name, БИН/ИИН and address, typed or chosen from those invoiced before. A БИН/ИИН whose check digit
 * does not match is refused at its field by the domain's rule, before anything is asked of the server.
 */
export function InvoiceBuyerDialog({ opened, onClose, onIssue }: InvoiceBuyerDialogProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const form = useForm<BuyerValues, unknown, InvoiceRequest>({
    resolver: zodResolver(invoiceRequestSchema) as unknown as Resolver<BuyerValues, unknown, InvoiceRequest>,
    defaultValues: empty,
  });
  useEffect(() => {
    if (opened) form.reset(empty);
  }, [opened, form]);
  const kind = useController({ control: form.control, name: 'buyer.kind' });
  const organisation = kind.field.value === 'organisation';
  const known = useQuery({
    queryKey: queryKeys.editor.invoicedOrganisations,
    queryFn: () => api.get<Organisation[]>('/api/v2/booking/invoice/organisations/'),
    enabled: opened && organisation,
  });
  const choose = (bin: string | null) => {
    const chosen = known.data?.find((o) => o.bin === bin);
    if (!chosen) return;
    for (const field of ['name', 'bin', 'address'] as const)
      form.setValue(`buyer.${field}`, chosen[field], { shouldValidate: form.formState.isSubmitted });
  };
  const submit = submitWithServerErrors(form, async (request) => {
    await onIssue(request);
    onClose();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bookingEditor.invoice.title')}
      size="lg"
      fullScreen={phone}
      radius="md"
      zIndex={300}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form
        noValidate
        data-testid="invoice-buyer"
        onSubmit={(event) => {
          // The dialog renders inside the editor's form in React's tree: keep the submit to itself.
          event.stopPropagation();
          void submit(event);
        }}
      >
        <Stack gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="invoice-buyer-kind">
              {t('bookingEditor.invoice.buyer')}
            </Text>
            <SegmentedControl
              aria-labelledby="invoice-buyer-kind"
              value={kind.field.value}
              onChange={(value) => kind.field.onChange(value as InvoiceBuyerKind)}
              data={[
                { value: 'guest', label: t('bookingEditor.invoice.guest') },
                { value: 'organisation', label: t('bookingEditor.invoice.organisation') },
              ]}
            />
          </Stack>
          {organisation ? (
            <>
              {(known.data?.length ?? 0) > 0 && (
                <Select
                  label={t('bookingEditor.invoice.known')}
                  placeholder={t('bookingEditor.invoice.knownPlaceholder')}
                  searchable
                  value={null}
                  onChange={choose}
                  comboboxProps={{ withinPortal: true, zIndex: 400 }}
                  data={(known.data ?? []).map((o) => ({ value: o.bin, label: `${o.name} · ${o.bin}` }))}
                />
              )}
              <TextField
                control={form.control}
                name="buyer.name"
                label={t('bookingEditor.invoice.name')}
                placeholder={t('bookingEditor.invoice.namePlaceholder')}
                withAsterisk
                data-autofocus
              />
              <TextField
                control={form.control}
                name="buyer.bin"
                label={t('bookingEditor.invoice.bin')}
                description={t('bookingEditor.invoice.binHint')}
                inputMode="numeric"
                withAsterisk
              />
              <RegisteredField control={form.control} name="buyer.address">
                {(field) => (
                  <Textarea
                    label={t('bookingEditor.invoice.address')}
                    withAsterisk
                    autosize
                    minRows={2}
                    {...field}
                  />
                )}
              </RegisteredField>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('bookingEditor.invoice.guestHint')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bookingEditor.invoice.back')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('bookingEditor.invoice.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
