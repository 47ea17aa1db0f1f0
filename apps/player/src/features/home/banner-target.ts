/** Where a home banner leads when clicked (§2 Home "clicking opens the linked target", §3 Banner). */
import type { Banner } from '@gaming/api/wire';
import { safeServerUrl } from '@gaming/domain/urls';
import { paths } from '../../config/paths';

export type BannerTarget =
  /** A page of this site: the router navigates. */
  | { kind: 'route'; path: string }
  /** Another site: a new tab without an opener. */
  | { kind: 'external'; url: string };

/**
 * A URL banner opens its target when it is a site path or an http(s) URL; a PROMOTION banner opens
 * the promotions page, where its announcement is listed. Anything else (NONE, a GAME code, `javascript:`…) does nothing: null.
 */
export function bannerTargetOf(
  banner: Pick<Banner, 'linkageType' | 'linkageTarget'>,
): BannerTarget | null {
  if (banner.linkageType === 'PROMOTION') return { kind: 'route', path: paths.promotions.href() };
  if (banner.linkageType !== 'URL' || !banner.linkageTarget) return null;
  const url = safeServerUrl(banner.linkageTarget);
  if (url === null) return null;
  return url.startsWith('/') ? { kind: 'route', path: url } : { kind: 'external', url };
}
