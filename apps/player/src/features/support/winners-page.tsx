/**
 * The winners list (§2 "winners list"): the whole winner board (ODSFE2_getWinnerBoard, at most 20),
 * largest win first, names masked, amounts with 2 decimals in the site's currency.
 */
import { useBalanceQuery } from '@gaming/api/member';
import { useWinnerBoardQuery } from '@gaming/api/winners';
import { maskCustomerName } from '@gaming/domain/winners';
import { useTranslation } from '@gaming/i18n';
import { formatMoney } from '@gaming/i18n/format';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { EmptyState } from '@gaming/ui/empty-state';
import { SkeletonList } from '@gaming/ui/skeleton';
import { useAppSelector } from '../../app/store';
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
        <LoadFailed query={{ error: error, isFetching, refetch }} />
      ) : isLoading || !data ? (
        <SkeletonList rows={8} label={t('support:winners.loading')} />
      ) : data.list.length === 0 ? (
        <EmptyState message={t('support:winners.empty')} />
      ) : (
        // A list, not a table: on a 360 px phone every column stays in view.
        <ol className="support-winners" aria-label={t('support:winners.title')}>
          {data.list.map((row, index) => (
            <li
              key={`${row.createdAt}-${row.customerName}-${String(index)}`}
              className="support-winners__row"
            >
              <img src={row.iconUrl} alt="" width={40} height={40} loading="lazy" />
              <span className="support-winners__who">
                <span className="support-winners__game">{row.gameName}</span>
                <span className="support-winners__player">
                  <span className="visually-hidden">{t('support:winners.player')}: </span>
                  {maskCustomerName(row.customerName)}
                </span>
              </span>
              <span className="support-winners__amount">
                <span className="visually-hidden">{t('support:winners.amount')}: </span>
                {formatMoney(row.winAmount, i18n.language, symbol)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
