import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./size-budget.js', import.meta.url));

/** A built app's index.html: the boot, its preload, and the app entry the boot starts. */
const INDEX = `<head>
    <meta name="app-entry" content="/assets/index-i.js" data-imports="/assets/framework-f.js /assets/calls-c.js">
    <script type="module" async crossorigin src="/assets/boot-b.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/calls-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-s.css">
    <script type="module" src="https://elsewhere.example/x.js"></script>
  </head>`;

describe('size-budget', () => {
  let app = '';
  beforeEach(() => {
    app = mkdtempSync(join(tmpdir(), 'size-budget-'));
    mkdirSync(join(app, 'dist', 'assets'), { recursive: true });
  });
  afterEach(() => {
    rmSync(app, { recursive: true, force: true });
  });

  /** Writes the app's files (random bytes: gzip cannot shrink them) and runs the script. */
  const measure = (budget: string, sizes: Record<string, number>, html = INDEX) => {
    writeFileSync(join(app, 'dist', 'index.html'), html);
    const gzipped: Record<string, number> = {};
    for (const [file, size] of Object.entries(sizes)) {
      const bytes = randomBytes(size);
      writeFileSync(join(app, 'dist', file), bytes);
      gzipped[file] = gzipSync(bytes, { level: 9 }).length;
    }
    const run = spawnSync(process.execPath, [SCRIPT, budget], { cwd: app, encoding: 'utf8' });
    return { ...run, gzipped };
  };
  const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

  it("adds up the player's first-paint JavaScript, each file once, and passes within 165.5 KB", () => {
    const sizes = {
      'assets/boot-b.js': 700,
      'assets/calls-c.js': 4_000,
      'assets/index-i.js': 12_000,
      'assets/framework-f.js': 100_000,
      'assets/index-s.css': 30_000,
    };
    const { status, stdout, gzipped } = measure('player', sizes);
    const order = [
      'assets/boot-b.js',
      'assets/calls-c.js',
      'assets/index-i.js',
      'assets/framework-f.js',
    ];
    const total = order.reduce((sum, file) => sum + (gzipped[file] ?? 0), 0);
    expect(stdout).toBe(
      [
        ...order.map((file) => `${kb(gzipped[file] ?? 0)} KB  /${file}`),
        `${kb(total)} KB  first-paint JavaScript, gzipped (within the 165.5 KB budget)`,
        '',
      ].join('\n'),
    );
    expect(status).toBe(0);
  });

  it('fails above the budget, with the figures', () => {
    const { status, stdout } = measure('player', {
      'assets/boot-b.js': 700,
      'assets/calls-c.js': 4_000,
      'assets/index-i.js': 12_000,
      'assets/framework-f.js': 160_000,
    });
    expect(stdout).toMatch(
      /KB {2}first-paint JavaScript, gzipped \(OVER the 165\.5 KB budget\)\n$/,
    );
    expect(status).toBe(1);
  });

  it('measures the agent against 1.15 × the stack floor (160,802 bytes)', () => {
    const files = {
      'assets/boot-b.js': 700,
      'assets/calls-c.js': 4_000,
      'assets/index-i.js': 12_000,
    };
    const within = measure('agent', { ...files, 'assets/framework-f.js': 140_000 });
    expect(within.stdout).toMatch(
      /KB {2}first-load JavaScript, gzipped \(within the 160\.8 KB budget: 1\.15 × the 139\.8 KB stack floor\)\n$/,
    );
    expect(within.status).toBe(0);
    const over = measure('agent', { ...files, 'assets/framework-f.js': 144_500 });
    expect(over.stdout).toContain('(OVER the 160.8 KB budget: 1.15 × the 139.8 KB stack floor)');
    expect(over.status).toBe(1);
  });

  it('refuses an unknown app and an unbuilt one', () => {
    expect(measure('lobby', {}).stderr).toContain('size-budget: name the app (player or agent)');
    const unbuilt = measure('agent', {}, '<head></head>');
    expect(unbuilt.status).not.toBe(0);
    expect(unbuilt.stderr).toContain('index.html loads no module script: is dist built?');
  });
});
