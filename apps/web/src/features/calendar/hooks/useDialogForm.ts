import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form of a calendar dialog, checked by `schema` (values in, the request out). Its messages show in
 * one notice above the buttons (FormErrorAlert), not under the fields, so none takes the focus, and a
 * message stays until the next click rather than changing as the staff member types.
 */
export function useDialogForm<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
) {
  return useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}
