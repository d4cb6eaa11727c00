/**
 * Puts one file into the configured SFTP folder through the connection check's own path
 * (companies/sftp-check.ts: the same allowed destinations, settings check and answers), so staff read one
 * vocabulary and an upload is no more a port scanner than the check.
 */
import { posix } from 'node:path';
import { type SftpOutcome, type SftpPolicy, type SftpTarget, withSftp } from '../companies/index.ts';

export function uploadSftp(
  target: SftpTarget,
  policy: SftpPolicy,
  fileName: string,
  content: Buffer,
): Promise<SftpOutcome> {
  return withSftp(target, policy, 'pms-sftp-export', async (sftp, folder) => {
    await sftp.put(content, posix.join(folder, fileName));
    return { ok: true, message: `Файл ${fileName} выгружен в папку ${folder}` };
  });
}
