import { readFileSync } from 'node:fs';
import { apiLogFile } from './server';

/** The last 6-digit code the dev outbox printed for this email (the API's log, read as a user reads mail). */
export async function lastCodeMailedTo(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = readFileSync(apiLogFile(), 'utf8')
      .split('\n')
      .filter((line) => line.includes(email) && line.includes('dev outbox'));
    const code = lines.at(-1)?.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code was mailed to ${email}`);
}

/** A mail as the dev outbox logged it: the recipient, subject, headers and plain text. */
export type LoggedMail = { to: string; subject: string; headers?: Record<string, string>; text: string };

/**
 * The last mail to `email` whose subject `subject` matches, read from the API's log (the dev
 * outbox logs each mail as one JSON line: its text after "[dev outbox] ").
 */
export async function lastMailTo(email: string, subject: RegExp, timeoutMs = 10_000): Promise<LoggedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readFileSync(apiLogFile(), 'utf8')
      .split('\n')
      .filter((line) => line.includes('[dev outbox]') && line.includes(email))
      .flatMap((line) => {
        try {
          const entry = JSON.parse(line) as Omit<LoggedMail, 'text'> & { msg: string };
          return [{ ...entry, text: entry.msg.replace(/^\[dev outbox\] /, '') }];
        } catch {
          return [];
        }
      })
      .filter((mail) => mail.to === email && subject.test(mail.subject));
    const mail = mails.at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail matching ${subject} was mailed to ${email}`);
}
