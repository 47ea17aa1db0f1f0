/**
 * The gate's screens other than loading and the site (§4 System status): the catalogue message with
 * a retry when the permission call failed, the maintenance page, the region-blocked page. A chunk of
 * their own: most visits never see them. Server text is shown as text, never as HTML.
 */
import { SITE_TIME_ZONE } from '@gaming/domain/time';
import { errorKeyOf, useTranslation } from '@gaming/i18n';
import { formatDateTime } from '@gaming/i18n/format';
import { Icon } from '../icon';
import type { StatusAction } from '../status-page';
import { StatusPage } from '../status-page';
import type { SiteGateViewState } from './SiteGateView';

/** §9: customer service opens in its own 440 × 750 popup, reused when already open. */
export function openCustomerService(url: string): void {
  window.open(url, 'customer-service', 'width=440,height=750');
}

export default function GateScreen({
  state,
}: {
  state: Exclude<SiteGateViewState, { kind: 'loading' }>;
}) {
  const { t, i18n } = useTranslation(['system', 'errors', 'common']);

  if (state.kind === 'error') {
    const offline = state.errorCode === 'network_link_abnormal';
    return (
      <main>
        <StatusPage
          tone="danger"
          icon={<Icon name={offline ? 'offline' : 'alert'} size={32} />}
          title={t(`errors:${errorKeyOf(state.errorCode)}`)}
          text={t(offline ? 'system:error.network_text' : 'system:error.text')}
          action={{ label: t('common:actions.retry'), onClick: state.retry }}
        />
      </main>
    );
  }

  const { permission, customerServiceUrl } = state;
  const customerService: StatusAction | undefined =
    customerServiceUrl === null
      ? undefined
      : {
          label: t('system:customer_service'),
          onClick: () => openCustomerService(customerServiceUrl),
        };
  if (state.gate === 'maintenance') {
    const { title, content, endTime } = permission.maintenance;
    const endsAt = endTime ? new Date(endTime) : null;
    return (
      <main>
        <StatusPage
          tone="warning"
          icon={<Icon name="maintenance" size={32} />}
          title={t('system:maintenance.title')}
          subtitle={title}
          text={content}
          details={
            endsAt && !Number.isNaN(endsAt.getTime())
              ? [
                  {
                    label: t('system:maintenance.ends_at'),
                    // The operator's time, whatever the visitor's device says.
                    value: formatDateTime(endsAt, i18n.language, SITE_TIME_ZONE),
                  },
                ]
              : []
          }
          action={customerService}
        />
      </main>
    );
  }

  if (state.gate === 'region-blocked') {
    const ip = permission.location.ip || permission.regionRestriction.ip;
    return (
      <main>
        <StatusPage
          tone="danger"
          icon={<Icon name="blocked" size={32} />}
          title={t('system:region_blocked.title')}
          text={t('system:region_blocked.info')}
          details={ip ? [{ label: t('system:region_blocked.your_ip'), value: ip }] : []}
          action={customerService}
        />
      </main>
    );
  }

  return null;
}
