import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CALL_MAX_AGE_MS, earlyFetch, forgetEarlyCalls, startEarlyCall } from './early-calls';

const headers = { Merchant: 'PHDEMO', Device: 'web', Language: 'EN' };

function stubNetwork() {
  let served = 0;
  const fetchMock = vi.fn(() => {
    served += 1;
    return Promise.resolve(Response.json({ success: true, value: served }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  forgetEarlyCalls();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early calls', () => {
  it("answers the app's identical request from the call started at boot, once", async () => {
    const fetchMock = stubNetwork();
    void startEarlyCall('http://api.test/wps/system/banners?groupName=w_home&b=1', headers);
    const request = new Request('http://api.test/wps/system/banners?b=1&groupName=w_home', {
      headers: { merchant: 'PHDEMO', language: 'EN', device: 'web' },
    });
    await expect((await earlyFetch(request)).json()).resolves.toEqual({ success: true, value: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The second identical request is the app's own: a fresh answer from the network.
    await expect((await earlyFetch(request)).json()).resolves.toEqual({ success: true, value: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('never hands an answer to a request in another language, with a session or another method', async () => {
    const fetchMock = stubNetwork();
    void startEarlyCall('http://api.test/wps/system/permission', headers);
    await earlyFetch('http://api.test/wps/system/permission', {
      headers: { ...headers, Language: 'TY' },
    });
    await earlyFetch('http://api.test/wps/system/permission', {
      headers: { ...headers, Authorization: 'token' },
    });
    await earlyFetch('http://api.test/wps/system/permission', { method: 'POST', headers });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('uses no early answer after the app has changed something (it could be out of date)', async () => {
    const fetchMock = stubNetwork();
    void startEarlyCall('http://api.test/wps/member/deposit/orders', headers);
    // The app did not need the orders at first; a deposit later makes it ask for them.
    await earlyFetch('http://api.test/wps/member/deposit', { method: 'POST', headers });
    await expect(
      (await earlyFetch('http://api.test/wps/member/deposit/orders', { headers })).json(),
    ).resolves.toEqual({ success: true, value: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reads an early answer to its end at once, so an answer never taken leaves no load open', async () => {
    const body = vi.fn(() => 'read');
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve({
          status: 200,
          statusText: 'OK',
          headers: new Headers(),
          arrayBuffer: body,
        }),
      ),
    );
    await startEarlyCall('http://api.test/wps/member/info', headers);
    expect(body).toHaveBeenCalledOnce();
  });

  it('starts nothing the app has asked for already (a boot that ran late would ask twice)', async () => {
    const fetchMock = stubNetwork();
    await earlyFetch('http://api.test/wps/system/permission', { headers });
    expect(startEarlyCall('http://api.test/wps/system/permission', headers)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("serves the app's later request from a follow-up call started after the app began asking", async () => {
    const fetchMock = stubNetwork();
    await earlyFetch('http://api.test/wps/system/permission', { headers });
    // The menus answered; the boot asks for the lobby's games before the app's lobby does.
    void startEarlyCall('http://api.test/wps/relay/GCSGAME_gameList?pageNo=1', headers);
    await expect(
      (await earlyFetch('http://api.test/wps/relay/GCSGAME_gameList?pageNo=1', { headers })).json(),
    ).resolves.toEqual({ success: true, value: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("starts nothing once the boot window after the app's first request is over", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = stubNetwork();
    await earlyFetch('http://api.test/config.json');
    vi.setSystemTime(Date.now() + EARLY_CALL_MAX_AGE_MS + 1);
    expect(startEarlyCall('http://api.test/wps/system/permission', headers)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaves an answer older than the limit to the network', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = stubNetwork();
    void startEarlyCall('http://api.test/config.json');
    vi.setSystemTime(Date.now() + EARLY_CALL_MAX_AGE_MS + 1);
    await expect((await earlyFetch('http://api.test/config.json')).json()).resolves.toEqual({
      success: true,
      value: 2,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
