import { pageContentShown } from '@gaming/kernel/boot';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import AppDownloadPage from '../../features/support/app-download-page';
import MirrorPage from '../../features/support/mirror-page';
import WinnersPage from '../../features/support/winners-page';

/**
 * The support pages (§2): app download, mirror sites with the speed check, the winners list. One
 * chunk for the three (small pages; each extra chunk costs first paint a name in the preload map).
 */
export default function Support() {
  const { pathname } = useLocation();
  // A support page's first screen is its heading and texts, here at once: the site's extras (the
  // footer's lists) need not wait for the landing page's time limit.
  useEffect(() => {
    pageContentShown();
  }, []);
  if (pathname === paths.download.path) return <AppDownloadPage />;
  if (pathname === paths.mirrors.path) return <MirrorPage />;
  return <WinnersPage />;
}
