import { errorCodeOf } from '@gaming/api/base-api';
import { useRedeemPointsMutation } from '@gaming/api/points';
import { useRegisterSettingsQuery } from '@gaming/api/system';
import type { PointReward, RedeemType } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { matchServerRule } from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { PasswordField } from '@gaming/ui/password-field';
import { TextField } from '@gaming/ui/text-field';
import { useState } from 'react';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { submitOnce, useIdempotencyKey, useSingleFlight } from '@gaming/kernel/idempotency';
import { useRewardFormats } from './use-formats';

/** Without a mobile rule from the register settings: 11 digits (original). */
const DEFAULT_MOBILE = /^\d{11}$/;

type Field = 'quantity' | 'name' | 'address' | 'mobile' | 'paymentPassword';

/**
 * Redeeming one reward: quantity 1..inventory, points or points + money, who receives it, where,
 * their mobile (the register rule for mobile numbers), and the payment password. What was typed
 * stays after a refusal; a repeated submit is one redemption (Idempotency-Key).
 */
export function RedeemDialog({
  reward,
  onClose,
  onDone,
}: {
  reward: PointReward;
  points: number | undefined;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(['rewards', 'validation', 'errors']);
  const formats = useRewardFormats();
  const rules = useRegisterSettingsQuery();
  const [redeem, { isLoading }] = useRedeemPointsMutation();
  const keys = useIdempotencyKey();
  const once = useSingleFlight();
  const offersPoints = reward.price !== null;
  const offersMixed = reward.mpPointAmount !== null && reward.mpMoneyAmount !== null;
  const [redeemType, setRedeemType] = useState<RedeemType>(offersPoints ? 'P' : 'PM');
  const [values, setValues] = useState<Record<Field, string>>({
    quantity: '1',
    name: '',
    address: '',
    mobile: '',
    paymentPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);

  const quantity = /^\d+$/.test(values.quantity) ? Number(values.quantity) : NaN;
  const unit = redeemType === 'P' ? formats.points(reward.price ?? 0) : null;
  const total =
    Number.isFinite(quantity) && quantity >= 1
      ? redeemType === 'P'
        ? t('mall.price_points', { points: formats.points((reward.price ?? 0) * quantity) })
        : t('mall.price_mixed', {
            points: formats.points((reward.mpPointAmount ?? 0) * quantity),
            money: formats.money((reward.mpMoneyAmount ?? 0) * quantity),
          })
      : null;

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > reward.inventory)
      found.quantity = t('redeem.quantity_invalid', { max: reward.inventory });
    for (const field of ['name', 'address', 'paymentPassword'] as const)
      if (values[field].trim() === '') found[field] = t('validation:required');
    const mobile = values.mobile.trim();
    if (mobile === '') found.mobile = t('validation:required');
    else {
      const rule = rules.data?.mobileNum;
      if (rule) {
        const result = matchServerRule(mobile, rule);
        if (!result.ok) found.mobile = t(result.key, result.values);
      } else if (!DEFAULT_MOBILE.test(mobile)) found.mobile = t('validation:mobile_format');
    }
    return found;
  }

  async function submit() {
    if (isLoading) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const body = {
      rewardId: reward.id,
      quantity,
      redeemType,
      name: values.name.trim(),
      address: values.address.trim(),
      mobile: values.mobile.trim(),
      paymentPassword: values.paymentPassword,
    };
    const result = await redeem({ ...body, idempotencyKey: keys.keyFor(body) });
    if (result.error !== undefined) {
      const key = errorMessageKeyOf(result.error);
      const code = errorCodeOf(result.error);
      keys.settled(code);
      const field =
        code === ErrorCode.paymentPasswordInvalid ? 'paymentPassword' : fieldOf(result.error);
      if (field) setErrors({ [field]: t(key) });
      else setFailure(key);
      return;
    }
    keys.settled();
    onDone(t('redeem.done', { name: reward.name, quantity }));
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('redeem.title', { name: reward.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('redeem.cancel')}
          </Button>
          <Button type="submit" form="redeem-form" aria-busy={isLoading || undefined}>
            {t('redeem.submit')}
          </Button>
        </>
      }
    >
      <form
        id="redeem-form"
        className="point-mall__form"
        noValidate
        onSubmit={submitOnce(once, submit)}
      >
        {failure ? (
          <p role="alert" className="point-mall__failure">
            {t(failure)}
          </p>
        ) : null}
        {offersPoints && offersMixed ? (
          <fieldset className="point-mall__choice">
            <legend>{t('redeem.pay_with')}</legend>
            <label>
              <input
                type="radio"
                name="redeemType"
                checked={redeemType === 'P'}
                onChange={() => setRedeemType('P')}
              />
              {t('redeem.pay_points', { price: t('mall.price_points', { points: unit ?? '' }) })}
            </label>
            <label>
              <input
                type="radio"
                name="redeemType"
                checked={redeemType === 'PM'}
                onChange={() => setRedeemType('PM')}
              />
              {t('redeem.pay_mixed', {
                price: t('mall.price_mixed', {
                  points: formats.points(reward.mpPointAmount ?? 0),
                  money: formats.money(reward.mpMoneyAmount ?? 0),
                }),
              })}
            </label>
          </fieldset>
        ) : null}
        <TextField
          label={t('redeem.quantity')}
          inputMode="numeric"
          hint={t('redeem.quantity_hint', { max: reward.inventory })}
          value={values.quantity}
          onChange={set('quantity')}
          error={errors.quantity}
        />
        {total ? <p className="point-mall__total">{t('redeem.total', { price: total })}</p> : null}
        <TextField
          label={t('redeem.name')}
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextField
          label={t('redeem.address')}
          autoComplete="street-address"
          value={values.address}
          onChange={set('address')}
          error={errors.address}
        />
        <TextField
          label={t('redeem.mobile')}
          inputMode="tel"
          autoComplete="tel-national"
          value={values.mobile}
          onChange={set('mobile')}
          error={errors.mobile}
        />
        <PasswordField
          label={t('redeem.payment_password')}
          autoComplete="off"
          inputMode="numeric"
          value={values.paymentPassword}
          onChange={set('paymentPassword')}
          error={errors.paymentPassword}
        />
      </form>
    </Dialog>
  );
}

/** The field a `field.invalid` refusal names, when it is one of the form's. */
function fieldOf(error: unknown): 'name' | 'address' | 'mobile' | null {
  if (typeof error !== 'object' || error === null) return null;
  const value = (error as { value?: { field?: unknown } }).value;
  const field = value?.field;
  return field === 'name' || field === 'address' || field === 'mobile' ? field : null;
}
