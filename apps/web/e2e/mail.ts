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
