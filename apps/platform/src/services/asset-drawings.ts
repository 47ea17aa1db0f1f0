/**
 * Images the platform draws itself, so the site needs no external CDN: game icons,
 * vendor logos and banners as SVG, derived from the name alone (no database read).
 */
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

const GOLD = '#f5c542';
const INK = '#0f1220';
const TEXT = '#f2f4f8';

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return '&#39;';
    }
  });
}

/** FNV-1a: a stable 32-bit hash so one name always gets the same colours and motif. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Gradient pairs (light, dark) that sit well on the apps' dark casino theme. */
const PALETTES: readonly (readonly [string, string])[] = [
  ['#8b5cf6', '#2e1065'],
  ['#f5c542', '#7c2d12'],
  ['#ef4444', '#450a0a'],
  ['#10b981', '#022c22'],
  ['#3b82f6', '#172554'],
  ['#d946ef', '#4a044e'],
  ['#14b8a6', '#042f2e'],
  ['#f97316', '#431407'],
  ['#6366f1', '#1e1b4b'],
  ['#f43f5e', '#4c0519'],
  ['#22c55e', '#052e16'],
  ['#0ea5e9', '#082f49'],
  ['#a855f7', '#3b0764'],
  ['#f59e0b', '#451a03'],
];

function paletteOf(seed: number): readonly [string, string] {
  return PALETTES[seed % PALETTES.length] ?? ['#8b5cf6', '#2e1065'];
}

/** A name split into words and a trailing number: `NOVA_REELS_123` → [NOVA, REELS], 123. */
function parseName(name: string): { words: string[]; number: string | null } {
  const match = /^(.*?)(?:[_-]+(\d+))?$/.exec(name);
  const base = match?.[1] || name;
  const number = match?.[2] ?? null;
  return { words: base.split(/[_-]+/).filter((word) => word.length > 0), number };
}

/** One or two initials of the readable part; the `TCG` prefix says nothing, so it is skipped. */
function initialsOf(words: readonly string[]): string {
  const meaningful = words.filter((word) => /^[A-Za-z]/.test(word));
  const named =
    meaningful.length > 1 && meaningful[0]?.toUpperCase() === 'TCG'
      ? meaningful.slice(1)
      : meaningful;
  const initials = named
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
  return initials || '#';
}

/** `NOVA_REELS` → "Nova Reels"; short words such as `TCG`, `VN`, `SEA` stay upper case. */
function titleOf(words: readonly string[]): string {
  return words
    .map((word) =>
      word.length <= 3
        ? word.toUpperCase()
        : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join(' ');
}

/** Squeezes a text into `maxWidth` when the rough width estimate says it would overflow. */
function fit(text: string, fontSize: number, maxWidth: number, boldness = 0.6): string {
  const estimate = text.length * fontSize * boldness;
  return estimate > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
}

function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${escapeXml(label)}">${body}</svg>`
  );
}

/** Faint background motifs, one per icon, so neighbouring tiles do not look alike. */
const MOTIFS: readonly string[] = [
  // Star.
  '<polygon points="100,8 124,70 190,72 138,112 156,176 100,138 44,176 62,112 10,72 76,70"/>',
  // Diamond.
  '<polygon points="100,6 186,92 100,194 14,92"/>',
  // Crown.
  '<path d="M22 150 L36 58 L74 100 L100 34 L126 100 L164 58 L178 150 Z"/>',
  // Sunburst.
  Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const b = a + Math.PI / 14;
    const p = (angle: number, r: number) =>
      `${(100 + r * Math.cos(angle)).toFixed(1)},${(92 + r * Math.sin(angle)).toFixed(1)}`;
    return `<polygon points="100,92 ${p(a, 150)} ${p(b, 150)}"/>`;
  }).join(''),
  // Rings.
  '<g fill="none" stroke="#fff" stroke-opacity="0.12"><circle cx="100" cy="92" r="90" stroke-width="10"/><circle cx="100" cy="92" r="112" stroke-width="6"/></g>',
  // Spade-like leaf.
  '<path d="M100 10 C150 60 190 90 160 140 C140 170 110 160 104 140 L116 190 L84 190 L96 140 C90 160 60 170 40 140 C10 90 50 60 100 10 Z"/>',
];

