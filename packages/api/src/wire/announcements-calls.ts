/** Announcements, banners and the unread message count (§7 Other, Platform messages). */
import type { CallRoute } from './call';

export const announcementsCalls = {
  announcements: { url: '/wps/relay/MCSFE_getListAnnouncements' },
  banners: { url: '/wps/system/banners' },
  unreadCount: { url: '/wps/relay/CSP_unreadCount', auth: true, realAccount: true },
} as const satisfies Record<string, CallRoute>;
