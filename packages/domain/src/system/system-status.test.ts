import { describe, expect, it } from 'vitest';
import { siteGateOf } from './system-status';

const base = { maintenance: { enabled: false }, regionRestriction: { restricted: false } };

describe('site gate (§4 System status)', () => {
  it('shows the site when the status is 0 normal', () => {
    expect(siteGateOf({ ...base, status: 0 })).toBe('site');
  });
  it('shows the maintenance page when the status is 1 maintenance', () => {
    expect(siteGateOf({ ...base, status: 1 })).toBe('maintenance');
  });
  it('shows the blocked page when the status is 2 region restricted', () => {
    expect(siteGateOf({ ...base, status: 2 })).toBe('region-blocked');
  });
  it('shows maintenance when the permission call reports it, whatever the status', () => {
    expect(siteGateOf({ ...base, status: 0, maintenance: { enabled: true } })).toBe('maintenance');
  });
  it('shows the blocked page when the permission call reports a region restriction', () => {
    expect(siteGateOf({ ...base, status: 0, regionRestriction: { restricted: true } })).toBe(
      'region-blocked',
    );
  });
  it('prefers maintenance over a region block', () => {
    expect(
      siteGateOf({
        status: 2,
        maintenance: { enabled: true },
        regionRestriction: { restricted: true },
      }),
    ).toBe('maintenance');
  });
  it('treats an unknown status as normal', () => {
    expect(siteGateOf({ ...base, status: 9 })).toBe('site');
  });
});
