import { useLoginHistoryQuery } from '@gaming/api/security';
import type { LoginHistoryEntry } from '@gaming/api/wire';
import { deviceOf } from '@gaming/domain/security';
import { useTranslation } from '@gaming/i18n';
import { useDateFormats } from '@gaming/kernel/formats';
import { Table } from '@gaming/ui/table';
import { useState } from 'react';

const PAGE_SIZE = 10;

/** How each login happened, as the platform records it; anything newer reads as "Other". */
const WAY_KEYS = {
  username: 'security.history_way_username',
  sms: 'security.history_way_sms',
  register: 'security.history_way_register',
  verify: 'security.history_way_verify',
  google: 'security.history_way_google',
  facebook: 'security.history_way_facebook',
} as const;

function wayKeyOf(loginType: string) {
  return Object.hasOwn(WAY_KEYS, loginType)
    ? WAY_KEYS[loginType as keyof typeof WAY_KEYS]
    : 'security.history_way_unknown';
}

/** "Chrome on Android"; "Unknown device" when the browser said nothing we know. */
export function useDeviceName() {
  const { t } = useTranslation('member');
  return (userAgent: string): string => {
    const { browser, os } = deviceOf(userAgent);
    if (browser && os) return t('security.device', { browser, os });
    return browser ?? os ?? t('security.device_unknown');
  };
}

/** Logins of the last 30 days (time, address, device, way in, result), newest first. */
export function LoginHistory() {
  const { t } = useTranslation('member');
  const dates = useDateFormats();
  const deviceName = useDeviceName();
  const [pageNo, setPageNo] = useState(1);
  const history = useLoginHistoryQuery({ pageNo, pageSize: PAGE_SIZE });
  return (
    <section className="security-card" aria-labelledby="security-history-title">
      <h2 id="security-history-title">{t('security.history_title')}</h2>
      <Table<LoginHistoryEntry>
        caption={t('security.history_title')}
        hideCaption
        loading={history.isFetching && !history.data}
        rows={history.data?.list ?? []}
        rowKey={(row) => `${row.time}-${row.ip}-${row.loginType}`}
        emptyMessage={t('security.history_empty')}
        columns={[
          {
            key: 'time',
            header: t('security.history_time'),
            cell: (row) => dates.dateTime(row.time),
            rowHeader: true,
          },
          { key: 'ip', header: t('security.history_address'), cell: (row) => row.ip },
          {
            key: 'device',
            header: t('security.history_device'),
            cell: (row) => deviceName(row.userAgent),
            wrap: true,
          },
          {
            key: 'way',
            header: t('security.history_way'),
            cell: (row) => t(wayKeyOf(row.loginType)),
          },
          {
            key: 'result',
            header: t('security.history_result'),
            cell: (row) =>
              row.success ? t('security.history_success') : t('security.history_failure'),
          },
        ]}
        paging={{
          page: pageNo,
          pageCount: history.data?.totalPages ?? 1,
          onPageChange: setPageNo,
        }}
      />
    </section>
  );
}
