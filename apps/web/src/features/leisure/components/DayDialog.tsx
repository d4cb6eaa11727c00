import { Badge, Modal, Tabs } from '@mantine/core';
import { formatDay, type LeisureCategoryView } from '@pms/domain';
import { IconListDetails, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyInfoResponse } from '../../../api/types.ts';
import { usePhone } from '../../../ui/usePhone.ts';
import { useDayOrders } from '../hooks/useDayOrders.ts';
import { DayOrders } from './DayOrders.tsx';
import { SalePanel } from './SalePanel.tsx';

interface DayDialogProps {
  category: LeisureCategoryView;
  /** The open day, or null when the dialog is closed. */
  date: string | null;
  propertyToday: string;
  company: CompanyInfoResponse;
  onClose: () => void;
}

/**
 * 'Бронирование' of a day (specification 2.5): selling its tariffs, and the day's orders, which can be
 * sold, paid, cancelled and printed. Full screen on a phone.
 */
export function DayDialog({ category, date, propertyToday, company, onClose }: DayDialogProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [tab, setTab] = useState<string | null>('sale');
  const orders = useDayOrders(company.id, category.id, date);
  const open = orders.data?.filter((o) => o.status !== 'canceled').length;
  return (
    <Modal
      opened={date !== null}
      onClose={() => {
        onClose();
        setTab('sale');
      }}
      title={date ? `${t('leisure.day.title', { date: formatDay(date) })} · ${category.name}` : ''}
      size={960}
      fullScreen={phone}
      radius="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {date && (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List mb="md">
            <Tabs.Tab value="sale" leftSection={<IconTicket size={16} />}>
              {t('leisure.day.sale')}
            </Tabs.Tab>
            <Tabs.Tab
              value="orders"
              leftSection={<IconListDetails size={16} />}
              rightSection={
                open ? (
                  <Badge size="sm" variant="light" circle>
                    {open}
                  </Badge>
                ) : null
              }
            >
              {t('leisure.day.orders')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sale">
            <SalePanel
              key={`${category.id}-${date}`}
              categoryId={category.id}
              date={date}
              propertyToday={propertyToday}
              company={company}
            />
          </Tabs.Panel>
          <Tabs.Panel value="orders">
            <DayOrders orders={orders} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
