import { objectTypes } from '@pms/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../api/types.ts';
import { SelectField } from '../../../../ui/form/SelectField.tsx';

/**
 * The required 'Тип объекта' choice ('Отель' / 'Объект отдыха') of the form in the surrounding
 * FormProvider; a company's dialog and the current company's settings page both ask for it.
 */
export function ObjectTypeField() {
  const { t } = useTranslation();
  const { control } = useFormContext<Pick<Company, 'object_type'>>();
  return (
    <SelectField
      control={control}
      name="object_type"
      label={t('companies.fields.objectType')}
      withAsterisk
      data={objectTypes.map((value) => ({ value, label: t(`companies.objectType.${value}`) }))}
    />
  );
}
