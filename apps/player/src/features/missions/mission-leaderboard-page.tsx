/**
 * Missions (§2 missionLeaderboard): ongoing missions with their milestones
 * (valid bet, deposit amount, bet count, profit multiplier), the member's progress from real bets
 * and deposits, claiming reached milestones, and each mission's leaderboard.
 */
import { useBalanceQuery } from '@gaming/api/member';
import {
  useClaimMissionMutation,
  useMissionLeaderboardQuery,
  useMissionsQuery,
} from '@gaming/api/missions';
import type { LeaderboardEntry, Mission, MissionMilestone } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { formatMoney, formatNumber } from '@gaming/i18n/format';
import { useDateFormats } from '@gaming/kernel/formats';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { errorCodeOf } from '@gaming/api/base-api';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { SkeletonList } from '@gaming/ui/skeleton';
import { Table } from '@gaming/ui/table';
import { useState } from 'react';
import { useAppSelector } from '../../app/store';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useIdempotencyKey, useSingleFlight } from '@gaming/kernel/idempotency';
import './missions.css';

function useFormats() {
  const { i18n } = useTranslation();
  const balance = useBalanceQuery();
  const symbol = balance.data?.currencySymbol ?? '₱';
  const language = i18n.language;
  const money = (amount: number) => formatMoney(amount, language, symbol);
  const number = (value: number) => formatNumber(value, language, { maximumFractionDigits: 2 });
  const dates = useDateFormats();
  return {
    money,
    number,
    dateTime: (at: string) => dates.dateTime(at),
    /** A condition's figure: money for bets and deposits, a count, or a multiple. */
    figure: (condition: MissionMilestone['condition'], value: number) =>
      condition === 'VALID_BET' || condition === 'DEPOSIT_AMOUNT' ? money(value) : number(value),
  };
}

export default function MissionLeaderboardPage() {
  const { t } = useTranslation('rewards');
  const language = useAppSelector((state) => state.apiContext.language);
  // Mission titles in the reader's language: a change of language asks again.
  const missions = useMissionsQuery({ language });
  if (missions.isError) return <LoadFailed query={missions} what={t('missions.load_failed')} />;
  if (!missions.data) return <SkeletonList rows={3} label={t('missions.loading')} />;
  return (
    // The member centre frame's heading names the page; the section only groups the missions.
    <section className="missions" aria-label={t('missions.title')}>
      {missions.data.list.length === 0 ? (
        <EmptyState message={t('missions.empty')} />
      ) : (
        missions.data.list.map((mission) => <MissionCard key={mission.id} mission={mission} />)
      )}
    </section>
  );
}

