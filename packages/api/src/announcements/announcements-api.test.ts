import { describe, expect, inject, it } from 'vitest';
import { popupsToShow } from '@gaming/domain/announcements';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { announcementsApi } from './announcements-api';

const store = makeTestStore(inject('platformUrl'));

describe('announcement calls against the platform', () => {
  it('reads every group 9 per page, with every popup for the domain to pick from', async () => {
    const { data } = await store.dispatch(announcementsApi.endpoints.announcements.initiate());
    expect(data?.player.list.length).toBeGreaterThan(0);
    expect(data?.promotion.list.length).toBeLessThanOrEqual(9);
    const popups = data?.popup.list ?? [];
    const visitor = popupsToShow(popups, { loggedIn: false, firstTimeLogin: false }, new Set());
    expect(visitor.show.map((popup) => popup.execution)).toEqual(['B']);
  });

  it('filters popups by execution', async () => {
    const { data } = await store.dispatch(
      announcementsApi.endpoints.announcements.initiate({ types: 'PU', execution: 'A' }),
    );
    expect(data?.popup.list.map((popup) => popup.execution)).toEqual(['A']);
    expect(data?.player.totalCount).toBe(0);
  });

  it('refuses an unknown type', async () => {
    const reply = await store.dispatch(
      announcementsApi.endpoints.announcements.initiate({ types: 'NOPE' }),
    );
    expect(reply.error).toMatchObject({ status: 400, errorCode: ErrorCode.requestInvalid });
  });

  it('reads the home banners', async () => {
    const { data } = await store.dispatch(
      announcementsApi.endpoints.banners.initiate({ groupName: 'w_home', language: 'EN' }),
    );
    expect(data?.length).toBe(4);
    expect(
      data?.every((banner) => banner.groupName === 'w_home' && banner.url.startsWith('/')),
    ).toBe(true);
  });
});
