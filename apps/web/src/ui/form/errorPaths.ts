import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The paths and messages of a nested errors object, in the form's order ('clients.0.phone_number'). */
export function errorPaths(
  errors: FieldErrors<FieldValues>,
  prefix = '',
): { path: string; message: string }[] {
  const found: { path: string; message: string }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = key === 'root' ? prefix.slice(0, -1) : `${prefix}${key}`;
    if (typeof value.message === 'string') found.push({ path, message: value.message });
    else found.push(...errorPaths(value as FieldErrors<FieldValues>, `${path}.`));
  }
  return found;
}
