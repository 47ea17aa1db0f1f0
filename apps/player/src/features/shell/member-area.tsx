import { useBalanceQuery } from '@gaming/api/member';
import type { MemberInfo } from '@gaming/api/wire';
import type { Role } from '@gaming/domain/roles';
import { BalanceDisplay } from '@gaming/ui/balance-display';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { AppLink } from '../../lib/app-link';
import { AvatarMenu } from './avatar-menu';
import { useMemberPageShown } from './use-member-pages';
import { DESKTOP_QUERY, useMediaQuery } from './use-media';

/** §2 Header, logged in: balance with show/hide and refresh, deposit and withdraw, avatar menu. */
export default function MemberArea({ member, role }: { member: MemberInfo; role: Role }) {
  const { t } = useTranslation();
  const balance = useBalanceQuery();
  const shown = useMemberPageShown();
  // A 360 px header holds the menu, logo, balance and deposit only: refresh is a desktop control.
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const amount = balance.data?.balance ?? member.balance;
  const symbol = balance.data?.currencySymbol ?? member.currencySymbol;
  return (
    <div className="shell-member">
      <BalanceDisplay
        className="shell-member__balance"
        amount={amount}
        currencySymbol={symbol}
        showLabel={false}
        refreshing={balance.isFetching}
        onRefresh={desktop ? () => void balance.refetch() : undefined}
      />
      {shown('depositv2') ? (
        <AppLink
          className="shell-member__shortcut shell-member__deposit"
          to={paths.member.href('depositv2')}
        >
          {/* Narrow phones show the plus only; the word stays as the link's name. */}
          <Plus className="shell-member__deposit-icon" size={18} aria-hidden="true" />
          <span className="shell-member__deposit-label">{t('actions.deposit')}</span>
        </AppLink>
      ) : null}
      {shown('withdraw') ? (
        <AppLink
          className="shell-member__shortcut shell-member__withdraw"
          to={paths.member.href('withdraw')}
        >
          {t('actions.withdraw')}
        </AppLink>
      ) : null}
      <AvatarMenu member={member} role={role} />
    </div>
  );
}
