import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const candidates = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

/**
 * Story, visual and end-to-end tests drive Debian's Chromium. Find it, install it where we can
 * (root with apt-get), or stop with a message that says how to get it.
 */
export function ensureChromium() {
  let found = candidates().find((candidate) => existsSync(candidate));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing chromium and fonts-noto-cjk with apt-get…');
    spawnSync(
      'sh',
      [
        '-c',
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk',
      ],
      {
        stdio: 'inherit',
      },
    );
    found = candidates().find((candidate) => existsSync(candidate));
    if (found) return found;
  }
  console.error(
    'Chromium is needed for the story, visual and end-to-end tests and was not found.\n' +
      'Install it (Debian/Ubuntu: sudo apt-get install -y chromium fonts-noto-cjk) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
