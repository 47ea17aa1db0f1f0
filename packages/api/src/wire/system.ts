import type { RegisterField, RegisterFieldRule } from '@gaming/domain/validation';

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
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];
export type Whitelabel = Record<WhitelabelFlag, boolean>;

export interface CustomerServiceEntry {
  csType: string;
  title: string;
  /** An absolute http(s) URL; clients check it before opening. */
  path: string;
}

export interface SiteResource {
  resourceType: 'IOS' | 'ANDROID' | 'FACEBOOK' | 'TELEGRAM' | 'INSTAGRAM' | 'YOUTUBE' | 'LICENSE';
  url: string;
  qrCodeUrl?: string;
}

// The rule's shape is the domain's (the validation rules read it), so it is written once.
export type { RegisterField, RegisterFieldRule };

/** /wps/system/setting/register: the platform answers a rule for every field. */
export type RegisterSettings = Record<RegisterField, RegisterFieldRule>;

export interface MaintenanceInfo {
  enabled: boolean;
  title: string;
  content: string;
  /** ISO 8601, or null when open-ended. */
  endTime: string | null;
}

export interface RegionRestriction {
  restricted: boolean;
  ip: string;
  country: string;
}

/** The permission call: site configuration read once at start. */
export interface Permission {
  status: number;
  info: {
    customerService: CustomerServiceEntry[];
    domainRoute: string[];
    resources: SiteResource[];
    whitelabel: Whitelabel;
    register: { countryDialingCode: string; smsVerification: boolean; captcha: boolean };
    mainDomain: string;
    analytics: { enabled: boolean; measurementId: string | null };
  };
  location: { ip: string; country: string };
  maintenance: MaintenanceInfo;
  regionRestriction: RegionRestriction;
  imageCDNs: string[];
  launchGameCDNs: string[];
}

export interface SystemStatusValue {
  status: number;
}

export interface DomainRouteValue {
  domainList: string[];
}

export interface HelpArticle {
  id: number;
  title: string;
  /** Server HTML: sanitise before rendering. */
  content: string;
  anchor: string | null;
}
export interface HelpCategory {
  id: number;
  title: string;
  articles: HelpArticle[];
}

/** Merchant/region entry (§3). */
export interface MerchantRegion {
  merchantCode: string;
  country: string;
  currency: string;
  countryName: string;
  langList: string[];
  domains: string[];
}
