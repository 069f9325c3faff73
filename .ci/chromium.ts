import { existsSync } from 'node:fs';

/** Debian's Chromium (Playwright's own browser download is not reachable here). */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'Chromium was not found. Install it (Debian: apt-get install -y chromium fonts-noto-cjk) or set CHROMIUM_PATH.',
    );
  }
  return found;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: chromiumArgs };
}
