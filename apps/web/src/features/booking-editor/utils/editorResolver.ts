import { toNestErrors } from '@hookform/resolvers';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { EditorValues } from '../types/editorValues.ts';
import { type EditorRules, validateEditor } from './validateEditor.ts';

/**
 * The form's resolver: validateEditor's issues become field errors. The rules are read on every check
 * because they follow the form itself (the chosen category's places).
 */
export function editorResolver(rules: (values: EditorValues) => EditorRules): Resolver<EditorValues> {
  return (values, _context, options) => {
    const issues = validateEditor(values, rules(values));
    if (issues.length === 0) return { values, errors: {} };
    const flat: FieldErrors = {};
    for (const issue of issues) flat[issue.path] = { type: 'validate', message: issue.message };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
