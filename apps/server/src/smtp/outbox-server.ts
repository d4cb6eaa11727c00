/**
 * The built-in outbox: a real SMTP server (smtp-server) on 127.0.0.1 and a free port, started with the
 * app when SMTP_URL is unset. The app delivers to it exactly as to a provider's server, so sending,
 * logging and failures take one path; what it accepts is stored in outbox_messages, byte for byte.
 * Loopback only and without TLS or login: nothing outside this machine can reach it.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema.ts';
import { systemActor, write } from '../db/write.ts';

/** A confirmation with its PDF is ~100 KB; larger than this is not a message the PMS makes. */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export interface OutboxServer {
  port: number;
  close(): Promise<void>;
}

/** The Message-ID header of a raw message, to find the stored copy of a logged send. */
export function messageIdOf(raw: Buffer): string | null {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end === -1 ? raw.length : end).toString('latin1');
  return /^message-id:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? null;
}

export async function startOutboxServer(db: Db, log: (err: unknown) => void): Promise<OutboxServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        }
        const raw = Buffer.concat(chunks);
        const envelope = session.envelope;
        write(db, systemActor, (tx) =>
          tx
            .insert(outboxMessages)
            .values({
              messageId: messageIdOf(raw),
              mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
              rcptTo: envelope.rcptTo.map((r) => r.address),
              raw,
            })
            .returning({ id: outboxMessages.id }),
        ).then(
          ([row]) => callback(null, `Message stored in the outbox as #${row!.id}`),
          (err: unknown) => {
            log(err);
            // A temporary refusal: the sender records a failure it can retry, nothing is lost.
            callback(Object.assign(new Error('Outbox storage unavailable'), { responseCode: 451 }));
          },
        );
      });
    },
  });
  server.on('error', log);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
