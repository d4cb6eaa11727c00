import { Alert, Button, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyId } from '../../../../api/useCompanyId.ts';
import { errorMessage } from '../../../../ui/errorMessage.ts';
import { PageHeader } from '../../../../ui/PageHeader.tsx';
import { useCompanyInfo } from '../hooks/useCompanyInfo.ts';
import { CompanyInfoForm } from './CompanyInfoForm.tsx';

/** Settings of the current property (/admin/company-info). */
export function CompanyInfoPage() {
  const { t } = useTranslation();
  const info = useCompanyInfo();
  const companyId = useCompanyId();
  return (
    <>
      <PageHeader title={t('companyInfo.title')} description={t('companyInfo.subtitle')} />
      {info.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      ) : info.error ? (
        <Alert color="red" title={t('common.loadError')}>
          {errorMessage(info.error)}
          <Button
            mt="sm"
            variant="light"
            color="red"
            size="xs"
            display="block"
            onClick={() => info.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <CompanyInfoForm key={`${companyId}-${info.data.id}`} info={info.data} />
      )}
    </>
  );
}
