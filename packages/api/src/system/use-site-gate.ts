import type { SiteGate } from '@gaming/domain/system';
import { siteGateOf } from '@gaming/domain/system';
import { customerServiceUrlOf } from '@gaming/domain/urls';
import type { WithApiContext } from '../base-api/api-context';
import { errorCodeOf } from '../base-api/api-failure';
import type { Permission } from '../wire/system';
import { usePermissionQuery } from './system-api';
import { useTransitionSelector } from '../base-api/transition-selector';

export type SiteGateState =
  | { kind: 'loading' }
  | { kind: 'error'; errorCode: string; retry: () => void }
  | { kind: 'ready'; gate: SiteGate; permission: Permission; customerServiceUrl: string | null };

/**
 * The permission call at start, read as the gate of §4 System status (site, maintenance or
 * blocked), with the first customer-service URL checked and resolved against the API base.
 */
export function useSiteGate(): SiteGateState {
  const { data: permission, error, isError, refetch } = usePermissionQuery();
  const apiBase = useTransitionSelector((state: WithApiContext) => state.apiContext.apiBase);
  if (permission) {
    return {
      kind: 'ready',
      gate: siteGateOf(permission),
      permission,
      customerServiceUrl: customerServiceUrlOf(permission.info.customerService, apiBase),
    };
  }
  // A retry puts the call back to pending (isError false), so loading shows again meanwhile.
  if (isError) return { kind: 'error', errorCode: errorCodeOf(error), retry: () => void refetch() };
  return { kind: 'loading' };
}
