import { Button, Group, Modal } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DateDialogProps {
  opened: boolean;
  value: string;
  onClose: () => void;
  onSave: (date: string) => void;
}

/** The current-date picker of the calendar header, with 'Отмена' and 'Сохранить'. */
export function DateDialog({ opened, value, onClose, onSave }: DateDialogProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(value);
  useEffect(() => {
    if (opened) setDate(value);
  }, [opened, value]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('calendar.toolbar.dateDialogTitle')} size="auto">
      <DatePicker value={date} onChange={setDate} defaultDate={value} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button disabled={!date} onClick={() => date && onSave(date)}>
          {t('common.save')}
        </Button>
      </Group>
    </Modal>
  );
}
