/**
 * 'Проверить соединение': a real SFTP connection with the settings staff typed. Its answer must not make
 * it a port scanner of the server's network: only an SFTP server's own answers are told apart (the login
 * refused, the folder missing, connected); every other failure — no such host, nothing listening, not an
 * SSH server, no answer in time — is one sentence, and the detail goes to the log. The destination must
 * be allowed (lib/outbound-destination.ts), and the connection goes to the address that was checked.
 */
import type SftpClient from 'ssh2-sftp-client';
import type { Config } from '../../config.ts';
import { loadSftpClient } from '../../lib/on-first-use.ts';
import { type AllowedHosts, outboundDestination } from '../../lib/outbound-destination.ts';

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

/** A check's answer plus, on failure, what happened, for the log only (never for the caller). */
export type SftpOutcome = SftpCheck & { detail?: string };

/** Where connections may go and how long one may take: from OUTBOUND_ALLOWED_HOSTS and SFTP_TIMEOUT_MS. */
export interface SftpPolicy {
  allowed: AllowedHosts | null;
  timeoutMs: number;
}

export const sftpPolicy = (
  config: Pick<Config, 'OUTBOUND_ALLOWED_HOSTS' | 'SFTP_TIMEOUT_MS'>,
): SftpPolicy => ({
  allowed: config.OUTBOUND_ALLOWED_HOSTS,
  timeoutMs: config.SFTP_TIMEOUT_MS,
});

export const sftpMessages = {
  unreachable: 'Не удалось подключиться к SFTP-серверу: проверьте адрес и порт',
  notAllowed: 'Этот адрес не разрешён администратором сервера',
  loginRefused: 'Сервер отклонил логин, пароль или ключ',
  badKey: 'Ключ не читается: вставьте закрытый ключ OpenSSH целиком',
} as const;

/** The answer for a failed connection: the SFTP server's own refusal of the login, or the one sentence. */
export function sftpFailure(err: unknown): SftpOutcome {
  const e = err as { level?: string; message?: string };
  const detail = e.message ?? String(err);
  if (e.level === 'client-authentication' || /All configured authentication methods failed/i.test(detail))
    return { ok: false, message: sftpMessages.loginRefused, detail };
  // Read before any connection is made: says nothing about the destination.
  if (/private key|Cannot parse/i.test(detail)) return { ok: false, message: sftpMessages.badKey, detail };
  return { ok: false, message: sftpMessages.unreachable, detail };
}

/** What must be filled in before a connection is tried, in Russian; null when nothing is missing. */
export function missingSetting(target: SftpTarget): string | null {
  if (!target.host) return 'Укажите адрес сервера';
  if (!target.username) return 'Укажите пользователя';
  if (!target.secret) return target.auth_method === 'key' ? 'Вставьте ключ' : 'Введите пароль';
  return null;
}

/** ssh2-sftp-client's connect options: one try, bounded in time, by password or key, to `address`. */
function connectOptions(target: SftpTarget, address: string, policy: SftpPolicy) {
  return {
    host: address,
    port: target.port,
    username: target.username,
    readyTimeout: policy.timeoutMs,
    retries: 0,
    ...(target.auth_method === 'key' ? { privateKey: target.secret! } : { password: target.secret! }),
  };
}

/**
 * Connects to an allowed destination and runs `work` with the client; every failure answers as above.
 * The settings check, the upload and the nightly export all go through here.
 */
export async function withSftp(
  target: SftpTarget,
  policy: SftpPolicy,
  name: string,
  work: (sftp: SftpClient, folder: string) => Promise<SftpOutcome>,
): Promise<SftpOutcome> {
  const missing = missingSetting(target);
  if (missing) return { ok: false, message: missing };
  const destination = await outboundDestination(target.host, policy.allowed);
  if (!destination.ok) {
    const message = destination.reason === 'listed' ? sftpMessages.notAllowed : sftpMessages.unreachable;
    return { ok: false, message, detail: destination.detail };
  }
  const folder = target.folder || '/';
  const sftp = new (await loadSftpClient())(name);
  try {
    await sftp.connect(connectOptions(target, destination.address, policy));
    // Asked first, so a missing folder is named as such rather than as a failed write.
    if ((await sftp.exists(folder)) !== 'd')
      return { ok: false, message: `Соединение есть, но папки ${folder} нет` };
    return await work(sftp, folder);
  } catch (err) {
    return sftpFailure(err);
  } finally {
    await sftp.end().catch(() => undefined);
  }
}

export function checkSftp(target: SftpTarget, policy: SftpPolicy): Promise<SftpOutcome> {
  return withSftp(target, policy, 'pms-sftp-check', async (_sftp, folder) => ({
    ok: true,
    message: `Соединение установлено, папка ${folder} доступна`,
  }));
}
