import { usePermissionQuery } from '@gaming/api/system';
import { safeServerUrl } from '@gaming/domain/urls';
import { useAppSelector } from '../../app/store';

const SOCIAL_TYPES = ['FACEBOOK', 'TELEGRAM', 'INSTAGRAM', 'YOUTUBE'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

export interface SiteLink<Kind extends string> {
  kind: Kind;
  url: string;
}

/** The permission call's resources (§2 side menu, footer): app downloads and social links, checked. */
export function useSiteResources() {
  const { data } = usePermissionQuery();
  const apiBase = useAppSelector((state) => state.apiContext.apiBase);
  const resources = data?.info.resources ?? [];
  const safe = (url: string) => (/^https?:\/\//i.test(url.trim()) ? safeServerUrl(url) : null);
  const apps = resources.flatMap((resource) => {
    if (resource.resourceType !== 'IOS' && resource.resourceType !== 'ANDROID') return [];
    const url = safe(resource.qrCodeUrl ?? resource.url);
    return url ? [{ kind: resource.resourceType, url }] : [];
  });
  const social = resources.flatMap((resource) => {
    const kind = SOCIAL_TYPES.find((type) => type === resource.resourceType);
    const url = safe(resource.url);
    return kind && url ? [{ kind, url }] : [];
  });
  // §2 Modals "legal licence image": a site path or an http(s) URL of the licence picture.
  const licenceResource = resources.find((resource) => resource.resourceType === 'LICENSE');
  const licence = licenceResource ? safeServerUrl(licenceResource.url, apiBase) : null;
  return {
    apps,
    licence,
    social,
    referralEnabled: data?.info.whitelabel.REFERRAL ?? false,
  };
}
