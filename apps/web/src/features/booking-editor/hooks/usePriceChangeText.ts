import type { MoveQuote } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/formatMoney.ts';

/**
 * 'Было 60 000 ₸ → станет 80 000 ₸ (+20 000 ₸)' or '60 000 ₸, не меняется' from a server quote ('Группа: …'
 * for a room of a group): the one wording of a price change, for a drag's move, an extension and a step
 * that moves the stay.
 */
export function usePriceChangeText() {
  const { t } = useTranslation();
  return (quote: Pick<MoveQuote, 'current_total' | 'new_total' | 'difference' | 'scope'>) => {
    const [before, after, difference] = [quote.current_total, quote.new_total, quote.difference].map(
      Number,
    ) as [number, number, number];
    const group = quote.scope === 'group';
    if (difference === 0)
      return t(group ? 'calendar.move.groupPriceSame' : 'calendar.move.priceSame', {
        total: formatMoney(before),
      });
    return t(group ? 'calendar.move.groupPriceChange' : 'calendar.move.priceChange', {
      before: formatMoney(before),
      after: formatMoney(after),
      difference: `${difference > 0 ? '+' : ''}${formatMoney(difference)}`,
    });
  };
}
