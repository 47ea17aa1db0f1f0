/**
 * The HTML of the demo game page: small, self-contained (inline CSS and JS under a CSP nonce, no
 * external resources), mobile first and usable by keyboard and screen reader. Texts in EN and TY.
 */
import { DEMO_GAME_MESSAGE } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { escapeXml as escapeHtml } from '../../services/asset-drawings';
import type { SlotSymbol } from '../../services/slot';
import { PAYTABLE, SLOT_SYMBOLS } from '../../services/slot';

const EN = {
  htmlLang: 'en',
  locale: 'en-PH',
  titleSuffix: 'Demo slot',
  realMoney: 'Real money: bets use your wallet.',
  freePlay: 'Free play: play money only, your wallet is not used.',
  balance: 'Balance',
  playBalance: 'Play money',
  bet: 'Bet',
  spin: 'Spin',
  spinning: 'Spinning…',
  reels: 'Reels',
  win: 'You win {amount}!',
  noWin: 'No win this time.',
  failed: 'The spin did not go through. Please try again.',
  notEnough: 'Your balance is too low for this bet.',
  expired: 'This game link has expired. Launch the game again from the site.',
  exit: 'Exit game',
  paytable: 'Paytable',
  three: 'Three in a row',
  two: 'First two',
  symbols: {
    CHERRY: 'Cherry',
    LEMON: 'Lemon',
    BELL: 'Bell',
    STAR: 'Star',
    DIAMOND: 'Diamond',
    SEVEN: 'Seven',
  },
};

type PageTexts = typeof EN;

const TY: PageTexts = {
  htmlLang: 'fil',
  locale: 'fil-PH',
  titleSuffix: 'Demo na slot',
  realMoney: 'Totoong pera: ginagamit ng taya ang iyong wallet.',
  freePlay: 'Libreng laro: play money lang, hindi ginagamit ang iyong wallet.',
  balance: 'Balanse',
  playBalance: 'Play money',
  bet: 'Taya',
  spin: 'Paikutin',
  spinning: 'Umiikot…',
  reels: 'Mga reel',
  win: 'Nanalo ka ng {amount}!',
  noWin: 'Walang panalo ngayon.',
  failed: 'Hindi natuloy ang ikot. Pakisubukan muli.',
  notEnough: 'Kulang ang balanse mo para sa tayang ito.',
  expired: 'Nag-expire na ang link ng larong ito. Buksan muli ang laro mula sa site.',
  exit: 'Lumabas sa laro',
  paytable: 'Talaan ng premyo',
  three: 'Tatlong magkakapareho',
  two: 'Unang dalawa',
  symbols: {
    CHERRY: 'Seresa',
    LEMON: 'Lemon',
    BELL: 'Kampana',
    STAR: 'Bituin',
    DIAMOND: 'Diyamante',
    SEVEN: 'Siyete',
  },
};

/** The symbols drawn as inline SVG, so they look the same on every device (no emoji font needed). */
const SYMBOL_ART: Readonly<Record<SlotSymbol, string>> = {
  CHERRY:
    '<path d="M32 6c-2 12-10 20-12 30M32 6c4 12 10 18 12 30" stroke="#2e7d32" stroke-width="4" fill="none"/>' +
    '<circle cx="20" cy="44" r="12" fill="#d62839"/><circle cx="44" cy="44" r="12" fill="#a61b2b"/>',
  LEMON: '<ellipse cx="32" cy="34" rx="25" ry="17" fill="#f7d33b" transform="rotate(-20 32 34)"/>',
  BELL:
    '<path d="M32 6a4 4 0 0 1 4 4v3c9 2 14 10 14 20v11l6 6v4H8v-4l6-6V33c0-10 5-18 14-20v-3a4 4 0 0 1 4-4z" fill="#f5a623"/>' +
    '<circle cx="32" cy="57" r="5" fill="#b86e00"/>',
  STAR: '<polygon points="32,4 40,24 62,24 44,38 51,60 32,47 13,60 20,38 2,24 24,24" fill="#f5c542"/>',
  DIAMOND:
    '<polygon points="16,8 48,8 60,24 32,58 4,24" fill="#4fc3f7"/><polygon points="4,24 60,24 32,58" fill="#0277bd"/>',
  SEVEN: '<path d="M10 8h44v9L31 58H17l22-40H10z" fill="#e53935"/>',
};

