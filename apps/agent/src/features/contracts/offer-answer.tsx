import { useAnswerContractMutation } from '@gaming/api/agent-contracts';
import type { ContractRequest } from '@gaming/api/wire';
import type { ContractChoice } from '@gaming/domain/contracts';
import { contractAnswer } from '@gaming/domain/contracts';
import { useTranslation } from '@gaming/i18n';
import { AlertDialog } from '@gaming/ui/alert-dialog';
import { Button } from '@gaming/ui/button';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useFailureMessage } from './contract-formats';
import { TiersTable } from './tiers-table';

const MESSAGE_KEYS = {
  P: 'contracts.new_offer',
  E: 'contracts.edited_offer',
  V: 'contracts.termination_request',
} as const;

/**
 * An offer waiting for the agent's answer: its terms, and
 * Accept / Reject, or End contract / Reject for a termination request. Accepting first confirms the
 * warning when it would end downline contracts of a higher rate.
 */
export function OfferAnswer({
  offer,
  onAnswered,
  extraActions,
}: {
  offer: ContractRequest;
  /** After a successful answer, with the message to show. */
  onAnswered?: (message: string) => void;
  /** More buttons beside the answers ("Later"). */
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  const failureMessage = useFailureMessage();
  const [answer, { isLoading, error, reset }] = useAnswerContractMutation();
  const [warning, setWarning] = useState<string | null>(null);
  const contract = t(`contracts.kinds.${offer.kind}`);

  const send = async (choice: ContractChoice) => {
    setWarning(null);
    reset();
    const result = await answer({ offer, choice });
    if (result.data) {
      const done =
        result.data.contract.status === 'C'
          ? 'contracts.terminated'
          : choice === 'accept'
            ? 'contracts.accepted'
            : 'contracts.rejected';
      onAnswered?.(t(done));
    }
  };
  const choose = (choice: ContractChoice) => {
    const checked = contractAnswer(offer.kind, offer.status, choice, offer.downlineHigherRate);
    if (checked.ok && checked.warningKey)
      setWarning(t('contracts.agreeing_terminates_higher_rate'));
    else void send(choice);
  };

  const termination = offer.status === 'V';
  return (
    <div className="contract-answer">
      <p>{t(MESSAGE_KEYS[offer.status], { contract: contract.toLowerCase() })}</p>
      <p className="contract-answer__from">
        {t('contracts.offered_by', { upline: offer.upline ?? t('contracts.house') })}
        {offer.period ? ` · ${t(`contracts.period.${offer.period as 'daily'}`)}` : ''}
        {offer.interval ? ` · ${t(`contracts.interval.${offer.interval as 'H'}`)}` : ''}
      </p>
      <TiersTable
        kind={offer.kind}
        tiers={offer.tiers}
        caption={termination ? t('contracts.terms_in_force') : t('contracts.offer_terms')}
      />
      {error ? (
        <p role="alert" className="contract-error">
          {failureMessage(error)}
        </p>
      ) : null}
      <div className="contract-answer__actions">
        {termination ? (
          <Button variant="primary" disabled={isLoading} onClick={() => choose('terminate')}>
            {t('contracts.terminate')}
          </Button>
        ) : (
          <Button disabled={isLoading} onClick={() => choose('accept')}>
            {t('contracts.accept')}
          </Button>
        )}
        <Button variant="secondary" disabled={isLoading} onClick={() => choose('reject')}>
          {t('contracts.reject')}
        </Button>
        {extraActions}
      </div>
      <AlertDialog
        open={warning !== null}
        message={warning ?? ''}
        confirmLabel={t('contracts.accept')}
        onConfirm={() => void send('accept')}
        cancelLabel={t('contracts.cancel')}
        onCancel={() => setWarning(null)}
      />
    </div>
  );
}
