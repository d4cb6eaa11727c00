import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListFooterProps {
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Total count and, when the list spans several pages, the page switcher. */
export function ListFooter({ count, page, pageSize, onPageChange }: ListFooterProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Group justify="space-between" mt="md">
      <Text size="sm" c="dimmed">
        {t('common.total', { count })}
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={page}
          onChange={onPageChange}
          size="sm"
          // The arrows are icons: a screen reader hears what each does (issue 30), a page its number.
          getControlProps={(control) => ({ 'aria-label': t(`common.pages.${control}`) })}
          getItemProps={(number) => ({ 'aria-label': t('common.pages.page', { number }) })}
        />
      ) : null}
    </Group>
  );
}
