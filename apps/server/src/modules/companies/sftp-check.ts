/**
 * 'Проверить соединение': a real SFTP connection with the settings staff typed, reporting the server's
 * answer in Russian — connected and the folder exists, or why not (no such host, nothing listening,
 * the login refused, the folder missing, no answer in time).
 */
import SftpClient from 'ssh2-sftp-client';

export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  folder: string;
  auth_method: 'password' | 'key';
  secret: string | null;
}

export interface SftpCheck {
  ok: boolean;
  message: string;
}

const TIMEOUT_MS = 10_000;

/** The Russian reason for a failed connection, from the error node and ssh2 give. */
export function sftpFailure(err: unknown): string {
  const e = err as { code?: string; level?: string; message?: string };
  const code = e.code ?? '';
  const text = e.message ?? String(err);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || /ENOTFOUND|EAI_AGAIN/.test(text))
    return 'Сервер не найден: проверьте адрес';
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(text))
    return 'Сервер не принимает соединения на этом порту';
  if (code === 'ETIMEDOUT' || /timed? ?out/i.test(text)) return 'Сервер не ответил вовремя';
  if (e.level === 'client-authentication' || /authentication/i.test(text))
    return 'Сервер отклонил логин, пароль или ключ';
  if (/private key|parse/i.test(text)) return 'Ключ не читается: вставьте закрытый ключ OpenSSH целиком';
  if (/handshake|ssh/i.test(text)) return 'Это не SFTP-сервер или он отклонил соединение';
  return `Не удалось подключиться: ${text}`;
}

/** What must be filled in before a connection is tried, in Russian; null when nothing is missing. */
export function missingSetting(target: SftpTarget): string | null {
  if (!target.host) return 'Укажите адрес сервера';
  if (!target.username) return 'Укажите пользователя';
  if (!target.secret) return target.auth_method === 'key' ? 'Вставьте ключ' : 'Введите пароль';
  return null;
}

/** ssh2-sftp-client's connect options: one try, bounded in time, by password or key. */
export function connectOptions(target: SftpTarget) {
  return {
    host: target.host,
    port: target.port,
    username: target.username,
    readyTimeout: TIMEOUT_MS,
    retries: 0,
    ...(target.auth_method === 'key' ? { privateKey: target.secret! } : { password: target.secret! }),
  };
}

export async function checkSftp(target: SftpTarget): Promise<SftpCheck> {
  const missing = missingSetting(target);
  if (missing) return { ok: false, message: missing };
  const sftp = new SftpClient('pms-sftp-check');
  try {
    await sftp.connect(connectOptions(target));
    const kind = await sftp.exists(target.folder || '/');
    if (kind !== 'd') return { ok: false, message: `Соединение есть, но папки ${target.folder} нет` };
    return { ok: true, message: `Соединение установлено, папка ${target.folder} доступна` };
  } catch (err) {
    return { ok: false, message: sftpFailure(err) };
  } finally {
    await sftp.end().catch(() => undefined);
  }
}
