import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One e-mail as the SMTP server received it. */
export type CaughtMail = { to: string[]; raw: string; body: string };

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives, so a test
 * reads the e-mail the Balcão server sent. No TLS and no sign-in: it only ever listens on loopback.
 */
export class MailCatcher {
  readonly #server: SMTPServer;
  readonly #mails: CaughtMail[] = [];
  readonly #all: CaughtMail[] = [];
  readonly #waiting: { to: string; resolve: (mail: CaughtMail) => void }[] = [];

  constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          this.#receive({
            to,
            raw,
            body: raw
              .split(/\r?\n\r?\n/)
              .slice(1)
              .join('\n\n'),
          });
          callback();
        });
      },
    });
  }

  /** Listens on 127.0.0.1 (port 0: any free one) and answers the port. */
  listen(port = 0): Promise<number> {
    return new Promise((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(port, '127.0.0.1', () => resolve((this.#server.server.address() as AddressInfo).port));
    });
  }

  /** The next e-mail to `address` not yet taken (waits for it). */
  next(address: string): Promise<CaughtMail> {
    const to = address.toLowerCase();
    const index = this.#mails.findIndex((mail) => mail.to.includes(to));
    if (index >= 0) {
      return Promise.resolve(this.#mails.splice(index, 1)[0] as CaughtMail);
    }
    return new Promise((resolve) => this.#waiting.push({ to, resolve }));
  }

  /** How many e-mails to `address` arrived so far. */
  countTo(address: string): number {
    return this.#all.filter((mail) => mail.to.includes(address.toLowerCase())).length;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  #receive(mail: CaughtMail): void {
    this.#all.push(mail);
    const index = this.#waiting.findIndex((waiter) => mail.to.includes(waiter.to));
    if (index >= 0) {
      this.#waiting.splice(index, 1)[0]?.resolve(mail);
    } else {
      this.#mails.push(mail);
    }
  }
}

/** The six-digit code in a password-reset e-mail. */
export function resetCodeIn(mail: CaughtMail): string {
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
  if (!code) {
    throw new Error(`no reset code in this e-mail:\n${mail.raw}`);
  }
  return code;
}
