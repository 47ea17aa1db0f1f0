/**
 * The invitation code of the link a visitor arrived by (§4 Registration): `?affiliateCode=`, also
 * `?r=` and `?referralCode=`, kept in localStorage for the visit so it survives moving around the
 * site before registering.
 */
import { AFFILIATE_QUERY_NAMES as QUERY_NAMES } from './affiliate-params';

const STORAGE_KEY = 'affiliateCode';
/** A code is letters and digits; anything else in the link is ignored, never stored. */
const CODE = /^[A-Za-z0-9]{1,32}$/;

/** Reads a code from the query string and stores it; answers the stored code (or null). */
export function captureAffiliateCode(
  search: string,
  storage: Storage = localStorage,
): string | null {
  const params = new URLSearchParams(search);
  for (const name of QUERY_NAMES) {
    const value = params.get(name)?.trim();
    if (value && CODE.test(value)) {
      storage.setItem(STORAGE_KEY, value);
      return value;
    }
  }
  return storedAffiliateCode(storage);
}

/** Where a counted visit is remembered: once per code and browser session (tab). */
const VISIT_KEY = 'affiliateVisitCounted';

/**
 * The code of an invitation link this visit arrived by, when its visit is still to be counted (the
 * agent centre's link stats): once per code per browser session, so moving around or reloading the
 * site does not count again. A code only remembered from an earlier visit is not a new visit.
 */
export function visitToCount(search: string, session: Storage = sessionStorage): string | null {
  const params = new URLSearchParams(search);
  for (const name of QUERY_NAMES) {
    const value = params.get(name)?.trim();
    if (!value || !CODE.test(value)) continue;
    const code = value.toUpperCase();
    try {
      if (session.getItem(VISIT_KEY) === code) return null;
      session.setItem(VISIT_KEY, code);
    } catch {
      // No storage (private mode): count it; the platform caps visits per address.
    }
    return code;
  }
  return null;
}

export function storedAffiliateCode(storage: Storage = localStorage): string | null {
  try {
    const value = storage.getItem(STORAGE_KEY);
    return value && CODE.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** A code that failed its check is dropped: the visitor types one (or none) instead. */
export function forgetAffiliateCode(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEY);
}
