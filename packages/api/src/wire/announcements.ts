/** Announcements, banners and the unread count (§3 Announcement, Banner; §7 Other). */

/** §7 types: B banners, PL player, PU popup, PR promotion, H hot. */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
/** §3 popup execution: A logged in, B anonymous, F first login. */
export type AnnouncementExecution = 'A' | 'B' | 'F';

export interface Announcement {
  id: number;
  title: string;
  /** Server HTML: sanitise before rendering. */
  content: string;
  promotionType: string | null;
  /** Popups only. */
  execution: AnnouncementExecution | null;
  /** A site path served by the platform, or null. */
  imageUrl: string | null;
  startDate: string;
  endDate: string | null;
}

export interface AnnouncementListArgs {
  /** Comma list of types; default all five. */
  types?: string;
  platform?: 'W';
  /** Comma list of popup execution codes; filters popups only. Default: every popup. */
  execution?: string;
  language?: string;
  /** 1-based; default 1; applies to each group. */
  pageNo?: number;
  /** Default 9 (§9), at most 50; applies to each group. */
  pageSize?: number;
}

/** One group's page. */
export interface AnnouncementPage {
  list: Announcement[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
}

/**
 * `MCSFE_getListAnnouncements` value: every group, each paged on its own with the same pageNo and
 * pageSize. A group whose type was not asked for comes back empty; only current announcements
 * (started, not ended) are listed, in display order.
 */
export interface AnnouncementsValue {
  banners: AnnouncementPage;
  player: AnnouncementPage;
  popup: AnnouncementPage;
  promotion: AnnouncementPage;
  hot: AnnouncementPage;
}

/** §3 Banner. `linkageType` PROMOTION (target: announcement id), GAME (game code), URL, NONE. */
export interface Banner {
  id: number;
  url: string;
  linkageType: string;
  linkageTarget: string | null;
  groupName: string;
}

/** `CSP_unreadCount` value: the member's unread platform messages. */
export interface UnreadCountValue {
  unreadCount: number;
}
