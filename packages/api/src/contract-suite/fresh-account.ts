import { signinWithEmailAndCode, trySigninWithEmail, updateUserPassword } from '../contract/user';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { signedInOnly } from '../rules/signin-answer';
import { createGuestClient, createSession, type Session } from './session';
import type { ContractTarget } from './target';

let accounts = 0;

/**
 * A new account (signed up with the mailed code: the mocks take any code but 000000), with the
 * demo password, and its email. Each case that has its own keeps its limits' counts its own too.
 */
export async function freshAccountWithPassword(
  target: ContractTarget,
  prefix: string,
): Promise<{ session: Session; email: string }> {
  accounts += 1;
  const email = `${prefix}-${accounts}-${Date.now()}@contract.test`;
  const guest = createGuestClient(target);
  await guest.call(trySigninWithEmail, { body: { email, host: 'contract.test' } });
  const mailed = (await target.mailsTo?.(email))?.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  const tokens = await guest.call(signinWithEmailAndCode, {
    body: { email, code: mailed ?? '123456', host: 'contract.test' },
  });
  const session = createSession(target, signedInOnly(tokens));
  await session.client.call(updateUserPassword, {
    body: { password: DEMO_PASSWORD, password2: DEMO_PASSWORD },
  });
  return { session, email };
}
