import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerError, type ServerErrorOptions } from './applyServerError.ts';

/**
 * The form's submit handler: runs `save` with the validated values and, when the server refuses, shows
 * the refusal under the field it names or as a toast (applyServerError, with its `options`). Every form
 * saves this way, so each one only says what saving means for it.
 */
export function submitWithServerErrors<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
  save: (values: TTransformedValues) => Promise<unknown>,
  options?: ServerErrorOptions,
) {
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      applyServerError(error, form, options);
    }
  });
}
