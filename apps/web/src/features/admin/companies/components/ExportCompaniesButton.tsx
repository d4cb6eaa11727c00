import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../../api/downloadFile.ts';
import { notifyError } from '../../../../ui/notifyError.ts';

/** 'Скачать Excel': every company the employee works in, with its settings and requisites. */
export function ExportCompaniesButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile('/api/v2/companies/export/', 'companies.xlsx');
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={busy}
      onClick={download}
    >
      {t('companySettings.export')}
    </Button>
  );
}
