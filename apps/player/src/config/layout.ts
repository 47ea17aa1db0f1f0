/** The desktop layout starts at 1024 px (the boot reads it too, without React). */
export const DESKTOP_QUERY = '(min-width: 1024px)';
