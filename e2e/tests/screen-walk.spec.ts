/**
 * The screen walk: every page both apps register, opened as the person it is for, on a phone
 * (360 × 740) and a desktop (1280 × 800), in English and Tagalog. A page fails on text cut by its
 * box, a page wider than the window, a table column off screen with no cue that it scrolls, an
 * English text of the catalogue showing in Tagalog, a control smaller than 24 × 24 px, a console
 * error, or (on the phone, in both languages) an axe violation of WCAG 2.2 AA that is serious or
 * critical.
 *
 * The pages come from the apps' own registries (`@gaming/player/page-registry`,
 * `@gaming/agent/page-registry`), so a new page is walked without this file changing. Within one
 * walk the pages are opened the way the app itself moves (history + popstate), one full load per
 * walk: a full load per page would cost the suite minutes for nothing the walk checks.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { walkedAgentPages } from '@gaming/agent/page-registry';
import { walkedPlayerPages } from '@gaming/player/page-registry';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { skipAnnouncementPopups } from '../support/pages';
import { loginToken } from '../support/platform';
import type { ScreenFinding } from '../support/screen-checks';
import { checkScreen } from '../support/screen-checks';
import { AGENT_URL, PLAYER_URL } from '../support/stack';

const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
const LANGUAGES = ['EN', 'TY'] as const;
type Language = (typeof LANGUAGES)[number];

/** WCAG 2.2 AA and everything it includes. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Console errors that are the page working as designed: the mirror list times a mirror that never
 * answers (`.invalid` never resolves) to show how an unreachable one reads.
 */
const EXPECTED_CONSOLE_ERRORS = [/mirror-offline\.invalid/];

const locales = fileURLToPath(new URL('../../packages/i18n/locales/', import.meta.url));
const termsFile = fileURLToPath(
  new URL('../../packages/i18n/ty-english-terms.json', import.meta.url),
);

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}
const catalogue = (language: string) =>
  new Map(
    readdirSync(`${locales}${language}`)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        flatten(JSON.parse(readFileSync(`${locales}${language}/${file}`, 'utf8')) as Tree).map(
          ([key, text]) => [`${file}:${key}`, text] as const,
        ),
      ),
  );

/**
 * The EN texts a Tagalog screen must not show: each EN text whose TY text differs, without
 * placeholders or markup (a filled-in text cannot be matched as written), and not a term that
 * stays English in Tagalog.
 */
function englishOnlyTexts(): string[] {
  const en = catalogue('en');
  const ty = catalogue('ty');
  const staysEnglish = new Set(
    Object.keys(JSON.parse(readFileSync(termsFile, 'utf8')) as Record<string, string>),
  );
  const texts = new Set<string>();
  for (const [key, text] of en) {
    const plain = text.replace(/\s+/g, ' ').trim();
    if (ty.get(key) === text || /[{}<>]/.test(plain) || !/[A-Za-z]{2}/.test(plain)) continue;
    if (!staysEnglish.has(plain)) texts.add(plain);
  }
  // A text that is also some key's TY text is Tagalog too (a shared loanword): not a gap.
  for (const text of ty.values()) texts.delete(text.replace(/\s+/g, ' ').trim());
  return [...texts];
}
const ENGLISH_ONLY = englishOnlyTexts();

interface Walked {
  path: string;
  findings: string[];
}

/**
 * Counts the page's requests in flight, and answers a wait for a quiet network: none in flight for
 * `quietMs` (at most `capMs`). A screen whose dialog or list comes in a chunk or an answer after
 * the page's heading is there is judged once that arrived, not while it fades in.
 */
function networkWatch(page: Page): (quietMs?: number, capMs?: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const changed = (by: number) => {
    inFlight = Math.max(0, inFlight + by);
    lastChange = Date.now();
  };
  page.on('request', () => changed(1));
  page.on('requestfinished', () => changed(-1));
  page.on('requestfailed', () => changed(-1));
  return async (quietMs = 300, capMs = 5_000) => {
    const until = Date.now() + capMs;
    while (Date.now() < until && (inFlight > 0 || Date.now() - lastChange < quietMs))
      await page.waitForTimeout(50);
  };
}

/** Waits until the screen settled: a heading, nothing busy, fonts in. */
async function settled(page: Page, networkQuiet: () => Promise<void>): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.querySelector('h1') !== null &&
        document.querySelector('[aria-busy="true"]') === null &&
        document.querySelector('.ui-skeleton, [data-loading]') === null,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await networkQuiet();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Opening dialogs and toasts fade in: colours are measured once they are in (endless
  // animations such as the marquee are left running).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]).then(() => undefined),
  );
  // One more frame for layout after the last data arrived.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/** Moves the app to `path` as its own links do, without loading the page again. */
