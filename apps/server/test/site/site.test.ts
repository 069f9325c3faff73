import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONTACT_LIMIT } from '@lancer/api/rules/site';

import { mailOutbox } from '../../src/db/schema';
import { contactMessages } from '../../src/db/site-schema';
import { renderBlogMarkdown } from '../../src/lib/blog-markdown';
import { readBlogPosts } from '../../src/site/blog-posts';
import { startSmtpSink } from '../helpers/smtp-sink';
import { call, createTestApp, type TestApp } from '../helpers/test-app';

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  topic: 'career',
  role: 'Senior frontend engineer',
  message: 'I would like to apply for this role.',
  ...overrides,
});

describe('contact messages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ contactTo: 'team@lancer.test' });
  });
  afterAll(() => app.close());

  it('stores the message and mails it to the team, without a sign-in', async () => {
    const sent = await call(app, 'POST', '/api/site/send-contact-message', { body: message() });
    expect(sent.status).toBe(200);
    const [stored] = await app.services.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, sent.body.id));
    expect(stored).toMatchObject({ name: 'Grace Hopper', topic: 'career', role: 'Senior frontend engineer' });
    const [mail] = await app.services.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'team@lancer.test'));
    expect(mail?.subject).toBe('Contact (career) from Grace Hopper');
    expect(mail?.body).toContain('From: Grace Hopper <grace@example.com>');
    expect(mail?.body).toContain('Role: Senior frontend engineer');
    expect(mail?.body).toContain('I would like to apply for this role.');
  });

  it('answers 400 with a message per field and stores nothing', async () => {
    const before = await app.services.db.select().from(contactMessages);
    const refused = await call(app, 'POST', '/api/site/send-contact-message', {
      body: { name: ' ', email: 'nope', topic: 'gossip', message: 'hi' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(['email', 'message', 'name', 'topic']);
    expect(refused.body.error.fields.message).toBe('Please write at least 10 characters');
    expect(await app.services.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('limits one address, whatever email it gives', async () => {
    const address = { 'x-forwarded-for': '203.0.113.9' };
    const limited = await createTestApp({ contactTo: 'team@lancer.test' });
    try {
      for (let n = 0; n < CONTACT_LIMIT.perSender; n += 1) {
        const ok = await call(limited, 'POST', '/api/site/send-contact-message', {
          body: message({ email: `sender${n}@example.com` }),
          headers: address,
        });
        expect(ok.status).toBe(200);
      }
      const refused = await call(limited, 'POST', '/api/site/send-contact-message', {
        body: message({ email: 'another@example.com' }),
        headers: address,
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^Too many messages from this address\. Try again in (1 hour|60 minutes)\.$/,
        ),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    } finally {
      await limited.close();
    }
  });
});

describe('contact messages when the SMTP relay refuses', () => {
  it('answers 503 and stores nothing, so the visitor can send again', async () => {
    const sink = await startSmtpSink({ refuse: true });
    const app = await createTestApp({ smtpUrl: sink.url });
    try {
      const sent = await call(app, 'POST', '/api/site/send-contact-message', { body: message() });
      expect(sent.status).toBe(503);
      expect(sent.body.error.code).toBe('MAIL_NOT_SENT');
      expect(await app.services.db.select().from(contactMessages)).toHaveLength(0);
    } finally {
      await app.close();
      await sink.close();
    }
  });
});

describe('blog', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('serves the repository posts in both languages, newest first', async () => {
    const en = await call(app, 'GET', '/api/site/fetch-blog-posts', {
      query: { lang: 'en', page_size: '100' },
    });
    expect(en.status).toBe(200);
    expect(en.body.items[0].slug).toBe('milestones-protect-both-sides');
    expect(en.body.items.at(-1).slug).toBe('welcome-to-lancer');
    const zh = await call(app, 'GET', '/api/site/fetch-blog-post', {
      query: { slug: 'welcome-to-lancer', lang: 'zh' },
    });
    expect(zh.body.title).toBe('欢迎来到 Lancer');
    expect(zh.body.html).toContain('<strong>资金随里程碑流动</strong>');
  });

  it('renders tables and links and drops scripts, handlers and javascript: links', () => {
    const html = renderBlogMarkdown(
      [
        '# Title',
        '',
        'Text <script>alert(1)</script> <img src=x onerror="alert(1)"> [bad](javascript:alert(1)) [good](https://example.com)',
        '',
        '| a | b |',
        '| - | - |',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(html).not.toMatch(/script|onerror|javascript:|<img|<h1/);
    expect(html).toContain('<a href="https://example.com">good</a>');
    expect(html).toContain('<td>1</td>');
  });

  it('fails loudly, naming the file, when a post has no title or date', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'blog-'));
    mkdirSync(path.join(dir, 'en'));
    mkdirSync(path.join(dir, 'zh'));
    writeFileSync(path.join(dir, 'en', 'broken.md'), '---\nsummary: no title\n---\nBody');
    expect(() => readBlogPosts(dir)).toThrow(/broken\.md/);
  });
});
