/**
 * Fund transfer (§2 transferFund; original MC transferFund): in multi-wallet mode, the main wallet
 * and the vendor wallets with their balances and maintenance state, a transfer between the main
 * wallet and one of them (0 < amount ≤ balance, a Max chip), recall all, and the transfers of the
 * last 2 days. In single-wallet mode there is nothing to transfer.
 */
import { useBalanceQuery } from '@gaming/api/member';
import { useMerchantWalletQuery } from '@gaming/api/wallet';
import { useTranslation } from '@gaming/i18n';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonList } from '@gaming/ui/skeleton';
import { WalletCard } from '@gaming/ui/wallet-card';
import { TransferForm } from './transfer-form';
import { TransferLog } from './transfer-log';
import '../../lib/money-page.css';
import './fund-transfer.css';

/** The main wallet's accountTypeId (original site). */
const MAIN_WALLET = 2;

export default function FundTransferPage() {
  const { t } = useTranslation('member');
  const mode = useMerchantWalletQuery();
  const balance = useBalanceQuery();

  // Only when there is nothing to show: a failed refresh keeps the form and what was typed.
  if ((mode.isError && !mode.data) || (balance.isError && !balance.data))
    return (
      <LoadFailed
        query={mode.isError && !mode.data ? mode : balance}
        what={t('transfer.load_failed')}
        onRetry={() => {
          if (mode.isError) void mode.refetch();
          if (balance.isError) void balance.refetch();
        }}
      />
    );
  if (!mode.data || !balance.data)
    return <SkeletonList rows={4} label={t('transfer.loading')} className="money-page" />;
  if (mode.data.isSingle === 1) return <EmptyState message={t('transfer.single_wallet')} />;

  const { wallets, currencySymbol } = balance.data;
  const named = wallets.map((wallet) => ({
    ...wallet,
    displayName: wallet.accountTypeId === MAIN_WALLET ? t('wallet.main') : wallet.displayName,
  }));
  return (
    <div className="money-page">
      <section className="money-page__card" aria-labelledby="fund-transfer-wallets">
        <h2 id="fund-transfer-wallets">{t('transfer.wallets')}</h2>
        <ul className="fund-transfer__wallets" aria-labelledby="fund-transfer-wallets">
          {named.map((wallet) => (
            <WalletCard
              key={wallet.accountTypeId}
              name={wallet.displayName}
              amount={wallet.availBalance}
              currencySymbol={currencySymbol}
              maintenance={wallet.status === 'MAINTENANCE'}
              main={wallet.accountTypeId === MAIN_WALLET}
            />
          ))}
        </ul>
      </section>
      <TransferForm wallets={named} currencySymbol={currencySymbol} />
      <TransferLog currencySymbol={currencySymbol} />
    </div>
  );
}
