/** System schemas: status, the permission call, whitelabel, registration rules, help, regions. */
import type { RegisterField, RegisterFieldRule } from '@gaming/domain/validation';
import type { Static } from 'typebox';
import Type from 'typebox';
import { contractsOf } from './call';
import { LanguageCode, Nullable, OneOf, Text } from './schema-kit';
import { systemCalls } from './system-calls';
import { WHITELABEL_FLAGS } from './whitelabel';

export const SystemStatusValue = Type.Object({
  /** 0 open, 1 maintenance, 2 region restricted. */
  status: Type.Integer({ minimum: 0, maximum: 2 }),
});
export type SystemStatusValue = Static<typeof SystemStatusValue>;

/** Every known flag, plus any other flag the operator sets (a boolean each). */
export const Whitelabel = Type.Object(
  Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, Type.Boolean()])) as {
    [K in (typeof WHITELABEL_FLAGS)[number]]: ReturnType<typeof Type.Boolean>;
  },
  { additionalProperties: Type.Boolean() },
);
export type Whitelabel = Static<typeof Whitelabel>;

export const CustomerServiceEntry = Type.Object({
  csType: Type.String(),
  title: Type.String(),
  /** An absolute http(s) URL or a site path; clients check it before opening. */
  path: Type.String(),
});
export type CustomerServiceEntry = Static<typeof CustomerServiceEntry>;

export const SiteResource = Type.Object({
  resourceType: OneOf([
    'IOS',
    'ANDROID',
    'FACEBOOK',
    'TELEGRAM',
    'INSTAGRAM',
    'YOUTUBE',
    'LICENSE',
  ]),
  url: Type.String(),
  qrCodeUrl: Type.Optional(Type.String()),
});
export type SiteResource = Static<typeof SiteResource>;

export const RegisterFieldRuleSchema = Type.Object({
  acceptedPattern: Type.String(),
  minLength: Type.Integer(),
  maxLength: Type.Integer(),
  patternId: Type.String(),
  show: Type.Boolean(),
  required: Type.Boolean(),
});

const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly RegisterField[];

/** /wps/system/setting/register: the platform answers a rule for every field. */
export const RegisterSettings = Type.Object(
  Object.fromEntries(REGISTER_FIELDS.map((field) => [field, RegisterFieldRuleSchema])) as {
    [K in (typeof REGISTER_FIELDS)[number]]: typeof RegisterFieldRuleSchema;
  },
);
/** Compile-time check: the rule's shape is the domain's (its validation rules read it). */
type SameAsDomain<T extends Record<RegisterField, RegisterFieldRule>> = T;
export type RegisterSettings = SameAsDomain<Static<typeof RegisterSettings>>;
export type { RegisterField, RegisterFieldRule };

export const MaintenanceInfo = Type.Object({
  enabled: Type.Boolean(),
  title: Type.String(),
  content: Type.String(),
  /** ISO 8601, or null when open-ended. */
  endTime: Nullable(Type.String()),
});
export type MaintenanceInfo = Static<typeof MaintenanceInfo>;

export const RegionRestriction = Type.Object({
  restricted: Type.Boolean(),
  ip: Type.String(),
  country: Type.String(),
});
export type RegionRestriction = Static<typeof RegionRestriction>;

/** The permission call: site configuration read once at start. */
export const Permission = Type.Object({
  status: Type.Integer(),
  info: Type.Object({
    customerService: Type.Array(CustomerServiceEntry),
    domainRoute: Type.Array(Type.String()),
    resources: Type.Array(SiteResource),
    whitelabel: Whitelabel,
    register: Type.Object({
      countryDialingCode: Type.String(),
      smsVerification: Type.Boolean(),
      captcha: Type.Boolean(),
    }),
    mainDomain: Type.String(),
    analytics: Type.Object({ enabled: Type.Boolean(), measurementId: Nullable(Type.String()) }),
    /** The social login providers switched on and configured (§4 Login); absent means none. */
    socialLogin: Type.Optional(Type.Array(OneOf(['facebook', 'google']))),
  }),
  location: Type.Object({ ip: Type.String(), country: Type.String() }),
  maintenance: MaintenanceInfo,
  regionRestriction: RegionRestriction,
  imageCDNs: Type.Array(Type.String()),
  launchGameCDNs: Type.Array(Type.String()),
});
export type Permission = Static<typeof Permission>;

export const DomainRouteValue = Type.Object({ domainList: Type.Array(Type.String()) });
export type DomainRouteValue = Static<typeof DomainRouteValue>;

export const HelpArticle = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Server HTML: sanitise before rendering. */
  content: Type.String(),
  anchor: Nullable(Type.String()),
});
export type HelpArticle = Static<typeof HelpArticle>;
export const HelpCategory = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  articles: Type.Array(HelpArticle),
});
export type HelpCategory = Static<typeof HelpCategory>;

export const HelpCenterArgs = Type.Object({
  /** The help language; English when the language has no articles. Default EN. */
  lang: Type.Optional(LanguageCode),
  device: Type.Optional(Text({ maxLength: 16 })),
});
export type HelpCenterArgs = Static<typeof HelpCenterArgs>;

/** Merchant/region entry (§3). */
export const MerchantRegion = Type.Object({
  merchantCode: Type.String(),
  country: Type.String(),
  currency: Type.String(),
  countryName: Type.String(),
  langList: Type.Array(Type.String()),
  domains: Type.Array(Type.String()),
});
export type MerchantRegion = Static<typeof MerchantRegion>;

export const systemContracts = contractsOf('system', systemCalls, {
  systemStatus: {
    summary: 'Site status: 0 open, 1 maintenance, 2 region restricted',
    value: SystemStatusValue,
  },
  permission: { summary: 'The site configuration, read once at start', value: Permission },
  whitelabel: { summary: 'The whitelabel flags of the merchant', value: Whitelabel },
  registerSettings: { summary: 'The registration rule of every field', value: RegisterSettings },
  domainRoute: { summary: 'The mirror domains', value: DomainRouteValue },
  helpCenter: {
    summary: 'Help centre articles by category',
    query: HelpCenterArgs,
    value: Type.Array(HelpCategory),
  },
  merchants: { summary: 'The regions and their languages', value: Type.Array(MerchantRegion) },
});
