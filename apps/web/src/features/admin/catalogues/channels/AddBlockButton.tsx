import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../../ui/FormModal.tsx';
import { AddBlockForm } from './AddBlockForm.tsx';

/** 'Добавить блок' beside the channels' search: rooms of one category given to a channel for a period. */
export function AddBlockButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  // A new key on every opening, so the form starts empty.
  const [session, setSession] = useState(0);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconLock size={16} />}
        onClick={() => {
          setSession((value) => value + 1);
          open();
        }}
      >
        {t('salesChannels.block.open')}
      </Button>
      <FormModal opened={opened} onClose={close} title={t('salesChannels.block.title')}>
        <AddBlockForm key={session} onClose={close} />
      </FormModal>
    </>
  );
}
