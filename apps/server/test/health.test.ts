import { describe, expect, it } from 'vitest';

import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

describe('health', () => {
  it('answers ok', async () => {
    const app = await buildApp({ ...loadConfig({}), logLevel: 'silent' });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await app.close();
  });
});
