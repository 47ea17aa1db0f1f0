export type {
  MemberPage,
  MemberPageBadge,
  MemberPageContext,
  MemberPageRule,
} from './member-pages';
export { MEMBER_PAGES, MEMBER_PAGE_RULES, isMemberPage, visibleMemberPages } from './member-pages';
