/** Announcements (§7 MCSFE_getListAnnouncements) and banners per group (§3 Banner). */
import { ANNOUNCEMENT_LIST_QUERY, ANNOUNCEMENT_PAGE_SIZE } from '@gaming/domain/announcements';
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type { AnnouncementListArgs, AnnouncementsValue, Banner } from '../wire/announcements';
import { announcementsCalls } from '../wire/announcements-calls';

export const announcementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every group, 9 per page (§9). Without `execution` every popup comes back, so the domain's
     * `popupsToShow` can pick A, B or F for the viewer.
     */
    announcements: build.query<AnnouncementsValue, AnnouncementListArgs | void>({
      query: (args) =>
        callRequest(announcementsCalls.announcements, {
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
    banners: build.query<Banner[], { groupName: string; language: string }>({
      query: (params) => callRequest(announcementsCalls.banners, { params }),
      providesTags: (_value, _error, { groupName }) => [
        { type: 'Announcement', id: `BANNERS-${groupName}` },
      ],
    }),
  }),
});

export const { useAnnouncementsQuery, useBannersQuery } = announcementsApi;
