/**
 * Text and layout that fit, in Tagalog (the longer language) at 360 × 740 and 1280 × 800: the
 * header's Log in and Register, the footer's age line, the captcha in both apps, the agent
 * registration centre's tabs, the agent overview's metric tabs, the contract offer's terms and the
 * betting record's game maker filter show their whole text; the banner's arrows stay off the
 * pictures; the header's categories never run over the balance and Deposit while a member page
 * starts, and the side menu keeps its width; after login one popup shows, as a small note.
 */
import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { skipAnnouncementPopups, openSignedIn } from '../support/pages';
import { loginToken, resetPlatform } from '../support/platform';
import { AGENT_URL } from '../support/stack';

const SIZES = [
  { name: '360', viewport: { width: 360, height: 740 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
] as const;

test.beforeAll(async () => {
  await resetPlatform();
});
test.afterAll(async () => {
  await resetPlatform();
});

async function inTagalog(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('language', 'TY'));
}

/**
 * Where the text of `target` (and of every element in it) is cut: an element narrower than its
 * text where it clips or ellipsises (scrollWidth over clientWidth), text outside the box of an
 * ancestor that clips or scrolls sideways, text off the screen, and the chosen option, value or
 * placeholder of a field wider than the field's room. Empty when everything shows whole.
 */
async function cutText(target: Locator): Promise<string[]> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((root) => {
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent.trim().slice(0, 40)}"`;
    const clipsSideways = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    const canvas = document.createElement('canvas').getContext('2d');
    const widthOf = (text: string, style: CSSStyleDeclaration) => {
      if (!canvas) return 0;
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return canvas.measureText(text).width;
    };
    const elements = [root, ...root.querySelectorAll('*')];
    for (const element of elements) {
      if (!(element instanceof HTMLElement) || element.offsetParent === null) continue;
      const style = getComputedStyle(element);
      // A visually hidden text for screen readers is 1 px on purpose.
      if (element.clientWidth <= 2) continue;
      if (
        (clipsSideways(style) || style.textOverflow !== 'clip') &&
        !(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
        element.scrollWidth > element.clientWidth + 1
      )
        found.push(`${name(element)} scrolls ${element.scrollWidth} in ${element.clientWidth}`);
      if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
        const text =
          element instanceof HTMLSelectElement
            ? (element.selectedOptions[0]?.text ?? '')
            : element.value || element.placeholder;
        const room =
          element.clientWidth -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight);
        const needed = widthOf(text, style);
        if (needed > room + 1)
          found.push(`${name(element)} "${text}" needs ${Math.round(needed)} in ${room}`);
      }
      for (const node of element.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width === 0) continue;
        if (text.left < -1 || text.right > window.innerWidth + 1)
          found.push(
            `${name(element)} off screen (${Math.round(text.left)}–${Math.round(text.right)})`,
          );
        for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
          if (!clipsSideways(getComputedStyle(up))) continue;
          const box = up.getBoundingClientRect();
          const left = box.left + up.clientLeft;
          if (text.left < left - 1 || text.right > left + up.clientWidth + 1)
            found.push(`${name(element)} outside ${name(up)}`);
        }
      }
    }
    return found;
  });
}

/**
 * Fails the login `times` times with an unknown username, so the captcha is asked for. Fields are
 * found by their names, not their (translated) labels.
 */
async function failLogins(page: Page, form: Locator, username: string, times = 3): Promise<void> {
  for (let attempt = 0; attempt < times; attempt += 1) {
    await form.locator('input[name="username"]').fill(username);
    await form.locator('input[name="password"]').fill('Wrong1234');
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /login/i.test(response.url()),
    );
    await form.locator('button[type="submit"]:visible').click();
    await answered;
  }
  await expect(form.locator('.ui-captcha input')).toBeVisible();
}

