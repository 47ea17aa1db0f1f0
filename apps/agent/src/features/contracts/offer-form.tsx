import { useOfferContractMutation } from '@gaming/api/agent-contracts';
import type { ContractTier, ContractView } from '@gaming/api/wire';
import type { ContractKind, DividendPeriod, HourlyInterval } from '@gaming/domain/contracts';
import {
  checkTiers,
  DIVIDEND_PERIODS,
  HOURLY_INTERVALS,
  MAX_TIERS,
  TIER_COLUMNS,
} from '@gaming/domain/contracts';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { Select } from '@gaming/ui/select';
import { TextField } from '@gaming/ui/text-field';
import type { SyntheticEvent } from 'react';
import { useId, useState } from 'react';
import { useFieldErrors } from '../../lib/field-errors';
import { useFailureMessage } from './contract-formats';
import { tierLabelKey } from './tiers-table';

type Field = 'betAmount' | 'activeMembers' | 'netLoss' | 'rate';
type Draft = Record<Field, string>;

const draftOf = (tier: ContractTier): Draft => ({
  betAmount: String(tier.betAmount),
  activeMembers: String(tier.activeMembers),
  netLoss: String(tier.netLoss),
  rate: String(tier.rate),
});
const EMPTY: Draft = { betAmount: '0', activeMembers: '0', netLoss: '0', rate: '' };

/** A typed number, or NaN: digits with at most one decimal point, nothing else. */
const numberOf = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : Number.NaN);

export interface OfferFormProps {
  kind: ContractKind;
  customerId: number;
  username: string;
  /** The downline's contract of the kind, if any: its terms start the form. */
  contract: ContractView | null;
  /** The agent's own top rate: no tier may pay more. */
  ownRate: number;
  onSent: (message: string) => void;
  onCancel: () => void;
}

/**
 * Offer a direct downline agent a contract or change it (§4): tiers to add and remove, each with the
 * kind's thresholds and a rate checked against the agent's own before sending; the dividend's period
 * or the hourly interval. A refusal shows the catalogue's message and keeps what was typed.
 */
export function OfferForm({
  kind,
  customerId,
  username,
  contract,
  ownRate,
  onSent,
  onCancel,
}: OfferFormProps) {
  const { t } = useTranslation('agent');
  const { t: tErrors } = useTranslation('errors');
  const failureMessage = useFailureMessage();
  const [offer, { isLoading, error }] = useOfferContractMutation();
  const start = contract?.offer ?? (contract && contract.tiers.length > 0 ? contract : null);
  const [rows, setRows] = useState<Draft[]>(start ? start.tiers.map(draftOf) : [{ ...EMPTY }]);
  const [period, setPeriod] = useState<DividendPeriod>(start?.period ?? 'weekly');
  const [interval, setInterval] = useState<HourlyInterval>(start?.interval ?? 'H');
  const headingId = useId();
  const columns = [...TIER_COLUMNS[kind], 'rate' as const];

  const tiers: ContractTier[] = rows.map((row) => ({
    betAmount: numberOf(row.betAmount),
    activeMembers: numberOf(row.activeMembers),
    netLoss: kind === 'dividend' ? numberOf(row.netLoss) : 0,
    rate: numberOf(row.rate),
  }));
  // The first wrong field, keyed `<tier index>.<field>`; checked again on every change after a submit.
  const fields = useFieldErrors<string>(() => {
    const problem = checkTiers(tiers, ownRate);
    if (!problem || !('tier' in problem)) return {};
    const field =
      problem.kind === 'threshold_invalid' ? firstBadThreshold(tiers[problem.tier - 1]) : 'rate';
    return {
      [`${String(problem.tier - 1)}.${field}`]:
        problem.kind === 'rate_above_own'
          ? tErrors('contract_rate_above_own', { rate: ownRate })
          : tErrors('contract_terms_invalid'),
    };
  });
  const problems = fields.errors;

  const update = (index: number, field: Field, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!fields.submit()) return;
    const result = await offer({
      customerId,
      kind,
      tiers,
      ...(kind === 'dividend' ? { period } : {}),
      ...(kind === 'hourly' ? { interval } : {}),
    });
    if (result.data) onSent(t('contracts.offer_sent', { username }));
  };

  return (
    <form
      className="contract-form"
      aria-labelledby={headingId}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h3 id={headingId}>
        {t('contracts.offer_form_title', { contract: t(`contracts.kinds.${kind}`), username })}
      </h3>
      <p className="contract-form__hint">
        {t('contracts.own_rate', { rate: `${String(ownRate)}%` })}
      </p>
      {kind === 'dividend' ? (
        <Select
          label={t('contracts.fields.computation_period')}
          value={period}
          onChange={(e) => setPeriod(e.target.value as DividendPeriod)}
          options={DIVIDEND_PERIODS.map((value) => ({
            value,
            label: t(`contracts.period.${value}`),
          }))}
        />
      ) : null}
      {kind === 'hourly' ? (
        <Select
          label={t('contracts.interval_label')}
          value={interval}
          onChange={(e) => setInterval(e.target.value as HourlyInterval)}
          options={HOURLY_INTERVALS.map((value) => ({
            value,
            label: t(`contracts.interval.${value}`),
          }))}
        />
      ) : null}
      {rows.map((row, index) => (
        <fieldset key={index} className="contract-form__tier">
          <legend>{t('contracts.fields.tier', { tier: index + 1 })}</legend>
          {columns.map((field) => (
            <TextField
              key={field}
              label={
                field === 'rate'
                  ? `${t('contracts.fields.rate')} (%)`
                  : t(tierLabelKey(kind, field))
              }
              inputMode={field === 'activeMembers' ? 'numeric' : 'decimal'}
              value={row[field]}
              onChange={(e) => update(index, field, e.target.value)}
              {...(field === 'rate' ? { hint: t('contracts.rate_hint', { rate: ownRate }) } : {})}
              {...(problems[`${String(index)}.${field}`]
                ? { error: problems[`${String(index)}.${field}`] }
                : {})}
            />
          ))}
          {rows.length > 1 ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
            >
              {t('contracts.remove_tier', { tier: index + 1 })}
            </Button>
          ) : null}
        </fieldset>
      ))}
      {error ? (
        <p role="alert" className="contract-error">
          {failureMessage(error)}
        </p>
      ) : null}
      <div className="contract-form__actions">
        <Button
          type="button"
          variant="secondary"
          disabled={rows.length >= MAX_TIERS}
          onClick={() => setRows((current) => [...current, { ...EMPTY }])}
        >
          {t('contracts.add_tier')}
        </Button>
        <Button type="submit" disabled={isLoading}>
          {t('contracts.send_offer')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('contracts.cancel')}
        </Button>
      </div>
    </form>
  );
}

function firstBadThreshold(tier: ContractTier | undefined): Field {
  if (!tier) return 'rate';
  if (!(tier.betAmount >= 0)) return 'betAmount';
  if (!(tier.netLoss >= 0)) return 'netLoss';
  return 'activeMembers';
}
