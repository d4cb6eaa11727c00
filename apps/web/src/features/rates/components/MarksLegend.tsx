import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the grid's marks mean, under it (each cell also says it in its tooltip and to a screen reader). */
export function MarksLegend() {
  const { t } = useTranslation();
  const items = ['legendMin', 'legendMax', 'legendCta', 'legendCtd', 'legendStop', 'legendDated'] as const;
  return (
    <Group gap="md" wrap="wrap" aria-label={t('rates.marks.legend')} role="group">
      {items.map((key) => (
        <Text key={key} size="xs" c="dimmed">
          {t(`rates.marks.${key}`)}
        </Text>
      ))}
    </Group>
  );
}
