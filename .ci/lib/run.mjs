import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const bin = (name) => path.join(root, 'node_modules/.bin', name);
const PNPM = ['npx', '-y', 'pnpm@10.34.9'];

/** Runs a command to completion with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status ?? 1;
}

/** Starts a long-running child in its own process group, so Ctrl-C can stop its whole tree. */
export function start(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk) => {
      for (const line of chunk.split('\n')) if (line.trim()) process.stdout.write(prefix + line + '\n');
    });
  }
  return child;
}

export function stopAll(children) {
  for (const child of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  }
}

export function installDependencies() {
  // With CI=true pnpm installs exactly what pnpm-lock.yaml says (frozen).
  const code = run(PNPM[0], [...PNPM.slice(1), 'install'], {
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (code !== 0) {
    console.error('Installing dependencies failed (see above).');
    process.exit(code);
  }
}

export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
