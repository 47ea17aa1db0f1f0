import { usePermissionQuery } from '@gaming/api/system';
import type { MemberPage } from '@gaming/domain/member-pages';
import { MEMBER_PAGE_RULES } from '@gaming/domain/member-pages';
import { isBuiltMemberPage } from '../../config/member-pages';
import { useSession } from '../../session/use-session';

/**
 * Whether a member page is on for this merchant and member (`@gaming/domain/member-pages`, the same
 * rule the member centre's menu and router follow) and built: the shell's member links show only
 * those.
 */
export function useMemberPageShown(): (page: MemberPage) => boolean {
  const { data: permission } = usePermissionQuery();
  const { member } = useSession();
  const whitelabel = permission?.info.whitelabel ?? {};
  return (page) =>
    isBuiltMemberPage(page) &&
    MEMBER_PAGE_RULES[page].visible({ whitelabel, isAgent: member?.isAgent ?? 0 });
}
