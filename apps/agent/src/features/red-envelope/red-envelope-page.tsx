/**
 * Red envelope to many downlines (agentRedRain): choose members of the tree (search and
 * checkboxes), one total shared equally (leftover centavos go one each to the first chosen, and the
 * form says so), an optional message and the payment password. The agent pays once; each member
 * opens its own envelope in the player site's red-envelope page.
 */
import { useTeamDownlineQuery, useTeamRedEnvelopesMutation } from '@gaming/api/agent-team';
import { useSecurityOverviewQuery } from '@gaming/api/security';
import type { DownlineMember } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { splitEqually } from '@gaming/domain/agent-team';
import { centsOf } from '@gaming/domain/money';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { Checkbox } from '@gaming/ui/checkbox';
import { EmptyState } from '@gaming/ui/empty-state';
import { submitOnce, useSingleFlight } from '@gaming/kernel/idempotency';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { PasswordField } from '@gaming/ui/password-field';
import { SearchBox } from '@gaming/ui/search-box';
import { SkeletonList } from '@gaming/ui/skeleton';
import { TextField } from '@gaming/ui/text-field';
import { Toast } from '@gaming/ui/toast';
import { useId, useState } from 'react';
import { useMoneyFormats } from '@gaming/kernel/formats';
import { useFieldErrors } from '../../lib/field-errors';
import { usePayment } from '../../lib/payment';
import { PaymentPasswordMissing } from '../../lib/payment-password-missing';
import { SplitSummary } from './split-summary';
import './red-envelope.css';

/** Members an agent may choose from at once (the call's page limit). */
const LIST_SIZE = 100;

type Field = 'members' | 'total' | 'password';

