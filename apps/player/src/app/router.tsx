import type { ReactNode } from 'react';
import { Suspense, lazy, useEffect } from 'react';
import type { RouteObject } from 'react-router';
import {
  Navigate,
  Outlet,
  createBrowserRouter,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router';
import { paths } from '../config/paths';
import { AuthModals } from '../features/auth';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage, SiteFrame } from '../features/shell';
import { SiteGate } from '@gaming/kernel/site-gate';
import { tokenChanged } from '@gaming/api/base-api';
import { lazyGroup, preloadLandingGroups, withLandingPage } from '@gaming/kernel/lazy-chunk';
import { GameDialogsProvider } from '../lib/games/game-dialogs';
import { useIdle } from '../lib/use-idle';
import { loginOpened } from '../session/auth-slice';
import { useAppDispatch, useAppSelector } from './store';

const HelpDialog = lazy(() => import('../features/shell/help-dialog'));
// Failed reads come back by themselves (a platform that was down); loaded after the page's content.
const QueryRecovery = lazy(() => import('@gaming/kernel/query-recovery'));
// A member's live notices and receipt confirmations (site-extras.tsx), after the page's content.
const SiteExtras = lazy(() => import('./site-extras'));
// The login modal's chunk carries the registration modal too (one chunk for the ways in).
const RegisterModal = lazy(() =>
  import('../features/auth/login-modal').then((screens) => ({ default: screens.RegisterModal })),
);
const SocialRegisterModal = lazy(() =>
  import('../features/auth/login-modal').then((screens) => ({
    default: screens.SocialRegisterModal,
  })),
);

/** Route-level code splitting: each screen group of §2 is its own chunk. */
// The agent pages only point to the agent app.
const Agent = lazyGroup(() => import('../features/shell/agent-page'));
const Promotions = lazyGroup(() => import('./groups/promotions'));
const Seamless = lazyGroup(() => import('./groups/seamless'));
const Lottery = lazyGroup(() => import('./groups/lottery'));
const MemberCenter = lazyGroup(() => withLandingPage(import('./groups/member-center')));
const PointMall = lazyGroup(() => import('./groups/point-mall'));
const AccountGame = lazyGroup(() => import('./groups/account-game'));
const GameListCenter = lazyGroup(() => import('./groups/game-list-center'));
const GameCenter = lazyGroup(() => import('./groups/game-center'));
const Support = lazyGroup(() => import('./groups/support'));

/** What a route asks of the frame (§2 "Lottery, seamless … omit the footer; side menu hidden on game pages"). */
export interface RouteLayout {
  footer?: boolean;
  sideMenu?: boolean;
}

function layoutOf(matches: ReturnType<typeof useMatches>): Required<RouteLayout> {
  const layout = { footer: true, sideMenu: true };
  for (const match of matches) Object.assign(layout, match.handle as RouteLayout | undefined);
  return layout;
}

/** Every page sits behind the site gate and inside the frame. */
function RootLayout() {
  const dispatch = useAppDispatch();
  const layout = layoutOf(useMatches());
  return (
    <>
      <SiteGate>
        {/* The header's category items launch games too: the game dialogs sit around the frame. */}
        <GameDialogsProvider>
          <SiteFrame
            onLogin={() => dispatch(loginOpened())}
            showFooter={layout.footer}
            showSideMenu={layout.sideMenu}
          >
            <Outlet />
          </SiteFrame>
        </GameDialogsProvider>
        <AuthModals app="player" />
        <AfterContent>
          <SiteExtras />
        </AfterContent>
      </SiteGate>
      {/* Outside the gate: a site that failed to open recovers too. */}
      <AfterContent>
        <QueryRecovery />
      </AfterContent>
    </>
  );
}

/** Lazily loaded parts that come once the landing page's content is up, never before it. */
function AfterContent({ children }: { children: ReactNode }) {
  const ready = useIdle({ afterContent: true });
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * §2 "need a session token, else redirect to /login". A session that ended under the person
 * (revoked, signed out elsewhere) keeps the page, with what they typed, under the login modal;
 * signing in again carries on there. Closing the modal instead leaves for the home page.
 */
function RequireToken({ children }: { children: ReactNode }) {
  const token = useAppSelector((state) => state.apiContext.token);
  const expired = useAppSelector((state) => state.apiContext.expired);
  const loginOpen = useAppSelector((state) => state.auth.loginOpen);
  if (token) return children;
  if (expired) return loginOpen ? children : <LeaveEndedSession />;
  return <Navigate to={paths.login.href()} replace />;
}

/** The person closed the login modal of an ended session: home, and the ending is forgotten. */
function LeaveEndedSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    // Forgotten once home: before, the guard would read a plain missing session (→ /login).
    void Promise.resolve(navigate(paths.home.href(), { replace: true })).then(() =>
      dispatch(tokenChanged(null)),
    );
  }, [dispatch, navigate]);
  return null;
}

/** /login: home with the login modal open. */
function LoginRoute() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(loginOpened());
  }, [dispatch]);
  return <HomePage />;
}

/**
 * /register: home with the registration modal (§2); success signs in and goes to / (§4).
 * /register/social: the same, finishing a registration after a social sign-in.
 */
function RegisterRoute({ social = false }: { social?: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const home = () => void navigate(paths.home.href(), { replace: true });
  const Modal = social ? SocialRegisterModal : RegisterModal;
  return (
    <>
      <HomePage />
      <Suspense fallback={null}>
        <Modal
          onClose={home}
          onRegistered={home}
          onLogin={() => {
            home();
            dispatch(loginOpened());
          }}
        />
      </Suspense>
    </>
  );
}

/** /help (#term): home with the help centre over it. */
function HelpRoute() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  return (
    <>
      <HomePage />
      <Suspense fallback={null}>
        <HelpDialog
          anchor={decodeURIComponent(hash.replace(/^#/, ''))}
          onClose={() => void navigate(paths.home.href(), { replace: true })}
        />
      </Suspense>
    </>
  );
}

/** Case-sensitive: /vnLottery (lottery page) and /vnlottery (game play) are different routes. */
const each = (list: readonly string[], element: ReactNode, handle?: RouteLayout): RouteObject[] =>
  list.map((path) => ({ path, element, handle, caseSensitive: true }));

const gamePage: RouteLayout = { footer: false, sideMenu: false };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      ...each(paths.homeAliases, <HomePage />),
      { path: paths.login.path, element: <LoginRoute /> },
      { path: paths.register.path, element: <RegisterRoute /> },
      { path: paths.socialRegister.path, element: <RegisterRoute social /> },
      { path: paths.help.path, element: <HelpRoute /> },
      ...each(paths.gameCentre, <GameCenter />),
      ...each(paths.gameListCentre, <GameListCenter />),
      ...each(paths.accountGame, <AccountGame />),
      ...each(
        paths.lottery,
        <RequireToken>
          <Lottery />
        </RequireToken>,
        gamePage,
      ),
      ...each(paths.seamless, <Seamless />, gamePage),
      { path: paths.promotions.path, element: <Promotions /> },
      { path: paths.pointMall.path, element: <PointMall /> },
      ...each([paths.download.path, paths.mirrors.path, paths.winners.path], <Support />),
      ...[paths.member.path, paths.member.pagePath].map((path) => ({
        path,
        element: (
          <RequireToken>
            <MemberCenter />
          </RequireToken>
        ),
      })),
      { path: paths.agent.path, element: <Agent /> },
      { path: paths.agentHome.path, element: <Agent /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

// The landing page's screens download with the entry, beside the boot's first calls, not after the
// first render.
export const landingGroups = preloadLandingGroups(routes, window.location.pathname);

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
