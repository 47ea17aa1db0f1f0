/** Announcements, banners and the unread count (§3 Announcement, Banner; §7 Other). */
import type { Static } from 'typebox';
import Type from 'typebox';
import { announcementsCalls } from './announcements-calls';
import { contractsOf } from './call';
import { LanguageCode, Nullable, OneOf, PageNo, Text } from './schema-kit';

/** §7 types: B banners, PL player, PU popup, PR promotion, H hot. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** §3 popup execution: A logged in, B anonymous, F first login. */
export const ANNOUNCEMENT_EXECUTIONS = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];

export const Announcement = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Server HTML: sanitise before rendering. */
  content: Type.String(),
  promotionType: Nullable(Type.String()),
  /** Popups only. */
  execution: Nullable(OneOf(ANNOUNCEMENT_EXECUTIONS)),
  /** A site path served by the platform, or null. */
  imageUrl: Nullable(Type.String()),
  startDate: Type.String(),
  endDate: Nullable(Type.String()),
});
export type Announcement = Static<typeof Announcement>;

export const AnnouncementListArgs = Type.Object({
  /** Comma list of types (B, PL, PU, PR, H); default all five. */
  types: Type.Optional(Text({ maxLength: 64 })),
  platform: Type.Optional(OneOf(['W'])),
  /** Comma list of popup execution codes (A, B, F); filters popups only. Default: every popup. */
  execution: Type.Optional(Text({ maxLength: 64 })),
  language: Type.Optional(LanguageCode),
  /** 1-based; default 1; applies to each group. */
  pageNo: Type.Optional(PageNo),
  /** Default 9 (§9), at most 50; applies to each group. */
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type AnnouncementListArgs = Static<typeof AnnouncementListArgs>;

/** One group's page. */
export const AnnouncementPage = Type.Object({
  list: Type.Array(Announcement),
  pageNo: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
});
export type AnnouncementPage = Static<typeof AnnouncementPage>;

/**
 * `MCSFE_getListAnnouncements` value: every group, each paged on its own with the same pageNo and
 * pageSize. A group whose type was not asked for comes back empty; only current announcements
 * (started, not ended) are listed, in display order.
 */
export const AnnouncementsValue = Type.Object({
  banners: AnnouncementPage,
  player: AnnouncementPage,
  popup: AnnouncementPage,
  promotion: AnnouncementPage,
  hot: AnnouncementPage,
});
export type AnnouncementsValue = Static<typeof AnnouncementsValue>;

/** §3 Banner. `linkageType` PROMOTION (target: announcement id), GAME (game code), URL, NONE. */
export const Banner = Type.Object({
  id: Type.Integer(),
  /** The image in the asked language (its headline is drawn into it). */
  url: Type.String(),
  /** The headline in the asked language: the banner's accessible name ('' when none is written). */
  title: Type.String(),
  linkageType: Type.String(),
  linkageTarget: Nullable(Type.String()),
  groupName: Type.String(),
});
export type Banner = Static<typeof Banner>;

export const BannersArgs = Type.Object({
  /** w_home, w_reg, w_forget; absent for every group. */
  groupName: Type.Optional(Text({ maxLength: 32, pattern: '^[A-Za-z0-9_]+$' })),
  language: Type.Optional(LanguageCode),
});
export type BannersArgs = Static<typeof BannersArgs>;

/** `CSP_unreadCount` value: the member's unread platform messages. */
export const UnreadCountValue = Type.Object({ unreadCount: Type.Integer() });
export type UnreadCountValue = Static<typeof UnreadCountValue>;

export const announcementsContracts = contractsOf('announcements', announcementsCalls, {
  announcements: {
    summary: 'Current announcements of every group, each group paged on its own',
    query: AnnouncementListArgs,
    value: AnnouncementsValue,
  },
  banners: {
    summary: 'Banners of a group',
    query: BannersArgs,
    value: Type.Array(Banner),
  },
  unreadCount: {
    summary: 'The member unread platform messages (not for trial accounts)',
    value: UnreadCountValue,
  },
});
