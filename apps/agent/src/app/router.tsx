import {
  lazyGroup,
  preloadLandingGroups,
  startLandingPage,
  withLandingPage,
} from '@gaming/kernel/lazy-chunk';
import { SiteGate } from '@gaming/kernel/site-gate';
import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { NotFoundPage, PublicFrame } from '../features/shell';
import { agentPageOf, agentPages } from './agent-pages';

/** Every page sits behind the site gate. */
function RootLayout() {
  return (
    <>
      <SiteGate>
        <Outlet />
      </SiteGate>
      <Suspense fallback={null}>
        <QueryRecovery />
      </Suspense>
    </>
  );
}

// Failed reads come back by themselves (a platform that was down); loaded after first paint.
const QueryRecovery = lazy(() => import('@gaming/kernel/query-recovery'));

/** The login and not-found pages: the frame before sign-in. */
function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

// The login form (Yup, the challenge solver) and the signed-in centre load on their first visit;
// a chunk that fails or hangs shows the catalogue's error with a retry (§8, §9 120 s).
const signedIn = () => withLandingPage(import('./signed-in'));
const SignedInLayout = lazyGroup(() =>
  signedIn().then((screens) => ({ default: screens.SignedInLayout })),
);
const AgentPageRoute = lazyGroup(() =>
  signedIn().then((screens) => ({ default: screens.AgentPageRoute })),
);
const AgentLoginPage = lazyGroup(() =>
  import('../features/login/agent-login-page').then((screens) => ({
    default: screens.AgentLoginPage,
  })),
);

export const routes: RouteObject[] = [
  // The agent subdomain opens on the agent login page.
  { path: paths.root.path, element: <Navigate to={paths.agentLogin.href()} replace /> },
  {
    element: <RootLayout />,
    children: [
      {
        path: paths.agentHome.path,
        caseSensitive: true,
        element: <SignedInLayout />,
        children: [
          { index: true, element: <AgentPageRoute /> },
          {
            path: paths.agentHome.pagePath,
            caseSensitive: true,
            element: <AgentPageRoute />,
          },
          { path: '*', element: <NotFoundPage inCentre /> },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.agentLogin.path,
            caseSensitive: true,
            element: <AgentLoginPage />,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

// The landing page's screens download with the entry, beside the boot's first calls, not after the
// first render.
export const landingGroups = preloadLandingGroups(routes, window.location.pathname);
// The centre's landing page too, beside the centre rather than once the centre's chunk has run
// (one round trip fewer before the page's content).
const landingPage = agentPageOf(window.location.pathname);
if (landingPage !== null) startLandingPage(agentPages[landingPage].load);

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
