/**
 * Delivers logged messages over SMTP: to SMTP_URL when it is set, else to the built-in outbox the mailer
 * starts on a free loopback port. One delivery path either way; the app starts and stops it.
 */
import nodemailer, { type SMTPSentMessageInfo, type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import type { Envelope } from './compose.ts';
import { type DeliveryFailure, deliveryFailure } from './delivery-failure.ts';
import { type OutboxServer, startOutboxServer } from './outbox-server.ts';

export type Delivery = { status: 'sent'; response: string } | DeliveryFailure;

/**
 * A staff member waits for the answer, so a silent server is given up on in seconds, not nodemailer's
 * default minutes (the send is then logged as failed and can be retried).
 */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export class Mailer {
  private transport: Transporter<SMTPSentMessageInfo> | undefined;
  private outbox: OutboxServer | undefined;

  constructor(private readonly options: { smtpUrl?: string; db: Db; log: (err: unknown) => void }) {}

  /** 'smtp' delivers to SMTP_URL; 'outbox' keeps mail in the built-in outbox. */
  get kind(): 'smtp' | 'outbox' {
    return this.options.smtpUrl ? 'smtp' : 'outbox';
  }

  /** The built-in outbox's port while it runs (tests and the start-up log read it). */
  get outboxPort(): number | undefined {
    return this.outbox?.port;
  }

  get smtpUrl(): string | undefined {
    return this.options.smtpUrl;
  }

  async start(): Promise<void> {
    if (this.transport) return;
    if (this.options.smtpUrl) {
      this.transport = nodemailer.createTransport({ url: this.options.smtpUrl, ...timeouts });
      return;
    }
    this.outbox = await startOutboxServer(this.options.db, this.options.log);
    this.transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: this.outbox.port,
      secure: false,
      ignoreTLS: true,
      ...timeouts,
    });
  }

  async stop(): Promise<void> {
    this.transport?.close();
    this.transport = undefined;
    const outbox = this.outbox;
    this.outbox = undefined;
    await outbox?.close();
  }

  /** Sends `raw` as it is; never throws for the server's or the network's sake, it answers why. */
  async deliver(envelope: Envelope, raw: Buffer): Promise<Delivery> {
    if (!this.transport) throw new Error('the mailer is not started');
    try {
      const info = await this.transport.sendMail({ envelope, raw });
      return { status: 'sent', response: String(info.response ?? '').trim() };
    } catch (err) {
      return deliveryFailure(err);
    }
  }
}
