/** What every area's routes get from the server: the database, the stores and services, the clock. */
import type { DatabaseHandle } from '../db/client';
import type { CatalogueStore } from '../services/catalogue';
import type { ChallengeService } from '../services/challenge';
import type { KeyRing } from '../services/key-ring';
import type { NoticePublisher } from '../services/payments';
import type { NoticeHub } from '../services/notice-hub';
import type { OidcClients, OidcSettings } from '../services/oidc';
import type { SiteStore } from '../services/site';

export type PlatformMode = 'development' | 'production';

export interface RouteDeps {
  db: DatabaseHandle['db'];
  /** The database handle itself (reset to the seed in development). */
  database: DatabaseHandle;
  site: SiteStore;
  catalogue: CatalogueStore;
  keys: KeyRing;
  challenges: ChallengeService;
  now: () => Date;
  mode: PlatformMode;
  /** Loopback clients pass the per-address ceilings (tests, the e2e stack). */
  exemptLoopback: boolean;
  /** Origins that may frame the demo game page besides 'self' (CSP frame-ancestors). */
  frameAncestors: readonly string[];
  /** A fresh random seed per spin of the demo game. */
  spinSeed: () => Buffer;
  /** Delivers a live notice to a member once the transaction commits. */
  publishNotice: NoticePublisher;
  /** Minutes a paid withdrawal of this customer waits for receipt confirmation (its merchant's setting). */
  confirmMinutesOf: (customerId: number) => Promise<number>;
  /** This instance's live notices: the members' open sockets. */
  hub: NoticeHub;
  /** The player app's address, which a development reset seeds. */
  playerOrigin: string;
  /** Social login's production providers (none: off; in development, the platform's own). */
  oidcSettings?: OidcSettings;
  /** The social login clients, made by `registerRoutes` from `oidcSettings`. */
  oidc?: OidcClients;
}
