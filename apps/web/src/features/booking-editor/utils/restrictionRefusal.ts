import { restrictionRefusalCode } from '@pms/domain';
import { ApiError } from '../../../api/ApiError.ts';

/**
 * The server's refusal of a sale for a rate plan's restrictions ('Минимальный срок проживания с 30.12 —
 * 3 ночи'), as a message to show with the override; null for any other outcome.
 */
export function restrictionRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 && error.body.code === restrictionRefusalCode
    ? error.error
    : null;
}
