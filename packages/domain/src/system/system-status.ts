/** System status of §4: decided at start after the permission call. */
export const SystemStatus = {
  normal: 0,
  maintenance: 1,
  regionRestricted: 2,
} as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

/** Which screen the app shows instead of (or as) the site. */
export type SiteGate = 'site' | 'maintenance' | 'region-blocked';

export interface GateInput {
  status: number;
  maintenance: { enabled: boolean };
  regionRestriction: { restricted: boolean };
}

/**
 * The site gate: maintenance wins over a region block (nobody can play either way, and maintenance
 * is the more useful message); an unknown status is treated as normal rather than locking players out.
 */
export function siteGateOf(input: GateInput): SiteGate {
  if (input.status === SystemStatus.maintenance || input.maintenance.enabled) return 'maintenance';
  if (input.status === SystemStatus.regionRestricted || input.regionRestriction.restricted) {
    return 'region-blocked';
  }
  return 'site';
}
