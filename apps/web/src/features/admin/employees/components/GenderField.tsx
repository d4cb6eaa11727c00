import { Select } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * An employee's gender, for the editor's 'Бронь изменил'/'Бронь изменила' (issue 28, item 16); cleared,
 * it is unknown (null), and the editor says 'Изменено: …'.
 */
export function GenderField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={t('employees.fields.gender')}
          placeholder={t('employees.fields.genderUnknown')}
          clearable
          comboboxProps={{ withinPortal: true }}
          data={[
            { value: 'female', label: t('employees.fields.female') },
            { value: 'male', label: t('employees.fields.male') },
          ]}
          ref={field.ref}
          name={field.name}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
