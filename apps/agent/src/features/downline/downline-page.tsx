/**
 * Downline management (downlineManagmentView): the agent's tree searched by username, level and
 * status (filters and page in the URL: `?username=&level=&status=&page=`), with each account's type,
 * level, downline agent (the sub-agent a deeper account belongs to), balance, registration, last
 * login and status; edit its remark, lock it (after a confirmation) or unlock it, and transfer to it
 * from the agent's wallet (at most the agent's balance; payment password; one Idempotency-Key per
 * transfer).
 */
import {
  useTeamDownlineQuery,
  useTeamRemarkMutation,
  useTeamStatusMutation,
  useTeamTransferMutation,
} from '@gaming/api/agent-team';
import { useBalanceQuery } from '@gaming/api/member';
import { useSecurityOverviewQuery } from '@gaming/api/security';
import type { DownlineMember, DownlineQuery, DownlineStatusName } from '@gaming/api/wire';
import { ErrorCode } from '@gaming/api/wire';
import { checkAmount } from '@gaming/domain/money';
import { useTranslation } from '@gaming/i18n';
import { AlertDialog } from '@gaming/ui/alert-dialog';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { submitOnce, useSingleFlight } from '@gaming/kernel/idempotency';
import { LoadFailed } from '@gaming/kernel/load-failed';
import { PasswordField } from '@gaming/ui/password-field';
import { SearchBox } from '@gaming/ui/search-box';
import { Select } from '@gaming/ui/select';
import type { TableColumn } from '@gaming/ui/table';
import { Table } from '@gaming/ui/table';
import { TextField } from '@gaming/ui/text-field';
import { Toast } from '@gaming/ui/toast';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageKeyOf } from '@gaming/kernel/failure-message';
import { useMoneyFormats } from '@gaming/kernel/formats';
import { useFieldErrors } from '../../lib/field-errors';
import { usePayment } from '../../lib/payment';
import { PaymentPasswordMissing } from '../../lib/payment-password-missing';
import './downline.css';

const PAGE_SIZE = 20;
const STATUSES: readonly DownlineStatusName[] = ['normal', 'locked', 'blocked', 'deleted'];

function queryOf(params: URLSearchParams): DownlineQuery {
  const username = params.get('username')?.trim() ?? '';
  const level = params.get('level');
  const status = params.get('status');
  const page = Number(params.get('page') ?? '1');
  return {
    ...(username === '' ? {} : { username }),
    ...(level === 'direct' ? { level: 'direct' as const } : {}),
    ...(STATUSES.includes(status as DownlineStatusName)
      ? { status: status as DownlineStatusName }
      : {}),
    pageNo: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
  };
}

type Action = { kind: 'remark' | 'transfer' | 'lock'; member: DownlineMember } | null;

