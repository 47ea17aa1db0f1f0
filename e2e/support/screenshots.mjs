// Takes screenshots of the running site (pnpm start) at 360 px and desktop, for a person to look at.
// Usage: node e2e/support/screenshots.mjs [outDir]   (needs the stack on the default ports)
import { chromium } from '@playwright/test';

const out = process.argv[2] ?? 'screenshots';
const platform = process.env.PLATFORM_URL ?? 'http://127.0.0.1:8787';
const player = process.env.PLAYER_URL ?? 'http://127.0.0.1:4173';
const agent = process.env.AGENT_URL ?? 'http://127.0.0.1:4174';

async function setStatus(status) {
  await fetch(`${platform}/__dev/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
});
const sizes = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };
const pages = [
  ['player-home', `${player}/`, 0],
  ['player-maintenance', `${player}/`, 1],
  ['player-blocked', `${player}/`, 2],
  ['agent-login', `${agent}/agent`, 0],
];
try {
  for (const [name, url, status] of pages) {
    await setStatus(status);
    for (const [size, viewport] of Object.entries(sizes)) {
      const page = await browser.newPage({ viewport });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `${out}/${name}-${size}.png`, fullPage: true });
      await page.close();
    }
  }
} finally {
  await setStatus(0);
  await browser.close();
}
