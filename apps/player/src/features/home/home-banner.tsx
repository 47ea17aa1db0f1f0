import { useBannersQuery } from '@gaming/api/announcements';
import type { Banner } from '@gaming/api/wire';
import { safeServerUrl } from '@gaming/domain/urls';
import { useTranslation } from '@gaming/i18n';
import { BannerCarousel } from '@gaming/ui/banner-carousel';
import { pageContentShown, releaseBootFrame } from '@gaming/kernel/boot';
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../app/store';
import { BannerSlot } from '../../lib/banner-slot';
import { bannerTargetOf } from './banner-target';

/**
 * §2 Home banner carousel of the w_home group; a click opens the banner's target. The pictures and
 * their headlines (each banner's name) come in the reader's language.
 */
export function HomeBanner() {
  const { t } = useTranslation('tiles');
  const navigate = useNavigate();
  const language = useAppSelector((state) => state.apiContext.language);
  const { data, isError } = useBannersQuery({ groupName: 'w_home', language });
  // Only images at a site path or an http(s) URL: a `javascript:` or `data:` source from the
  // server never reaches an <img> (the CSP would block it, but it must not get that far).
  const banners = useMemo(
    () => data?.filter((banner) => safeServerUrl(banner.url) !== null),
    [data],
  );
  const open = useCallback(
    (banner: Banner) => {
      const target = bannerTargetOf(banner);
      if (target?.kind === 'route') void navigate(target.path);
      else if (target?.kind === 'external') window.open(target.url, '_blank', 'noopener');
    },
    [navigate],
  );
  const settled = banners !== undefined || isError;
  // The boot frame's banner stood in for this one until now (boot.ts holds the frame on home).
  useLayoutEffect(() => {
    if (!settled) return;
    releaseBootFrame();
    pageContentShown();
  }, [settled]);
  // The box keeps the banner's height while the list loads, so nothing below it shifts.
  if (!banners) return <BannerSlot />;
  return (
    <BannerCarousel
      banners={banners}
      getKey={(banner) => banner.id}
      // A banner without a headline is named by its place, as the carousel does by default.
      getLabel={(banner, index) =>
        banner.title || t('banner.open', { position: index + 1, total: banners.length })
      }
      onOpen={open}
    />
  );
}
