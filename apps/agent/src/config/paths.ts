/** The agent app's routes of §2 so far; screens link through these, never through literals. */
export const paths = {
  root: { path: '/' },
  /** The agent login page (the form comes with its own issue). */
  agentLogin: { path: '/agent', href: () => '/agent' },
} as const;
