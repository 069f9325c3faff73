import { Role } from '../constants';

/**
 * SIGNIN-EFFECTS: where a sign-in ends. A `redirectTo` of this site wins (the page the guard sent the
 * visitor away from); anything else — another site, a protocol-relative `//host` or `/\host`, which
 * browsers read as another host — is refused, never an open redirect. Without one, PERSONAL or
 * ADMINISTRATOR go to Projects and anyone else to `/` (the route guard then picks their page).
 */
export type SigninDestination = { redirectTo: string } | { page: 'projects' | 'root' };

/** A path of this site, or null: it starts with one slash and names no other host. */
export function pathInsideApp(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  const second = value.charAt(1);
  return second === '/' || second === '\\' ? null : value;
}

export function signinDestination(role: number, redirectTo?: string | null): SigninDestination {
  const inside = pathInsideApp(redirectTo);
  if (inside) return { redirectTo: inside };
  return { page: (role & (Role.PERSONAL | Role.ADMINISTRATOR)) !== 0 ? 'projects' : 'root' };
}
