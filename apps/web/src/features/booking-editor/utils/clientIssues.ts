import {
  bookingEditorMessages,
  type ClientField,
  checkGuestCount,
  messages,
  missingClientField,
} from '@pms/domain';
import type { ClientValues } from '../types/editorValues.ts';
import type { EditorIssue } from './editorIssue.ts';
import { isBlankClient } from './isBlankClient.ts';

/**
 * Every empty required field of every guest at once, by the server's own rule for one field, and no
 * more guests than `limit` places ('Недостаточно мест').
 */
export function clientIssues(
  clients: readonly ClientValues[],
  requiredFields: readonly ClientField[],
  limit: number,
): EditorIssue[] {
  const issues: EditorIssue[] = [];
  clients.forEach((client, i) => {
    // Extra blank cards are simply not sent; the first guest is always checked.
    if (i > 0 && isBlankClient(client)) return;
    const texts = { ...client, gender: client.gender ?? '' };
    for (const field of requiredFields)
      if (missingClientField([texts], [field]))
        issues.push({ path: `clients.${i}.${field}`, message: messages.required });
  });
  if (clients.length === 0 && requiredFields.length > 0)
    issues.push({ path: 'clients.root', message: bookingEditorMessages.addClient });
  const sent = clients.filter((c) => !isBlankClient(c)).length;
  const tooMany = checkGuestCount(sent, limit);
  if (tooMany) issues.push({ path: 'clients.root', message: tooMany.message });
  return issues;
}
