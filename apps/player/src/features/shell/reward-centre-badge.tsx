import { useMemberCentreSummaryQuery } from '@gaming/api/member-centre';
import { REWARD_COUNT_POLL_SECONDS } from '@gaming/domain/promotions';
import { useTranslation } from 'react-i18next';
import './reward-centre-badge.css';

/**
 * The side menu's count of rewards to claim, beside "Reward centre". Loaded after the shell (never
 * in the first paint); asked again every 300 s like the member centre's badges, and refreshed by a
 * claim's live notice through the same query.
 */
export default function RewardCentreBadge() {
  const { t } = useTranslation('member');
  const { data } = useMemberCentreSummaryQuery(undefined, {
    pollingInterval: REWARD_COUNT_POLL_SECONDS * 1000,
  });
  const count = data?.badges.rewards ?? 0;
  if (count <= 0) return null;
  return (
    <span className="shell-side__badge" aria-label={t('badges.rewards', { count })}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
