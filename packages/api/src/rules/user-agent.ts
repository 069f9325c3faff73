/**
 * The browser and system a user agent names, for the signed-in devices list (decision 1020): the
 * server and the mocks both describe a session with it. Order matters: Edge and Opera also say
 * "Chrome", Chrome also says "Safari", iPadOS and Android also say "Linux" or "Mac OS X".
 */
const browsers: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: ReadonlyArray<readonly [RegExp, string]>, text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? '';

export type DeviceDescription = { browser: string; os: string };

/** '' for a part the user agent does not name (a script, an unknown browser). */
export const describeUserAgent = (userAgent: string): DeviceDescription => ({
  browser: first(browsers, userAgent),
  os: first(systems, userAgent),
});

/** What is kept of a user agent: the header is the client's to say, so it is cut to a sane length. */
export const MAX_USER_AGENT_LENGTH = 512;
export const keptUserAgent = (userAgent: string | null | undefined) =>
  (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH);
