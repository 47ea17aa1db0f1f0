import { useAppDispatch } from '../store';
import { loginOpened } from '../../session/auth-slice';
import { PromotionsPage } from '../../features/promotions';
import { useSession } from '../../session/use-session';

/** The Promotions screen group (§2), loaded on demand: the page with the session and login. */
export default function Promotions() {
  const dispatch = useAppDispatch();
  const { token, member, role } = useSession();
  return (
    <PromotionsPage
      loggedIn={Boolean(token) && role !== 'trial'}
      isAgent={member?.isAgent ?? 0}
      onLogin={() => dispatch(loginOpened())}
    />
  );
}
