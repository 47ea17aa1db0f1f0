import { useTranslation } from '@gaming/i18n';
import { loginOpened } from '../../session/auth-slice';
import { PointMallPage } from '../../features/point-mall';
import { useSession } from '../../session/use-session';
import { useAppDispatch } from '../store';

/** The PointMall screen group (§2), loaded on demand: the mall for members, a way in for visitors. */
export default function PointMall() {
  const { t } = useTranslation('errors');
  const { member, role } = useSession();
  const dispatch = useAppDispatch();
  if (role === 'trial') return <PointMallPage member={false} refusal={t('in_need_true_account')} />;
  return (
    <PointMallPage
      member={member !== undefined}
      {...(member ? {} : { onLogin: () => dispatch(loginOpened()) })}
    />
  );
}
