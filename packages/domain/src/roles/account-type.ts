/** Agent types of §9: isAgent 1, 2, 41 and 42. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
/** Trial (guest) type of §9: isAgent 4. */
export const TRIAL_TYPE = 4;

/** §6 Agent: isAgent 1, 2, 41 or 42. */
export function isAgentType(isAgent: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(isAgent);
}

/** §6 Trial or guest: isAgent = 4. */
export function isTrialType(isAgent: number): boolean {
  return isAgent === TRIAL_TYPE;
}
