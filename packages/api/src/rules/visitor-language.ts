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

/**
 * SHELL-HREFLANG (decision 1362): the address of a page in each language. SHELL-LANGUAGE gives a
 * `.com` host English and a `.cn` host Chinese, so the same path on the two hosts is the page's two
 * forms. Null for an origin on neither (a local or test address), which has no address per language.
 */
export function languageAddresses(origin: string, path: string): Record<VisitorLanguage, string> | null {
  const url = new URL(path, origin);
  const match = /^(.*)\.(com|cn)$/.exec(url.hostname);
  if (!match) return null;
  const on = (tld: string) => {
    const copy = new URL(url);
    copy.hostname = `${match[1]}.${tld}`;
    return copy.toString();
  };
  return { en: on('com'), zh: on('cn') };
}
