import { i18n } from '../../../i18n/i18n.ts';
import { Money } from '../../../ui/Money.tsx';
import type { ReportColumn } from '../types/reportColumn.ts';
import type { OccupancyFigures } from '../types/reportTypes.ts';
import { formatCount } from './formatCount.ts';
import { formatPercent } from './formatPercent.ts';

/**
 * The figure columns shared by the occupancy tables by day and by category, each with its period total:
 * sold, occupancy, accommodation revenue, ADR and RevPAR (available comes first, per table).
 */
export function occupancyColumns<Row extends OccupancyFigures>(
  totals: OccupancyFigures,
): ReportColumn<Row>[] {
  const label = (key: 'sold' | 'occupancy' | 'revenue' | 'adr' | 'revpar') =>
    i18n.t(`reports.occupancy.columns.${key}`);
  return [
    {
      key: 'sold',
      label: label('sold'),
      numeric: true,
      render: (r) => formatCount(r.sold),
      total: formatCount(totals.sold),
    },
    {
      key: 'occupancy',
      label: label('occupancy'),
      numeric: true,
      render: (r) => formatPercent(r.occupancy),
      total: formatPercent(totals.occupancy),
    },
    {
      key: 'revenue',
      label: label('revenue'),
      numeric: true,
      render: (r) => <Money value={Number(r.revenue)} />,
      total: <Money value={Number(totals.revenue)} />,
    },
    {
      key: 'adr',
      label: label('adr'),
      numeric: true,
      render: (r) => <Money value={Number(r.adr)} />,
      total: <Money value={Number(totals.adr)} />,
    },
    {
      key: 'revpar',
      label: label('revpar'),
      numeric: true,
      render: (r) => <Money value={Number(r.revpar)} />,
      total: <Money value={Number(totals.revpar)} />,
    },
  ];
}
