/** What the keyboard can reach inside a dialog, in tab order. */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** jsdom has no layout (and no `checkVisibility`): there everything counts as visible. */
function isVisible(element: HTMLElement): boolean {
  return !('checkVisibility' in element) || element.checkVisibility();
}

export function tabbablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 && !element.closest('[hidden], [inert]') && isVisible(element),
  );
}
