import { useBalanceQuery } from '@gaming/api/member';
import { useWinnerBoardQuery } from '@gaming/api/winners';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonList } from '@gaming/ui/skeleton';
import { WinnerBoard } from '@gaming/ui/winner-board';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { useSession } from '../../session/use-session';

/** The symbol before a visitor's amounts: the site's one currency (§3 region: PH, TLB). */
const DEFAULT_CURRENCY_SYMBOL = '₱';

/** §2 Home winner board, in the member's currency; the language refetches it (§4). */
export function HomeWinners() {
  const { t } = useTranslation(['games', 'errors']);
  const language = useAppSelector((state) => state.apiContext.language);
  const { member } = useSession();
  const balance = useBalanceQuery(undefined, { skip: !member });
  const symbol = balance.data?.currencySymbol ?? member?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const { data, error, isLoading, isFetching, refetch } = useWinnerBoardQuery({ language });

  if (error) {
    return (
      <section className="home-winners" aria-label={t('winner_board.title')}>
        <LoadFailed query={{ error: error, isFetching, refetch }} />
      </section>
    );
  }
  if (isLoading || !data) {
    return (
      <section className="home-winners" aria-label={t('winner_board.title')}>
        <SkeletonList rows={5} label={t('home.winners_loading')} />
      </section>
    );
  }
  return (
    <WinnerBoard
      className="home-winners"
      entries={data.list}
      currencySymbol={symbol}
      title={t('winner_board.title')}
    />
  );
}