export default function RedEnvelopePage() {
  const { t } = useTranslation(['agent', 'errors']);
  const format = useMoneyFormats();
  const [search, setSearch] = useState('');
  const downline = useTeamDownlineQuery({
    ...(search === '' ? {} : { username: search }),
    pageSize: LIST_SIZE,
  });
  const [send, sending] = useTeamRedEnvelopesMutation();
  const security = useSecurityOverviewQuery();
  const [passwordMissing, setPasswordMissing] = useState(false);
  const pay = usePayment();
  const once = useSingleFlight();
  // Chosen members stay chosen while the search changes what is shown.
  const [chosen, setChosen] = useState<Map<number, DownlineMember>>(new Map());
  const [total, setTotal] = useState('');
  const [message, setMessage] = useState('');
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const membersId = useId();
  const legendId = useId();
  const splitId = useId();

  const shown = downline.data?.list ?? [];
  const totalCents = centsOf(total.trim());
  const shares =
    totalCents !== null && chosen.size > 0 ? splitEqually(totalCents, chosen.size) : null;

  const fields = useFieldErrors<Field>(() => ({
    ...(chosen.size === 0 ? { members: t('red_envelope.choose_first') } : {}),
    ...(totalCents === null || totalCents <= 0 || (chosen.size > 0 && shares === null)
      ? { total: t('red_envelope.amount_invalid') }
      : {}),
    ...(password.trim() === '' ? { password: t('red_envelope.password_required') } : {}),
  }));
  const { errors } = fields;

  const toggle = (member: DownlineMember, on: boolean) => {
    fields.changed('members');
    setChosen((current) => {
      const next = new Map(current);
      if (on) next.set(member.id, member);
      else next.delete(member.id);
      return next;
    });
  };

  const submit = async () => {
    if (!fields.submit() || totalCents === null) return;
    const content = {
      customerIds: [...chosen.keys()],
      totalAmount: totalCents / 100,
      ...(message.trim() === '' ? {} : { message: message.trim() }),
    };
    const result = await pay(send, content, password);
    if ('refused' in result) {
      const { code, messageKey, passwordRefused } = result.refused;
      const text = t(messageKey);
      if (code === ErrorCode.paymentPasswordNotSet) setPasswordMissing(true);
      if (passwordRefused) fields.refuse('password', text);
      else if (code === ErrorCode.downlineNotFound) fields.refuse('members', text);
      else fields.refuse('total', text);
      return;
    }
    setSent(
      t('red_envelope.sent', {
        count: result.data.count,
        amount: format.money(result.data.totalAmount),
      }),
    );
    setChosen(new Map());
    setTotal('');
    setMessage('');
    setPassword('');
    fields.reset();
  };

  let list;
  if (downline.isError) list = <LoadFailed query={downline} what={t('red_envelope.load_failed')} />;
  else if (!downline.data) list = <SkeletonList rows={4} />;
  else if (shown.length === 0) list = <EmptyState message={t('red_envelope.empty')} />;
  else
    list = (
      <ul className="red-envelope__members">
        {shown.map((member) => (
          <li key={member.id}>
            <Checkbox
              label={member.username}
              hint={
                member.uplineUsername === null
                  ? format.money(member.balance)
                  : t('red_envelope.member_under', {
                      balance: format.money(member.balance),
                      agent: member.uplineUsername,
                    })
              }
              checked={chosen.has(member.id)}
              onChange={(event) => {
                toggle(member, event.target.checked);
              }}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section className="red-envelope">
      <p className="red-envelope__intro">{t('red_envelope.intro')}</p>
      <div
        className="red-envelope__fieldset"
        role="group"
        aria-labelledby={legendId}
        aria-describedby={membersId}
      >
        <h2 id={legendId} className="red-envelope__legend">
          {t('red_envelope.members')}
        </h2>
        <SearchBox
          placeholder={t('downline.search_placeholder')}
          label={t('red_envelope.search')}
          onSearch={(value) => {
            setSearch(value.trim());
          }}
          onClear={() => {
            setSearch('');
          }}
        />
        <div className="red-envelope__bulk">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={shown.length === 0}
            onClick={() => {
              fields.changed('members');
              setChosen((current) => {
                const next = new Map(current);
                for (const member of shown) next.set(member.id, member);
                return next;
              });
            }}
          >
            {t('red_envelope.select_shown')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={chosen.size === 0}
            onClick={() => {
              fields.changed('members');
              setChosen(new Map());
            }}
          >
            {t('red_envelope.clear')}
          </Button>
        </div>
        {list}
        <p id={membersId} className="red-envelope__count" aria-live="polite">
          {t('red_envelope.chosen', { count: chosen.size })}
        </p>
        {errors.members && (
          <p className="red-envelope__error" role="alert">
            {errors.members}
          </p>
        )}
      </div>
      <form className="red-envelope__form" onSubmit={submitOnce(once, submit)} noValidate>
        <TextField
          label={t('red_envelope.total')}
          value={total}
          inputMode="decimal"
          onChange={(event) => {
            setTotal(event.target.value);
            fields.changed('total');
          }}
          error={errors.total}
          aria-describedby={shares && totalCents !== null ? splitId : undefined}
        />
        {shares && totalCents !== null ? (
          <SplitSummary
            id={splitId}
            totalCents={totalCents}
            shares={shares}
            chosen={[...chosen.values()].map((member) => member.username)}
          />
        ) : null}
        <TextField
          label={t('red_envelope.message')}
          value={message}
          maxLength={100}
          onChange={(event) => {
            setMessage(event.target.value);
          }}
        />
        <PasswordField
          label={t('red_envelope.payment_password')}
          value={password}
          autoComplete="off"
          onChange={(event) => {
            setPassword(event.target.value);
            fields.changed('password');
          }}
          error={errors.password}
        />
        {(passwordMissing || security.data?.paymentPasswordSet === false) && (
          <PaymentPasswordMissing from="agentRedRain" />
        )}
        <Button type="submit" disabled={sending.isLoading}>
          {t('red_envelope.send')}
        </Button>
      </form>
      <Toast
        open={sent !== null}
        message={sent ?? ''}
        onDismiss={() => {
          setSent(null);
        }}
      />
    </section>
  );
}
