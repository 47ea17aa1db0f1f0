import type { RouteObject } from 'react-router';
import { Outlet, createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { HomePage, NotFoundPage, SiteFrame } from '../features/shell';
import { SiteGate } from '../features/site-gate';

/** Every page sits behind the site gate and inside the frame. */
function RootLayout() {
  return (
    <SiteGate>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
    </SiteGate>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      ...paths.homeAliases.map((path) => ({ path, element: <HomePage /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
