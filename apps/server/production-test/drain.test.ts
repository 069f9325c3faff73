/**
 * A drain a load balancer can use (decision 1031): the built server, started as production starts
 * it, gets SIGTERM while new connections keep arriving, each with `Connection: close` as many
 * proxies send. Readiness turns 503 at once, every one of them is answered (none reset), and the
 * process exits 0 after the drain delay.
 */
import { request as httpRequest } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startInstance, waitFor, type Instance } from './cluster';

const PORT = Number(process.env.CLUSTER_PORT ?? 4260) + 30;
const DRAIN_DELAY_MS = 1_500;
const ARRIVING = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request on a connection of its own that closes after the answer: its status, or the error's code. */
function getOnce(port: number, urlPath: string) {
  return new Promise<number | string>((resolve) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path: urlPath, agent: false, headers: { connection: 'close' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error('hung')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end();
  });
}

describe('production: SIGTERM drains for a load balancer', () => {
  let instance: Instance;
  beforeAll(async () => {
    instance = startInstance(PORT, {
      DATA_DIR: 'memory://',
      SEED_DEMO: 'never',
      DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      SHUTDOWN_TIMEOUT_MS: '10000',
    });
    await waitFor(instance);
  });
  afterAll(async () => {
    if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await instance.exited;
  });

  // proves: PROD-DRAIN-DELAY
  it('answers readiness 503 at once and every one of 20 connections arriving over a second', async () => {
    const signalled = Date.now();
    instance.child.kill('SIGTERM');
    // The signal is handled within a few milliseconds; readiness says so from then on.
    await sleep(50);
    expect(await getOnce(PORT, '/api/ready')).toBe(503);

    const answers: Array<Promise<number | string>> = [];
    for (let index = 0; index < ARRIVING; index += 1) {
      answers.push(getOnce(PORT, '/api/health'));
      await sleep(50);
    }
    const statuses = await Promise.all(answers);
    expect(statuses).toEqual(Array.from({ length: ARRIVING }, () => 200));

    expect(await instance.exited).toBe(0);
    const tookMs = Date.now() - signalled;
    // It waited for the balancer, then closed promptly.
    expect(tookMs).toBeGreaterThanOrEqual(DRAIN_DELAY_MS);
    expect(tookMs).toBeLessThan(DRAIN_DELAY_MS + 5_000);
    console.log(`[production drain] ${ARRIVING} arriving connections answered; exited after ${tookMs} ms`);
  });
});
