import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEditorContext } from '../hooks/useEditorContext.ts';
import { DiscountsPanel } from './DiscountsPanel.tsx';
import { GroupPriceSummary } from './GroupPriceSummary.tsx';
import { PaymentsPanel } from './PaymentsPanel.tsx';
import { PriceSummary } from './PriceSummary.tsx';

/** Step 5 'Стоимость': the price line by line (a group's room by room), discounts, and payments. */
export function PriceStep() {
  const { t } = useTranslation();
  const { group } = useEditorContext();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('bookingEditor.price.summary')}
        </Title>
        {group ? <GroupPriceSummary /> : <PriceSummary />}
      </Stack>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('bookingEditor.discounts.title')}
          </Title>
          <DiscountsPanel />
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('bookingEditor.payments.title')}
          </Title>
          <PaymentsPanel />
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}
