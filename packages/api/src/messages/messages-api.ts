/** Platform messages: the unread count so far (§7 CSP_unreadCount). Not for trial accounts (§6). */
import { baseApi } from '../base-api/base-api';
import { callRequest } from '../base-api/call-request';
import type { UnreadCountValue } from '../wire/announcements';
import { announcementsCalls } from '../wire/announcements-calls';

export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unreadCount: build.query<UnreadCountValue, void>({
      query: () => callRequest(announcementsCalls.unreadCount),
      providesTags: [{ type: 'Message', id: 'UNREAD' }],
    }),
  }),
});

export const { useUnreadCountQuery } = messagesApi;
