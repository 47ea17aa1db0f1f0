import { SiteGate } from '@gaming/kernel/site-gate';
import type { RouteObject } from 'react-router';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { NotFoundPage, PublicFrame } from '../features/shell';

/** Every page sits behind the site gate. */
function RootLayout() {
  return (
    <SiteGate>
      <Outlet />
    </SiteGate>
  );
}

/** The login and not-found pages: the frame before sign-in. */
function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

// The login form (Yup, the challenge solver) and the signed-in centre load on their first visit.
const signedIn = () => import('./signed-in');

export const routes: RouteObject[] = [
  // The agent subdomain opens on the agent login page.
  { path: paths.root.path, element: <Navigate to={paths.agentLogin.href()} replace /> },
  {
    element: <RootLayout />,
    children: [
      {
        path: paths.agentHome.path,
        caseSensitive: true,
        lazy: async () => ({ Component: (await signedIn()).SignedInLayout }),
        children: [
          { index: true, lazy: async () => ({ Component: (await signedIn()).AgentPageRoute }) },
          {
            path: paths.agentHome.pagePath,
            caseSensitive: true,
            lazy: async () => ({ Component: (await signedIn()).AgentPageRoute }),
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
            lazy: async () => ({
              Component: (await import('../features/login/agent-login-page')).AgentLoginPage,
            }),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
