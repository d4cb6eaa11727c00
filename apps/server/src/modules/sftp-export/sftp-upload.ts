/**
 * Puts one file into the configured SFTP folder, connecting and answering in Russian as the connection
 * check does (companies/sftp-check.ts: the same settings check and reasons), so staff read one vocabulary.
 */
import { posix } from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import {
  connectOptions,
  missingSetting,
  type SftpCheck,
  type SftpTarget,
  sftpFailure,
} from '../companies/sftp-check.ts';

export async function uploadSftp(target: SftpTarget, fileName: string, content: Buffer): Promise<SftpCheck> {
  const missing = missingSetting(target);
  if (missing) return { ok: false, message: missing };
  const folder = target.folder || '/';
  const sftp = new SftpClient('pms-sftp-export');
  try {
    await sftp.connect(connectOptions(target));
    // Asked first, so a missing folder is named as such rather than as a failed write.
    if ((await sftp.exists(folder)) !== 'd') {
      return { ok: false, message: `Соединение есть, но папки ${folder} нет` };
    }
    await sftp.put(content, posix.join(folder, fileName));
    return { ok: true, message: `Файл ${fileName} выгружен в папку ${folder}` };
  } catch (err) {
    return { ok: false, message: sftpFailure(err) };
  } finally {
    await sftp.end().catch(() => undefined);
  }
}
