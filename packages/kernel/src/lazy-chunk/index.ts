export {
  ChunkError,
  ChunkTimeoutError,
  lazyGroup,
  preloadLandingGroups,
  startLandingPage,
  withLandingPage,
  withTimeout,
} from './lazy-chunk';
export type { LazyGroupOptions, WithLandingPage } from './lazy-chunk';
