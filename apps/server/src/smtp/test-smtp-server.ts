/**
 * A real SMTP server for tests (smtp-server on a free loopback port) that keeps what it receives and
 * can be told to refuse, as a provider's server does: an SMTP code and text at RCPT TO or after DATA.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  from: string;
  to: string[];
  raw: Buffer;
}

/** `'550 5.1.1 Mailbox unavailable'`: answered instead of accepting, at that step. */
export type Refusal = { at: 'rcpt' | 'data'; answer: string } | null;

const refusalError = (answer: string) => {
  const [, code = '550', text = ''] = /^(\d{3})\s*(.*)$/.exec(answer) ?? [];
  return Object.assign(new Error(text), { responseCode: Number(code) });
};

export async function startTestSmtpServer() {
  const received: Received[] = [];
  let refusal: Refusal = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusal?.at === 'rcpt') return callback(refusalError(refusal.answer));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusal?.at === 'data') return callback(refusalError(refusal.answer));
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback(null, `Accepted as test-${received.length}`);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(next: Refusal) {
      refusal = next;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtpServer = Awaited<ReturnType<typeof startTestSmtpServer>>;
