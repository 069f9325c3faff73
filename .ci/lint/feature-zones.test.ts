import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// @ts-expect-error -- a plain ES module of .ci (eslint.config.js loads it with node).
import { featureFolders } from './boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');

/** The import-x/no-restricted-paths messages of `code` as if it were the file at `file`. */
async function zoneReports(file: string, code: string) {
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
  });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.message);
}

describe('feature folders (issue 52)', () => {
  it('are every folder of packages/features/src but the shared ones', () => {
    expect(featureFolders).toEqual(expect.arrayContaining(['deliver', 'dispute', 'hire', 'review', 'shell']));
    expect(featureFolders).not.toContain('components');
  });

  it('a feature folder may import itself and the shared folders, not another feature folder', async () => {
    const reports = await zoneReports(
      'packages/features/src/hire/posts/planted.ts',
      [
        "import { PostsView } from './posts-view';",
        "import { formatDay } from '../../lib/format';",
        "import { FormAlert } from '../../components/form-alert';",
        "import { roleIn } from '../../deliver/projects/projects';",
        'export const used = [PostsView, formatDay, FormAlert, roleIn];',
        '',
      ].join('\n'),
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/"\.\.\/\.\.\/deliver\/projects\/projects".*hire\/ imports only itself/);
  }, 60_000);

  it('the shared folders import no feature folder', async () => {
    const reports = await zoneReports(
      'packages/features/src/components/planted.tsx',
      "import { Posts } from '../hire/posts/posts';\nexport const used = Posts;\n",
    );
    expect(reports).toEqual([
      expect.stringMatching(/shared folders of packages\/features\/src import no feature folder/),
    ]);
  }, 60_000);
});
