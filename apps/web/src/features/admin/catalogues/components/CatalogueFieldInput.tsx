import { Box, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type Control, Controller, type FieldValues, useWatch } from 'react-hook-form';
import { MoneyField } from '../../../../ui/form/MoneyField.tsx';
import { NumberField } from '../../../../ui/form/NumberField.tsx';
import { RegisteredField } from '../../../../ui/form/RegisteredField.tsx';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { TextField } from '../../../../ui/form/TextField.tsx';
import { ImagePickerField } from '../../company-images/ImagePickerField.tsx';
import type { CatalogueField, CatalogueKey } from '../catalogueTypes.ts';
import { useCatalogueText } from '../hooks/useCatalogueText.ts';

interface CatalogueFieldInputProps {
  catalogue: CatalogueKey;
  field: CatalogueField;
  control: Control<FieldValues, unknown, FieldValues>;
  /** The first field takes the focus when the dialog opens. */
  autoFocus?: boolean;
}

/** A wide input takes the whole line of the form's two-column grid. */
const wide = { gridColumn: '1 / -1' } as const;

/**
 * One manifest field as its input: text, e-mail, tenge, percent, a choice of Russian labels, a switch,
 * several lines, a day, a whole number, or a gallery picture.
 */
export function CatalogueFieldInput({ catalogue, field, control, autoFocus }: CatalogueFieldInputProps) {
  const text = useCatalogueText(catalogue);
  // An amount is a percentage while its other field says so; any other field watches nothing.
  const percentWhen = field.kind === 'amount' ? field.percentWhen : undefined;
  const unit = useWatch({ control, name: percentWhen?.field ?? field.name, disabled: !percentWhen });
  const isPercent = field.kind === 'percent' || (percentWhen !== undefined && unit === percentWhen.value);
  const label = text(`fields.${field.name}`);
  const common = { control, name: field.name, label };
  switch (field.kind) {
    case 'switch':
      return <SwitchField {...common} />;
    case 'textarea':
      return (
        <Box style={wide}>
          <RegisteredField control={control} name={field.name}>
            {(registered) => (
              <Textarea
                label={label}
                withAsterisk={field.required}
                autosize
                minRows={3}
                maxRows={10}
                {...registered}
              />
            )}
          </RegisteredField>
        </Box>
      );
    case 'date':
      return (
        <Controller
          control={control}
          name={field.name}
          render={({ field: day, fieldState }) => (
            <DateInput
              label={label}
              withAsterisk={field.required}
              valueFormat="DD-MM-YYYY"
              value={day.value ?? null}
              onChange={(value) => day.onChange(value)}
              onBlur={day.onBlur}
              error={fieldState.error?.message}
              popoverProps={{ withinPortal: true }}
            />
          )}
        />
      );
    case 'number':
      return <NumberField {...common} withAsterisk={field.required} allowDecimal={false} min={0} />;
    case 'image':
      return (
        <Box style={wide}>
          <ImagePickerField {...common} kind={field.imageKind} required={field.required} />
        </Box>
      );
    case 'enum':
      return (
        <SelectField
          {...common}
          withAsterisk
          data={field.options.map((option) => ({
            value: option,
            label: text(`kinds.${field.name}.${option}`),
          }))}
          comboboxProps={{ withinPortal: true }}
          data-autofocus={autoFocus || undefined}
        />
      );
    case 'money':
    case 'percent':
    case 'amount':
      return (
        <MoneyField
          {...common}
          withAsterisk={field.required}
          // A percentage over 100 is refused by the schema with its own message, not clamped.
          unit={isPercent ? '%' : undefined}
          data-autofocus={autoFocus || undefined}
        />
      );
    default:
      return (
        <TextField
          {...common}
          type={field.kind === 'email' ? 'email' : undefined}
          withAsterisk={field.required}
          data-autofocus={autoFocus || undefined}
        />
      );
  }
}
