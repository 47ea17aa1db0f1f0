import type { Turnover } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';

/** The note's id: the blocked submit button is described by it. */
export const TURNOVER_NOTE_ID = 'withdraw-turnover-note';

/**
 * The turnover gate (original getTurnoverInfo): A shows nothing (no gate, or the turnover is done);
 * I is a tip and the withdrawal goes ahead; N explains why withdrawing waits. Both show what is
 * required against what is done.
 */
export function TurnoverDetails({
  turnover,
  money,
}: {
  turnover: Turnover;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation('member');
  if (turnover.status === 'A') return null;
  const blocked = turnover.status === 'N';
  return (
    <section
      className={`withdraw-turnover${blocked ? ' withdraw-turnover--blocked' : ''}`}
      aria-labelledby="withdraw-turnover-title"
    >
      <h2 id="withdraw-turnover-title">{t('withdraw.turnover_details')}</h2>
      <p id={TURNOVER_NOTE_ID} role={blocked ? 'alert' : undefined}>
        {blocked ? t('withdraw.turnover_blocked') : t('withdraw.turnover_tip')}
      </p>
      <dl className="withdraw-summary">
        <div>
          <dt>{t('withdraw.turnover_required')}</dt>
          <dd>{money(turnover.required)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.turnover_done')}</dt>
          <dd>{money(turnover.done)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.turnover_left')}</dt>
          <dd>{money(Math.max(0, Math.round((turnover.required - turnover.done) * 100) / 100))}</dd>
        </div>
      </dl>
    </section>
  );
}
