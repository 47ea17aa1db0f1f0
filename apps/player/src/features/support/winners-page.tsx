/**
 * The winners list (§2 "winners list"): the whole winner board (ODSFE2_getWinnerBoard, at most 20),
 * largest win first, names masked, amounts with 2 decimals in the site's currency.
 */
import { useBalanceQuery } from '@gaming/api/member';
import { useWinnerBoardQuery } from '@gaming/api/winners';
import type { WinnerItem } from '@gaming/api/wire';
import { maskCustomerName } from '@gaming/domain/winners';
import { useTranslation } from '@gaming/i18n';
import { formatMoney } from '@gaming/i18n/format';
import { ErrorState } from '@gaming/ui/error-state';
import { Table } from '@gaming/ui/table';
import { useAppSelector } from '../../app/store';
import { errorMessageKeyOf } from '../../lib/failure-message';
import './support.css';

/** A visitor sees the site's one currency (§3 region: PH). */
const DEFAULT_CURRENCY_SYMBOL = '₱';

export default function WinnersPage() {
  const { t, i18n } = useTranslation(['support', 'errors']);
  const language = useAppSelector((state) => state.apiContext.language);
  const token = useAppSelector((state) => state.apiContext.token);
  const balance = useBalanceQuery(undefined, { skip: !token });
  const symbol = balance.data?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const { data, error, isLoading, isFetching, refetch } = useWinnerBoardQuery({ language });

  return (
    <section className="support-page" aria-labelledby="winners-title">
      <h1 id="winners-title">{t('support:winners.title')}</h1>
      <p className="support-page__intro">{t('support:winners.intro')}</p>
      {error ? (
        <ErrorState
          message={t(errorMessageKeyOf(error))}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <Table<WinnerItem>
          caption={t('support:winners.title')}
          hideCaption
          loading={isLoading}
          rows={data?.list ?? []}
          rowKey={(row) => `${row.createdAt}-${row.customerName}-${String(row.winAmount)}`}
          emptyMessage={t('support:winners.empty')}
          columns={[
            {
              key: 'game',
              header: t('support:winners.game'),
              rowHeader: true,
              cell: (row) => (
                <span className="support-winners__game">
                  <img src={row.iconUrl} alt="" width={32} height={32} loading="lazy" />
                  {row.gameName}
                </span>
              ),
            },
            {
              key: 'player',
              header: t('support:winners.player'),
              cell: (row) => maskCustomerName(row.customerName),
            },
            {
              key: 'amount',
              header: t('support:winners.amount'),
              numeric: true,
              cell: (row) => (
                <span className="support-winners__amount">
                  {formatMoney(row.winAmount, i18n.language, symbol)}
                </span>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
