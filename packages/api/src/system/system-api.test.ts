import { describe, expect, inject, it } from 'vitest';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { systemApi } from './system-api';

const store = makeTestStore(inject('platformUrl'));

describe('system calls against the platform', () => {
  it('reads status 0 normal from the seed', async () => {
    const status = await store.dispatch(systemApi.endpoints.systemStatus.initiate());
    expect(status.data).toEqual({ status: 0 });
  });

  it('reads the permission call with every field the spec names', async () => {
    const { data } = await store.dispatch(systemApi.endpoints.permission.initiate());
    expect(Object.keys(data?.info ?? {}).sort()).toEqual(
      [
        'analytics',
        'customerService',
        'domainRoute',
        'mainDomain',
        'register',
        'resources',
        // The social login providers that are on (the spec's optional Facebook and Google login).
        'socialLogin',
        'whitelabel',
      ].sort(),
    );
    expect(data?.location.ip).toBe('127.0.0.1');
    expect(data?.maintenance.enabled).toBe(false);
    expect(data?.regionRestriction.restricted).toBe(false);
    expect(data?.imageCDNs).toBeInstanceOf(Array);
    expect(data?.launchGameCDNs).toBeInstanceOf(Array);
  });

  it('reads registration rules per field with pattern, lengths and patternId', async () => {
    const { data } = await store.dispatch(systemApi.endpoints.registerSettings.initiate());
    expect(data?.username).toMatchObject({
      minLength: 6,
      maxLength: 16,
      patternId: 'letterThenAlnum',
    });
    expect(typeof data?.password.acceptedPattern).toBe('string');
  });

  it('lists the single merchant region PH / TLB with EN and TY', async () => {
    const { data } = await store.dispatch(systemApi.endpoints.merchants.initiate());
    expect(data).toEqual([
      expect.objectContaining({
        merchantCode: 'PHDEMO',
        country: 'PH',
        currency: 'TLB',
        langList: ['EN', 'TY'],
      }),
    ]);
  });

  it('reads the whitelabel flags, domain route and help centre', async () => {
    const whitelabel = await store.dispatch(systemApi.endpoints.whitelabel.initiate());
    expect(whitelabel.data?.USERNAMEREG3).toBe(true);
    const route = await store.dispatch(systemApi.endpoints.domainRoute.initiate());
    expect(route.data?.domainList.length).toBeGreaterThan(0);
    const help = await store.dispatch(systemApi.endpoints.helpCenter.initiate({ lang: 'TY' }));
    expect(help.data?.length).toBeGreaterThan(0);
  });

  it('refuses an unknown merchant code with merchant.unknown', async () => {
    const other = makeTestStore(inject('platformUrl'), 'NOPE');
    const status = await other.dispatch(systemApi.endpoints.systemStatus.initiate());
    expect(status.error).toMatchObject({ status: 400, errorCode: ErrorCode.merchantUnknown });
  });
});
