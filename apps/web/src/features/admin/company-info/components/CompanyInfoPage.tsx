import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyId } from '../../../../api/useCompanyId.ts';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { PageHeader } from '../../../../ui/PageHeader.tsx';
import { PageLoader } from '../../../../ui/PageLoader.tsx';
import { useCompanyInfo } from '../hooks/useCompanyInfo.ts';
import { CompanyInfoForm } from './CompanyInfoForm.tsx';
import { CompanyLogoCard } from './CompanyLogoCard.tsx';
import { EmailTemplateCard } from './EmailTemplateCard.tsx';
import { SftpSettingsCard } from './SftpSettingsCard.tsx';

/**
 * Settings of the current property (/admin/company-info). `more`: the settings of other areas shown
 * below for a hotel (the housekeeping automation, issue 33), composed by the route (app/CompanyInfoRoute).
 */
export function CompanyInfoPage({ more }: { more?: ReactNode }) {
  const { t } = useTranslation();
  const info = useCompanyInfo();
  const companyId = useCompanyId();
  return (
    <>
      <PageHeader title={t('companyInfo.title')} description={t('companyInfo.subtitle')} />
      <CompanyLogoCard key={companyId} />
      {info.isPending ? (
        <PageLoader />
      ) : info.error ? (
        <LoadError error={info.error} onRetry={() => info.refetch()} />
      ) : (
        // Keyed by company so switching properties starts the form from the new company's settings.
        <Stack gap="lg" maw={880}>
          <CompanyInfoForm key={`${companyId}-${info.data.id}`} info={info.data} />
          {info.data.sftp && (
            <SftpSettingsCard key={`sftp-${companyId}`} info={info.data} sftp={info.data.sftp} />
          )}
          <EmailTemplateCard key={`template-${companyId}`} />
          {info.data.object_type === 'hotel' ? more : null}
        </Stack>
      )}
    </>
  );
}
