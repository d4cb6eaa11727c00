import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { EditorIssue } from './editorIssue.ts';

/**
 * The form's resolver: the issues `validate` finds become field errors. It runs on every check because
 * the rules follow the form itself (the chosen category's places).
 */
export function editorResolver<T extends FieldValues>(validate: (values: T) => EditorIssue[]): Resolver<T> {
  return (values, _context, options) => {
    const issues = validate(values);
    if (issues.length === 0) return { values, errors: {} };
    const flat: FieldErrors = {};
    for (const issue of issues) flat[issue.path] = { type: 'validate', message: issue.message };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
