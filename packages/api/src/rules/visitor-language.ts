/** The languages the product speaks. */
export type VisitorLanguage = 'en' | 'zh';

/**
 * SHELL-LANGUAGE: the stored language; otherwise a host ending in .com gives English and one ending
 * in .cn gives Chinese; then the browser language; Chinese as the fallback.
 */
export function detectVisitorLanguage(input: {
  stored: string | null;
  host: string;
  /** The browser's language (navigator.language; Accept-Language's first entry), not its whole list. */
  browserLanguage: string;
}): VisitorLanguage {
  if (input.stored === 'en' || input.stored === 'zh') return input.stored;
  const host = input.host.toLowerCase().replace(/:\d+$/, '');
  if (host.endsWith('.com')) return 'en';
  if (host.endsWith('.cn')) return 'zh';
  const browser = input.browserLanguage.toLowerCase().split('-')[0];
  if (browser === 'en' || browser === 'zh') return browser;
  return 'zh';
}

/** The cookie mirroring the stored choice for the server (decision 0702): the web app writes it, the servers read it. */
export const LANGUAGE_COOKIE = 'language';

/** SHELL-LANGUAGE on the server: the cookie stands for the stored choice; Accept-Language for the browser. */
export function detectVisitorLanguageFromRequest(headers: {
  cookie?: string;
  host?: string;
  'accept-language'?: string;
}): VisitorLanguage {
  const stored =
    (headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .find(([name]) => name === LANGUAGE_COOKIE)?.[1] ?? null;
  const browserLanguage = (headers['accept-language'] ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  return detectVisitorLanguage({ stored, host: headers.host ?? '', browserLanguage });
}
