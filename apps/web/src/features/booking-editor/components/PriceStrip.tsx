import { Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../ui/Money.tsx';
import { useEditorContext } from '../hooks/useEditorContext.ts';

/** Total, paid and left to pay of the current state, always in sight in the editor's header. */
export function PriceStrip() {
  const { t } = useTranslation();
  const { price, priceError, pricing } = useEditorContext();
  if (!price) return pricing ? <Loader size="xs" /> : null;
  const duty = Number(price.duty);
  return (
    // Each figure keeps its words together; on a narrow screen the figures wrap as wholes.
    <Group gap="lg" wrap="wrap" data-testid="price-strip" style={{ whiteSpace: 'nowrap', rowGap: 2 }}>
      {pricing && <Loader size="xs" />}
      {priceError && (
        <Tooltip label={priceError}>
          <IconAlertTriangle size={18} color="var(--mantine-color-red-6)" aria-label={priceError} />
        </Tooltip>
      )}
      <Text size="sm" c="dimmed">
        {'hours' in price && price.hours !== undefined
          ? t('bookingEditor.strip.hours', { count: price.hours })
          : t('bookingEditor.strip.days', { count: price.days })}
      </Text>
      <Text size="sm">
        {t('bookingEditor.strip.total')}:{' '}
        <Money value={Number(price.total)} fw={700} data-testid="strip-total" />
      </Text>
      <Text size="sm">
        {t('bookingEditor.strip.paid')}: <Money value={Number(price.withheld)} data-testid="strip-paid" />
      </Text>
      <Text size="sm" c={duty > 0 ? 'red.7' : 'teal.7'}>
        {duty < 0 ? t('bookingEditor.strip.overpaid') : t('bookingEditor.strip.duty')}:{' '}
        <Money value={Math.abs(duty)} fw={700} data-testid="strip-duty" />
      </Text>
    </Group>
  );
}
