import { useMemberInfoQuery } from '@gaming/api/member';
import { roleOf } from '@gaming/domain/roles';
import { useAppSelector } from '../app/store';

/** The session as every screen reads it: token, member info once loaded, and the role of §6. */
export function useSession() {
  const token = useAppSelector((state) => state.apiContext.token);
  // A session that ended under the person keeps what is known of them while the login modal is
  // over the page, so the page (and what was typed) stays until they sign in again.
  const expired = useAppSelector((state) => state.apiContext.expired);
  const known = Boolean(token) || expired;
  // A token found at start (URL or session) loads the member (§4 Session).
  const { data: member, isFetching } = useMemberInfoQuery(undefined, { skip: !known });
  const knownMember = known ? member : undefined;
  const role = roleOf({ token, isAgent: knownMember?.isAgent });
  return { token, member: knownMember, loadingMember: Boolean(token) && isFetching, role };
}
