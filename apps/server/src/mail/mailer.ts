import nodemailer from 'nodemailer';

import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { newId } from '../lib/ids';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

type Log = { info: (obj: object, msg: string) => void };

/**
 * Dev outbox by default: every mail is stored in mail_outbox (tests read it) and printed in the
 * log. With SMTP_URL it is also sent through SMTP.
 */
export function createMailer(options: { db: Database; log: Log; smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      await options.db.insert(mailOutbox).values({ id: newId(), recipient: mail.to, subject: mail.subject, body: mail.text });
      if (transport) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      } else {
        options.log.info({ to: mail.to, subject: mail.subject }, `[dev outbox] ${mail.text}`);
      }
    },
  };
}
