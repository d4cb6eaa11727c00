import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mantine/core';
import { housekeepingSettingsSchema } from '@pms/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../ui/form/FormActions.tsx';
import { NumberField } from '../../../ui/form/NumberField.tsx';
import { SwitchField } from '../../../ui/form/SwitchField.tsx';
import { submitWithServerErrors } from '../../../ui/form/submitWithServerErrors.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { useHousekeepingSettings, useSaveHousekeepingSettings } from '../hooks/useHousekeepingSettings.ts';
import type { HousekeepingSettingsAnswer } from '../types/housekeepingTypes.ts';

/**
 * The company's housekeeping automation in 'Настройки объекта' (issue 33): a check-out makes the room
 * dirty, the daily tidy of occupied rooms at a local hour, the linen every N nights.
 */
export function HousekeepingSettingsCard() {
  const { t } = useTranslation();
  const settings = useHousekeepingSettings(true);
  return (
    <SectionCard
      title={t('housekeeping.settings.title')}
      description={t('housekeeping.settings.description')}
    >
      {settings.isPending ? <PageLoader /> : null}
      {settings.isError ? <LoadError error={settings.error} onRetry={() => settings.refetch()} /> : null}
      {settings.data ? <SettingsForm saved={settings.data} /> : null}
    </SectionCard>
  );
}

function SettingsForm({ saved }: { saved: HousekeepingSettingsAnswer }) {
  const { t } = useTranslation();
  const save = useSaveHousekeepingSettings();
  const form = useForm({ resolver: zodResolver(housekeepingSettingsSchema), defaultValues: saved });
  const onSubmit = submitWithServerErrors(form, async (values) => {
    const answer = await save.mutateAsync(values);
    form.reset(answer);
    notifySuccess(t('notify.changed'));
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SwitchField
          control={form.control}
          name="check_out_makes_dirty"
          label={t('housekeeping.settings.checkOutDirty')}
        />
        <SwitchField control={form.control} name="daily_tidy" label={t('housekeeping.settings.dailyTidy')} />
        <NumberField
          control={form.control}
          name="tidy_hour"
          label={t('housekeeping.settings.tidyHour')}
          min={0}
          max={23}
          maw={440}
        />
        <NumberField
          control={form.control}
          name="linen_every_nights"
          label={t('housekeeping.settings.linenEvery')}
          min={0}
          max={60}
          maw={440}
        />
        <FormActions loading={save.isPending} submitDisabled={!form.formState.isDirty} />
      </Stack>
    </form>
  );
}
