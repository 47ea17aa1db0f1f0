import type { WithdrawInstitution, WithdrawType } from '@gaming/api/wire';
import { useBindWithdrawAccountMutation } from '@gaming/api/withdraw';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { PasswordField } from '@gaming/ui/password-field';
import { Select } from '@gaming/ui/select';
import { TextField } from '@gaming/ui/text-field';
import type { FieldMessages } from '@gaming/domain/validation';
import { bindAccountSchema, validateFields } from '@gaming/domain/validation';
import { useRef, useState } from 'react';
import type { SyntheticEvent } from 'react';
import type { ErrorMessageKey } from '@gaming/kernel/failure-message';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useFieldText } from '@gaming/kernel/field-text';

const TYPE_LABELS = {
  BC: 'withdraw.bank_card',
  EW: 'withdraw.e_wallet',
  VW: 'withdraw.crypto',
} as const;

/**
 * Binds a bank card, e-wallet or crypto wallet. The holder is the member's payee name (the first
 * account sets it); the payment password guards it, and the first bind sets that password.
 */
export function BindAccountForm({
  institutions,
  paymentPasswordSet,
  payeeName,
  open: startOpen,
}: {
  institutions: readonly WithdrawInstitution[];
  paymentPasswordSet: boolean;
  payeeName: string | null;
  open: boolean;
}) {
  const { t } = useTranslation(['member', 'errors']);
  const [open, setOpen] = useState(startOpen);
  const [type, setType] = useState<WithdrawType>('BC');
  const [values, setValues] = useState({
    code: '',
    holder: payeeName ?? '',
    number: '',
    password: '',
    confirm: '',
  });
  const [failure, setFailure] = useState<ErrorMessageKey | null>(null);
  const [done, setDone] = useState(false);
  const [messages, setMessages] = useState<FieldMessages>({});
  // After a submit each change checks the fields again: a message goes as soon as its field is right.
  const [checked, setChecked] = useState(false);
  const checks = useRef(0);
  const text = useFieldText(messages);
  const [bind, binding] = useBindWithdrawAccountMutation();
  const choices = institutions.filter((i) => i.type === type);
  const code = choices.some((i) => i.code === values.code) ? values.code : (choices[0]?.code ?? '');
  /** The fields as the platform will read them (trimmed), checked by the same limits. */
  const recheck = async (next: typeof values) => {
    const run = ++checks.current;
    const found = await validateFields(bindAccountSchema({ paymentPasswordSet }), {
      holder: next.holder.trim(),
      number: next.number.trim(),
      paymentPassword: next.password.trim(),
      confirmPaymentPassword: next.confirm.trim(),
    });
    if (run === checks.current) setMessages(found);
    return found;
  };
  const change = (field: keyof typeof values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) void recheck(next);
  };
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('withdraw.bind')}
      </Button>
    );
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (binding.isLoading) return;
    setFailure(null);
    setDone(false);
    const found = await recheck(values);
    setChecked(true);
    if (Object.keys(found).length > 0) return;
    const result = await bind({
      type,
      code,
      holder: values.holder.trim(),
      number: values.number.trim(),
      paymentPassword: values.password.trim(),
      ...(paymentPasswordSet ? {} : { confirmPaymentPassword: values.confirm.trim() }),
    });
    if (result.error !== undefined) {
      setFailure(errorMessageKeyOf(result.error));
      return;
    }
    setDone(true);
    setChecked(false);
    setValues((before) => ({ ...before, number: '', password: '', confirm: '' }));
    setOpen(false);
  };
  return (
    <form className="withdraw-bind" noValidate onSubmit={(event) => void submit(event)}>
      <Select
        label={t('withdraw.type')}
        value={type}
        onChange={(event) => setType(event.target.value as WithdrawType)}
        options={(['BC', 'EW', 'VW'] as const).map((value) => ({
          value,
          label: t(TYPE_LABELS[value]),
        }))}
      />
      <Select
        label={type === 'VW' ? t('withdraw.wallet_type') : t('withdraw.bank_name')}
        value={code}
        onChange={(event) => change('code', event.target.value)}
        options={choices.map((i) => ({ value: i.code, label: i.name }))}
      />
      <TextField
        label={t('withdraw.card_holder')}
        name="holder"
        autoComplete="name"
        value={values.holder}
        readOnly={payeeName !== null}
        hint={t('withdraw.holder_hint')}
        error={text('holder')}
        onChange={(event) => change('holder', event.target.value)}
      />
      <TextField
        label={type === 'VW' ? t('withdraw.wallet_address') : t('withdraw.card_number')}
        name="number"
        autoComplete="off"
        value={values.number}
        error={text('number')}
        onChange={(event) => change('number', event.target.value)}
      />
      <PasswordField
        label={
          paymentPasswordSet ? t('withdraw.payment_password') : t('withdraw.set_payment_password')
        }
        name="bindPaymentPassword"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={values.password}
        error={text('paymentPassword')}
        onChange={(event) => change('password', event.target.value)}
      />
      {paymentPasswordSet ? null : (
        <PasswordField
          label={t('withdraw.confirm_payment_password')}
          name="confirmPaymentPassword"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={values.confirm}
          error={text('confirmPaymentPassword')}
          onChange={(event) => change('confirm', event.target.value)}
        />
      )}
      {failure ? (
        <p role="alert" className="withdraw-failure">
          {t(failure)}
        </p>
      ) : null}
      {done ? <p role="status">{t('withdraw.bound')}</p> : null}
      <Button type="submit" disabled={binding.isLoading}>
        {t('withdraw.bind')}
      </Button>
    </form>
  );
}
