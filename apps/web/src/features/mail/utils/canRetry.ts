import type { MailView } from '../types.ts';

/** A refused or failed send can be tried again; a delivered one is never sent twice. */
export const canRetry = (mail: Pick<MailView, 'status'>) =>
  mail.status === 'refused' || mail.status === 'failed';
