/** The routes of §2 this app serves so far; screens link through these, never through literals. */
export const paths = {
  home: { path: '/', href: () => '/' },
  /** The spec's other spellings of home: /index, /index.html, /home. */
  homeAliases: ['/index', '/index.html', '/home'],
} as const;
