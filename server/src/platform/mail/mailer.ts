import nodemailer from 'nodemailer';
import type { Logger } from '../../logger.ts';

/** One plain-text e-mail. */
export type Mail = { to: string; subject: string; text: string };

/** Sends e-mail; the server has one, built from the SMTP_* variables. */
export type Mailer = { send: (mail: Mail) => Promise<void> };

/** Where mail goes: an SMTP server, or (none configured) the server's log. */
export type SmtpSettings = {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  from: string;
};

/** Mail over SMTP (nodemailer), one connection per message. */
export function smtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
  });
  return {
    send: async (mail) => {
      await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** Without SMTP the message is written to the log (warn), so an operator can still pass a code on. */
export function logMailer(logger: Logger): Mailer {
  return {
    send: (mail) => {
      logger.warn({ to: mail.to, subject: mail.subject, text: mail.text }, 'no SMTP_HOST set: this e-mail was written to the log instead');
      return Promise.resolve();
    },
  };
}

export function createMailer(smtp: SmtpSettings | undefined, logger: Logger): Mailer {
  return smtp ? smtpMailer(smtp) : logMailer(logger);
}
