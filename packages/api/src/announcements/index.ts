export { announcementsApi, useAnnouncementsQuery, useBannersQuery } from './announcements-api';
