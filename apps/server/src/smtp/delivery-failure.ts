/**
 * How an SMTP attempt that did not deliver is recorded and told to staff: 'refused' when the server
 * answered the message with a permanent 5xx (sending the same again will not help until something
 * changes), 'failed' for everything else (no connection, a timeout, a temporary 4xx, a bad login), with
 * the reason in Russian followed by what the server or the network said.
 */
export type DeliveryFailure = { status: 'refused' | 'failed'; response: string | null; reason: string };

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** The network's own words for the socket errors nodemailer wraps as ESOCKET/ECONNECTION. */
const socketReasons: [RegExp, string][] = [
  [/ECONNREFUSED/, 'почтовый сервер не принимает соединения'],
  [/ENOTFOUND|EAI_AGAIN/, 'адрес почтового сервера не найден'],
  [/ECONNRESET|EPIPE/, 'почтовый сервер разорвал соединение'],
  [/EHOSTUNREACH|ENETUNREACH/, 'почтовый сервер недоступен по сети'],
];

function reasonOf(err: SmtpError): { status: DeliveryFailure['status']; reason: string } {
  const code = err.code ?? '';
  const text = err.message ?? '';
  if (code === 'EAUTH' || code === 'ENOAUTH')
    return { status: 'failed', reason: 'почтовый сервер не принял логин или пароль (SMTP_URL)' };
  if (err.responseCode && err.responseCode >= 500) {
    const what = code === 'EENVELOPE' ? 'адрес получателя или отправителя' : 'письмо';
    return { status: 'refused', reason: `почтовый сервер отклонил ${what}` };
  }
  if (err.responseCode && err.responseCode >= 400)
    return { status: 'failed', reason: 'почтовый сервер временно не принял письмо, повторите позже' };
  if (code === 'ETIMEDOUT') return { status: 'failed', reason: 'почтовый сервер не ответил вовремя' };
  if (code === 'EDNS') return { status: 'failed', reason: 'адрес почтового сервера не найден' };
  if (code === 'ETLS') return { status: 'failed', reason: 'не удалось установить защищённое соединение' };
  for (const [pattern, reason] of socketReasons) if (pattern.test(text)) return { status: 'failed', reason };
  return { status: 'failed', reason: 'ошибка связи с почтовым сервером' };
}

export function deliveryFailure(err: unknown): DeliveryFailure {
  const e = (err && typeof err === 'object' ? err : { message: String(err) }) as SmtpError;
  const { status, reason } = reasonOf(e);
  const response = e.response?.trim() || null;
  // The server's answer when there was one, else the network's message (e.g. 'connect ECONNREFUSED …').
  const detail = response ?? e.message?.trim();
  return { status, response, reason: detail ? `${reason} (${detail})` : reason };
}
