import { usePermissionQuery } from '@gaming/api/system';
import { CUSTOMER_SERVICE_POPUP } from '@gaming/domain/constants';
import { safeCustomerServiceUrl } from '@gaming/domain/urls';
import { useAppSelector } from '../../app/store';

export interface CustomerServiceLink {
  title: string;
  url: string;
}

/** The permission call's customer-service entries whose URL is safe to open (§2, §6). */
export function useCustomerService(): CustomerServiceLink[] {
  const apiBase = useAppSelector((state) => state.apiContext.apiBase);
  const { data } = usePermissionQuery();
  return (data?.info.customerService ?? []).flatMap((entry) => {
    const url = safeCustomerServiceUrl(entry.path, apiBase);
    return url ? [{ title: entry.title, url }] : [];
  });
}

/** Customer service opens in a 440×750 popup window (§9). */
export function openCustomerService(url: string): void {
  const { width, height } = CUSTOMER_SERVICE_POPUP;
  window.open(url, 'customer-service', `popup,width=${width},height=${height},noopener`);
}
