/** Platform messages: the unread count so far (§7 CSP_unreadCount). Not for trial accounts (§6). */
import { baseApi } from '../base-api/base-api';
import type { UnreadCountValue } from '../wire/announcements';

export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    unreadCount: build.query<UnreadCountValue, void>({
      query: () => ({ url: '/wps/relay/CSP_unreadCount', auth: true }),
      providesTags: [{ type: 'Message', id: 'UNREAD' }],
    }),
  }),
});

export const { useUnreadCountQuery } = messagesApi;
