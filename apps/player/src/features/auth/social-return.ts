/**
 * Back from a social provider (§4 Login): a new identity's registration ticket is kept for this tab
 * and the address becomes the finish-registration page; an outcome without a session opens the
 * login modal, which says it. Either parameter leaves the visible address, as `?token=` does, before
 * the first render.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import type { KeyValueStorage } from '@gaming/domain/session';
import { SESSION_KEYS, socialReturnOf } from '@gaming/domain/session';
import { paths } from '../../config/paths';
import { socialLoginReturned } from '../../session/auth-slice';

export interface SocialReturnInput {
  location: { href: string };
  history: { state: unknown; replaceState(state: unknown, unused: string, url: string): void };
  sessionStorage: Pick<KeyValueStorage, 'setItem'>;
}

export function takeSocialReturn(dispatch: Dispatch, input: SocialReturnInput): void {
  const { ticket, outcome, cleanedUrl } = socialReturnOf(input.location.href);
  if (cleanedUrl === null) return;
  if (ticket !== null) {
    // Kept out of the address (history, screenshots, a shared link); a reload finds it here.
    input.sessionStorage.setItem(SESSION_KEYS.socialRegisterTicket, ticket);
    input.history.replaceState(input.history.state, '', paths.socialRegister.href());
    return;
  }
  input.history.replaceState(input.history.state, '', cleanedUrl);
  if (outcome !== null) dispatch(socialLoginReturned(outcome));
}
