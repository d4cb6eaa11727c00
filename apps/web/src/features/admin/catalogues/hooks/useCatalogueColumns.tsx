import { Box, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ActiveBadge } from '../../../../ui/ActiveBadge.tsx';
import { formatMoney } from '../../../../ui/formatMoney.ts';
import { Money } from '../../../../ui/Money.tsx';
import { NameCell } from '../../../../ui/NameCell.tsx';
import type { TableColumn } from '../../../../ui/TableColumn.ts';
import type { CatalogueColumn, CatalogueDef, CatalogueRow } from '../catalogueTypes.ts';
import { formatPercent } from '../utils/formatPercent.ts';
import { priceRange } from '../utils/priceRange.ts';
import { useCatalogueText } from './useCatalogueText.ts';

/** 'YYYY-MM-DD' as the screens show a day: DD-MM-YYYY. */
const formatDay = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** A picture's thumbnail in a list, named by its column's label for screen readers. */
function ImageThumb({ image, label }: { image: unknown; label: string }) {
  const thumb = (image as { thumb_url?: string } | null)?.thumb_url;
  if (!thumb) return <Box w={72} h={44} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }} />;
  return <Image src={thumb} alt={label} w={72} h={44} fit="cover" radius="sm" loading="lazy" />;
}

/** The list's columns as the manifest declares them, each cell drawn by its kind. */
export function useCatalogueColumns(def: CatalogueDef): TableColumn<CatalogueRow>[] {
  const { t } = useTranslation();
  const text = useCatalogueText(def.key);
  const dash = t('common.dash');
  const asText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : dash);
  const header = (column: CatalogueColumn) => {
    // A flag of another name (a news item's 'Опубликована') is headed by its own label.
    if (column.kind === 'active' && column.name === 'is_active') return t('catalogues.activeColumn');
    if (column.kind === 'priceRange') return text(`columns.${column.header}`);
    return text(`fields.${column.name}`);
  };
  const cell = (column: CatalogueColumn, row: CatalogueRow) => {
    const value = row[column.name];
    switch (column.kind) {
      case 'name':
        return <NameCell name={asText(value)} />;
      case 'active':
        return <ActiveBadge active={value === true} />;
      case 'image':
        return <ImageThumb image={value} label={text(`fields.${column.name}`)} />;
      case 'date':
        return typeof value === 'string' ? formatDay(value) : dash;
      case 'money':
        return <Money value={Number(value)} />;
      case 'percent':
        return formatPercent(String(value));
      case 'amount':
        return row[column.percentWhen.field] === column.percentWhen.value ? (
          formatPercent(String(value))
        ) : (
          <Money value={Number(value)} />
        );
      case 'enum':
        return typeof value === 'string' ? text(`kinds.${column.name}.${value}`) : dash;
      case 'priceRange': {
        const range = priceRange(value, column.row);
        if (!range)
          return (
            <Text span size="sm" c="dimmed">
              {t('catalogues.noPrices')}
            </Text>
          );
        return (
          <Text span inherit style={{ whiteSpace: 'nowrap' }}>
            {range.min === range.max
              ? formatMoney(range.min)
              : t('catalogues.priceRange', { min: formatMoney(range.min), max: formatMoney(range.max) })}
          </Text>
        );
      }
      default:
        return asText(value);
    }
  };
  return def.columns.map((column) => ({ header: header(column), cell: (row) => cell(column, row) }));
}
