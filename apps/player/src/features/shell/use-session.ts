import { useMemberInfoQuery } from '@gaming/api/member';
import { roleOf } from '@gaming/domain/roles';
import { useAppSelector } from '../../app/store';

/** The session as the shell reads it: token, member info once loaded, and the role of §6. */
export function useSession() {
  const token = useAppSelector((state) => state.apiContext.token);
  // A token found at start (URL or session) loads the member (§4 Session).
  const { data: member, isFetching } = useMemberInfoQuery(undefined, { skip: !token });
  const knownMember = token ? member : undefined;
  const role = roleOf({ token, isAgent: knownMember?.isAgent });
  return { token, member: knownMember, loadingMember: Boolean(token) && isFetching, role };
}
