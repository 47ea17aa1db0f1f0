/**
 * The player site's origin (runtime config `playerOrigin`, public/config.json): the agent menu's
 * deposit, withdraw and messages entries open its pages signed in.
 */
import { DEFAULT_RUNTIME_CONFIG } from '@gaming/api/runtime-config';
import { createContext, useContext } from 'react';

export const PlayerOriginContext = createContext(DEFAULT_RUNTIME_CONFIG.playerOrigin);

export function usePlayerOrigin(): string {
  return useContext(PlayerOriginContext);
}