async function moveTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Opens each path in turn on one page (the first by a full load) and answers each one's findings.
 */
async function walk(
  page: Page,
  first: string,
  paths: readonly string[],
  { language, axe }: { language: Language; axe: boolean },
): Promise<Walked[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} ${message.location().url}`;
    if (!EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(text))) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const networkQuiet = networkWatch(page);

  const results: Walked[] = [];
  for (const [index, path] of paths.entries()) {
    const started = Date.now();
    if (index === 0) await page.goto(first);
    else await moveTo(page, path);
    await settled(page, networkQuiet);
    const english = language === 'TY' ? ENGLISH_ONLY : [];
    let found = await checkScreen(page, english);
    if (found.length > 0) {
      // A screen is judged at rest: a banner or list still settling (a re-keyed carousel, a late
      // answer) gets a second look a moment later, and only what stays counts.
      await page.waitForTimeout(1_000);
      found = await checkScreen(page, english);
    }
    const findings: string[] = found.map(
      (finding: ScreenFinding) => `${finding.kind}: "${finding.text}" at ${finding.where}`,
    );
    if (axe) {
      const report = await new AxeBuilder({ page })
        .withTags(AXE_TAGS)
        // Target size is measured by checkScreen (see there).
        .disableRules(['target-size'])
        .analyze();
      for (const violation of report.violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
        const targets = violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ');
        // What axe measured on the first node ("contrast of 2.9:1 …"), to act on without a rerun.
        const why = violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 200) ?? '';
        findings.push(`axe ${violation.id} (${violation.impact}): ${targets} — ${why}`);
      }
    }
    findings.push(...errors.splice(0).map((error) => `console error: ${error}`));
    results.push({ path, findings });
    if (process.env.WALK_TIMINGS) console.log(`${path} ${String(Date.now() - started)} ms`);
  }
  return results;
}

/** The walked addresses, in a stable order: every registered page was opened. */
const pathsOf = (entries: readonly { path: string }[]) => entries.map((entry) => entry.path).sort();

/** Every finding of a walk, one line each, for one readable failure. */
const report = (walked: Walked[]) =>
  walked.flatMap(({ path, findings }) => findings.map((finding) => `${path}  ${finding}`));

async function prepared(page: Page, language: Language): Promise<void> {
  await skipAnnouncementPopups(page);
  await page.addInitScript((code) => localStorage.setItem('language', code), language);
}

const withToken = (path: string, token: string) =>
  `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;

/** A walk opens some thirty screens, each checked by axe on the phone. */
test.describe.configure({ timeout: 300_000 });

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const language of LANGUAGES) {
    const axe = device === 'phone';
    test.describe(`the screen walk on a ${device} in ${language}`, () => {
      test.use({ viewport });

      test('the player app', async ({ browser }) => {
        const pages = walkedPlayerPages();
        const results: Walked[] = [];
        for (const audience of ['visitor', 'member'] as const) {
          const paths = pages.filter((entry) => entry.audience === audience).map((e) => e.path);
          const context = await browser.newContext({ baseURL: PLAYER_URL, viewport });
          const page = await context.newPage();
          await prepared(page, language);
          const [first = '/'] = paths;
          const start =
            audience === 'member' ? withToken(first, await loginToken('demo', 'Demo1234')) : first;
          results.push(...(await walk(page, start, paths, { language, axe })));
          await context.close();
        }
        expect(pathsOf(results)).toEqual(pathsOf(pages));
        expect(report(results)).toEqual([]);
      });

      test('the agent app', async ({ browser }) => {
        const pages = walkedAgentPages();
        const results: Walked[] = [];
        for (const audience of ['visitor', 'agent'] as const) {
          const paths = pages.filter((entry) => entry.audience === audience).map((e) => e.path);
          const context = await browser.newContext({ baseURL: AGENT_URL, viewport });
          const page = await context.newPage();
          await prepared(page, language);
          const [first = '/agent'] = paths;
          const start =
            audience === 'agent'
              ? withToken(first, await loginToken('agent1', 'Agent1234'))
              : first;
          results.push(...(await walk(page, start, paths, { language, axe })));
          await context.close();
        }
        expect(pathsOf(results)).toEqual(pathsOf(pages));
        expect(report(results)).toEqual([]);
      });
    });
  }
}