export default function DownlinePage() {
  const { t } = useTranslation(['agent', 'errors']);
  const format = useMoneyFormats();
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const downline = useTeamDownlineQuery(query);
  const [setStatus] = useTeamStatusMutation();
  const [action, setAction] = useState<Action>(null);
  const [notice, setNotice] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === '') next.delete(name);
    else next.set(name, value);
    if (name !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };

  const toggleLock = async (member: DownlineMember) => {
    const locked = member.status === 'normal';
    const result = await setStatus({ customerId: member.id, locked });
    if ('error' in result)
      setNotice({ message: t(errorMessageKeyOf(result.error)), tone: 'error' });
    else
      setNotice({
        message: t(locked ? 'downline.locked_done' : 'downline.unlocked_done', {
          username: member.username,
        }),
        tone: 'success',
      });
  };

  const columns: TableColumn<DownlineMember>[] = [
    {
      key: 'username',
      header: t('downline.columns.username'),
      cell: (m) => m.username,
      rowHeader: true,
    },
    { key: 'type', header: t('downline.columns.type'), cell: (m) => t(`downline.types.${m.type}`) },
    {
      key: 'level',
      header: t('downline.columns.level'),
      // "Level 1" over two lines reads as two values.
      cell: (m) => (
        <span className="downline__nowrap">{t('downline.level_value', { level: m.level })}</span>
      ),
    },
    {
      key: 'upline',
      header: t('downline.columns.upline'),
      // A deeper account belongs to one of the agent's sub-agents; a direct one to the agent.
      cell: (m) => m.uplineUsername ?? t('downline.upline_direct'),
    },
    {
      key: 'balance',
      header: t('downline.columns.balance'),
      cell: (m) => format.money(m.balance),
      numeric: true,
    },
    {
      key: 'registered',
      header: t('downline.columns.registered'),
      cell: (m) => format.dateTime(m.registeredAt),
    },
    {
      key: 'lastLogin',
      header: t('downline.columns.last_login'),
      cell: (m) => format.dateTime(m.lastLoginAt),
    },
    {
      key: 'status',
      header: t('downline.columns.status'),
      cell: (m) => t(`downline.statuses.${m.status}`),
    },
    { key: 'remark', header: t('downline.remark'), cell: (m) => m.remark, wrap: true },
    {
      key: 'actions',
      header: t('downline.columns.actions'),
      actions: true,
      cell: (m) => (
        <div
          className="downline__actions"
          role="group"
          aria-label={t('downline.actions_of', { username: m.username })}
        >
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setAction({ kind: 'remark', member: m });
            }}
          >
            {t('downline.edit_remark')}
          </Button>
          {(m.status === 'normal' || m.status === 'locked') && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                // Locking signs the member out at once: it is asked first. Unlocking is not.
                if (m.status === 'normal') setAction({ kind: 'lock', member: m });
                else void toggleLock(m);
              }}
            >
              {m.status === 'normal' ? t('downline.lock') : t('downline.unlock')}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setAction({ kind: 'transfer', member: m });
            }}
          >
            {t('downline.transfer')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className="downline">
      <div className="downline__filters">
        <SearchBox
          placeholder={t('downline.search_placeholder')}
          key={params.get('username') ?? ''}
          label={t('downline.search')}
          defaultValue={params.get('username') ?? ''}
          onSearch={(value) => {
            setParam('username', value.trim());
          }}
          onClear={() => {
            setParam('username', '');
          }}
        />
        <Select
          label={t('downline.level')}
          value={query.level ?? 'all'}
          onChange={(event) => {
            setParam('level', event.target.value === 'direct' ? 'direct' : '');
          }}
          options={[
            { value: 'all', label: t('downline.levels.all') },
            { value: 'direct', label: t('downline.levels.direct') },
          ]}
        />
        <Select
          label={t('downline.status_label')}
          value={query.status ?? ''}
          onChange={(event) => {
            setParam('status', event.target.value);
          }}
          options={[
            { value: '', label: t('downline.statuses.any') },
            ...STATUSES.map((status) => ({
              value: status,
              label: t(`downline.statuses.${status}`),
            })),
          ]}
        />
      </div>
      {downline.isError ? (
        <LoadFailed query={downline} what={t('downline.load_failed')} />
      ) : (
        <Table
          caption={t('downline.table')}
          hideCaption
          columns={columns}
          rows={downline.data?.list ?? []}
          rowKey={(m) => String(m.id)}
          loading={!downline.data}
          emptyMessage={t('downline.empty')}
          paging={{
            page: downline.data?.pageNo ?? 1,
            pageCount: downline.data?.totalPages ?? 0,
            onPageChange: (page) => {
              setParam('page', String(page));
            },
          }}
        />
      )}
      {action?.kind === 'remark' && (
        <RemarkDialog
          member={action.member}
          onClose={() => {
            setAction(null);
          }}
          onDone={() => {
            setAction(null);
            setNotice({ message: t('downline.saved'), tone: 'success' });
          }}
        />
      )}
      <AlertDialog
        open={action?.kind === 'lock'}
        tone="warning"
        title={t('downline.lock_title', { username: action?.member.username ?? '' })}
        message={t('downline.lock_text', { username: action?.member.username ?? '' })}
        confirmLabel={t('downline.lock')}
        cancelLabel={t('downline.cancel')}
        onConfirm={() => {
          const member = action?.member;
          setAction(null);
          if (member) void toggleLock(member);
        }}
        onCancel={() => {
          setAction(null);
        }}
      />
      {action?.kind === 'transfer' && (
        <TransferDialog
          member={action.member}
          onClose={() => {
            setAction(null);
          }}
          onDone={(message) => {
            setAction(null);
            setNotice({ message, tone: 'success' });
          }}
        />
      )}
      <Toast
        open={notice !== null}
        message={notice?.message ?? ''}
        tone={notice?.tone ?? 'success'}
        onDismiss={() => {
          setNotice(null);
        }}
      />
    </section>
  );
}

