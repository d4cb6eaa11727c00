/**
 * Encrypts the secrets staff store (the SFTP password or private key) with AES-256-GCM under a key from
 * the environment (SECRET_KEY). Without one, a random key is made once in DATA_DIR, so the zero-setup
 * install works; several server instances over one PostgreSQL must share SECRET_KEY instead.
 * The stored form is 'v1:' + base64(iv | tag | ciphertext); a tampered or foreign value fails to open.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
    },
    open(sealed) {
      if (!sealed.startsWith('v1:')) throw new Error('unknown secret format');
      const raw = Buffer.from(sealed.slice(3), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** The key: SECRET_KEY hashed to 32 bytes, or the install's own random key file in DATA_DIR. */
export function loadSecretKey(config: { SECRET_KEY?: string; DATA_DIR: string }): Buffer {
  if (config.SECRET_KEY) return createHash('sha256').update(config.SECRET_KEY).digest();
  const file = join(config.DATA_DIR, 'secret.key');
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

/** The box, made on first use, so a server that never stores a secret never touches DATA_DIR for it. */
export function lazySecretBox(config: { SECRET_KEY?: string; DATA_DIR: string }): () => SecretBox {
  let box: SecretBox | undefined;
  return () => {
    box ??= secretBox(loadSecretKey(config));
    return box;
  };
}
