import { MultiSelect } from '@mantine/core';
import { clientFieldNames } from '@pms/domain';
import { useTranslation } from 'react-i18next';
import type { ClientFieldName } from '../../../../api/types.ts';

interface RequiredFieldsInputProps {
  value: { name: ClientFieldName }[];
  onChange: (value: { name: ClientFieldName }[]) => void;
  error?: string;
}

function isClientField(name: string): name is ClientFieldName {
  return (clientFieldNames as readonly string[]).includes(name);
}

/** The client fields a booking must have filled in, chosen from Имя, Фамилия, … Комментарий. */
export function RequiredFieldsInput({ value, onChange, error }: RequiredFieldsInputProps) {
  const { t } = useTranslation();
  const data = clientFieldNames.map((name) => ({
    value: name,
    label: t(`companyInfo.clientFields.${name}`),
  }));
  return (
    <MultiSelect
      label={t('companyInfo.fields.requiredFields')}
      description={t('companyInfo.fields.requiredFieldsHint')}
      data={data}
      value={value.map((field) => field.name)}
      onChange={(names) => onChange(names.filter(isClientField).map((name) => ({ name })))}
      error={error}
      clearable
      hidePickedOptions
      searchable
      nothingFoundMessage={t('common.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
