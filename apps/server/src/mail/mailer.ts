import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { AppError } from '../http/errors';
import { newId } from '../lib/ids';

type Mail = {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe (notification mails, decision 1220). */
  headers?: Record<string, string>;
};
export type Mailer = { send: (mail: Mail) => Promise<void> };

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/** The SMTP URL's settings, with timeouts short enough that a dead relay fails the request quickly. */
function smtpOptions(url: string): SMTPTransport.Options {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : undefined,
    secure: parsed.protocol === 'smtps:',
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  };
}

/**
 * Dev outbox by default: every mail is stored in mail_outbox (tests read it) and printed in the
 * log. With SMTP_URL it is sent through SMTP first and stored once the relay took it; a relay
 * that is down or refuses the mail answers 503 MAIL_NOT_SENT, so the user can ask again.
 */
export function createMailer(options: { db: Database; log: Log; smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(smtpOptions(options.smtpUrl)) : undefined;
  return {
    async send(mail) {
      if (transport) {
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            headers: mail.headers,
          });
        } catch (error) {
          options.log.warn({ to: mail.to, err: error }, 'SMTP relay did not take the mail');
          throw new AppError(
            503,
            'MAIL_NOT_SENT',
            'We could not send the email just now. Try again in a minute.',
          );
        }
      } else {
        options.log.info(
          { to: mail.to, subject: mail.subject, headers: mail.headers },
          `[dev outbox] ${mail.text}`,
        );
      }
      await options.db
        .insert(mailOutbox)
        .values({ id: newId(), recipient: mail.to, subject: mail.subject, body: mail.text });
    },
  };
}
