/** Whitelabel flags (§3) and module switches; each true when the feature is on for the merchant. */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'FREEPLAY3',
  'FORCECHNGPASS3',
  'PASSEXPIRY3',
  'VERIFCODELOGIN3',
  /** A login from an address the member never used is verified first (§4). */
  'LOGINIPVERF3',
  'REFERRAL',
  'VIP3',
  'DEPOSIT',
  'WITHDRAW',
  'PTSYS3',
  'REWCEN3',
  'MISSION',
  'MAILCEN',
  'FEEDBACK3',
  'CBS3',
  'DIVIDEND',
  'DAYSAL',
  'HOURSAL3',
  'RTSALARY3',
  /** Agents may send a red envelope split among many downlines (agent centre agentRedRain). */
  'AGENTRANSMULTDOWN3',
  /** Player rebates: the bonus page (with some rate above zero). */
  'PLYRBT',
  /** Manual rebate: members claim a day's rebate themselves. */
  'MANPLAYREB3',
  /** Members may transfer to their upline agent (transferUpline, with the site's toUpline). */
  'AGETRANSFERUP3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];
