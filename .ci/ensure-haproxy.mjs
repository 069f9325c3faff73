#!/usr/bin/env node
/**
 * `npm run test:deploy` puts Debian's HAProxy in front of three instances (decision 2102). Installed
 * here as Chromium is for the browser tests (lib/ensure-chromium.mjs): with apt-get as root. Where it
 * cannot be installed the deploy test says so and skips; this never fails the command.
 */
import { spawnSync } from 'node:child_process';

const present = () => spawnSync('haproxy', ['-v']).status === 0;

if (!present()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.log('HAProxy not found: installing haproxy with apt-get…');
    spawnSync(
      'sh',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy'],
      { stdio: 'inherit' },
    );
  }
  if (!present())
    console.warn(
      'HAProxy is not installed (Debian: sudo apt-get install -y haproxy): the deploy test will skip.',
    );
}
