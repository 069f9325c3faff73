import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { runServer } from 'verdaccio';

/**
 * A package registry on this machine (Verdaccio), empty and private to one test run: the release
 * flow publishes @lancer/ui to it and the consumers install it from there, as a team would from
 * the registry it publishes to. It serves the `@lancer` scope only (no uplink): every other
 * package comes from wherever the installing tool gets it.
 */
export async function startLocalRegistry(folder: string) {
  mkdirSync(folder, { recursive: true });
  const app = await runServer({
    self_path: path.join(folder, 'config.yaml'),
    storage: path.join(folder, 'storage'),
    auth: { htpasswd: { file: path.join(folder, 'htpasswd'), max_users: 1 } },
    uplinks: {},
    packages: { '@lancer/*': { access: '$all', publish: '$authenticated' } },
    log: { type: 'stdout', format: 'pretty', level: 'warn' },
    web: { enable: false },
  } as unknown as Parameters<typeof runServer>[0]);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  // The release account: the registry answers its token, which publishing sends.
  const added = await fetch(`${url}-/user/org.couchdb.user:release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release', password: 'release-password-1' }),
  });
  const { token } = (await added.json()) as { token: string };
  const authLine = `//${new URL(url).host}/:_authToken=${token}`;
  /** npm's and pnpm's settings for publishing: this registry for everything, with the token. */
  const publisherConfig = path.join(folder, 'publisher.npmrc');
  writeFileSync(publisherConfig, `registry=${url}\n${authLine}\n`);
  return {
    url,
    publisherConfig,
    /** A consumer's .npmrc: the @lancer scope from here, the rest as before. */
    consumerNpmrc: `@lancer:registry=${url}\n`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A folder holding a `pnpm` command for `changeset publish`, which spawns `pnpm publish` itself in a
 * pnpm workspace (pnpm is run through npx on these machines). npx fetches pnpm from `npmRegistry`
 * (the machine's) and hands its registry on to what it runs, so the publish is told the local
 * registry again, last; pnpm's check that the git tree is clean is left to the release's own CI
 * (a working copy rarely is).
 */
export function pnpmPublishingTo(registryUrl: string, folder: string, version: string, npmRegistry: string) {
  const bin = path.join(folder, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    path.join(bin, 'pnpm'),
    `#!/bin/sh\nexec npx --registry=${npmRegistry} -y pnpm@${version} "$@" --registry=${registryUrl} --no-git-checks\n`,
  );
  chmodSync(path.join(bin, 'pnpm'), 0o755);
  return bin;
}
