/** The send log as the server answers it (docs/api.md, E-mail): the domain's views (mail-views.ts). */
export type {
  MailDetailView as MailDetail,
  MailSentView as MailSent,
  MailStatus,
  MailView,
} from '@pms/domain';
