import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { MoneyField } from '../../../../ui/form/MoneyField.tsx';
import { SelectField } from '../../../../ui/form/SelectField.tsx';
import { SwitchField } from '../../../../ui/form/SwitchField.tsx';
import { TextField } from '../../../../ui/form/TextField.tsx';
import type { CatalogueField, CatalogueKey } from '../catalogueTypes.ts';
import { useCatalogueText } from '../hooks/useCatalogueText.ts';

interface CatalogueFieldInputProps {
  catalogue: CatalogueKey;
  field: CatalogueField;
  control: Control<FieldValues, unknown, FieldValues>;
  /** The first field takes the focus when the dialog opens. */
  autoFocus?: boolean;
}

/** One manifest field as its input: text, e-mail, tenge, percent, a choice of Russian labels, or a switch. */
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
          suffix={isPercent ? ' %' : undefined}
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
