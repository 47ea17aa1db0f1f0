/**
 * The query names of an agent's invitation link (§4 Registration): `?affiliateCode=`, also `?r=`
 * and `?referralCode=`. Apart from `affiliate-link.ts` so the app's start can tell whether a visit
 * came by such a link without loading the code that keeps it (a `?token=` landing does not).
 */
export const AFFILIATE_QUERY_NAMES = ['affiliateCode', 'r', 'referralCode'] as const;

/** Whether the address's query names an invitation code at all (its value is checked later). */
export function hasAffiliateParam(search: string): boolean {
  const params = new URLSearchParams(search);
  return AFFILIATE_QUERY_NAMES.some((name) => params.has(name));
}