const SPRITE = `<svg class="sprite" aria-hidden="true" focusable="false"><defs>${SLOT_SYMBOLS.map(
  (symbol) => `<symbol id="s-${symbol}" viewBox="0 0 64 64">${SYMBOL_ART[symbol]}</symbol>`,
).join('')}</defs></svg>`;

/** One symbol from the sprite; the page's script swaps the `href`. */
function symbolSvg(symbol: SlotSymbol, className: string): string {
  return `<svg class="${className}" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><use href="#s-${symbol}"></use></svg>`;
}

export function textsOf(language: string): PageTexts {
  return language.toUpperCase() === 'TY' ? TY : EN;
}

const STYLE = `
:root{color-scheme:dark;--gold:#f5c542;--ink:#0f1220;--panel:#1a1f35;--line:#3a4160;--text:#f2f4f8;--muted:#a3a9bf;--win:#34d399;--error:#fca5a5}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:var(--ink);color:var(--text);display:flex;justify-content:center}
main{width:100%;max-width:480px;padding:16px;display:flex;flex-direction:column;gap:16px}
header{display:flex;align-items:center;gap:12px}
header img{width:48px;height:48px;border-radius:12px;flex:none}
h1{font-size:20px;line-height:1.25;margin:0;color:var(--gold)}
.mode{font-size:14px;color:var(--muted);margin:0}
.balance{margin:0;background:var(--panel);border-radius:12px;padding:12px 16px;display:flex;justify-content:space-between;align-items:baseline;gap:12px}
#balance{font-size:22px;font-weight:700;font-variant-numeric:tabular-nums}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.reel{aspect-ratio:1;background:#fdfcf7;border-radius:12px;display:grid;place-items:center}
.reel .art{width:62%;height:62%}
.icon{width:20px;height:20px;vertical-align:-4px}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
.controls{display:flex;gap:12px;align-items:flex-end}
label{display:flex;flex-direction:column;gap:4px;font-size:14px;color:var(--muted);flex:1}
select,button{font:inherit;min-height:48px;border-radius:12px}
select{background:var(--panel);color:var(--text);border:1px solid var(--line);padding:0 12px}
button{flex:1;background:var(--gold);color:var(--ink);border:0;font-weight:700;font-size:18px;cursor:pointer}
button[aria-disabled=true]{opacity:.6;cursor:progress}
:focus-visible{outline:3px solid #fff;outline-offset:2px}
.result{min-height:1.5em;margin:0;text-align:center;font-weight:600}
.result.win{color:var(--win)}.result.error{color:var(--error)}
details{font-size:14px;color:var(--muted)}
table{border-collapse:collapse;width:100%;margin-top:8px}
th,td{padding:4px 8px;text-align:left;border-bottom:1px solid var(--line)}
a{color:var(--gold)}
@media (prefers-reduced-motion:no-preference){.spinning .reel{animation:pulse .25s ease-in-out infinite alternate}}
@keyframes pulse{to{opacity:.45}}
`;

/** Runs in the page; reads its settings from the JSON block, so nothing is interpolated into code. */
const SCRIPT = `(() => {
  const config = JSON.parse(document.getElementById('demo-config').textContent);
  const spin = document.getElementById('spin');
  const bet = document.getElementById('bet');
  const balance = document.getElementById('balance');
  const result = document.getElementById('result');
  const reels = document.getElementById('reels');
  const money = new Intl.NumberFormat(config.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const amount = (value) => config.currencySymbol + money.format(value);
  const say = (text, kind) => { result.className = 'result' + (kind ? ' ' + kind : ''); result.textContent = text; };
  let busy = false;
  spin.addEventListener('click', async () => {
    if (busy) return;
    busy = true;
    spin.setAttribute('aria-disabled', 'true');
    reels.classList.add('spinning');
    say(config.text.spinning);
    try {
      const response = await fetch(config.spinUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ticket: config.ticket, bet: Number(bet.value) }),
        credentials: 'omit',
      });
      const body = await response.json();
      if (!body.success) {
        say(config.errors[body.errorCode] || config.text.failed, 'error');
        return;
      }
      const value = body.value;
      value.reels.forEach((symbol, index) => { reels.children[index].querySelector('use').setAttribute('href', '#s-' + symbol); });
      reels.setAttribute('aria-label', config.text.reels + ': ' + value.reels.map((s) => config.names[s]).join(', '));
      balance.textContent = amount(value.balance);
      if (value.win > 0) say(config.text.win.replace('{amount}', amount(value.win)), 'win');
      else say(config.text.noWin);
      if (window.parent !== window) window.parent.postMessage(config.message, '*');
    } catch {
      say(config.text.failed, 'error');
    } finally {
      busy = false;
      spin.removeAttribute('aria-disabled');
      reels.classList.remove('spinning');
    }
  });
})();`;

