/**
 * A stand-in for the platform in component tests only: `fetch` answers envelopes per path.
 * Calls against the real platform are tested in @gaming/api and e2e.
 */
import type { MemberInfo } from '../wire/member';
import type { Permission, Whitelabel } from '../wire/system';
import { WHITELABEL_FLAGS } from '../wire/whitelabel';
import { vi } from 'vitest';

export type Handler = (request: Request) => Response | Promise<Response>;

/** `{ success: true, value }` */
export const ok = (value: unknown): Response => Response.json({ success: true, value });

/** `{ success: false, errorCode }` with an HTTP status. */
export const refused = (errorCode: string, status = 400, value?: unknown): Response =>
  Response.json(
    { success: false, errorCode, message: errorCode, ...(value === undefined ? {} : { value }) },
    { status },
  );

/** Replaces `fetch`; a path without a handler is answered 404 `not.found`. */
export function stubPlatform(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(
    async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = input instanceof Request ? input : new Request(input, init);
      const handler = handlers[new URL(request.url).pathname];
      return handler ? handler(request) : refused('not.found', 404);
    },
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

interface PermissionOverrides {
  status?: number;
  ip?: string;
  maintenance?: Partial<Permission['maintenance']>;
  customerService?: Permission['info']['customerService'];
  mainDomain?: string;
}

/** A permission reply like the seed merchant's, with the parts a test cares about changed. */
export function permissionOf(overrides: PermissionOverrides = {}): Permission {
  const status = overrides.status ?? 0;
  const ip = overrides.ip ?? '127.0.0.1';
  return {
    status,
    info: {
      customerService: overrides.customerService ?? [
        { csType: 'LIVECHAT', title: 'Customer Service 24/7', path: '/wps/support' },
      ],
      domainRoute: [],
      resources: [],
      // Every feature on but SMS registration, the phone tab of forgot-password and code login.
      whitelabel: {
        ...(Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, true])) as Whitelabel),
        MOBILENUMPASSREG3: false,
        REGMOBVERF3: false,
        CHNGPASSVERIF3: false,
        PASSEXPIRY3: false,
        VERIFCODELOGIN3: false,
      },
      register: { countryDialingCode: '63', smsVerification: false, captcha: false },
      mainDomain: overrides.mainDomain ?? 'localhost',
      analytics: { enabled: false, measurementId: null },
    },
    location: { ip, country: 'PH' },
    maintenance: {
      enabled: status === 1,
      title: '',
      content: '',
      endTime: null,
      ...overrides.maintenance,
    },
    regionRestriction: { restricted: status === 2, ip, country: 'PH' },
    imageCDNs: [],
    launchGameCDNs: [],
  };
}

export function memberOf(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1,
    customerId: 1001,
    account: 'demo',
    username: 'demo',
    nickname: 'Demo Player',
    isAgent: 0,
    balance: 1234.5,
    currency: 'TLB',
    currencySymbol: '₱',
    hasVip: false,
    vipLabelName: null,
    vipRankLevel: 0,
    availablePromoCount: 0,
    unreadMessage: 0,
    mobileNum: null,
    email: null,
    avatar: null,
    regDate: '2024-01-01T00:00:00Z',
    lastLoginTime: null,
    language: null,
    hasPassword: true,
    ...overrides,
  };
}

export { announcementOf, announcementsValueOf, gameOf, menuCardOf } from './fixtures';
