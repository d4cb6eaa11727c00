/**
 * A stored SFTP secret (a password or a private key) belongs to the server it was saved for: the host,
 * port, user and way of logging in it was typed with. Anything else is another server, which must never
 * receive it: a changed setting forgets the stored secret until it is typed again, and a check of other
 * settings than the saved ones uses only the secret it brings.
 */
export interface SftpEndpoint {
  host: string;
  port: number;
  username: string;
  auth_method: string;
}

/** Whether the secret stored with `saved` may be sent to `target`. */
export function storedSecretFits(saved: SftpEndpoint | null | undefined, target: SftpEndpoint): boolean {
  if (!saved) return false;
  return (
    saved.host.trim().toLowerCase() === target.host.trim().toLowerCase() &&
    saved.port === target.port &&
    saved.username === target.username &&
    saved.auth_method === target.auth_method
  );
}

/**
 * What a save does to the stored secret: a secret typed replaces it, null (cleared) or a changed server
 * forgets it, and otherwise it stays.
 */
export function storedSecretAfterSave(
  saved: SftpEndpoint | null | undefined,
  next: SftpEndpoint,
  typed: string | null | undefined,
): 'replace' | 'forget' | 'keep' {
  if (typed) return 'replace';
  if (typed === null) return 'forget';
  return storedSecretFits(saved, next) ? 'keep' : 'forget';
}
