/**
 * The points mall (§2 /pointMall): the member's points, rewards by type with
 * redemption, the redeem history, points details, conversion to money, and the rules. Each section
 * has its own address (`/pointMall?tab=history`).
 */
import { usePointBalanceQuery } from '@gaming/api/points';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { Skeleton } from '@gaming/ui/skeleton';
import { Tabs } from '@gaming/ui/tabs';
import { Coins } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ConvertPanel } from './convert-panel';
import { DetailsPanel } from './details-panel';
import { HistoryPanel } from './history-panel';
import { RewardsPanel } from './rewards-panel';
import { RulesPanel } from './rules-panel';
import { useRewardFormats } from './use-formats';
import './point-mall.css';

export const POINT_MALL_TABS = ['rewards', 'history', 'details', 'convert', 'rules'] as const;
export type PointMallTab = (typeof POINT_MALL_TABS)[number];

const isTab = (value: string | null): value is PointMallTab =>
  (POINT_MALL_TABS as readonly (string | null)[]).includes(value);

export interface PointMallPageProps {
  /** A real member's session (visitors and trial accounts see why they cannot redeem). */
  member: boolean;
  /** The message for a visitor or trial account. */
  refusal?: string;
  onLogin?: () => void;
}

export function PointMallPage({ member, refusal, onLogin }: PointMallPageProps) {
  const { t } = useTranslation('rewards');
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: PointMallTab = isTab(asked) ? asked : 'rewards';

  if (!member)
    return (
      <section className="point-mall" aria-labelledby="point-mall-title">
        <h1 id="point-mall-title">{t('mall.title')}</h1>
        <EmptyState message={refusal ?? t('mall.log_in')} />
        {onLogin ? <Button onClick={onLogin}>{t('mall.log_in_button')}</Button> : null}
      </section>
    );

  return (
    <section className="point-mall" aria-labelledby="point-mall-title">
      <header className="point-mall__header">
        <h1 id="point-mall-title">{t('mall.title')}</h1>
        <PointsBalance />
      </header>
      <Tabs
        label={t('mall.sections')}
        value={tab}
        onChange={(id) => {
          const next = new URLSearchParams(search);
          if (id === 'rewards') next.delete('tab');
          else next.set('tab', id);
          setSearch(next);
        }}
        tabs={POINT_MALL_TABS.map((id) => ({
          id,
          label: t(`mall.tabs.${id}`),
          // Only the shown section asks the platform.
          panel: id === tab ? <Panel tab={id} /> : null,
        }))}
      />
    </section>
  );
}

function Panel({ tab }: { tab: PointMallTab }) {
  const balance = usePointBalanceQuery();
  const points = balance.data?.points;
  switch (tab) {
    case 'rewards':
      return <RewardsPanel points={points} />;
    case 'history':
      return <HistoryPanel />;
    case 'details':
      return <DetailsPanel />;
    case 'convert':
      return <ConvertPanel points={points} />;
    case 'rules':
      return <RulesPanel />;
  }
}

function PointsBalance() {
  const { t } = useTranslation('rewards');
  const formats = useRewardFormats();
  const balance = usePointBalanceQuery();
  return (
    <p className="point-mall__balance">
      <Coins size={20} aria-hidden="true" />
      <span>{t('mall.balance')}</span>
      {balance.data ? (
        <strong>{t('mall.points', { points: formats.points(balance.data.points) })}</strong>
      ) : balance.isError ? (
        <strong>—</strong>
      ) : (
        <Skeleton shape="line" className="point-mall__balance-skeleton" />
      )}
    </p>
  );
}