/** Square game icon: gradient tile, a gold-rimmed chip with the initials, the provider and number below. */
export function gameIconSvg(code: string): string {
  const seed = hash(code);
  const [light, dark] = paletteOf(seed);
  const motif = MOTIFS[(seed >>> 8) % MOTIFS.length] ?? '';
  const { words, number } = parseName(code);
  const initials = initialsOf(words);
  const initialsSize = initials.length > 1 ? 50 : 64;
  const caption = titleOf(words).toUpperCase();
  const captionText = number ? `${caption} ` : caption;
  const captionFit = fit(number ? `${caption} #${number}` : caption, 12, 176, 0.62);
  const body =
    `<defs>` +
    `<clipPath id="c"><rect width="200" height="200" rx="24"/></clipPath>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.25" cy="0.15" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="1" stop-color="${GOLD}"/></linearGradient>` +
    `</defs>` +
    `<g clip-path="url(#c)">` +
    `<rect width="200" height="200" fill="url(#bg)"/>` +
    `<g fill="#fff" fill-opacity="0.12">${motif}</g>` +
    `<rect width="200" height="200" fill="url(#glow)"/>` +
    `<circle cx="100" cy="88" r="62" fill="${INK}" fill-opacity="0.6"/>` +
    `<circle cx="100" cy="88" r="62" fill="none" stroke="${GOLD}" stroke-width="6" stroke-dasharray="14 10"/>` +
    `<circle cx="100" cy="88" r="51" fill="none" stroke="${GOLD}" stroke-opacity="0.55" stroke-width="1.5"/>` +
    `<text x="100" y="${88 + Math.round(initialsSize * 0.36)}" text-anchor="middle" font-family="${FONT}" font-size="${initialsSize}" ` +
    `font-weight="800" fill="url(#gold)">${escapeXml(initials)}</text>` +
    `<rect y="160" width="200" height="40" fill="${INK}" fill-opacity="0.6"/>` +
    `<text x="100" y="185" text-anchor="middle" font-family="${FONT}" font-size="12" font-weight="700" letter-spacing="0.5" fill="${TEXT}"${captionFit}>` +
    `${escapeXml(captionText)}${number ? `<tspan fill="${GOLD}">#${escapeXml(number)}</tspan>` : ''}</text>` +
    `<rect x="1" y="1" width="198" height="198" rx="23" fill="none" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="2"/>` +
    `</g>`;
  return svgDocument(200, 200, titleOf(words) + (number ? ` ${number}` : ''), body);
}

/** Splits a title into at most two lines of similar length. */
function twoLines(title: string): string[] {
  const words = title.split(' ');
  if (words.length < 2 || title.length <= 12) return [title];
  let best: string[] = [title];
  let bestGap = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut++) {
    const first = words.slice(0, cut).join(' ');
    const second = words.slice(cut).join(' ');
    const gap = Math.max(first.length, second.length);
    if (gap < bestGap) {
      bestGap = gap;
      best = [first, second];
    }
  }
  return best;
}

