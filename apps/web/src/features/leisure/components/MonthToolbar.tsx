import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { leisureMonths } from '@pms/domain';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../../ui/usePhone.ts';
import { shiftMonth } from '../utils/monthGrid.ts';

interface MonthToolbarProps {
  /** 'YYYY-MM' */
  month: string;
  onMonth: (month: string) => void;
  /** Back to the property's current month. */
  onToday: () => void;
}

/** The previous and next month, 'Сегодня', and the month shown ('Май 2026'). */
export function MonthToolbar({ month, onMonth, onToday }: MonthToolbarProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const key = leisureMonths[Number(month.slice(5, 7)) - 1] ?? 'jan';
  return (
    // On a phone the title is smaller and may go under the buttons rather than out of the screen.
    <Group gap="xs" wrap="wrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('leisure.previousMonth')}
        onClick={() => onMonth(shiftMonth(month, -1))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Button variant="default" onClick={onToday}>
        {t('leisure.today')}
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('leisure.nextMonth')}
        onClick={() => onMonth(shiftMonth(month, 1))}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
      <Title
        order={2}
        size={phone ? 'h4' : 'h3'}
        ml={phone ? 4 : 'xs'}
        data-testid="leisure-month"
        style={{ whiteSpace: 'nowrap' }}
      >
        {t('leisure.monthTitle', { month: t(`leisure.months.${key}`), year: month.slice(0, 4) })}
      </Title>
    </Group>
  );
}
