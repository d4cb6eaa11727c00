import { Button, Stack } from '@mantine/core';
import { leisureMessages, toLocal } from '@pms/domain';
import { IconTicket } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyInfoResponse } from '../../../api/types.ts';
import { ComingSoon } from '../../../ui/ComingSoon.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { srOnly } from '../../../ui/srOnly.ts';
import { useLeisureCategories } from '../hooks/useLeisureCategories.ts';
import { useLeisureParams } from '../hooks/useLeisureParams.ts';
import { CategoryTabs } from './CategoryTabs.tsx';
import { LeisureMonth } from './LeisureMonth.tsx';

/**
 * '/' of a leisure property (specification 2.5): its activities as tabs and a month of 'free / total'
 * per day. Unlike the hotel timeline it has no live socket, no period and no Excel export: the numbers
 * reload after every sale made here, and on the next visit for a colleague's.
 */
export function LeisureCalendarPage({ company }: { company: CompanyInfoResponse }) {
  const { t } = useTranslation();
  // The property's today decides which days are past, whatever the staff member's own clock says.
  const propertyToday = useMemo(() => toLocal(Date.now() / 1000, company.timezone).date, [company.timezone]);
  const { month, categoryId, update } = useLeisureParams(propertyToday);
  const categories = useLeisureCategories(company.id);

  if (categories.isPending) return <PageLoader />;
  if (categories.isError) return <LoadError error={categories.error} onRetry={() => categories.refetch()} />;
  if (categories.data.length === 0)
    return (
      <ComingSoon
        icon={<IconTicket />}
        title={leisureMessages.createCategory}
        description={t('leisure.createCategoryHint')}
        action={
          <Button component={Link} to="/admin/leisure" variant="light">
            {t('leisure.toCatalogue')}
          </Button>
        }
      />
    );
  // A category from another company's link, or one since deactivated, falls back to the first tab.
  const category = categories.data.find((c) => c.id === categoryId) ?? categories.data[0]!;
  return (
    <Stack gap="sm">
      {/* The page's h1 (issue 30): the design names the screen only in the navigation. */}
      <h1 style={srOnly}>{t('nav.calendar')}</h1>
      <CategoryTabs
        categories={categories.data}
        value={category.id}
        onChange={(id) => update({ categoryId: id })}
      />
      <LeisureMonth
        key={category.id}
        category={category}
        month={month}
        propertyToday={propertyToday}
        company={company}
        onMonth={(next) => update({ month: next })}
      />
    </Stack>
  );
}
