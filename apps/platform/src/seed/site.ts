/** The seed merchant PHDEMO and its site settings (country PH, currency TLB, EN and TY). */
import type { RegisterField, RegisterFieldRule, Whitelabel } from '@gaming/api/wire';

/** Where the default stack (`pnpm start`) serves the player app. */
export const DEFAULT_PLAYER_ORIGIN = 'http://127.0.0.1:4173';

/** What the seed needs to know about the stack it runs in. */
export interface SeedOptions {
  /**
   * The player app's own address (an http(s) origin). The merchant's main domain and mirror list
   * point at it, so invitation links, their QR codes and the mirror check lead to the running site.
   */
  playerOrigin: string;
}

export const DEFAULT_SEED_OPTIONS: SeedOptions = { playerOrigin: DEFAULT_PLAYER_ORIGIN };

export const SEED_MERCHANT = {
  code: 'PHDEMO',
  country: 'PH',
  countryName: 'Philippines',
  currency: 'TLB',
  currencySymbol: '₱',
  langList: ['EN', 'TY'],
};

/**
 * The merchant's domains: hosts with their port when it is not the scheme's own, the first being
 * the main domain. On loopback both names of the machine reach the same app.
 */
export function seedDomainsOf(playerOrigin: string): string[] {
  const { host, hostname, port } = new URL(playerOrigin);
  const suffix = port === '' ? '' : `:${port}`;
  if (hostname === '127.0.0.1') return [host, `localhost${suffix}`];
  if (hostname === 'localhost') return [host, `127.0.0.1${suffix}`];
  return [host];
}

export const SEED_WHITELABEL: Whitelabel = {
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  MOBILENUMPASSREG3: false,
  REGMOBVERF3: true,
  CHNGPASSVERIF3: true,
  AGENTPOLICY3: true,
  FREEPLAY3: true,
  FORCECHNGPASS3: true,
  PASSEXPIRY3: false,
  VERIFCODELOGIN3: true,
  LOGINIPVERF3: true,
  REFERRAL: true,
  VIP3: true,
  DEPOSIT: true,
  WITHDRAW: true,
  PTSYS3: true,
  REWCEN3: true,
  MISSION: true,
  MAILCEN: true,
  FEEDBACK3: true,
  CBS3: true,
  DIVIDEND: true,
  DAYSAL: true,
  HOURSAL3: true,
  RTSALARY3: true,
  // Agent centre: red envelope to many downlines (agentRedRain).
  AGENTRANSMULTDOWN3: true,
  // Rebates: the bonus page and manual rebate.
  PLYRBT: true,
  MANPLAYREB3: true,
  // Members may transfer to their upline agent (with settings.toUpline).
  AGETRANSFERUP3: true,
};

const rule = (
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: string,
  show = true,
  required = false,
): RegisterFieldRule => ({ acceptedPattern, minLength, maxLength, patternId, show, required });

/** Registration rules per field (§5 Server rules); patternId names the message kind. */
export const SEED_REGISTER_RULES: Record<RegisterField, RegisterFieldRule> = {
  username: rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 'letterThenAlnum', true, true),
  password: rule('^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$', 6, 20, 'lettersAndDigits', true, true),
  mobileNum: rule('^9\\d{9}$', 10, 10, 'digits', true, false),
  email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 64, 'email', true, false),
  payeeName: rule('^[A-Za-z ]+$', 2, 40, 'englishSpaces', true, false),
  verificationCode: rule('^\\d+$', 6, 6, 'digits', true, true),
  affiliateCode: rule('^[A-Za-z0-9]+$', 4, 16, 'alphanumeric', true, false),
  recommenderId: rule('*', 0, 32, 'length', false, false),
  captcha: rule('*', 4, 4, 'length', false, false),
  paymentPassword: rule('^\\d+$', 6, 6, 'digits', false, false),
  qqNum: rule('^\\d+$', 5, 12, 'digits', false, false),
  line: rule('^\\S+$', 2, 32, 'noSpaces', false, false),
  whatsapp: rule('^\\d+$', 7, 15, 'digits', false, false),
  facebook: rule('^\\S+$', 2, 64, 'noSpaces', false, false),
  wechat: rule('^\\S+$', 2, 32, 'noSpaces', false, false),
  idNumber: rule('^[A-Za-z0-9]+$', 6, 20, 'alphanumeric', false, false),
};

/** A mirror that never answers (.invalid never resolves). */
const OFFLINE_MIRROR = 'https://mirror-offline.invalid';

/** The mirror list for a player app at `playerOrigin`. */
export const domainRouteOf = (playerOrigin: string): string[] => [
  new URL(playerOrigin).origin,
  OFFLINE_MIRROR,
];

export const SEED_SITE_SETTINGS = {
  status: 0,
  whitelabel: SEED_WHITELABEL,
  registerRules: SEED_REGISTER_RULES,
  maintenance: {
    title: 'Scheduled maintenance',
    content: 'We are upgrading our systems to serve you better. Please come back shortly.',
    endTime: null,
  },
  customerService: [
    { csType: 'LIVECHAT', title: 'Customer Service 24/7', path: '/wps/support' },
    { csType: 'EMAIL', title: 'Email support', path: 'mailto:support@phdemo.invalid' },
  ],
  resources: [
    { resourceType: 'IOS', url: '/download?os=ios' },
    { resourceType: 'ANDROID', url: '/download?os=android' },
    { resourceType: 'LICENSE', url: '/wps/assets/banners/license.svg' },
  ],
  // Mirror sites (the speed check): the running player site (`domainRouteOf`), and one that never
  // answers (.invalid never resolves), so the list shows a timing and an unreachable mirror. Another
  // loopback name would be another origin, which the player's CSP (connect-src 'self' https:)
  // refuses over http, so it would read as unreachable too.
  domainRoute: [DEFAULT_PLAYER_ORIGIN, OFFLINE_MIRROR],
  // The username tab asks no SMS code; the mobile tab does (REGMOBVERF3). A single wallet keeps the
  // demo slot's main-wallet play simple (`singleWallet: false` turns on vendor wallets); members may
  // transfer to their upline (toUpline, with AGETRANSFERUP3).
  settings: {
    countryDialingCode: '63',
    registerSmsVerification: false,
    registerCaptcha: false,
    // The simulated payment operator decides orders after a few seconds (services/payment-settings.ts).
    payments: { operatorDelaySeconds: 5 },
    // Rebate per game type, percent of valid bets (bonusDetails, manualRebate).
    rebateRates: { RNG: 0.8, LIVE: 0.5, FISH: 0.6, PVP: 0.5, SPORTS: 0.7, ELOTT: 0.3, LOTT: 0.3 },
    // Points (points mall): percent of valid bets per game type and of approved deposits; 10 points
    // convert to 1 unit of money. Points never expire.
    points: {
      rates: { RNG: 1, LIVE: 0.5, FISH: 1, PVP: 0.5, SPORTS: 0.8, ELOTT: 0.5, LOTT: 0.5 },
      deposit: 1,
      exchangeRate: 10,
      minConvertPoints: 10,
    },
    singleWallet: true,
    toUpline: true,
  },
};
