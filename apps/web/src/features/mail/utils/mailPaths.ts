/** The server paths of the e-mail calls. */
export const mailPaths = {
  list: '/api/v2/mail/',
  one: (id: number) => `/api/v2/mail/${id}/`,
  raw: (id: number) => `/api/v2/mail/${id}/raw/`,
  attachment: (id: number, index: number) => `/api/v2/mail/${id}/attachments/${index}/`,
  retry: (id: number) => `/api/v2/mail/${id}/retry/`,
  /** 'Отправить на почту': a whole group goes by its parent, a single booking by its own id. */
  send: ({ bookingId, groupParent }: { bookingId: number; groupParent?: number | null }) =>
    groupParent
      ? `/api/v2/booking/group/${groupParent}/send-email/`
      : `/api/v2/booking/${bookingId}/send-email/`,
};
