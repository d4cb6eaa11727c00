import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type BookingTab, bookingTabs } from '../utils/listFilters.ts';

interface BookingTabsProps {
  tab: BookingTab;
  /** On a phone the tabs are compact, two to a line, all in sight. */
  phone: boolean;
  counts: Record<BookingTab, number | null>;
  onChange: (tab: BookingTab) => void;
}

/** The quick tabs, each with how many bookings it holds under the current filters. */
export function BookingTabs({ tab, phone, counts, onChange }: BookingTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && onChange(value as BookingTab)}
      variant="pills"
      radius="md"
      activateTabWithKeyboard={false}
    >
      <Tabs.List
        aria-label={t('bookings.tabsLabel')}
        style={phone ? { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 } : { rowGap: 6 }}
      >
        {bookingTabs.map((key) => {
          const count = counts[key];
          return (
            <Tabs.Tab
              key={key}
              value={key}
              style={
                phone ? { padding: '6px 10px', fontSize: 13, justifyContent: 'space-between' } : undefined
              }
              data-testid={`tab-${key}`}
              rightSection={
                count === null ? null : (
                  <Badge
                    size={phone ? 'xs' : 'sm'}
                    variant={key === tab ? 'white' : 'light'}
                    color={key === 'debtors' && count > 0 ? 'red' : undefined}
                    data-testid={`tab-count-${key}`}
                  >
                    {count}
                  </Badge>
                )
              }
            >
              {t(`bookings.tabs.${key}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
