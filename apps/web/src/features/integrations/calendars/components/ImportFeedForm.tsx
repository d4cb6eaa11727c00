import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Stack } from '@mantine/core';
import { type CalendarImportView, calendarImportInputSchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey } from '../../../../api/idempotency.ts';
import { FormActions } from '../../../../ui/form/FormActions.tsx';
import { NumberField } from '../../../../ui/form/NumberField.tsx';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { submitWithServerErrors } from '../../../../ui/form/submitWithServerErrors.ts';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { notifySuccess } from '../../../../ui/notifySuccess.ts';
import { useSaveImport, useSyncChoices } from '../hooks/useCalendarSync.ts';

/**
 * A channel's calendar: its name, URL, the room or category its stays go to, the sales channel it stands
 * for, and how often it is read. The target is one select: rooms grouped by category, or a whole
 * category ('Любой свободный номер').
 */
export function ImportFeedForm({ feed, onDone }: { feed: CalendarImportView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const choices = useSyncChoices(true);
  const save = useSaveImport();
  const intent = useIdempotencyKey();
  const form = useForm({
    resolver: zodResolver(calendarImportInputSchema),
    defaultValues: {
      name: feed?.name ?? '',
      url: feed?.url ?? '',
      room: feed?.room ?? null,
      category: feed?.category ?? null,
      channel: feed?.channel,
      interval_minutes: feed?.interval_minutes ?? 15,
      active: feed?.active ?? true,
    },
  });
  const categories = choices.data?.categories ?? [];
  // One select for the target: 'r<id>' a room, 'c<id>' a category.
  const targets = categories.map((c) => ({
    group: c.name,
    items: [
      { value: `c${c.id}`, label: t('calendarSync.imports.anyRoom', { category: c.name }) },
      ...c.rooms.map((r) => ({ value: `r${r.id}`, label: r.name })),
    ],
  }));
  const room = form.watch('room');
  const category = form.watch('category');
  const target = room ? `r${room}` : category ? `c${category}` : null;
  const targetError = form.formState.errors.room?.message ?? form.formState.errors.category?.message;
  const onSubmit = submitWithServerErrors(form, async (values) => {
    if (feed) await save.mutateAsync({ id: feed.id, body: values });
    else await intent.send(values, (options) => save.mutateAsync({ id: null, body: values, options }));
    notifySuccess(t(feed ? 'notify.changed' : 'notify.added'));
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextField
          control={form.control}
          name="name"
          label={t('calendarSync.imports.name')}
          placeholder={t('calendarSync.imports.namePlaceholder')}
          required
        />
        <TextField
          control={form.control}
          name="url"
          label={t('calendarSync.imports.url')}
          placeholder="https://www.airbnb.ru/calendar/ical/….ics?s=…"
          required
        />
        <Select
          required
          searchable
          allowDeselect={false}
          label={t('calendarSync.imports.target')}
          data={targets}
          value={target}
          error={targetError}
          onChange={(value) => {
            const id = value ? Number(value.slice(1)) : null;
            form.setValue('room', value?.startsWith('r') ? id : null, { shouldDirty: true });
            form.setValue('category', value?.startsWith('c') ? id : null, { shouldDirty: true });
            form.clearErrors(['room', 'category']);
          }}
        />
        <SelectField
          control={form.control}
          name="channel"
          label={t('calendarSync.imports.channel')}
          data={(choices.data?.channels ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          parse={Number}
          required
          searchable
        />
        <NumberField
          control={form.control}
          name="interval_minutes"
          label={t('calendarSync.imports.interval')}
          min={5}
          max={1440}
        />
        <SwitchField control={form.control} name="active" label={t('calendarSync.imports.active')} />
        <FormActions loading={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
