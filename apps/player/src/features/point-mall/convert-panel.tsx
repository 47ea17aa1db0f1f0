import { errorCodeOf } from '@gaming/api/base-api';
import { useConvertPointsMutation, usePointConfigQuery } from '@gaming/api/points';
import { ErrorCode } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { PasswordField } from '@gaming/ui/password-field';
import { SkeletonText } from '@gaming/ui/skeleton';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { submitOnce, useIdempotencyKey, useSingleFlight } from '@gaming/kernel/idempotency';
import { useRewardFormats } from './use-formats';

const POINTS_TEXT = /^\d+(\.\d{1,2})?$/;

/** Converting points into money on the main wallet (payment password; once per submit). */
export function ConvertPanel({ points }: { points: number | undefined }) {
  const { t } = useTranslation(['rewards', 'validation', 'errors']);
  const formats = useRewardFormats();
  const config = usePointConfigQuery();
  const [convert, { isLoading }] = useConvertPointsMutation();
  const keys = useIdempotencyKey();
  const once = useSingleFlight();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [done, setDone] = useState<string | null>(null);

  // Only when there is nothing to show: a failed refresh keeps the form and what was typed.
  if (config.isError && !config.data)
    return <LoadFailed query={config} what={t('rules.load_failed')} />;
  if (!config.data) return <SkeletonText lines={4} label={t('rules.loading')} />;
  const { exchangeRate, minConvertPoints } = config.data;
  const typed = POINTS_TEXT.test(amount.trim()) ? Number(amount.trim()) : NaN;
  const money = Number.isFinite(typed) ? Math.floor((typed * 100) / exchangeRate) / 100 : 0;

  async function submit() {
    if (isLoading) return;
    const found: { amount?: string; password?: string } = {};
    if (
      !Number.isFinite(typed) ||
      typed < minConvertPoints ||
      (points !== undefined && typed > points)
    )
      found.amount = t('convert.points_invalid', { min: minConvertPoints });
    if (password.trim() === '') found.password = t('validation:required');
    setErrors(found);
    setFailure(null);
    setDone(null);
    if (found.amount || found.password) return;
    const body = { points: typed, paymentPassword: password };
    const result = await convert({ ...body, idempotencyKey: keys.keyFor(body) });
    if (result.error !== undefined) {
      const code = errorCodeOf(result.error);
      keys.settled(code);
      if (code === ErrorCode.paymentPasswordInvalid)
        setErrors({ password: t(errorMessageKeyOf(result.error)) });
      else setFailure(errorMessageKeyOf(result.error));
      return;
    }
    keys.settled();
    setAmount('');
    setPassword('');
    setDone(
      t('convert.done', {
        points: formats.points(result.data.points),
        money: formats.money(result.data.amount),
      }),
    );
  }

  return (
    <form
      className="point-mall__panel point-mall__form"
      noValidate
      onSubmit={submitOnce(once, submit)}
    >
      <h2 className="point-mall__subtitle">{t('convert.title')}</h2>
      <p className="point-mall__note">
        {t('convert.rate', { rate: formats.points(exchangeRate), money: formats.money(1) })}
      </p>
      {done ? (
        <p role="status" className="point-mall__done">
          {done}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="point-mall__failure">
          {t(failure)}
        </p>
      ) : null}
      <TextField
        label={t('convert.points')}
        inputMode="decimal"
        hint={t('convert.points_hint', { min: formats.points(minConvertPoints) })}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
      />
      <p className="point-mall__total" aria-live="polite">
        {t('convert.you_get', { money: formats.money(money) })}
      </p>
      <PasswordField
        label={t('convert.payment_password')}
        autoComplete="off"
        inputMode="numeric"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <Button type="submit" aria-busy={isLoading || undefined}>
        {t('convert.submit')}
      </Button>
    </form>
  );
}
