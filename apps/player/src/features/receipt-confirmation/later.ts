/**
 * The confirmations the member put off with "Later", kept for the session: the dialog comes back
 * for a new one (a PAYMENT_CONFIRMATION notice) or at the next login (logout clears the session).
 */
const LATER_KEY = 'receiptConfirmationLater';

export function laterOrders(): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(LATER_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((x) => typeof x === 'string') : []);
  } catch {
    // Unavailable or spoilt storage: the dialog then asks again after a reload.
    return new Set();
  }
}

export function rememberLater(orderNos: readonly string[]): void {
  try {
    sessionStorage.setItem(LATER_KEY, JSON.stringify(orderNos));
  } catch {
    // See laterOrders.
  }
}