/** Wide provider logo: a coloured badge with the initials and the provider name in one or two lines. */
export function vendorLogoSvg(vassalage: string): string {
  const seed = hash(vassalage);
  const [light, dark] = paletteOf(seed);
  const { words, number } = parseName(vassalage);
  const title = titleOf(number ? [...words, number] : words);
  const initials = initialsOf(words);
  const lines = twoLines(title);
  const size = lines.length > 1 ? 18 : 21;
  const top = lines.length > 1 ? 44 : 56;
  const text = lines
    .map(
      (line, i) =>
        `<text x="92" y="${top + i * 22}" font-family="${FONT}" font-size="${size}" font-weight="${i === 0 ? 800 : 600}" ` +
        `fill="${i === 0 ? TEXT : GOLD}"${fit(line, size, 136)}>${escapeXml(line)}</text>`,
    )
    .join('');
  const body =
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#222741"/><stop offset="1" stop-color="#181c2e"/></linearGradient>` +
    `<linearGradient id="badge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `</defs>` +
    `<rect x="1" y="1" width="238" height="94" rx="16" fill="url(#bg)" stroke="#2e3452" stroke-width="2"/>` +
    `<circle cx="48" cy="48" r="31" fill="url(#badge)" stroke="${GOLD}" stroke-width="2.5"/>` +
    `<text x="48" y="${48 + (initials.length > 1 ? 8 : 9)}" text-anchor="middle" font-family="${FONT}" font-size="${initials.length > 1 ? 22 : 26}" ` +
    `font-weight="800" fill="#fff">${escapeXml(initials)}</text>` +
    text;
  return svgDocument(240, 96, title, body);
}

interface BannerText {
  headline: string;
  subline: string;
  action: string;
}

/**
 * Headlines of the banners the seed uses, per language: an operator's banner carries its text in
 * the picture, so each language has a picture of its own (`?language=TY`). Other names get their
 * own words as the headline.
 */
const BANNER_TEXT: Readonly<Record<BannerLanguage, Readonly<Record<string, BannerText>>>> = {
  EN: {
    'home-1': {
      headline: '100% Welcome Bonus',
      subline: 'Double your first deposit today',
      action: 'Claim now',
    },
    'home-2': {
      headline: 'Game of the Week',
      subline: 'Our hottest slot, free to try',
      action: 'Play now',
    },
    'home-3': {
      headline: 'Daily Missions',
      subline: 'Earn points that never expire',
      action: 'See missions',
    },
    'home-4': {
      headline: 'Live Casino Nights',
      subline: 'Baccarat, roulette and sic bo with real dealers',
      action: 'Join a table',
    },
    register: {
      headline: 'Join in 30 Seconds',
      subline: 'Sign up and unlock your welcome bonus',
      action: 'Sign up',
    },
    forget: {
      headline: 'Account Recovery',
      subline: 'Reset your password safely by email or SMS',
      action: 'Get help',
    },
    'promo-1': {
      headline: 'First Deposit Bonus',
      subline: '100% up to 5,000 on your first deposit',
      action: 'Claim now',
    },
    'promo-2': {
      headline: '20% Daily Reload',
      subline: 'Extra on your first deposit every day',
      action: 'Deposit',
    },
    'promo-3': {
      headline: 'Daily Login Rewards',
      subline: 'Seven days in a row unlocks a mystery reward',
      action: 'Collect',
    },
    'promo-4': {
      headline: 'Invite and Earn',
      subline: 'You and your friends both get a bonus',
      action: 'Invite',
    },
    'promo-5': {
      headline: 'Weekly Missions',
      subline: 'Top 50 players share the prize pool',
      action: 'Join',
    },
    'daily-sign-in': {
      headline: 'Daily Sign-in Rewards',
      subline: 'Claim a reward every day this week',
      action: 'Sign in',
    },
    'newbie-rewards': {
      headline: 'Newbie Rewards',
      subline: 'Bind your mobile and email for bonuses',
      action: 'Claim now',
    },
    'rescue-bonus': {
      headline: 'Rescue Bonus',
      subline: 'Get back part of yesterday’s net loss',
      action: 'Claim',
    },
    'first-deposit': {
      headline: 'First Deposit 100% Bonus',
      subline: 'Double your first deposit, up to 1,000',
      action: 'Deposit',
    },
    'daily-reload': {
      headline: '10% Daily Reload',
      subline: 'Extra on deposits of 500 or more',
      action: 'Deposit',
    },
  },
  TY: {
    'home-1': {
      headline: '100% Bonus sa Pagsali',
      subline: 'Doblehin ang unang deposit mo ngayon',
      action: 'I-claim na',
    },
    'home-2': {
      headline: 'Laro ng Linggo',
      subline: 'Ang pinakasikat naming slot, libreng subukan',
      action: 'Maglaro na',
    },
    'home-3': {
      headline: 'Araw-araw na Misyon',
      subline: 'Mag-ipon ng points na hindi nag-e-expire',
      action: 'Tingnan',
    },
    'home-4': {
      headline: 'Gabi ng Live Casino',
      subline: 'Baccarat, roulette at sic bo kasama ang totoong dealer',
      action: 'Sumali sa mesa',
    },
    register: {
      headline: 'Sumali sa 30 Segundo',
      subline: 'Mag-register at kunin ang iyong welcome bonus',
      action: 'Mag-register',
    },
    forget: {
      headline: 'Pagbawi ng Account',
      subline: 'Ligtas na i-reset ang password sa email o SMS',
      action: 'Humingi ng tulong',
    },
    'promo-1': {
      headline: 'Bonus sa Unang Deposit',
      subline: '100% hanggang 5,000 sa unang deposit mo',
      action: 'I-claim na',
    },
    'promo-2': {
      headline: '20% Reload Araw-araw',
      subline: 'Dagdag sa unang deposit mo bawat araw',
      action: 'Mag-deposit',
    },
    'promo-3': {
      headline: 'Gantimpala sa Pag-login',
      subline: 'Pitong sunod-sunod na araw, may sorpresang gantimpala',
      action: 'Kunin',
    },
    'promo-4': {
      headline: 'Mag-imbita at Kumita',
      subline: 'May bonus ka at ang mga kaibigan mo',
      action: 'Mag-imbita',
    },
    'promo-5': {
      headline: 'Lingguhang Misyon',
      subline: 'Paghahatian ng top 50 ang premyo',
      action: 'Sumali',
    },
    'daily-sign-in': {
      headline: 'Gantimpala sa Sign-in',
      subline: 'May gantimpala bawat araw ngayong linggo',
      action: 'Mag-sign in',
    },
    'newbie-rewards': {
      headline: 'Gantimpala sa Bagong Miyembro',
      subline: 'I-bind ang mobile at email para sa bonus',
      action: 'I-claim na',
    },
    'rescue-bonus': {
      headline: 'Bonus na Saklolo',
      subline: 'Bawiin ang bahagi ng talo mo kahapon',
      action: 'I-claim',
    },
    'first-deposit': {
      headline: '100% Bonus sa Unang Deposit',
      subline: 'Doblehin ang unang deposit, hanggang 1,000',
      action: 'Mag-deposit',
    },
    'daily-reload': {
      headline: '10% Reload Araw-araw',
      subline: 'Dagdag sa deposit na 500 pataas',
      action: 'Mag-deposit',
    },
    'slots-weekend': {
      headline: 'Cashback sa Slots',
      subline: 'Maglaro ng slots ngayong weekend',
      action: 'Mag-apply',
    },
    'live-streak': {
      headline: 'Sunod-sunod na Panalo',
      subline: 'Limang sunod na panalo sa baccarat',
      action: 'Maglaro na',
    },
    'world-cup': {
      headline: 'Hulaan ang World Cup',
      subline: 'Magbubukas na ito sa lalong madaling panahon',
      action: 'Abangan',
    },
    'lucky-angpao': {
      headline: 'Lucky Angpao',
      subline: 'May ₱18 ang bawat miyembro',
      action: 'I-claim',
    },
    'pvp-missions': {
      headline: 'Mga Misyon sa PVP',
      subline: 'Umakyat sa leaderboard bawat linggo',
      action: 'Sumali',
    },
    'invite-earn': {
      headline: 'Mag-imbita, Sabay Kumita',
      subline: 'Kumita sa unang deposit ng mga kaibigan mo',
      action: 'Mag-imbita',
    },
    'fishing-frenzy': {
      headline: 'Jackpot sa Pangingisda',
      subline: 'Hulihin ang gintong dragon',
      action: 'Maglaro na',
    },
    'reward-bonus-50': { headline: 'Libreng Bonus 50', subline: '', action: 'I-redeem' },
    'reward-bonus-200': { headline: 'Libreng Bonus 200', subline: '', action: 'I-redeem' },
    'reward-free-spins': { headline: 'Libreng Spin', subline: '', action: 'I-redeem' },
    'reward-live-chip': { headline: 'Chip sa Live Casino', subline: '', action: 'I-redeem' },
    'reward-vip-table': { headline: 'Pases sa VIP Table', subline: '', action: 'I-redeem' },
    'reward-gcash-100': { headline: 'GCash Load 100', subline: '', action: 'I-redeem' },
    'reward-tumbler': { headline: 'Tumbler na Regalo', subline: '', action: 'I-redeem' },
    'reward-smartphone': { headline: 'Bagong Smartphone', subline: '', action: 'I-redeem' },
  },
};

/** The languages banners are drawn in; any other code draws the English picture. */
export type BannerLanguage = 'EN' | 'TY';
const DEFAULT_ACTION: Readonly<Record<BannerLanguage, string>> = {
  EN: 'Play now',
  TY: 'Maglaro na',
};

export function bannerLanguageOf(code: string | undefined): BannerLanguage {
  return code?.toUpperCase() === 'TY' ? 'TY' : 'EN';
}

/** The headline drawn into a banner of the seed in `language`, or undefined for another name. */
export function bannerHeadlineOf(name: string, language: BannerLanguage): string | undefined {
  return Object.hasOwn(BANNER_TEXT[language], name)
    ? BANNER_TEXT[language][name]?.headline
    : undefined;
}

/** A four-point sparkle centred on (x, y). */
function sparkle(x: number, y: number, r: number): string {
  const q = r * 0.22;
  return `<path d="M${x} ${y - r} L${x + q} ${y - q} L${x + r} ${y} L${x + q} ${y + q} L${x} ${y + r} L${x - q} ${y + q} L${x - r} ${y} L${x - q} ${y - q} Z"/>`;
}

/** Points of a five-pointed star centred on (x, y). */
function star(x: number, y: number, outer: number, inner: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** A gold coin seen from the front, with a rim and a star. */
function coin(x: number, y: number, r: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#gold)"/>` +
    `<circle cx="${x}" cy="${y}" r="${(r * 0.8).toFixed(1)}" fill="none" stroke="#b7791f" stroke-width="${(r * 0.06).toFixed(1)}"/>` +
    `<polygon points="${star(x, y, r * 0.5, r * 0.2)}" fill="#b7791f"/>`
  );
}

