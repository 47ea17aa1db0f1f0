/**
 * Tables that fit, in Chromium at a 360 × 740 phone and a 1280 × 800 desktop: the agent's User
 * profit and loss, My income and team management, and the member's records. Every column's value
 * of the first row is on screen: inside the viewport's width and not cut off by a box that hides or
 * scrolls its overflow (a table wider than its box showed only its first columns); the page itself
 * never scrolls sideways. On a phone the rows are cards, each value under its column's name; the
 * agent centre's desktop keeps its tables; the member centre's narrower box keeps a table where
 * its columns fit and shows cards where they cannot.
 */
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { openSignedIn, skipAnnouncementPopups } from '../support/pages';
import { AGENT_URL, PLAYER_URL } from '../support/stack';

/** The seed's report and record days (agent reports end on Nov 24; demo's bets run through Nov). */
const RANGE = 'from=2026-11-01&to=2026-11-24';

const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

type Form = 'cards' | 'table' | 'either';

/**
 * The first row's values of the records named `name` and how many columns they have: the first
 * body row of the table, or the first card with each value after its column's name.
 */
async function firstRow(
  page: Page,
  name: string,
  form: Form,
): Promise<{ values: Locator; columns: number }> {
  const table = page.getByRole('table', { name, exact: true });
  const list = page.getByRole('list', { name, exact: true });
  const shown = form === 'cards' ? list : form === 'table' ? table : table.or(list);
  await expect(shown).toBeVisible();
  if (form === 'cards') await expect(table).toHaveCount(0);
  if (form === 'table') await expect(list).toHaveCount(0);

  if (await table.isVisible()) {
    const columns = await table.getByRole('columnheader').count();
    return { values: table.locator('tbody > tr').first().locator('th, td'), columns };
  }
  const card = list.getByRole('listitem').first();
  const values = card.getByRole('definition');
  // Every value comes right after its column's name, the term it defines.
  const labels = await values.evaluateAll((elements) =>
    elements.map((value) => {
      const term = value.previousElementSibling;
      return term?.tagName === 'DT' ? term.textContent.trim() : '';
    }),
  );
  expect(labels, `a value of ${name} without its column's name`).not.toContain('');
  await expect(card.getByRole('term')).toHaveCount(labels.length);
  return { values, columns: labels.length };
}

/**
 * Each value lies inside the viewport's width and inside every ancestor box that clips or scrolls
 * its overflow; answers those that do not, by their text and left edge.
 */
async function valuesOutOfView(values: Locator): Promise<string[]> {
  return values.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      const inside = (left: number, right: number) =>
        box.left >= left - 1 && box.right <= right + 1 && box.width > 0;
      let out = !inside(0, document.documentElement.clientWidth);
      for (let up = element.parentElement; up && !out; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible') continue;
        const clip = up.getBoundingClientRect();
        out = !inside(clip.left, clip.right);
      }
      const text = element.textContent.trim();
      return out ? [`${text === '' ? '(empty)' : text} at ${String(Math.round(box.left))}`] : [];
    }),
  );
}

async function expectFits(page: Page, name: string, form: Form, minColumns: number) {
  // The records asked for are shown (a tab's own columns, once its rows have come).
  await expect
    .poll(async () => (await firstRow(page, name, form)).columns)
    .toBeGreaterThanOrEqual(minColumns);
  const { values, columns } = await firstRow(page, name, form);
  await expect(values).toHaveCount(columns);
  expect(await valuesOutOfView(values), `values of ${name} out of view`).toEqual([]);
  const scroll = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(scroll.content, 'the page scrolls sideways').toBeLessThanOrEqual(scroll.viewport);
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.name === 'phone';

  test.describe(`at ${String(viewport.width)} × ${String(viewport.height)}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the agent reports and team management show every column of a row', async ({ page }) => {
      await page.goto(`${AGENT_URL}/agent`);
      await page.getByRole('textbox', { name: 'Username' }).fill('agent1');
      await page.getByLabel('Password', { exact: true }).fill('Agent1234');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();
      const form = phone ? 'cards' : 'table';

      await page.goto(`${AGENT_URL}/agentHome/palStatementsAgentCopy?${RANGE}`);
      await expectFits(page, 'User profit and loss', form, 9);

      await page.goto(`${AGENT_URL}/agentHome/agentRevenueReport?${RANGE}`);
      await expectFits(page, 'My income', form, 4);

      await page.goto(`${AGENT_URL}/agentHome/downlineManagmentView`);
      await expectFits(page, 'Downline members', form, 9);
      // The row's actions are there to be used.
      const actions = page.getByRole('group', { name: /^Actions for / }).first();
      await expect(actions.getByRole('button', { name: /^Transfer/ })).toBeVisible();
      expect(await valuesOutOfView(actions.getByRole('button'))).toEqual([]);
    });

    test('the member records show every column of a row', async ({ page }) => {
      const form = phone ? 'cards' : 'either';
      await skipAnnouncementPopups(page);
      await openSignedIn(
        page,
        `${PLAYER_URL}/member/personalHistoryCopy?${RANGE}`,
        'demo',
        'Demo1234',
      );
      await expectFits(page, 'Betting record', form, 7);
      const sports = page.getByRole('tab', { name: 'Sports', exact: true });
      await sports.click();
      await expect(sports).toHaveAttribute('aria-selected', 'true');
      await expectFits(page, 'Betting record', form, 11);

      await page.goto(`${PLAYER_URL}/member/transactionHistory?${RANGE}`);
      await expectFits(page, 'Transactions', form, 5);

      await page.goto(`${PLAYER_URL}/member/personalProfit?${RANGE}`);
      await expectFits(page, 'Profit and loss', form, 9);
    });
  });
}