/** JSON that is safe inside a <script> element: no `<` can close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface DemoPageInput {
  nonce: string;
  ticket: string;
  language: string;
  gameName: string;
  iconUrl: string;
  freePlay: boolean;
  balance: number;
  currencySymbol: string;
  /** Bet options in money units, smallest first. */
  bets: readonly number[];
  /** A checked site path or http(s) URL, or null. */
  backUrl: string | null;
}

export function demoPageHtml(input: DemoPageInput): string {
  const t = textsOf(input.language);
  const money = new Intl.NumberFormat(t.locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const amount = (value: number) => `${input.currencySymbol}${money.format(value)}`;
  const config = {
    ticket: input.ticket,
    spinUrl: '/lgw/demo/spin',
    locale: t.locale,
    currencySymbol: input.currencySymbol,
    names: t.symbols,
    message: DEMO_GAME_MESSAGE,
    text: {
      spinning: t.spinning,
      reels: t.reels,
      win: t.win,
      noWin: t.noWin,
      failed: t.failed,
    },
    errors: { [ErrorCode.balanceNotEnough]: t.notEnough, [ErrorCode.gameLaunchFailed]: t.expired },
  };
  const start: readonly SlotSymbol[] = ['SEVEN', 'SEVEN', 'SEVEN'];
  const reels = start
    .map((symbol) => `<span class="reel">${symbolSvg(symbol, 'art')}</span>`)
    .join('');
  const options = input.bets
    .map((bet) => `<option value="${bet}">${escapeHtml(amount(bet))}</option>`)
    .join('');
  const rows = SLOT_SYMBOLS.map(
    (symbol) =>
      `<tr><th scope="row">${symbolSvg(symbol, 'icon')} ${escapeHtml(t.symbols[symbol])}</th>` +
      `<td>×${PAYTABLE[symbol].three}</td><td>×${PAYTABLE[symbol].two}</td></tr>`,
  ).join('');
  const exit = input.backUrl
    ? `<p><a href="${escapeHtml(input.backUrl)}" target="_top">${escapeHtml(t.exit)}</a></p>`
    : '';
  const name = escapeHtml(input.gameName);
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} · ${escapeHtml(t.titleSuffix)}</title>
<style nonce="${input.nonce}">${STYLE}</style>
</head>
<body>
${SPRITE}
<main>
<header><img src="${escapeHtml(input.iconUrl)}" alt="" width="48" height="48"><div><h1>${name}</h1><p class="mode">${escapeHtml(input.freePlay ? t.freePlay : t.realMoney)}</p></div></header>
<p class="balance"><span>${escapeHtml(input.freePlay ? t.playBalance : t.balance)}</span><span id="balance">${escapeHtml(amount(input.balance))}</span></p>
<div class="reels" id="reels" role="img" aria-label="${escapeHtml(`${t.reels}: ${start.map((s) => t.symbols[s]).join(', ')}`)}">${reels}</div>
<div class="controls"><label>${escapeHtml(t.bet)}<select id="bet">${options}</select></label><button type="button" id="spin">${escapeHtml(t.spin)}</button></div>
<p class="result" id="result" role="status" aria-live="polite"></p>
<details><summary>${escapeHtml(t.paytable)}</summary><table><thead><tr><th scope="col"></th><th scope="col">${escapeHtml(t.three)}</th><th scope="col">${escapeHtml(t.two)}</th></tr></thead><tbody>${rows}</tbody></table></details>
${exit}
</main>
<script type="application/json" id="demo-config">${scriptJson(config)}</script>
<script nonce="${input.nonce}">${SCRIPT}</script>
</body>
</html>`;
}

/** The page for a link that is unknown or expired: a message, no script. */
export function expiredPageHtml(nonce: string, language: string): string {
  const t = textsOf(language);
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.titleSuffix)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body><main><h1>${escapeHtml(t.titleSuffix)}</h1><p role="alert">${escapeHtml(t.expired)}</p></main></body>
</html>`;
}
