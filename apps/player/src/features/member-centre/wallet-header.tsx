import type { MemberCentreSummary, MemberInfo } from '@gaming/api/wire';
import { BalanceDisplay } from '@gaming/ui/balance-display';
import { useTranslation } from 'react-i18next';

/**
 * The member centre's wallet header (original securityCenter header): total balance with
 * show/hide, deposits and withdrawals in progress, the VIP label and the progress to the next rank.
 */
export function WalletHeader({
  member,
  total,
  summary,
  vipEnabled,
}: {
  member: MemberInfo;
  total: number | undefined;
  summary: MemberCentreSummary | undefined;
  vipEnabled: boolean;
}) {
  const { t } = useTranslation('member');
  const rank = summary?.rank;
  return (
    <section className="member-wallet" aria-label={t('wallet.title')}>
      <div className="member-wallet__total">
        <span className="member-wallet__label">{t('overview.total_balance')}</span>
        <BalanceDisplay amount={total} currencySymbol={member.currencySymbol} showLabel={false} />
      </div>
      {summary ? (
        <ul className="member-wallet__pending">
          <li>{t('overview.pending_deposits', { count: summary.pendingDepositCount })}</li>
          <li>{t('overview.pending_withdrawals', { count: summary.pendingWithdrawCount })}</li>
        </ul>
      ) : null}
      {vipEnabled && member.hasVip && rank ? (
        <div className="member-wallet__vip">
          <span className="member-wallet__vip-label">
            {rank.vipLabelName ?? member.vipLabelName}
          </span>
          {rank.totalExpectedConditions > 0 ? (
            <>
              <progress
                className="member-wallet__progress"
                aria-label={t('vip.progress')}
                max={rank.totalExpectedConditions}
                value={rank.completedConditions}
              />
              <span className="member-wallet__progress-text">
                {t('overview.rank_progress', {
                  done: rank.completedConditions,
                  total: rank.totalExpectedConditions,
                })}
                {rank.nextLabelName ? ` → ${rank.nextLabelName}` : ''}
              </span>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
