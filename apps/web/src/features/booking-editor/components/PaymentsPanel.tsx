import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { bookingEditorMessages } from '@pms/domain';
import { IconFileSpreadsheet, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/formatDate.ts';
import { downloadsBlocked } from '../../../ui/iosDownloads.ts';
import { Money } from '../../../ui/Money.tsx';
import { notifyRefusal } from '../../../ui/notifyRefusal.ts';
import { useCatalogueLookup } from '../../admin/catalogues/hooks/useCatalogueLookup.ts';
import { CashOrderButton } from '../../payments/components/CashOrderButton.tsx';
import { paymentRowDefaults } from '../../payments/utils/paymentRowDefaults.ts';
import { useDocumentActions } from '../hooks/useDocumentActions.ts';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import { InvoiceBuyerDialog } from './InvoiceBuyerDialog.tsx';
import { PaymentRowForm } from './PaymentRowForm.tsx';

/** Saved payments (read-only, each with its cash order), rows for new ones, and the invoice. */
export function PaymentsPanel() {
  const { t } = useTranslation();
  const { detail, isDraft, mayPay, group } = useEditorContext();
  const methods = useCatalogueLookup('paymentTypes');
  const docs = useDocumentActions();
  const [rows, setRows] = useState<number[]>([]);
  const [next, setNext] = useState(1);
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const openInvoice = () => {
    // The invoice shows the saved booking; a draft has nothing to bill yet.
    if (isDraft) return notifyRefusal(bookingEditorMessages.saveChanges);
    if (downloadsBlocked(navigator.userAgent)) {
      notifications.show({ message: t('bookingEditor.payments.invoiceSafari'), color: 'yellow' });
      return;
    }
    setInvoiceOpen(true);
  };
  const payFor = detail.is_group && detail.group_parent ? detail.group_parent : detail.id;
  // A new row starts with what is due: a group's on its parent (the whole group's total), else the booking's.
  const total = group?.view.group_calculation?.total ?? detail.calculated_by.total;
  const defaults = paymentRowDefaults(total, detail.payment_list);

  return (
    <Stack gap="sm">
      {detail.payment_list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('bookingEditor.payments.empty')}
        </Text>
      ) : (
        // On a narrow screen the table scrolls sideways rather than cutting its last columns off.
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={4} data-testid="payments-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bookingEditor.payments.date')}</Table.Th>
                <Table.Th>{t('bookingEditor.payments.type')}</Table.Th>
                <Table.Th>{t('bookingEditor.payments.method')}</Table.Th>
                <Table.Th ta="right">{t('bookingEditor.payments.amount')}</Table.Th>
                <Table.Th>{t('bookingEditor.payments.comment')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.payment_list.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatDate(p.created_at)}</Table.Td>
                  <Table.Td>{t(`bookingEditor.payments.${p.payment_type}`)}</Table.Td>
                  <Table.Td>{p.payment_method_name}</Table.Td>
                  <Table.Td ta="right">
                    <Money value={(p.payment_type === 'return' ? -1 : 1) * Number(p.value)} />
                  </Table.Td>
                  <Table.Td>{p.comment}</Table.Td>
                  <Table.Td w={40}>
                    <CashOrderButton payment={p} methods={methods.data ?? []} cashOrder={docs.cashOrder} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {rows.map((key, i) => (
        <PaymentRowForm
          key={key}
          bookingId={payFor}
          defaults={defaults}
          due={{ total, payments: detail.payment_list }}
          methods={methods.data ?? []}
          autoFocus={i === rows.length - 1}
          onDone={() => setRows((current) => current.filter((k) => k !== key))}
        />
      ))}
      <Group justify="space-between">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={!mayPay}
          onClick={() => {
            // A payment needs a saved booking (the server refuses a draft the same way).
            if (isDraft) return notifyRefusal(bookingEditorMessages.saveChanges);
            setRows((current) => [...current, next]);
            setNext(next + 1);
          }}
        >
          {t('bookingEditor.payments.add')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
          loading={docs.invoice.isPending}
          onClick={openInvoice}
        >
          {t('bookingEditor.payments.invoice')}
        </Button>
      </Group>
      <InvoiceBuyerDialog
        opened={invoiceOpen}
        onClose={() => setInvoiceOpen(false)}
        onIssue={(request) => docs.invoice.mutateAsync(request)}
      />
    </Stack>
  );
}
