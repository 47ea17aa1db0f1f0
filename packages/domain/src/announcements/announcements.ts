/**
 * §3 Announcement groups (banners, player, popup, promotion) and the hot list, by the type code
 * MCSFE_getListAnnouncements is called with (§7 "types B, PL, PU, PR, H").
 */
export const ANNOUNCEMENT_GROUPS = {
  banners: 'B',
  player: 'PL',
  popup: 'PU',
  promotion: 'PR',
  hot: 'H',
} as const;
export type AnnouncementGroup = (typeof ANNOUNCEMENT_GROUPS)[keyof typeof ANNOUNCEMENT_GROUPS];

/** §7 MCSFE_getListAnnouncements "types B, PL, PU, PR, H; platform W; execution B". */
export const ANNOUNCEMENT_LIST_QUERY = {
  types: Object.values(ANNOUNCEMENT_GROUPS).join(','),
  platform: 'W',
  execution: 'B',
} as const;

/** §3 "popups carry an execution code: A = logged in, B = anonymous, F = first login". */
export const POPUP_EXECUTION = {
  loggedIn: 'A',
  anonymous: 'B',
  firstLogin: 'F',
} as const;
export type PopupExecution = (typeof POPUP_EXECUTION)[keyof typeof POPUP_EXECUTION];

/** Who is looking at the site, as far as popups care. */
export interface PopupViewer {
  loggedIn: boolean;
  /** From the login response: this session began with the member's first login. */
  firstTimeLogin: boolean;
}

/**
 * The popup user types a viewer sees, in showing order: B for a visitor, A for a member, and F
 * before A on the first login (§3, §4 "shown after load for user type A or B").
 */
export function popupExecutionsFor(viewer: PopupViewer): PopupExecution[] {
  if (!viewer.loggedIn) return [POPUP_EXECUTION.anonymous];
  return viewer.firstTimeLogin
    ? [POPUP_EXECUTION.firstLogin, POPUP_EXECUTION.loggedIn]
    : [POPUP_EXECUTION.loggedIn];
}

/** The session-storage key marking the popups of one user type as closed (§4 "flag per user type"). */
export function popupSeenKey(execution: PopupExecution): string {
  return `announcementPopupSeen_${execution}`;
}

export interface PopupDecision<T> {
  /** The popups to show now, in the order given. */
  show: T[];
  /** Keys to store in session storage once the popup is closed. */
  markSeen: string[];
}

/**
 * §4 "Announcement popups: shown after load for user type A or B; once closed not shown again in the
 * session (flag per user type)". `seen` holds the keys already stored this session. Session storage
 * is cleared at logout, so the next member on this tab sees their popups again.
 */
export function popupsToShow<T extends { execution?: string | null }>(
  popups: readonly T[],
  viewer: PopupViewer,
  seen: ReadonlySet<string>,
): PopupDecision<T> {
  const due = popupExecutionsFor(viewer).filter((code) => !seen.has(popupSeenKey(code)));
  const show = due.flatMap((code) => popups.filter((p) => p.execution === code));
  return { show, markSeen: show.length > 0 ? due.map(popupSeenKey) : [] };
}

/** §9 "Announcements and popup announcements paged 9 per page". */
export const ANNOUNCEMENT_PAGE_SIZE = 9;

export interface Page<T> {
  items: T[];
  /** The page shown, 1-based, within 1..totalPages (1 when there is nothing). */
  page: number;
  /** 0 for an empty list. */
  totalPages: number;
}

/**
 * One page of a list, 1-based. A page beyond the last shows the last, a page before the first
 * shows the first (§4 lobby "page beyond total pages ignored", applied the same way here).
 */
export function pageOf<T>(
  list: readonly T[],
  page: number,
  pageSize: number = ANNOUNCEMENT_PAGE_SIZE,
): Page<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const totalPages = Math.ceil(list.length / size);
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(Math.max(1, wanted), Math.max(1, totalPages));
  const start = (current - 1) * size;
  return { items: list.slice(start, start + size), page: current, totalPages };
}
