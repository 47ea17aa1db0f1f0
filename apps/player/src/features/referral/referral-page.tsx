/**
 * Referral, invite and earn (§2 member centre referral): the invitation link
 * with its QR code (§9 size 107), income and friends by status, the friends list, the rewards of
 * active friends and the rules. Everything comes from the platform.
 */
import { useBalanceQuery } from '@gaming/api/member';
import { useReferralFriendsQuery, useReferralOverviewQuery } from '@gaming/api/referral';
import type { ReferralFriend, ReferralOverview, ReferralReward } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { formatMoney } from '@gaming/i18n/format';
import { useDateFormats } from '@gaming/kernel/formats';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { QrCode } from '@gaming/ui/qr-code';
import { SkeletonList } from '@gaming/ui/skeleton';
import { Table } from '@gaming/ui/table';
import { Tabs } from '@gaming/ui/tabs';
import { useState } from 'react';
import './referral.css';

const DEFAULT_CURRENCY_SYMBOL = '₱';

function useFormats() {
  const { i18n } = useTranslation();
  const balance = useBalanceQuery();
  const symbol = balance.data?.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const dates = useDateFormats();
  return {
    money: (amount: number) => formatMoney(amount, i18n.language, symbol),
    dateTime: (at: string) => dates.dateTime(at),
  };
}

export default function ReferralPage() {
  const { t } = useTranslation('inbox');
  const overview = useReferralOverviewQuery();
  const [tab, setTab] = useState('overview');

  if (overview.isError) return <LoadFailed query={overview} what={t('referral.load_failed')} />;
  const data = overview.data;
  if (!data) return <SkeletonList rows={5} label={t('referral.loading')} />;

  return (
    <div className="referral-page">
      <Tabs
        label={t('referral.tabs_label')}
        value={tab}
        onChange={setTab}
        tabs={[
          {
            id: 'overview',
            label: t('referral.overview'),
            panel: <OverviewPanel data={data} />,
          },
          {
            id: 'friends',
            label: t('referral.friends'),
            panel: tab === 'friends' ? <FriendsPanel onShare={() => setTab('overview')} /> : null,
          },
          {
            id: 'rewards',
            label: t('referral.rewards'),
            panel: <RewardsPanel rewards={data.rewards} />,
          },
          { id: 'rules', label: t('referral.rules'), panel: <RulesPanel data={data} /> },
        ]}
      />
    </div>
  );
}