/** agent1 offers agent1sub a daily wage contract (as tests/agent.spec.ts does, in English). */
async function offerContract(browser: Browser): Promise<void> {
  const context = await browser.newContext({ baseURL: AGENT_URL });
  const page = await context.newPage();
  const token = await loginToken('agent1', 'Agent1234');
  await page.goto(`/agentHome/agentDailyWages2?token=${encodeURIComponent(token)}`);
  await page.getByRole('button', { name: 'Offer contract · agent1sub' }).click();
  const form = page.getByRole('form', { name: 'Daily wage contract for agent1sub' });
  const tier = form.getByRole('group', { name: 'Tier 1' });
  await tier.getByRole('textbox', { name: 'Bet volume' }).fill('1000');
  await tier.getByRole('textbox', { name: 'Rate (%)' }).fill('0.4');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByText(/The offer was sent to agent1sub/)).toBeVisible();
  await context.close();
}

for (const { name, viewport } of SIZES) {
  test.describe(`at ${name} px in Tagalog`, () => {
    test.use({ viewport });

    test('the header, the footer and the banner show whole', async ({ page }) => {
      await inTagalog(page);
      await skipAnnouncementPopups(page);
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.locator('.shell-actions .ui-button')).toHaveCount(2);
      expect.soft(await cutText(header)).toEqual([]);
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(viewport.width);

      // The banner's previous and next are beside the pictures' row, not on a picture's headline.
      const banner = page.locator('.ui-banner');
      const pictures = await banner.locator('.ui-banner__viewport').boundingBox();
      const arrows = banner.locator('.ui-banner__arrow');
      await expect(arrows).toHaveCount(2);
      for (const arrow of await arrows.all()) {
        const box = await arrow.boundingBox();
        expect.soft(box && pictures && box.y >= pictures.y + pictures.height - 1).toBe(true);
      }

      const age = page.locator('.shell-footer__responsible');
      await age.scrollIntoViewIfNeeded();
      await expect(age).toBeVisible();
      expect.soft(await cutText(age)).toEqual([]);
    });

    test('the captcha says what to type in whole, on the player site and the agent login', async ({
      page,
    }) => {
      await inTagalog(page);
      await skipAnnouncementPopups(page);
      await page.goto('/login');
      const login = page
        .getByRole('dialog')
        .filter({ has: page.locator('input[name="username"]') });
      await failLogins(page, login, `nobody${name}`);
      expect.soft(await cutText(login.locator('.ui-captcha'))).toEqual([]);

      await page.goto(`${AGENT_URL}/agent`);
      const form = page.locator('form').filter({ has: page.locator('input[name="username"]') });
      await failLogins(page, form, `nobodyagent${name}`);
      expect.soft(await cutText(form.locator('.ui-captcha'))).toEqual([]);
    });

    test('the betting record names its game maker filter in whole', async ({ page }) => {
      await inTagalog(page);
      await skipAnnouncementPopups(page);
      await openSignedIn(page, '/member/personalHistoryCopy', 'demo', 'Demo1234');
      const maker = page.locator('.records-filters select');
      await expect(maker).toHaveValue('');
      expect.soft(await cutText(maker)).toEqual([]);
    });

    test('the agent centre: registration and metric tabs, and the contract offer, show whole', async ({
      page,
      browser,
    }) => {
      await inTagalog(page);
      const token = await loginToken('agent1', 'Agent1234');
      await page.goto(`${AGENT_URL}/agentHome?token=${encodeURIComponent(token)}`);
      // The trend's seven metrics, the last one included.
      const metrics = page.locator('.team-overview__trend').getByRole('tablist');
      await expect(metrics.getByRole('tab')).toHaveCount(7);
      expect.soft(await cutText(metrics)).toEqual([]);

      await page.goto(`${AGENT_URL}/agentHome/registerCenter`);
      const tabs = page.locator('.register-centre').getByRole('tablist');
      await expect(tabs.getByRole('tab')).toHaveCount(2);
      expect.soft(await cutText(tabs)).toEqual([]);

      await offerContract(browser);
      const downline = await browser.newContext({ baseURL: AGENT_URL, viewport });
      const offerPage = await downline.newPage();
      await inTagalog(offerPage);
      const downlineToken = await loginToken('agent1sub', 'Member1234');
      await offerPage.goto(`/agentHome?token=${encodeURIComponent(downlineToken)}`);
      const offer = offerPage.getByRole('dialog');
      await expect(offer).toBeVisible();
      await expect(offer).toContainText('0.4%');
      expect.soft(await cutText(offer)).toEqual([]);
      await downline.close();
    });
  });
}

