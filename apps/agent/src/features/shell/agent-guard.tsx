import { tokenChanged } from '@gaming/api/base-api';
import { useMemberInfoQuery } from '@gaming/api/member';
import { useLogoutMutation } from '@gaming/api/session';
import { loginRefusalOf } from '@gaming/domain/roles';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { loginHrefReturningTo, paths } from '../../config/paths';

/**
 * §2 "/agentHome needs an agent account, otherwise sent back to /agent": no session (none at
 * start, signed out, or ended by a 401 of any call, which clears the token) goes to the login; a
 * session of a member or trial account (a `?token=` of the player site) is ended and goes there too.
 * A session that ended under the agent (revoked, signed out elsewhere) goes there with `?next=`:
 * signing in again comes back to the page they were on.
 */
export function AgentGuard({ children }: { children: ReactNode }) {
  const token = useAppSelector((state) => state.apiContext.token);
  const expired = useAppSelector((state) => state.apiContext.expired);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  const { data: member } = useMemberInfoQuery(undefined, { skip: !token });
  const refused = member !== undefined && loginRefusalOf('agent', member.isAgent) !== null;

  useEffect(() => {
    if (!refused || token === null) return;
    void logout({ token });
    dispatch(tokenChanged(null));
  }, [refused, token, logout, dispatch]);

  if (token === null && expired)
    return <Navigate to={loginHrefReturningTo(location.pathname + location.search)} replace />;
  if (token === null || refused) return <Navigate to={paths.agentLogin.href()} replace />;
  return children;
}
