import { deflateSync } from 'node:zlib';

import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { closePages } from './browser';
import { openConversation } from './chat-helpers';
import { webUrl } from './server';
import { DEMO_PASSWORD, signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e/chat-files-${name}.png`, fullPage: true });

/** A real PNG (a red bar on white, 160x100), as a screenshot of a bug would be. */
function screenshotPng() {
  const [width, height] = [160, 100];
  const rows: number[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(0);
    for (let x = 0; x < width; x += 1)
      rows.push(...(y > 40 && y < 60 && x > 10 && x < 150 ? [220, 38, 38] : [248, 250, 252]));
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function tokenOf(email: string) {
  const response = await fetch(new URL('/api/user/signin/signin-with-email-and-password', webUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('files in messages against the real API and /ws/chat (decision 1604)', () => {
  // proves: CHAT-FILE-MEMBERS
  it('the client attaches a PNG; Ada sees the thumbnail live and opens it; a non-member gets 403', async () => {
    const client = await signInAs('client@lancer.test');
    const ada = await signInAs('ada@lancer.test');
    const clientLog = await openConversation(client);
    const adaLog = await openConversation(ada);
    const name = `bug-${Date.now().toString(36)}.png`;

    await client.locator('input[data-slot="chat-composer-files"]').setInputFiles({
      name,
      mimeType: 'image/png',
      buffer: screenshotPng(),
    });
    await client.locator('li[data-slot="chat-upload"][data-status="done"]').waitFor();
    await client.getByRole('textbox', { name: 'Message' }).fill('The checkout shows this error');
    await client.keyboard.press('Enter');
    const sent = clientLog
      .locator('li[data-status="sent"]', { hasText: 'The checkout shows this error' })
      .last();
    await sent.getByRole('button', { name: `Open image ${name}` }).waitFor();

    // Ada: the thumbnail arrives live, loaded with her token, and opens in the viewer.
    const thumbnail = adaLog.getByRole('button', { name: `Open image ${name}` });
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(160);
    await shot(ada, 'thumbnail');
    await thumbnail.click();
    const viewer = ada.getByRole('dialog', { name });
    await expect
      .poll(() =>
        viewer
          .getByRole('img', { name })
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBe(160);
    await shot(ada, 'viewer');
    await viewer.getByRole('button', { name: 'Close' }).click();

    // The file, from the history; a third user (Lin, not a member) is refused, by direct URL too.
    const conversationId = new URL(client.url()).pathname.split('/').pop()!;
    const clientToken = await tokenOf('client@lancer.test');
    const history = (await (
      await fetch(new URL(`/api/chat/fetch-messages?conversation_id=${conversationId}`, webUrl()), {
        headers: { authorization: `Bearer ${clientToken}` },
      })
    ).json()) as { items: { files?: { name: string; url: string }[] }[] };
    const file = history.items.flatMap((message) => message.files ?? []).find((item) => item.name === name)!;
    // The history carries a link signed for its members, which opens without a token for a while.
    expect(file.url).toMatch(/^\/api\/files\/[\w-]+\?expires=\d+&signature=[\w-]+$/);
    const signed = await fetch(new URL(file.url, webUrl()));
    expect(signed.status).toBe(200);
    expect(signed.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    // Its address without the signature opens only with a member's token.
    const fileUrl = new URL(file.url.split('?')[0]!, webUrl());
    const asLin = await fetch(fileUrl, {
      headers: { authorization: `Bearer ${await tokenOf('lin@lancer.test')}` },
    });
    expect(asLin.status).toBe(403);
    const asAda = await fetch(fileUrl, {
      headers: { authorization: `Bearer ${await tokenOf('ada@lancer.test')}` },
    });
    expect(asAda.status).toBe(200);
    expect(asAda.headers.get('content-type')).toBe('image/png');
    const lin = await signInAs('lin@lancer.test');
    const direct = await lin.goto(fileUrl.toString());
    expect(direct?.status()).toBe(401);
  });

  it('on a 390 px phone the inbox is usable: the attach button in reach, no sideways scrolling', async () => {
    const phone = await signInAs('client@lancer.test', 'phone');
    const log = await openConversation(phone);
    await log
      .getByRole('button', { name: /^Open image / })
      .first()
      .waitFor();
    const attach = phone.getByRole('button', { name: 'Attach files' });
    await attach.waitFor();
    const box = (await attach.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await shot(phone, 'phone');
    await phone.getByRole('button', { name: 'Back to conversations' }).click();
    await phone.getByRole('navigation', { name: 'Conversations' }).waitFor();
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });
});