/**
 * 16:6 banner: gradient, coins and sparkles on the right, headline, subline and a gold button, its
 * words in `language` (English where that language has none for the name).
 */
export function bannerSvg(name: string, language: BannerLanguage = 'EN'): string {
  const seed = hash(name);
  const [light, dark] = paletteOf(seed);
  const own = Object.hasOwn(BANNER_TEXT[language], name) ? BANNER_TEXT[language][name] : undefined;
  const english = Object.hasOwn(BANNER_TEXT.EN, name) ? BANNER_TEXT.EN[name] : undefined;
  const known = own ?? english;
  const { words, number } = parseName(name);
  const headline = known?.headline ?? titleOf(number ? [...words, number] : words);
  const subline = known?.subline ?? '';
  const action = own?.action ?? DEFAULT_ACTION[language];
  // Text and the big coin stay inside x 280-1320, the part a 16:9 phone crop of this 16:6 image keeps.
  const left = 290;
  const textWidth = 800;
  const headlineSize = Math.min(96, Math.floor(textWidth / (headline.length * 0.56)));
  const sublineSize = Math.min(40, Math.floor(textWidth / (Math.max(subline.length, 1) * 0.5)));
  const sparkles = Array.from({ length: 12 }, (_, i) => {
    const h = hash(`${name}:${i}`);
    const x = i % 3 === 0 ? 30 + (h % 220) : 1100 + (h % 470);
    return sparkle(x, 40 + ((h >>> 10) % 520), 10 + ((h >>> 20) % 18));
  }).join('');
  const body =
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="0.55" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${INK}" stop-opacity="0.85"/><stop offset="0.7" stop-color="${INK}" stop-opacity="0.1"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.8" cy="0.45" r="0.45"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="1" stop-color="${GOLD}"/></linearGradient>` +
    `</defs>` +
    `<rect width="1600" height="600" fill="url(#bg)"/>` +
    `<rect width="1600" height="600" fill="url(#glow)"/>` +
    `<circle cx="1290" cy="300" r="230" fill="none" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="4" stroke-dasharray="30 18"/>` +
    coin(1290, 300, 135) +
    coin(1480, 160, 64) +
    coin(1140, 480, 54) +
    `<g fill="#fff" fill-opacity="0.8">${sparkles}</g>` +
    `<rect width="1600" height="600" fill="url(#shade)"/>` +
    `<text x="${left}" y="270" font-family="${FONT}" font-size="${headlineSize}" font-weight="800" fill="${TEXT}"${fit(headline, headlineSize, textWidth)}>${escapeXml(headline)}</text>` +
    (subline
      ? `<text x="${left}" y="340" font-family="${FONT}" font-size="${sublineSize}" font-weight="500" fill="${TEXT}" fill-opacity="0.85"${fit(subline, sublineSize, textWidth, 0.52)}>${escapeXml(subline)}</text>`
      : '') +
    `<rect x="${left}" y="395" width="300" height="84" rx="42" fill="${GOLD}"/>` +
    `<text x="${left + 150}" y="449" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="800" fill="#1a1400"${fit(action, 34, 250)}>${escapeXml(action)}</text>`;
  return svgDocument(1600, 600, subline ? `${headline}. ${subline}` : headline, body);
}
