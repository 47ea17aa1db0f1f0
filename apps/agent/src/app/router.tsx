import type { RouteObject } from 'react-router';
import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { AgentFrame, AgentLoginPage, NotFoundPage } from '../features/shell';
import { SiteGate } from '@gaming/kernel/site-gate';

/** Every page sits behind the site gate and inside the agent frame. */
function RootLayout() {
  return (
    <SiteGate>
      <AgentFrame>
        <Outlet />
      </AgentFrame>
    </SiteGate>
  );
}

export const routes: RouteObject[] = [
  // The agent subdomain opens on the agent login page.
  { path: paths.root.path, element: <Navigate to={paths.agentLogin.href()} replace /> },
  {
    element: <RootLayout />,
    children: [
      { path: paths.agentLogin.path, element: <AgentLoginPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
