/**
 * The confirmations the member put off with "Later", kept for this sign-in only: the dialog comes
 * back for a new one (a PAYMENT_CONFIRMATION notice) or at the next login. Logout clears the
 * session storage; a token swapped in without logout (a token in the URL) is told by its mark.
 */
const LATER_KEY = 'receiptConfirmationLater';

/** A short mark of the sign-in (FNV-1a of the token): tells sign-ins apart, gives nothing away. */
export function signInMark(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

export function laterOrders(token: string): ReadonlySet<string> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(LATER_KEY) ?? 'null') as {
      mark?: unknown;
      orderNos?: unknown;
    } | null;
    if (stored?.mark !== signInMark(token) || !Array.isArray(stored.orderNos)) return new Set();
    return new Set(stored.orderNos.filter((x): x is string => typeof x === 'string'));
  } catch {
    // Unavailable or spoilt storage: the dialog then asks again after a reload.
    return new Set();
  }
}

export function rememberLater(token: string, orderNos: readonly string[]): void {
  try {
    sessionStorage.setItem(LATER_KEY, JSON.stringify({ mark: signInMark(token), orderNos }));
  } catch {
    // See laterOrders.
  }
}
