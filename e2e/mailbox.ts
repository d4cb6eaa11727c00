/**
 * A mailbox for journeys: a real SMTP server on a free loopback port that the started server is pointed
 * at (SMTP_URL), keeping every message, so a test reads mail as its addressee would. The server's own
 * built-in outbox lives in its database, out of a journey's reach.
 */
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export interface Mailbox {
  url: string;
  /** The text of every message delivered to `address`, oldest first. */
  textsTo(address: string): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const received: { to: string[]; raw: Buffer }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    textsTo: (address) =>
      Promise.all(
        received
          .filter((m) => m.to.includes(address))
          .map(async (m) => (await PostalMime.parse(m.raw)).text ?? ''),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The invitation link in the newest mail delivered to `address`, waited for (mail is sent after the answer). */
export async function invitationLink(mailbox: Mailbox, address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const texts = await mailbox.textsTo(address);
      link = /https?:\/\/\S+\/invite#[\w-]+/.exec(texts.at(-1) ?? '')?.[0];
      return link;
    })
    .toBeDefined();
  return link!;
}