function RemarkDialog({
  member,
  onClose,
  onDone,
}: {
  member: DownlineMember;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['agent', 'errors']);
  const [save, state] = useTeamRemarkMutation();
  const once = useSingleFlight();
  const [remark, setRemark] = useState(member.remark);
  // Only the platform checks a remark (the field holds at most 200 characters).
  const fields = useFieldErrors<'remark'>(() => ({}));
  const submit = async () => {
    fields.submit();
    const result = await save({ customerId: member.id, remark: remark.trim() });
    if ('error' in result) fields.refuse('remark', t(errorMessageKeyOf(result.error)));
    else onDone();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('downline.edit_remark_of', { username: member.username })}
    >
      <form className="downline__dialog-form" onSubmit={submitOnce(once, submit)} noValidate>
        <TextField
          label={t('downline.remark')}
          value={remark}
          maxLength={200}
          onChange={(event) => {
            setRemark(event.target.value);
            fields.changed('remark');
          }}
          error={fields.errors.remark}
        />
        <div className="downline__dialog-actions">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('downline.cancel')}
          </Button>
          <Button type="submit" disabled={state.isLoading}>
            {t('downline.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function TransferDialog({
  member,
  onClose,
  onDone,
}: {
  member: DownlineMember;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(['agent', 'errors']);
  const format = useMoneyFormats();
  const [transfer, state] = useTeamTransferMutation();
  const pay = usePayment();
  const once = useSingleFlight();
  // The agent's own wallet: a transfer above it is refused here, before anything is sent.
  const balance = useBalanceQuery();
  const security = useSecurityOverviewQuery();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const available = balance.data?.balance;
  const fields = useFieldErrors<'amount' | 'password'>(() => {
    const checked = checkAmount(amount.trim());
    return {
      ...('problem' in checked
        ? { amount: t('downline.amount_invalid') }
        : available !== undefined && checked.cents > Math.round(available * 100)
          ? { amount: t('errors:balance_not_enough') }
          : {}),
      ...(password.trim() === '' ? { password: t('downline.password_required') } : {}),
    };
  });

  const submit = async () => {
    if (!fields.submit()) return;
    const checked = checkAmount(amount.trim());
    if ('problem' in checked) return;
    const content = { customerId: member.id, amount: checked.cents / 100 };
    const result = await pay(transfer, content, password);
    if ('refused' in result) {
      const { code, messageKey, passwordRefused } = result.refused;
      if (code === ErrorCode.paymentPasswordNotSet) setPasswordMissing(true);
      fields.refuse(passwordRefused ? 'password' : 'amount', t(messageKey));
      return;
    }
    onDone(
      t('downline.transfer_done', {
        amount: format.money(result.data.amount),
        username: member.username,
      }),
    );
  };

  return (
    <Dialog open onClose={onClose} title={t('downline.transfer_to', { username: member.username })}>
      <form className="downline__dialog-form" onSubmit={submitOnce(once, submit)} noValidate>
        {available !== undefined && (
          <p className="downline__balance">
            {t('downline.balance_available', { amount: format.money(available) })}
          </p>
        )}
        <TextField
          label={t('downline.amount')}
          value={amount}
          inputMode="decimal"
          onChange={(event) => {
            setAmount(event.target.value);
            fields.changed('amount');
          }}
          error={fields.errors.amount}
        />
        <PasswordField
          label={t('downline.payment_password')}
          value={password}
          autoComplete="off"
          onChange={(event) => {
            setPassword(event.target.value);
            fields.changed('password');
          }}
          error={fields.errors.password}
        />
        {(passwordMissing || security.data?.paymentPasswordSet === false) && (
          <PaymentPasswordMissing from="downlineManagmentView" />
        )}
        <div className="downline__dialog-actions">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('downline.cancel')}
          </Button>
          <Button type="submit" disabled={state.isLoading}>
            {t('downline.transfer_submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
