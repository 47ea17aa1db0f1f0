/**
 * The operator's time zone in Chromium: with the browser in New York, a transfer from agent1 to a
 * downline is listed at Manila's date and time (GMT+8) in the member's account record and in the
 * agent's account details, both apps' "today" is Manila's day, and the agent header's clock shows
 * Manila's time beside "Time zone: GMT+8".
 *
 * The platform's clock is the real one, so the transfer is made now and its instant read back; the
 * browser's clock is set to 12:30 AM of today in Manila, when New York's date is still yesterday,
 * so a date taken from the device's zone would be a day off.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { platformCall } from '@gaming/api/tools';
import type { DownlinePage, TransactionsPage } from '@gaming/api/wire';
import { loginToken, resetPlatform } from '../support/platform';
import { skipAnnouncementPopups } from '../support/pages';
import { AGENT_URL, PLATFORM_URL, PLAYER_URL } from '../support/stack';

test.use({ timezoneId: 'America/New_York' });

const MANILA = 'Asia/Manila';
const NEW_YORK = 'America/New_York';
const MEMBER = 'player05';
const call = platformCall(PLATFORM_URL);

/** An instant as the apps write a date and time (`Nov 28, 2026, 7:48 AM`) in `timeZone`. */
const dateTimeIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
/** The calendar day (`2026-11-28`) of an instant in `timeZone`. */
const dayIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone }).format(at);
/** A day as the apps write it: `Nov 28, 2026`. */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** The transfer's instant, as the platform keeps it. */
let transferredAt: Date;
/** Today in Manila (`2026-11-28`). */
let today: string;

test.beforeAll(async () => {
  await resetPlatform();
  const agentToken = await loginToken('agent1', 'Agent1234');
  const downline = await call<DownlinePage>(
    `/wps/agent/team/downline?username=${MEMBER}&pageSize=10`,
    { headers: { Authorization: agentToken } },
  );
  const member = downline.list.find((row) => row.username === MEMBER);
  if (!member) throw new Error(`${MEMBER} is not in agent1's downline`);
  await call('/wps/agent/team/transfer', {
    method: 'POST',
    headers: { Authorization: agentToken, 'Idempotency-Key': `time-zone-${String(Date.now())}` },
    // The seed's payment password of agent1.
    body: JSON.stringify({ customerId: member.id, amount: 123, paymentPassword: '246810' }),
  });

  const memberToken = await loginToken(MEMBER, 'Member1234');
  const now = new Date();
  const around = (days: number) => dayIn(new Date(now.getTime() + days * 86_400_000), MANILA);
  const rows = await call<TransactionsPage>(
    `/wps/member/records/transactions?txType=TRANSFER_DOWNLINE&startDate=${around(-1)}&endDate=${around(0)}`,
    { headers: { Authorization: memberToken } },
  );
  const row = rows.list.find((found) => found.amount === 123);
  if (!row) throw new Error('the transfer is not in the member record');
  transferredAt = new Date(row.time);
  today = dayIn(transferredAt, MANILA);
});

test.afterAll(async () => {
  await resetPlatform();
});

/**
 * The browser's clock at 12:30 AM of `today` in Manila (11:30 AM the day before in New York),
 * ticking from there; the device's own date is then yesterday.
 */
async function earlyInManila(page: Page) {
  const at = new Date(`${today}T00:30:00+08:00`);
  await page.clock.install({ time: at });
  return at;
}

test("the member's account record lists the transfer at Manila's time, and today is Manila's day", async ({
  page,
}) => {
  const browserNow = await earlyInManila(page);
  expect(dayIn(browserNow, NEW_YORK)).not.toBe(today);
  await skipAnnouncementPopups(page);
  const token = await loginToken(MEMBER, 'Member1234');
  await page.goto(
    `${PLAYER_URL}/member/transactionHistory?type=TRANSFER_DOWNLINE&token=${encodeURIComponent(token)}`,
  );
  // The browser really is in New York.
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    NEW_YORK,
  );

  const table = page.getByRole('table', { name: 'Transactions' });
  const manila = dateTimeIn(transferredAt, MANILA);
  await expect(table.getByRole('row').filter({ hasText: '₱123.00' })).toContainText(manila);
  await expect(table).not.toContainText(dateTimeIn(transferredAt, NEW_YORK));
  // The range ends on Manila's today, the latest day that can be picked.
  const to = page.getByLabel('To', { exact: true });
  await expect(to).toHaveValue(today);
  await expect(to).toHaveAttribute('max', today);

  // Today only: Manila's day holds the transfer.
  await page.getByLabel('From', { exact: true }).fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(table.getByRole('row').filter({ hasText: '₱123.00' })).toContainText(manila);
});

test("the agent centre lists the transfer at Manila's time, and its clock and today are Manila's", async ({
  page,
}) => {
  const browserNow = await earlyInManila(page);
  const token = await loginToken('agent1', 'Agent1234');
  await page.goto(`${AGENT_URL}/agentHome?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Team overview' })).toBeVisible();

  // The header: the zone's name and a clock in it, on Manila's date.
  const header = page.getByRole('banner');
  await expect(header.getByText('Time zone: GMT+8')).toBeVisible();
  await expect(header.locator('time')).toContainText(dayText(today));
  await expect(header.locator('time')).not.toContainText(dayText(dayIn(browserNow, NEW_YORK)));
  await expect(header.locator('time')).toContainText(/12:3\d:\d\d AM/);

  // The overview opens on today: Manila's day.
  await expect(page.getByText(`${dayText(today)} to ${dayText(today)}`)).toBeVisible();

  await page.goto(
    `${AGENT_URL}/agentHome/agentDownlineTransactionDetailsCopy?type=TRANSFER_DOWNLINE`,
  );
  const table = page.getByRole('table', { name: 'Account details' });
  const row = table.getByRole('row').filter({ hasText: MEMBER }).filter({ hasText: '123.00' });
  await expect(row).toContainText(dateTimeIn(transferredAt, MANILA));
  await expect(table).not.toContainText(dateTimeIn(transferredAt, NEW_YORK));
  const to = page.getByLabel('To', { exact: true });
  await expect(to).toHaveValue(today);
  await expect(to).toHaveAttribute('max', today);
});
