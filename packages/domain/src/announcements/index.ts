export {
  ANNOUNCEMENT_GROUPS,
  ANNOUNCEMENT_LIST_QUERY,
  ANNOUNCEMENT_PAGE_SIZE,
  pageOf,
  POPUP_EXECUTION,
  popupExecutionsFor,
  popupSeenKey,
  popupsToShow,
} from './announcements';
export type {
  AnnouncementGroup,
  Page,
  PopupDecision,
  PopupExecution,
  PopupViewer,
} from './announcements';
