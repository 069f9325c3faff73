import { describe, expect, it } from 'vitest';

import { fetchSandbox } from '../contract/site';
import { fetchSandboxKey, readSandbox } from './sandbox-calls';

const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('readSandbox, the first load’s fetchSandbox without zod', () => {
  it('names the contract’s operation and path', () => {
    expect(fetchSandboxKey).toEqual({ name: fetchSandbox.name, path: fetchSandbox.path });
  });

  it('reads an answer of the contract’s shape', async () => {
    const sandbox = { payments_simulated: true, mail_not_sent: false };
    expect(fetchSandbox.response.parse(sandbox)).toEqual(sandbox);
    expect(await readSandbox('', answering(200, { ...sandbox, extra: 1 }))).toEqual(sandbox);
  });

  it('says nothing on an error, another shape or no server', async () => {
    expect(
      await readSandbox('', answering(500, { payments_simulated: true, mail_not_sent: true })),
    ).toBeNull();
    expect(
      await readSandbox('', answering(200, { payments_simulated: 'yes', mail_not_sent: true })),
    ).toBeNull();
    expect(await readSandbox('', answering(200, null))).toBeNull();
    expect(
      await readSandbox('', (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch),
    ).toBeNull();
  });
});
