import { Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

const NONE = 'none';

interface IdSelectFieldProps<T extends FieldValues>
  extends Omit<SelectProps, 'value' | 'onChange' | 'name' | 'error' | 'data' | 'defaultValue'> {
  control: Control<T>;
  name: Path<T>;
  options: readonly { id: number; label: string; disabled?: boolean }[];
  /** An option standing for null, listed first ('Прямая продажа'). */
  noneLabel?: string;
  /** Runs instead of setting the field, e.g. to ask for a reason first. */
  onPick?: (id: number | null) => void;
}

/** A choice of a record by id (number or null in the form). */
export function IdSelectField<T extends FieldValues>({
  control,
  name,
  options,
  noneLabel,
  onPick,
  ...props
}: IdSelectFieldProps<T>) {
  const data = [
    ...(noneLabel ? [{ value: NONE, label: noneLabel }] : []),
    ...options.map((o) => ({ value: String(o.id), label: o.label, disabled: o.disabled })),
  ];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          allowDeselect={false}
          // The list is as wide as its longest name (never wider than the screen), so long names (meal
          // tariffs, staff) show whole (issue 10, defect 9).
          comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-start' }}
          styles={{ dropdown: { maxWidth: 'calc(100vw - 16px)' } }}
          // The chosen name, when longer than the field, reads in full on hover.
          title={options.find((o) => String(o.id) === String(field.value))?.label}
          {...props}
          ref={field.ref}
          name={field.name}
          data={data}
          value={
            field.value === null || field.value === undefined
              ? noneLabel
                ? NONE
                : null
              : String(field.value)
          }
          onChange={(value) => {
            const id = value === null || value === NONE ? null : Number(value);
            if (onPick) onPick(id);
            else field.onChange(id);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
