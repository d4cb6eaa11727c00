/** What the e-mail calls say to staff. */
export const mailTexts = {
  sent: 'Отправлено!',
  notSent: 'Письмо не отправлено: {reason}',
  notFound: 'Письмо не найдено',
  attachmentNotFound: 'Вложение не найдено',
  alreadySent: 'Письмо уже отправлено',
  stillSending: 'Письмо ещё отправляется, обновите список через минуту',
  templateError: 'Ошибка в шаблоне: {reason}',
} as const;
