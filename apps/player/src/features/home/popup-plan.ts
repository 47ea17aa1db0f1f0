/**
 * What the viewer gets of their popup announcements on one visit: the first one now and the rest
 * held back in the notice list, rather than a queue of dialogs to click through before the site
 * can be used; and a short text-only popup (a greeting, one or two sentences) as a small note at
 * the screen's edge rather than a dialog that fills a phone for one sentence.
 */

/** Longest text, in characters, that still reads as a short note. */
export const BRIEF_POPUP_MAX_CHARACTERS = 160;

/** Content that needs the room of a dialog: pictures, lists, tables, frames, forms. */
const RICH_CONTENT = 'img, picture, video, iframe, table, ul, ol, form';

interface PopupLike {
  content: string;
  imageUrl?: string | null;
}

/** Whether a popup is short enough to show as a note: no picture, no rich content, little text. */
export function isBriefPopup(popup: PopupLike): boolean {
  if (popup.imageUrl) return false;
  const body = new DOMParser().parseFromString(popup.content, 'text/html').body;
  if (body.querySelector(RICH_CONTENT) !== null) return false;
  const text = body.textContent.replace(/\s+/g, ' ').trim();
  return text.length <= BRIEF_POPUP_MAX_CHARACTERS;
}

export interface PopupPlan<T> {
  /** The one popup shown now, or null. */
  now: T | null;
  /** The others, in order, held for the notice list. */
  held: T[];
}

/** At most one popup now; the others wait (`show` is in showing order: F before A). */
export function planPopups<T>(show: readonly T[]): PopupPlan<T> {
  const [now = null, ...held] = show;
  return { now, held };
}
