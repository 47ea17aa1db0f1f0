/** Announcements (§7 MCSFE_getListAnnouncements) and banners per group (§3 Banner). */
import { ANNOUNCEMENT_LIST_QUERY, ANNOUNCEMENT_PAGE_SIZE } from '@gaming/domain/announcements';
import { callsOf } from '../base-api/calls-of';
import type { AnnouncementListArgs, announcementsContracts } from '../wire/announcements';
import { announcementsCalls } from '../wire/announcements-calls';

const calls = callsOf<typeof announcementsContracts>(announcementsCalls);

export const announcementsApi = calls.inject((call) => ({
  /**
   * Every group, 9 per page (§9). Without `execution` every popup comes back, so the domain's
   * `popupsToShow` can pick A, B or F for the viewer.
   */
  announcements: call.announcements.query({
    request: (args: AnnouncementListArgs | void) => ({
      params: {
        types: ANNOUNCEMENT_LIST_QUERY.types,
        platform: ANNOUNCEMENT_LIST_QUERY.platform,
        pageNo: 1,
        pageSize: ANNOUNCEMENT_PAGE_SIZE,
        ...args,
      },
    }),
    providesTags: [{ type: 'Announcement', id: 'LIST' }],
  }),
  /** Banners of a group (w_home, w_reg, w_forget), images and headlines in the language asked for. */
  banners: call.banners.query({
    request: (params: { groupName: string; language: string }) => ({ params }),
    providesTags: (_value, _error, { groupName }) => [
      { type: 'Announcement', id: `BANNERS-${groupName}` },
    ],
  }),
}));

export const { useAnnouncementsQuery, useBannersQuery } = announcementsApi;
