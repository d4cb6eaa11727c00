import { Table } from '@mantine/core';
import { Money } from '../../../ui/Money.tsx';
import type { PriceLine } from '../utils/priceLines.ts';

/** A price's lines as label and amount, the total and the duty in bold. */
export function PriceLines({ lines }: { lines: readonly PriceLine[] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid="price-summary">
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.key} data-testid={`price-${line.key}`}>
            <Table.Td
              fw={line.strong ? 700 : undefined}
              pl={line.sub ? 'md' : undefined}
              c={line.sub ? 'dimmed' : undefined}
              fz={line.sub ? 'xs' : undefined}
            >
              {line.label}
            </Table.Td>
            <Table.Td
              ta="right"
              fw={line.strong ? 700 : undefined}
              c={line.sub ? 'dimmed' : undefined}
              fz={line.sub ? 'xs' : undefined}
              style={{ whiteSpace: 'nowrap' }}
            >
              {line.money === false ? line.value : <Money value={Number(line.value)} />}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