function OverviewPanel({ data }: { data: ReferralOverview }) {
  const { t } = useTranslation('inbox');
  const formats = useFormats();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${data.invitePath}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Clipboard refused (insecure context): the link stays selectable.
    }
  };
  const income = [
    { key: 'member_count', value: String(data.income.memberCount) },
    { key: 'deposit_count', value: String(data.income.depositCount) },
    { key: 'total_amount', value: formats.money(data.income.totalAmount) },
    { key: 'invitation_amount', value: formats.money(data.income.invitationAmount) },
  ] as const;
  const statuses = (['A', 'P', 'E', 'F', 'M'] as const).map((status) => ({
    status,
    count: data.statusCounts[status] ?? 0,
  }));

  return (
    <div className="referral-overview">
      <section className="referral-card referral-invite" aria-labelledby="referral-invite-title">
        <h2 id="referral-invite-title">{t('referral.invite_title')}</h2>
        <p className="referral-muted">{t('referral.invite_hint')}</p>
        <p>{t('referral.code', { code: data.code })}</p>
        <label className="referral-link">
          <span>{t('referral.link')}</span>
          <input readOnly value={link} onFocus={(event) => event.target.select()} />
        </label>
        <div className="referral-actions">
          <Button onClick={() => void copy()}>{t('referral.copy')}</Button>
          {copied ? (
            <span role="status" className="referral-copied">
              {t('referral.copied')}
            </span>
          ) : null}
        </div>
        <QrCode value={link} size={107} label={t('referral.qr_label')} />
      </section>
      <section className="referral-card" aria-labelledby="referral-income-title">
        <h2 id="referral-income-title">{t('referral.income_title')}</h2>
        <dl className="referral-figures">
          {income.map((item) => (
            <div key={item.key}>
              <dt>{t(`referral.${item.key}`)}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="referral-card" aria-labelledby="referral-status-title">
        <h2 id="referral-status-title">{t('referral.status_title')}</h2>
        <dl className="referral-figures">
          {statuses.map((item) => (
            <div key={item.status}>
              <dt>{t(`referral.status.${item.status}`)}</dt>
              <dd>{item.count}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

function FriendsPanel({ onShare }: { onShare: () => void }) {
  const { t } = useTranslation('inbox');
  const formats = useFormats();
  const [pageNo, setPageNo] = useState(1);
  const query = useReferralFriendsQuery({ pageNo });
  if (query.isError) return <LoadFailed query={query} what={t('referral.load_failed')} />;
  const data = query.currentData;
  if (!data) return <SkeletonList rows={5} label={t('referral.loading')} />;
  if (data.list.length === 0)
    return (
      <EmptyState
        message={t('referral.empty_friends')}
        action={{ label: t('referral.share'), onClick: onShare }}
      />
    );
  return (
    <Table<ReferralFriend>
      caption={t('referral.friends_table')}
      rows={data.list}
      rowKey={(row) => `${row.inviteeName}-${row.registerTime}`}
      columns={[
        {
          key: 'friend',
          header: t('referral.friend'),
          cell: (row) => row.inviteeName,
          rowHeader: true,
        },
        {
          key: 'registered',
          header: t('referral.register_time'),
          cell: (row) => formats.dateTime(row.registerTime),
        },
        {
          key: 'deposit',
          header: t('referral.first_deposit_time'),
          cell: (row) =>
            row.firstDepositTime
              ? formats.dateTime(row.firstDepositTime)
              : t('referral.no_deposit'),
        },
        {
          key: 'status',
          header: t('referral.status_column'),
          cell: (row) => (
            <span className={`referral-status referral-status--${row.status}`}>
              {t(`referral.status.${row.status}`)}
            </span>
          ),
        },
      ]}
      paging={{ page: pageNo, pageCount: data.totalPages, onPageChange: setPageNo }}
    />
  );
}

function RewardsPanel({ rewards }: { rewards: readonly ReferralReward[] }) {
  const { t } = useTranslation('inbox');
  const formats = useFormats();
  if (rewards.length === 0) return <EmptyState message={t('referral.empty_rewards')} />;
  return (
    <Table<ReferralReward>
      caption={t('referral.rewards_table')}
      rows={rewards}
      rowKey={(row) => `${row.inviteeName}-${row.time}`}
      columns={[
        {
          key: 'friend',
          header: t('referral.friend'),
          cell: (row) => row.inviteeName,
          rowHeader: true,
        },
        {
          key: 'time',
          header: t('referral.reward_time'),
          cell: (row) => formats.dateTime(row.time),
        },
        {
          key: 'amount',
          header: t('referral.amount'),
          cell: (row) => formats.money(row.amount),
          numeric: true,
        },
      ]}
    />
  );
}

function RulesPanel({ data }: { data: ReferralOverview }) {
  const { t } = useTranslation('inbox');
  const formats = useFormats();
  return (
    <ol className="referral-card referral-rules">
      <li>{t('referral.rule_reward', { amount: formats.money(data.rules.rewardPerFriend) })}</li>
      <li>
        {t('referral.rule_deposit', {
          amount: formats.money(data.rules.minFirstDeposit),
          count: data.rules.depositWithinDays,
        })}
      </li>
      <li>{t('referral.rule_overdue')}</li>
      <li>{t('referral.rule_failed')}</li>
      <li>{t('referral.rule_duplicate')}</li>
    </ol>
  );
}