test.describe('while a member page starts, at 1280 px in Tagalog', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const path of ['/member/personalHistoryCopy', '/member/depositv2', '/']) {
    test(`the categories stay clear of the balance and Deposit on ${path}, the side menu keeps its width`, async ({
      page,
    }) => {
      await inTagalog(page);
      await skipAnnouncementPopups(page);
      // Every frame from the page's start: the shown categories' boxes against the balance's and
      // Deposit's, and the side menu's width, as painted: read in a resize observer made in the
      // frame's callback, which runs after the page's own observers (made before it) have had
      // their say, just before the paint.
      await page.addInitScript(() => {
        const frames: { overlaps: string[]; side: number | null; categories: number }[] = [];
        const state = { frames, done: false };
        Object.assign(window, { textFit: state });
        let shownAt: number | null = null;
        const meet = (a: DOMRect, b: DOMRect) =>
          a.width > 0 &&
          b.width > 0 &&
          a.left < b.right &&
          b.left < a.right &&
          a.top < b.bottom &&
          b.top < a.bottom;
        const look = () => {
          const root = document.getElementById('root');
          if (root && root.offsetParent !== null) {
            shownAt ??= performance.now();
            const ends = [
              ...root.querySelectorAll('.shell-member__balance, .shell-member__shortcut'),
            ].map((element) => element.getBoundingClientRect());
            const items = [...root.querySelectorAll('.shell-categories__item')];
            const overlaps = items.flatMap((item) => {
              if (!item.checkVisibility({ visibilityProperty: true })) return [];
              const box = item.getBoundingClientRect();
              return ends.some((end) => meet(box, end)) ? [item.textContent] : [];
            });
            const side = root.querySelector('.shell-side');
            frames.push({
              overlaps,
              side: side ? side.getBoundingClientRect().width : null,
              categories: items.length,
            });
          }
          // Four seconds of the page from its first shown frame.
          if (shownAt !== null && performance.now() - shownAt > 4000) state.done = true;
          else requestAnimationFrame(inFrame);
        };
        const inFrame = () => {
          const observer = new ResizeObserver(() => {
            observer.disconnect();
            look();
          });
          observer.observe(document.documentElement);
        };
        requestAnimationFrame(inFrame);
      });
      // A phone-class processor: the page's start keeps the main thread busy for longer.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await openSignedIn(page, path, 'demo', 'Demo1234');
      await page.waitForFunction(
        () => (window as unknown as { textFit: { done: boolean } }).textFit.done,
        undefined,
        { timeout: 30_000 },
      );
      const frames = await page.evaluate(
        () =>
          (
            window as unknown as {
              textFit: {
                frames: { overlaps: string[]; side: number | null; categories: number }[];
              };
            }
          ).textFit.frames,
      );
      expect(frames.length).toBeGreaterThan(10);
      expect(frames.filter((frame) => frame.overlaps.length > 0)).toEqual([]);
      expect(frames.filter((frame) => frame.side !== null && frame.side < 239)).toEqual([]);
      // The bar is there once the page has started.
      expect(frames.at(-1)?.categories ?? 0).toBeGreaterThan(0);
    });
  }
});

test.describe('after login on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('one popup shows, as a small note, and none follows it', async ({ page }) => {
    await inTagalog(page);
    await page.goto('/login');
    const login = page.getByRole('dialog').filter({ has: page.locator('input[name="username"]') });
    await login.locator('input[name="username"]').fill('demo');
    await login.locator('input[name="password"]').fill('Demo1234');
    await login.locator('button[type="submit"]:visible').click();
    await expect(login).toBeHidden();

    const note = page.getByRole('status').getByRole('region');
    // The popups come after the page's own content; a busy machine takes a while.
    await expect(note).toHaveCount(1, { timeout: 15_000 });
    const box = await note.boundingBox();
    expect(box && box.height).toBeLessThan(740 * 0.4);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await note.getByRole('button').click();
    await expect(note).toHaveCount(0);
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('status').getByRole('region')).toHaveCount(0);
  });
});
