/**
 * Registration centre (registerCenter): open a member or agent account below the signed-in agent
 * (username and password by the site's rules, or the default password with a forced change; a rebate
 * rate within the agent's own), and the agent's invitation links with code, QR code, copy button and
 * their visits, registrations and first deposits.
 */
import {
  useCreateTeamLinkMutation,
  useTeamLinksQuery,
  useTeamRegisterMutation,
  useTeamRegisterSettingsQuery,
} from '@gaming/api/agent-team';
import { usePermissionQuery } from '@gaming/api/system';
import type { AffiliateLink, DownlineRegisterSettings, DownlineType } from '@gaming/api/wire';
import { inviteUrlOf, rebateRateProblem } from '@gaming/domain/agent-team';
import { matchServerRule } from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { EmptyState } from '@gaming/ui/empty-state';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { PasswordField } from '@gaming/ui/password-field';
import { QrCode } from '@gaming/ui/qr-code';
import { Select } from '@gaming/ui/select';
import { SkeletonList, SkeletonText } from '@gaming/ui/skeleton';
import { Tabs } from '@gaming/ui/tabs';
import { TextField } from '@gaming/ui/text-field';
import { Toast } from '@gaming/ui/toast';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { errorMessageKeyOf, failedFieldOf } from '@gaming/kernel/failure-message';
import { useMoneyFormats } from '@gaming/kernel/formats';
import type { FieldErrors } from '../../lib/field-errors';
import { useFieldErrors } from '../../lib/field-errors';
import './register-centre.css';

type Field = 'username' | 'password' | 'confirmPassword' | 'rebateRate';

export default function RegisterCentrePage() {
  const { t } = useTranslation('agent');
  return (
    <section className="register-centre">
      <Tabs
        label={t('register_centre.title')}
        fitted
        tabs={[
          { id: 'account', label: t('register_centre.tab_account'), panel: <AccountPanel /> },
          { id: 'links', label: t('register_centre.tab_links'), panel: <LinksPanel /> },
        ]}
      />
    </section>
  );
}

function AccountPanel() {
  const { t } = useTranslation('agent');
  const settings = useTeamRegisterSettingsQuery();
  if (settings.isError)
    return <LoadFailed query={settings} what={t('register_centre.load_failed')} />;
  if (!settings.data) return <SkeletonText lines={6} />;
  return <AccountForm settings={settings.data} />;
}

function AccountForm({ settings }: { settings: DownlineRegisterSettings }) {
  const { t } = useTranslation(['agent', 'validation', 'errors']);
  const [register, state] = useTeamRegisterMutation();
  const [type, setType] = useState<DownlineType>('member');
  const [values, setValues] = useState({
    username: '',
    password: '',
    confirmPassword: '',
    rebateRate: '0',
  });
  const [created, setCreated] = useState<string | null>(null);

  const check = (): FieldErrors<Field> => {
    const found: FieldErrors<Field> = {};
    const username = values.username.trim();
    if (username === '') found.username = t('validation:required');
    else if (settings.usernameRule) {
      const result = matchServerRule(username, settings.usernameRule);
      if (!result.ok) found.username = t(result.key, result.values);
    }
    const password = values.password.trim();
    const confirm = values.confirmPassword.trim();
    if (password !== '' || confirm !== '') {
      if (settings.passwordRule) {
        const result = matchServerRule(password, settings.passwordRule);
        if (!result.ok) found.password = t(result.key, result.values);
      }
      if (confirm !== password) found.confirmPassword = t('validation:inconsistent_twice');
    }
    const rate = Number(values.rebateRate);
    if (values.rebateRate.trim() === '' || rebateRateProblem(rate, settings.rebateRate) !== null)
      found.rebateRate = t('agent:register_centre.rebate_invalid', { rate: settings.rebateRate });
    return found;
  };
  const fields = useFieldErrors(check);
  const { errors } = fields;

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    fields.changed(field);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fields.submit()) return;
    const result = await register({
      type,
      username: values.username.trim(),
      password: values.password.trim(),
      confirmPassword: values.confirmPassword.trim(),
      rebateRate: Number(values.rebateRate),
    });
    if ('error' in result) {
      const field = failedFieldOf(result.error);
      const message = t(errorMessageKeyOf(result.error));
      // A refusal names its field; any other (a taken username) shows under the username.
      const known: Field[] = ['username', 'password', 'confirmPassword', 'rebateRate'];
      fields.refuse(known.find((name) => name === field) ?? 'username', message);
      return;
    }
    setCreated(result.data.username);
    setValues({ username: '', password: '', confirmPassword: '', rebateRate: '0' });
    fields.reset();
  };

  return (
    <form className="register-centre__form" onSubmit={(event) => void submit(event)} noValidate>
      <Select
        label={t('agent:register_centre.account_type')}
        value={type}
        onChange={(event) => {
          setType(event.target.value as DownlineType);
        }}
        options={[
          { value: 'member', label: t('agent:register_centre.type_member') },
          { value: 'agent', label: t('agent:register_centre.type_agent') },
        ]}
      />
      <TextField
        label={t('agent:register_centre.username')}
        value={values.username}
        onChange={set('username')}
        error={errors.username}
        autoComplete="off"
        maxLength={32}
        required
      />
      <PasswordField
        label={t('agent:register_centre.password')}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint={t('agent:register_centre.password_optional')}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('agent:register_centre.confirm_password')}
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
        autoComplete="new-password"
      />
      <p className="register-centre__hint">
        {t('agent:register_centre.default_password', { password: settings.defaultPassword })}
      </p>
      <TextField
        label={t('agent:register_centre.rebate_setting')}
        value={values.rebateRate}
        onChange={set('rebateRate')}
        error={errors.rebateRate}
        hint={t('agent:register_centre.rebate_max', { rate: `${String(settings.rebateRate)} %` })}
        inputMode="decimal"
      />
      <Button type="submit" disabled={state.isLoading}>
        {t('agent:register_centre.create_account')}
      </Button>
      <Toast
        open={created !== null}
        message={t('agent:register_centre.account_created', { username: created ?? '' })}
        onDismiss={() => {
          setCreated(null);
        }}
      />
    </form>
  );
}

