import { ApiError } from '../api/ApiError.ts';
import { i18n } from '../i18n/i18n.ts';

/** The Russian sentence to show for any thrown value: the server's `error`, or a generic text. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.error;
  return i18n.t('notify.unknownError');
}
