import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid } from '@mantine/core';
import { type FieldValues, useForm } from 'react-hook-form';
import { EditorForm } from '../../../../ui/form/EditorForm.tsx';
import type { CatalogueDef, CatalogueRow } from '../catalogueTypes.ts';
import { useSaveCatalogueRow } from '../hooks/useSaveCatalogueRow.ts';
import { catalogueFormValues } from '../utils/catalogueFormValues.ts';
import { CatalogueFieldInput } from './CatalogueFieldInput.tsx';

interface CatalogueFormProps {
  def: CatalogueDef;
  /** null: a new record. */
  row: CatalogueRow | null;
  onClose: () => void;
}

/**
 * The create-or-edit form of any catalogue: the manifest's inputs two to a line, its switches under them,
 * then the catalogue's own editor if it has one; checked with the manifest's schema before sending.
 */
export function CatalogueForm({ def, row, onClose }: CatalogueFormProps) {
  const save = useSaveCatalogueRow(def);
  const form = useForm<FieldValues, unknown, FieldValues>({
    resolver: zodResolver(def.schema),
    defaultValues: catalogueFormValues(def, row),
  });
  const inputs = def.fields.filter((field) => field.kind !== 'switch');
  const switches = def.fields.filter((field) => field.kind === 'switch');
  return (
    <EditorForm
      form={form}
      saving={save.isPending}
      onClose={onClose}
      onSave={(body) => save.mutateAsync({ id: row?.id, body })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {inputs.map((field, index) => (
          <CatalogueFieldInput
            key={field.name}
            catalogue={def.key}
            field={field}
            control={form.control}
            autoFocus={index === 0}
          />
        ))}
      </SimpleGrid>
      {switches.map((field) => (
        <CatalogueFieldInput key={field.name} catalogue={def.key} field={field} control={form.control} />
      ))}
      {def.FormExtra ? <def.FormExtra /> : null}
    </EditorForm>
  );
}