function LinksPanel() {
  const { t } = useTranslation('agent');
  const links = useTeamLinksQuery();
  const [create, creating] = useCreateTeamLinkMutation();
  const [type, setType] = useState<DownlineType>('member');
  const [notice, setNotice] = useState<string | null>(null);

  let list;
  if (links.isError) list = <LoadFailed query={links} what={t('register_centre.load_failed')} />;
  else if (!links.data) list = <SkeletonList rows={3} />;
  else if (links.data.list.length === 0)
    list = <EmptyState message={t('register_centre.no_links')} />;
  else
    list = (
      <ul className="register-centre__links" aria-label={t('register_centre.links_label')}>
        {links.data.list.map((link) => (
          <LinkCard key={link.id} link={link} onNotice={setNotice} />
        ))}
      </ul>
    );

  return (
    <div className="register-centre__links-panel">
      <form
        className="register-centre__create"
        onSubmit={(event) => {
          event.preventDefault();
          void create({ type }).then((result) => {
            if (!('error' in result)) setNotice(t('register_centre.link_created'));
          });
        }}
      >
        <Select
          label={t('register_centre.link_type')}
          value={type}
          onChange={(event) => {
            setType(event.target.value as DownlineType);
          }}
          options={[
            { value: 'member', label: t('register_centre.type_member') },
            { value: 'agent', label: t('register_centre.type_agent') },
          ]}
        />
        <Button type="submit" disabled={creating.isLoading}>
          {t('register_centre.create_link')}
        </Button>
      </form>
      {list}
      <Toast
        open={notice !== null}
        message={notice ?? ''}
        onDismiss={() => {
          setNotice(null);
        }}
      />
    </div>
  );
}

function LinkCard({
  link,
  onNotice,
}: {
  link: AffiliateLink;
  onNotice: (message: string) => void;
}) {
  const { t } = useTranslation('agent');
  const format = useMoneyFormats();
  const permission = usePermissionQuery();
  const url = inviteUrlOf(permission.data?.info.mainDomain, link.code);
  const copy = async () => {
    if (url === null) return;
    try {
      await navigator.clipboard.writeText(url);
      onNotice(t('register_centre.copied'));
    } catch {
      onNotice(t('register_centre.copy_failed'));
    }
  };
  return (
    <li className="register-centre__link">
      {url !== null && (
        <QrCode value={url} label={t('register_centre.qr', { code: link.code })} size={96} />
      )}
      <div className="register-centre__link-body">
        <p className="register-centre__code">
          <span>{t('register_centre.code')}</span> <strong>{link.code}</strong>{' '}
          <span className="register-centre__type">
            {link.type === 'agent'
              ? t('register_centre.type_agent')
              : t('register_centre.type_member')}
          </span>
        </p>
        {url !== null ? (
          <p className="register-centre__url">{url}</p>
        ) : permission.data ? (
          // No player address to build on: a link to anywhere else would register nobody.
          <p className="register-centre__url" role="status">
            {t('register_centre.no_player_address')}
          </p>
        ) : null}
        <dl className="register-centre__stats">
          <div>
            <dt>{t('register_centre.visits')}</dt>
            <dd>{format.count(link.visits)}</dd>
          </div>
          <div>
            <dt>{t('register_centre.registrations')}</dt>
            <dd>{format.count(link.registrations)}</dd>
          </div>
          <div>
            <dt>{t('register_centre.first_deposits')}</dt>
            <dd>{format.count(link.firstDeposits)}</dd>
          </div>
        </dl>
        {url !== null && (
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {t('register_centre.copy')}
          </Button>
        )}
      </div>
    </li>
  );
}
