/**
 * "Speed up" and cancel for an open deposit order (the original deposit page and account
 * record): the deposit page's orders and the account record's deposits tab show the same buttons.
 * Cancel is for a new order (not yet paid); "speed up" reminds the operator of a pending one, at
 * most once a minute (the platform refuses sooner and says when to try again). The mutations
 * invalidate the deposit lists, so both screens refresh.
 */
import { isApiFailure } from '@gaming/api/base-api';
import { useCancelDepositMutation, useRemindDepositMutation } from '@gaming/api/deposit';
import type { ApiFailure } from '@gaming/api/base-api';
import type { SerializedError } from '@reduxjs/toolkit';
import type { DepositState } from '@gaming/domain/payments';
import { OPEN_DEPOSIT_STATES } from '@gaming/domain/payments';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { useState } from 'react';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import './deposit-order-actions.css';

export interface DepositOrderActionsProps {
  orderNo: string;
  status: DepositState;
  /** When the platform next accepts "speed up" (null or absent: now or unknown). */
  remindAfter?: string | null;
  /**
   * Where the outcome is said: the caller's own message line. Without it the actions say it
   * themselves, under the buttons.
   */
  onOutcome?: (outcome: DepositActionOutcome | null) => void;
}

export type DepositActionOutcome = { kind: 'failure' | 'notice'; text: string };

/** Whether an order in this state has an action here (open orders only). */
export function hasDepositOrderActions(status: DepositState): boolean {
  return OPEN_DEPOSIT_STATES.includes(status);
}

/** Seconds until "speed up" is accepted again, from a 429 refusal's `value.retryAfter`. */
function retryAfterOf(error: ApiFailure | SerializedError | undefined): number | null {
  if (!isApiFailure(error) || error.errorCode !== 'TOO_MANY_REQUESTS') return null;
  const value = error.value as { retryAfter?: unknown } | undefined;
  return typeof value?.retryAfter === 'number' ? Math.max(1, Math.ceil(value.retryAfter)) : 60;
}

export function DepositOrderActions({
  orderNo,
  status,
  remindAfter = null,
  onOutcome,
}: DepositOrderActionsProps) {
  const { t } = useTranslation(['member', 'errors']);
  const [cancel, cancelling] = useCancelDepositMutation();
  const [remind, reminding] = useRemindDepositMutation();
  const [own, setOwn] = useState<DepositActionOutcome | null>(null);
  const say = onOutcome ?? setOwn;

  const onCancel = async () => {
    say(null);
    const result = await cancel({ orderNo });
    if (result.error !== undefined)
      say({ kind: 'failure', text: t(errorMessageKeyOf(result.error)) });
    else say({ kind: 'notice', text: t('deposit.cancelled') });
  };
  const onRemind = async () => {
    say(null);
    const result = await remind({ orderNo });
    if (result.error === undefined) {
      say({ kind: 'notice', text: t('deposit.reminded') });
      return;
    }
    const seconds = retryAfterOf(result.error);
    say({
      kind: 'failure',
      text:
        seconds === null
          ? t(errorMessageKeyOf(result.error))
          : t('deposit.remind_too_soon', { count: seconds }),
    });
  };

  if (!hasDepositOrderActions(status)) return null;
  const buttons =
    status === 'new' ? (
      <Button
        size="sm"
        variant="secondary"
        disabled={cancelling.isLoading}
        aria-busy={cancelling.isLoading}
        onClick={() => void onCancel()}
      >
        {t('deposit.cancel_order')}
      </Button>
    ) : (
      <Button
        size="sm"
        variant="secondary"
        disabled={reminding.isLoading || remindAfter !== null}
        aria-busy={reminding.isLoading}
        onClick={() => void onRemind()}
      >
        {t('deposit.speed_up')}
      </Button>
    );
  if (onOutcome) return buttons;
  return (
    <div className="deposit-order-actions">
      {buttons}
      {own ? (
        <p
          role={own.kind === 'failure' ? 'alert' : 'status'}
          className="deposit-order-actions__say"
        >
          {own.text}
        </p>
      ) : null}
    </div>
  );
}
