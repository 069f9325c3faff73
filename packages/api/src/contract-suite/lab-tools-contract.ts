import { describe, expect, it } from 'vitest';

import {
  askAboutDevBoxSnippet,
  deleteDevBoxSnippet,
  fetchDevBoxSnippets,
  fetchGeneratedImages,
  fetchLabStatus,
  generateImage,
  runAiDeveloper,
  saveDevBoxSnippet,
} from '../contract/lab';
import { expectPagedWholly } from './paged-wholly';
import { type ContractSessions, expectApiError } from './session';

/** Image generation, the AI developer and the dev box's snippets (decision 0605). */
export function describeLabToolsContract(sessions: ContractSessions) {
  describe('lab tools', () => {
    it('keeps dev-box snippets per user: save, replace, list, delete; another user cannot reach them', async () => {
      const me = sessions.client.client;
      const saved = await me.call(saveDevBoxSnippet, {
        body: { name: 'Contract', language: 'typescript', code: 'const n: number = 1;\nconsole.log(n);' },
      });
      expect(saved).toMatchObject({ name: 'Contract', language: 'typescript' });
      const replaced = await me.call(saveDevBoxSnippet, {
        body: { snippet_id: saved.id, name: 'Contract 2', language: 'javascript', code: 'console.log(2)' },
      });
      expect(replaced).toMatchObject({ id: saved.id, name: 'Contract 2', code: 'console.log(2)' });
      const list = await me.call(fetchDevBoxSnippets, { query: { page_size: 100 } });
      expect(list.items[0]).toMatchObject({ id: saved.id, name: 'Contract 2' });
      await expectApiError(
        sessions.provider.client.call(deleteDevBoxSnippet, { query: { snippet_id: saved.id } }),
        404,
        'NOT_FOUND',
      );
      const unnamed = await expectApiError(
        me.call(saveDevBoxSnippet, { body: { name: ' ', language: 'javascript', code: '' } }),
        400,
        'VALIDATION_FAILED',
        ['name'],
      );
      expect(unnamed.fields.name).toBe('Please name the snippet');
      await expect(me.call(deleteDevBoxSnippet, { query: { snippet_id: saved.id } })).resolves.toEqual({
        ok: true,
      });
      const after = await me.call(fetchDevBoxSnippets, { query: { page_size: 100 } });
      expect(after.items.map((item) => item.id)).not.toContain(saved.id);
    });

    // proves: CALL-PAGING, LIST-LOAD-MORE
    it('pages my snippets: each once across pages of 2, in order, one total', async () => {
      const me = sessions.provider.client;
      for (const n of [1, 2, 3])
        await me.call(saveDevBoxSnippet, {
          body: { name: `Paging ${n}`, language: 'javascript', code: `console.log(${n})` },
        });
      await expectPagedWholly((page, page_size) =>
        me.call(fetchDevBoxSnippets, { query: { page, page_size } }),
      );
    });

    it('generates images into my gallery, or says AI is not configured', async () => {
      const me = sessions.client.client;
      const { configured } = await me.call(fetchLabStatus);
      const before = await me.call(fetchGeneratedImages, { query: {} });
      const generating = me.call(generateImage, { body: { prompt: 'A contract lighthouse', count: 2 } });
      const developing = me.call(runAiDeveloper, { body: { task: 'Print 42' } });
      const asking = me.call(askAboutDevBoxSnippet, {
        body: { action: 'explain', language: 'javascript', code: 'console.log(1)' },
      });
      if (!configured) {
        await expectApiError(generating, 503, 'AI_NOT_CONFIGURED');
        await expectApiError(developing, 503, 'AI_NOT_CONFIGURED');
        await expectApiError(asking, 503, 'AI_NOT_CONFIGURED');
        expect((await me.call(fetchGeneratedImages, { query: {} })).total).toBe(before.total);
        return;
      }
      const { images } = await generating;
      expect(images).toHaveLength(2);
      const gallery = await me.call(fetchGeneratedImages, { query: {} });
      expect(gallery.total).toBe(before.total + 2);
      expect(gallery.items.slice(0, 2).map((image) => image.id)).toEqual(images.map((image) => image.id));
      expect((await developing).code.length).toBeGreaterThan(0);
      expect((await asking).code).toBeNull();
      const theirs = await sessions.provider.client.call(fetchGeneratedImages, { query: {} });
      expect(theirs.items.map((image) => image.id)).not.toContain(images[0]!.id);
    });
  });
}
