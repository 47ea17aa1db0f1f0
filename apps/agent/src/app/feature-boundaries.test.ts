/**
 * Features meet only here, in src/app/: the workspace's lint fails a feature's file that imports
 * another feature's file, and shared code that imports a feature; a feature's own files, shared code
 * and the packages stay open to it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const src = join(root, 'apps/agent/src');
const RULE = 'import-x/no-restricted-paths';
// The workspace's own config, this rule only; the files below exist only as text, so no types.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The messages of the boundary rule for `code` written at `file` (under apps/agent/src). */
async function crossings(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(src, file) });
  return (result?.messages ?? []).map((message) => `${String(message.ruleId)}: ${message.message}`);
}

describe('the boundary between features', () => {
  it.each([
    [
      'a relative import of another feature',
      'features/downline/x.tsx',
      "import { PaymentPasswordPage } from '../payment-password/payment-password-page';",
    ],
    [
      'a lazy import of another feature',
      'features/red-envelope/x.tsx',
      "export const load = () => import('../reports/revenue-page');",
    ],
    ["an import of another feature's barrel", 'features/reports/x.tsx', "import '../shell';"],
  ])('fails %s', async (_, file, code) => {
    const messages = await crossings(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^import-x\/no-restricted-paths: .*Features meet only in src\/app\//,
    );
  });

  it.each([
    ['lib/x.ts', "import { AgentFrame } from '../features/shell/agent-frame';"],
    ['config/x.ts', "import { centreOf } from '../features/shell/centre';"],
  ])('fails shared code (%s) that imports a feature', async (file, code) => {
    expect(await crossings(file, code)).toEqual([
      expect.stringMatching(/Shared code never imports a feature/),
    ]);
  });

  it("lets a feature import its own files, shared code, the app's store and the packages", async () => {
    const code = [
      "import { SplitSummary } from './split-summary';",
      "import { PaymentPasswordMissing } from '../../lib/payment-password-missing';",
      "import { useAppSelector } from '../../app/store';",
      "import { paths } from '../../config/paths';",
      "import { Button } from '@gaming/ui/button';",
    ].join('\n');
    expect(await crossings('features/red-envelope/x.tsx', code)).toEqual([]);
  });

  it('gives every feature folder its zone', async () => {
    const features = readdirSync(join(src, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features.length).toBeGreaterThan(1);
    for (const [index, name] of features.entries()) {
      const other = features[(index + 1) % features.length] ?? name;
      const target = readdirSync(join(src, 'features', other)).find((file) => /\.tsx?$/.test(file));
      const code = `import '../${other}/${String(target)}';`;
      expect(await crossings(`features/${name}/x.ts`, code), `${name} -> ${other}`).toHaveLength(1);
    }
  });
});
