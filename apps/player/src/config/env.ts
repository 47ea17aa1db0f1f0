/** The build-time environment, read here only. */
export const env = {
  /** The agent app's address, when the deployment names one (`VITE_AGENT_URL`). */
  agentUrl: (import.meta.env.VITE_AGENT_URL as string | undefined) ?? null,
} as const;
