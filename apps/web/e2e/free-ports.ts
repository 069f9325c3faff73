import { createServer } from 'node:net';

/**
 * Refuses to start when a port the run listens on is taken: the servers would fail to bind, and
 * the health checks would then be answered by whatever already listens there (another checkout's
 * run), so its data would be used and changed in silence.
 */
export async function assertPortsFree(ports: number[]) {
  const taken: number[] = [];
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (!free) taken.push(port);
  }
  if (taken.length > 0)
    throw new Error(
      `Port ${taken.join(', ')} is taken (another end-to-end run?): stop it, or set E2E_WEB_PORT and E2E_API_PORT`,
    );
}
