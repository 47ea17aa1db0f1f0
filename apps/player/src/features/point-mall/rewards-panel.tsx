import { usePointRewardsQuery } from '@gaming/api/points';
import type { PointReward, PointRewardType } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonTileGrid } from '@gaming/ui/skeleton';
import { useState } from 'react';
import { useAppSelector } from '../../app/store';
import { RedeemDialog } from './redeem-dialog';
import { useRewardFormats } from './use-formats';

const CATEGORIES = ['all', '1', '2', '3'] as const;
type Category = (typeof CATEGORIES)[number];

/** The rewards of one type (or all), each with its image, price and what is left, and Redeem. */
export function RewardsPanel({ points }: { points: number | undefined }) {
  const { t } = useTranslation('rewards');
  const formats = useRewardFormats();
  const [category, setCategory] = useState<Category>('all');
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const language = useAppSelector((state) => state.apiContext.language);
  // The rewards' names come in the reader's language: a change of language asks again.
  const query = usePointRewardsQuery(
    category === 'all' ? { language } : { type: Number(category) as PointRewardType, language },
  );

  const priceOf = (reward: PointReward) =>
    reward.price !== null
      ? t('mall.price_points', { points: formats.points(reward.price) })
      : t('mall.price_mixed', {
          points: formats.points(reward.mpPointAmount ?? 0),
          money: formats.money(reward.mpMoneyAmount ?? 0),
        });

  let body;
  if (query.isError) body = <LoadFailed query={query} what={t('mall.load_failed')} />;
  else if (query.currentData === undefined)
    body = <SkeletonTileGrid count={6} label={t('mall.loading')} />;
  else if (query.currentData.list.length === 0) body = <EmptyState message={t('mall.empty')} />;
  else
    body = (
      <ul className="point-mall__rewards" aria-label={t('mall.tabs.rewards')}>
        {query.currentData.list.map((reward) => (
          <li key={reward.id} className="point-mall__reward" aria-label={reward.name}>
            <img className="point-mall__image" src={reward.image} alt="" loading="lazy" />
            <div className="point-mall__reward-text">
              <strong>{reward.name}</strong>
              <span className="point-mall__description">{reward.description}</span>
              <span className="point-mall__price">{priceOf(reward)}</span>
              <span className="point-mall__left">
                {reward.inventory > 0
                  ? t('mall.left', { count: reward.inventory })
                  : t('mall.out_of_stock')}
              </span>
            </div>
            <Button
              size="sm"
              disabled={reward.inventory === 0}
              aria-label={t('mall.redeem_name', { name: reward.name })}
              onClick={() => {
                setDone(null);
                setChosen(reward);
              }}
            >
              {t('mall.redeem')}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="point-mall__panel">
      <div role="group" aria-label={t('mall.categories')} className="point-mall__categories">
        {CATEGORIES.map((entry) => (
          <Button
            key={entry}
            size="sm"
            variant={entry === category ? 'primary' : 'secondary'}
            aria-pressed={entry === category}
            onClick={() => setCategory(entry)}
          >
            {t(`mall.category.${entry}`)}
          </Button>
        ))}
      </div>
      {done ? (
        <p role="status" className="point-mall__done">
          {done}
        </p>
      ) : null}
      {body}
      {chosen ? (
        <RedeemDialog
          reward={chosen}
          points={points}
          onClose={() => setChosen(null)}
          onDone={(message) => {
            setChosen(null);
            setDone(message);
          }}
        />
      ) : null}
    </div>
  );
}
