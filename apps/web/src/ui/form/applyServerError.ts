import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/ApiError.ts';
import { notifyError } from '../notifyError.ts';

export interface ServerErrorOptions {
  /** The form's path for a field the server names, where the two differ; as named otherwise. */
  fieldOf?: (serverField: string) => string;
  /** Whether the marked field takes the focus; a form whose field may be out of sight says no. */
  focus?: boolean;
  /** A refusal no field of the form shows; a red toast unless the form shows it its own way. */
  otherwise?: (error: unknown) => void;
}

/**
 * Whether the form has the field at `path` (its list's own message when the path ends in '.root').
 * Every form gives each of its fields a default value, so the keys of its values are exactly its fields;
 * that spares each form a list of field names to keep in step with its defaults.
 */
function hasField(values: FieldValues, path: string): boolean {
  const owner = path.endsWith('.root') ? path.slice(0, -'.root'.length) : path;
  const parts = owner.split('.');
  const last = parts.pop() ?? '';
  const parent: unknown = parts.length > 0 ? get(values, parts.join('.')) : values;
  return typeof parent === 'object' && parent !== null && Object.hasOwn(parent, last);
}

/**
 * Shows a refused save where the staff member looks: under the form field the server named in `field`
 * when the form has it, otherwise as a toast (or as `otherwise` says). Answers the path it marked, or
 * null. Every form shows the server's refusals this way.
 */
export function applyServerError<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  error: unknown,
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
  { fieldOf = (field) => field, focus = true, otherwise = notifyError }: ServerErrorOptions = {},
): Path<TFieldValues> | null {
  const path = error instanceof ApiError && error.field ? fieldOf(error.field) : null;
  if (error instanceof ApiError && path !== null && hasField(form.getValues(), path)) {
    const name = path as Path<TFieldValues>;
    form.setError(name, { type: 'server', message: error.error }, { shouldFocus: focus });
    return name;
  }
  otherwise(error);
  return null;
}