function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation(['rewards', 'errors']);
  const formats = useFormats();
  const [claim, { isLoading }] = useClaimMissionMutation();
  const keys = useIdempotencyKey();
  const once = useSingleFlight();
  const [showBoard, setShowBoard] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const titleId = `mission-${String(mission.id)}`;
  const claimable = mission.milestones.some((milestone) => milestone.rewardStatus === 'I');

  async function onClaim() {
    if (isLoading) return;
    setFailure(null);
    setDone(null);
    const result = await claim({
      missionId: mission.id,
      idempotencyKey: keys.keyFor({ missionId: mission.id }),
    });
    if (result.error !== undefined) {
      keys.settled(errorCodeOf(result.error));
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    keys.settled();
    setDone(
      t('missions.claimed', {
        money: formats.money(result.data.bonusAmount),
        points: formats.number(result.data.pointAmount),
      }),
    );
  }

  return (
    <article className="missions__card" aria-labelledby={titleId}>
      <header className="missions__head">
        <h3 id={titleId}>{mission.title}</h3>
        <p className="missions__meta">
          {t('missions.period', {
            start: formats.dateTime(mission.startTime),
            end: formats.dateTime(mission.endTime),
          })}
        </p>
        {mission.ended ? (
          <p className="missions__meta">
            {t('missions.ended', { time: formats.dateTime(mission.claimUntil) })}
          </p>
        ) : null}
        <p className="missions__meta">
          {t('missions.completed', {
            done: mission.totalCompleted,
            total: mission.totalMilestones,
          })}
          {' · '}
          {mission.ranked === null
            ? t('missions.unranked')
            : t('missions.rank', { rank: mission.ranked })}
        </p>
      </header>
      <ol
        className="missions__milestones"
        aria-label={t('missions.milestones', { title: mission.title })}
      >
        {mission.milestones.map((milestone) => {
          const name = t(`missions.condition.${milestone.condition}`, {
            target: formats.figure(milestone.condition, milestone.target),
          });
          const rewards = [
            milestone.bonusAmount > 0 ? formats.money(milestone.bonusAmount) : null,
            milestone.pointAmount > 0
              ? t('missions.reward_points', { points: formats.number(milestone.pointAmount) })
              : null,
          ].filter(Boolean);
          return (
            <li key={milestone.id} className="missions__milestone" aria-label={name}>
              <div className="missions__milestone-text">
                <strong>{name}</strong>
                <span>{t('missions.reward', { reward: rewards.join(' + ') })}</span>
              </div>
              <progress
                className="missions__progress"
                max={milestone.target}
                value={Math.min(milestone.actual, milestone.target)}
                aria-label={t('missions.progress_label', { name })}
              />
              <span className="missions__figures">
                {t('missions.progress', {
                  actual: formats.figure(milestone.condition, milestone.actual),
                  target: formats.figure(milestone.condition, milestone.target),
                })}
              </span>
              <span className={`missions__status missions__status--${milestone.rewardStatus}`}>
                {t(`missions.status.${milestone.rewardStatus}`)}
              </span>
            </li>
          );
        })}
      </ol>
      {done ? (
        <p role="status" className="missions__done">
          {done}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="missions__failure">
          {t(failure)}
        </p>
      ) : null}
      <div className="missions__actions">
        {claimable ? (
          <Button
            aria-busy={isLoading || undefined}
            aria-label={t('missions.claim_name', { title: mission.title })}
            onClick={() => once(onClaim)}
          >
            {t('missions.claim')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          aria-expanded={showBoard}
          onClick={() => setShowBoard((shown) => !shown)}
        >
          {showBoard ? t('missions.hide_leaderboard') : t('missions.show_leaderboard')}
        </Button>
      </div>
      {showBoard ? <Leaderboard mission={mission} /> : null}
    </article>
  );
}

function Leaderboard({ mission }: { mission: Mission }) {
  const { t } = useTranslation('rewards');
  const formats = useFormats();
  const board = useMissionLeaderboardQuery(mission.id);
  if (board.isError) return <LoadFailed query={board} what={t('missions.leaderboard_failed')} />;
  if (!board.data) return <SkeletonList rows={5} label={t('missions.leaderboard_loading')} />;
  const { rankBy } = board.data;
  const rows: LeaderboardEntry[] = [...board.data.list];
  const mine = board.data.mine;
  if (mine && !rows.some((row) => row.isMe)) rows.push(mine);
  if (rows.length === 0) return <EmptyState message={t('missions.leaderboard_empty')} />;
  return (
    <Table<LeaderboardEntry>
      caption={t('missions.leaderboard_of', { title: mission.title })}
      className="missions__board"
      rows={rows}
      rowKey={(row) => `${String(row.rank)}-${row.username}`}
      columns={[
        {
          key: 'rank',
          header: t('missions.rank_col'),
          cell: (row) => `#${String(row.rank)}`,
          rowHeader: true,
        },
        {
          key: 'member',
          header: t('missions.member_col'),
          cell: (row) => (row.isMe ? t('missions.you', { name: row.username }) : row.username),
        },
        {
          key: 'progress',
          header: t('missions.progress_col'),
          cell: (row) => formats.figure(rankBy, row.progress),
          numeric: true,
        },
      ]}
    />
  );
}
