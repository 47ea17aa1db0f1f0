/**
 * The way back from a social provider (§4 Login: facebook and google): the platform sends the
 * browser to the app with `?socialRegister=<ticket>` (a new identity registers) or
 * `?socialLogin=<outcome>` (the sign-in did not end in a session). Like a `?token=`, neither stays
 * in the visible address: the ticket is a one-time credential, and a reload must not show an old
 * outcome again.
 */

/** How a social sign-in that opened no session ended, as the platform names it. */
export const SOCIAL_LOGIN_OUTCOMES = ['failed', 'expired', 'cancelled', 'disabled'] as const;
export type SocialLoginOutcome = (typeof SOCIAL_LOGIN_OUTCOMES)[number];

/** A registration ticket as the platform makes them (random base64url); anything else is ignored. */
const TICKET = /^[\w-]{20,128}$/;

export interface SocialReturn {
  /** The one-time registration ticket of a new identity, or null. */
  ticket: string | null;
  /** How a sign-in ended without a session (an unknown word reads as `failed`), or null. */
  outcome: SocialLoginOutcome | null;
  /** The address without either parameter, to put back in the bar; null when nothing changed. */
  cleanedUrl: string | null;
}

export function socialReturnOf(href: string): SocialReturn {
  const url = new URL(href);
  const params = url.searchParams;
  if (!params.has('socialRegister') && !params.has('socialLogin'))
    return { ticket: null, outcome: null, cleanedUrl: null };
  const ticket = params.get('socialRegister')?.trim() ?? '';
  const said = params.get('socialLogin');
  const outcome =
    said === null
      ? null
      : (SOCIAL_LOGIN_OUTCOMES.find((known) => known === said) ?? ('failed' as const));
  params.delete('socialRegister');
  params.delete('socialLogin');
  return {
    ticket: TICKET.test(ticket) ? ticket : null,
    outcome,
    cleanedUrl: url.pathname + url.search + url.hash,
  };
}
