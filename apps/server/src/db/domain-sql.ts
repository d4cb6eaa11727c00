/**
 * The domain's status rules as SQL functions, for the triggers that need them: written here from
 * @pms/domain after every migration (client.ts), so the database never spells a status list of its own.
 *   - booking_is_counted(status): a real status, whose revenue counts (migration 0026's lines);
 *   - booking_is_draft(status): the draft, whose holds the occupancy report does not count (0058);
 *   - audit_status_action(status): the action a change of status records (migration 0047's trigger);
 *   - audit_headline(action): whether the use case's reason belongs on the action (migration 0034).
 * IMMUTABLE and plain SQL, so PostgreSQL inlines them where they are called.
 */
import {
  type BookingStatus,
  bookingStatuses,
  draftStatus,
  headlineActions,
  realStatuses,
  statusChangeAction,
} from '@pms/domain';

/** A status or action as an SQL string literal; they are the domain's own identifiers, never input. */
function literal(word: string): string {
  if (!/^[a-z_]+$/.test(word)) throw new Error(`not a status or action: ${word}`);
  return `'${word}'`;
}

const inList = (words: readonly string[]) => words.map(literal).join(', ');

export function domainSqlFunctions(): string[] {
  const counted = realStatuses as readonly BookingStatus[];
  const cases = bookingStatuses
    .map((status) => `WHEN ${literal(status)} THEN ${literal(statusChangeAction(status))}`)
    .join(' ');
  return [
    `CREATE OR REPLACE FUNCTION "booking_is_counted"(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
       SELECT status IN (${inList(counted)}) $$`,
    `CREATE OR REPLACE FUNCTION "booking_is_draft"(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
       SELECT status = ${literal(draftStatus)} $$`,
    `CREATE OR REPLACE FUNCTION "audit_status_action"(status text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
       SELECT CASE status ${cases} ELSE 'status' END $$`,
    `CREATE OR REPLACE FUNCTION "audit_headline"(action text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
       SELECT action IN (${inList(headlineActions)}) $$`,
  ];
}
