import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

// A real 1x1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----lancer-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('photo uploads', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp({ maxUploadBytes: 64 * 1024 });
    ({ token } = await signUp(app, 'photo@example.com'));
  });
  afterAll(() => app.close());

  it('stores a base64 photo (data URL accepted), serves it, and shows it in the profile', async () => {
    const saved = await call(app, 'POST', '/api/user/profile/update-user-photo', {
      token,
      body: { base64: `data:image/png;base64,${png.toString('base64')}`, filename: 'me.png' },
    });
    expect(saved.status).toBe(200);
    const served = await app.inject({ method: 'GET', url: saved.body.url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    const profile = await call(app, 'GET', '/api/user/profile/fetch-profile', { token });
    expect(profile.body.account.basic.photo.url).toBe(saved.body.url);
  });

  // proves: MSG-UNSUPPORTED-FILE
  it('checks the type by content, not by name: "Unsupported file type"', async () => {
    const text = await call(app, 'POST', '/api/user/profile/update-user-photo', {
      token,
      body: { base64: Buffer.from('<svg onload=alert(1)>').toString('base64'), filename: 'fake.png' },
    });
    expect(text.status).toBe(415);
    expect(text.body.error).toEqual({ code: 'UNSUPPORTED_FILE_TYPE', message: 'Unsupported file type' });
    const notBase64 = await call(app, 'POST', '/api/user/profile/update-user-photo', {
      token,
      body: { base64: '!!!', filename: 'a.png' },
    });
    expect(notBase64.status).toBe(400);
  });

  it('refuses a photo over the size limit with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(70 * 1024)]);
    const response = await call(app, 'POST', '/api/user/profile/update-user-photo', {
      token,
      body: { base64: big.toString('base64'), filename: 'big.png' },
    });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('takes a multipart file, with the same type and size checks', async () => {
    const good = multipart('file', 'me.png', 'image/png', png);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/user/profile/update-user-photo-blob',
      headers: { ...good.headers, authorization: `Bearer ${token}` },
      payload: good.payload,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().url).toMatch(/^\/api\/files\//);

    const fake = multipart('file', 'x.jpg', 'image/jpeg', Buffer.from('MZ executable'));
    const refused = await app.inject({
      method: 'POST',
      url: '/api/user/profile/update-user-photo-blob',
      headers: { ...fake.headers, authorization: `Bearer ${token}` },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toBe('Unsupported file type');

    const huge = multipart('file', 'big.png', 'image/png', Buffer.concat([png, Buffer.alloc(70 * 1024)]));
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/user/profile/update-user-photo-blob',
      headers: { ...huge.headers, authorization: `Bearer ${token}` },
      payload: huge.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('PAYLOAD_TOO_LARGE');

    const json = await call(app, 'POST', '/api/user/profile/update-user-photo-blob', {
      token,
      body: { file: 'x' },
    });
    expect(json.status).toBe(400);
    const wrongField = multipart('photo', 'me.png', 'image/png', png);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/user/profile/update-user-photo-blob',
      headers: { ...wrongField.headers, authorization: `Bearer ${token}` },
      payload: wrongField.payload,
    });
    expect(missing.statusCode).toBe(400);
  });
});
