import { Group, Stack, Text } from '@mantine/core';
import type { LeisureTariffAdminView } from '@pms/domain';
import { Money } from '../../../../ui/Money.tsx';

/** 'Цены' of the tariffs list: each price item on its own line, 'Взрослый  5 000 ₸'. */
export function TariffPricesCell({ tariff }: { tariff: LeisureTariffAdminView }) {
  return (
    <Stack gap={2}>
      {tariff.price_list.map((item) => (
        <Group key={item.id} gap="xs" wrap="nowrap" justify="space-between">
          <Text size="sm" c="dimmed" lineClamp={1}>
            {item.name}
          </Text>
          {/* The API's decimal text ('4000.00') in tenge, as the other catalogues read it. */}
          <Money value={Number(item.price)} size="sm" fw={500} />
        </Group>
      ))}
    </Stack>
  );
}
