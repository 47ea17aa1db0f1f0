/** Browser storage keys (§3 Storage): the token and merchant code per tab, the language kept. */
export const SESSION_KEYS = {
  token: 'token',
  merchantCode: 'merchantCode',
  /** §4 Login "set an after-login modal flag": read once the member info has loaded. */
  afterLoginModal: 'afterLoginModal',
  /**
   * A social provider's one-time registration ticket, kept for this tab while the member finishes
   * registering (a reload of the form keeps it; the address never shows it).
   */
  socialRegisterTicket: 'socialRegisterTicket',
} as const;

export const LOCAL_KEYS = {
  language: 'language',
} as const;

/** The part of the Web Storage API the session rules use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  clear(): void;
}

/** Logout and an expired session clear the tab's session storage but keep the merchant code (§4). */
export function clearSessionKeepingMerchant(storage: KeyValueStorage): void {
  const merchantCode = storage.getItem(SESSION_KEYS.merchantCode);
  storage.clear();
  if (merchantCode !== null) storage.setItem(SESSION_KEYS.merchantCode, merchantCode);
}
