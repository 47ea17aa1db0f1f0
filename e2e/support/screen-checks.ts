/**
 * What the screen walk looks for on one settled screen, measured in the page itself: text cut by
 * its box, a page wider than the window, table cells or tabs off screen without a cue, and
 * English texts of the catalogue showing in Tagalog.
 */
import type { Page } from '@playwright/test';

export interface ScreenFinding {
  kind:
    | 'cut text'
    | 'horizontal scroll'
    | 'hidden column'
    | 'hidden tabs'
    | 'english in TY'
    | 'small target';
  /** Where: a short CSS path of the element. */
  where: string;
  text: string;
}

/**
 * Runs the checks in the page. `englishOnly` holds the EN catalogue's texts whose TY text differs
 * (none of the terms that stay English); pass it only for a Tagalog screen.
 */
export function checkScreen(page: Page, englishOnly: readonly string[]): Promise<ScreenFinding[]> {
  return page.evaluate((englishTexts) => {
    const english = new Set(englishTexts);
    const findings: {
      kind:
        | 'cut text'
        | 'horizontal scroll'
        | 'hidden column'
        | 'hidden tabs'
        | 'english in TY'
        | 'small target';
      where: string;
      text: string;
    }[] = [];
    const pathOf = (element: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = element; at && at !== document.body && parts.length < 4;) {
        const classes = [...at.classList]
          .slice(0, 2)
          .map((name) => `.${name}`)
          .join('');
        parts.unshift(`${at.tagName.toLowerCase()}${classes}`);
        at = at.parentElement;
      }
      return parts.join('>');
    };
    const shown = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        return false;
      const box = element.getBoundingClientRect();
      // A visually hidden text for screen readers is clipped on purpose (1 px).
      return box.width > 2 && box.height > 2;
    };
    const ownText = (element: Element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .replace(/\s+/g, ' ')
        .trim();
    const clips = (style: CSSStyleDeclaration) =>
      style.overflowX === 'hidden' || style.overflowX === 'clip';
    const scrolls = (style: CSSStyleDeclaration) =>
      style.overflowX === 'auto' || style.overflowX === 'scroll';
    // Full text on hover and on keyboard focus: a title on a focusable element (or its control).
    const showsFullText = (element: Element) => {
      const titled = element.closest('[title]');
      if (!titled) return false;
      return titled.matches('a[href], button, input, select, textarea, [tabindex]');
    };

    // Moving text (a marquee) passes its clipping box on purpose: the whole of it goes by.
    const moving = (element: Element) => {
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement)
        if (at.getAnimations().some((animation) => animation.playState === 'running')) return true;
      return false;
    };

    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      // Name the innermost element that reaches past the window: that is the one to fix.
      const beyond = [...document.querySelectorAll('body *')].filter(
        (element) => shown(element) && element.getBoundingClientRect().right > width + 1,
      );
      const innermost = beyond.filter(
        (element) => !beyond.some((other) => other !== element && element.contains(other)),
      );
      findings.push({
        kind: 'horizontal scroll',
        where: innermost.slice(0, 3).map(pathOf).join(' | ') || 'html',
        text: `${document.documentElement.scrollWidth} px in ${width} px`,
      });
    }

    const canvas = document.createElement('canvas').getContext('2d');
    for (const element of document.querySelectorAll('body *')) {
      if (!shown(element)) continue;
      const style = getComputedStyle(element);
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        // A placeholder wider than the field's text box is cut where no one can read it.
        if (element.value !== '' || !element.placeholder || !canvas) continue;
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (canvas.measureText(element.placeholder).width > room + 1)
          findings.push({ kind: 'cut text', where: pathOf(element), text: element.placeholder });
        continue;
      }
      const text = ownText(element);
      if (text === '') continue;
      if (english.has(text)) findings.push({ kind: 'english in TY', where: pathOf(element), text });
      if (showsFullText(element) || moving(element)) continue;
      // Cut by its own box: wider content than the box, and the box clips.
      if (clips(style) && element.scrollWidth > element.clientWidth + 1) {
        findings.push({ kind: 'cut text', where: pathOf(element), text });
        continue;
      }
      // Cut by an ancestor that clips (not one that scrolls: that one the person can scroll).
      const box = element.getBoundingClientRect();
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const outer = getComputedStyle(at);
        if (scrolls(outer)) break;
        if (!clips(outer)) continue;
        const frame = at.getBoundingClientRect();
        if (box.right > frame.right + 1 || box.left < frame.left - 1)
          findings.push({ kind: 'cut text', where: pathOf(element), text });
        break;
      }
    }

    // WCAG 2.2 target size (2.5.8): every control at least 24 × 24 px, except a link inside a
    // sentence. Measured here by each control's own box: axe also counts a control that the fixed
    // bottom bar covers at the window's edge, which a person scrolls into view.
    for (const control of document.querySelectorAll(
      'a[href], button, select, [role="button"], [role="tab"], [role="link"], input:not([type="hidden"])',
    )) {
      if (!shown(control) || control.closest('[inert], [aria-hidden="true"]')) continue;
      const box = control.getBoundingClientRect();
      if (box.width >= 24 && box.height >= 24) continue;
      const inSentence =
        control.matches('a') &&
        [...(control.parentElement?.childNodes ?? [])].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
      if (inSentence) continue;
      findings.push({
        kind: 'small target',
        where: pathOf(control),
        text: `${control.textContent.trim() || control.getAttribute('aria-label') || ''} ${Math.round(box.width)}×${Math.round(box.height)}`,
      });
    }

    // A column of a table whose cells lie outside the window or the table's scrolling box, with
    // nothing saying the table scrolls.
    for (const table of document.querySelectorAll('table')) {
      if (!shown(table)) continue;
      const scroller = (() => {
        for (let at = table.parentElement; at && at !== document.body; at = at.parentElement)
          if (scrolls(getComputedStyle(at)) || clips(getComputedStyle(at))) return at;
        return null;
      })();
      const frame = scroller?.getBoundingClientRect();
      const right = Math.min(width, frame?.right ?? width);
      const left = Math.max(0, frame?.left ?? 0);
      const cued =
        scroller !== null &&
        [...(scroller.parentElement ?? scroller).querySelectorAll('[data-scroll-cue]')].some(shown);
      if (cued) continue;
      const row = table.querySelector('tbody tr') ?? table.querySelector('tr');
      for (const cell of row?.querySelectorAll('th, td') ?? []) {
        if (!cell.checkVisibility()) continue;
        const box = cell.getBoundingClientRect();
        if (box.width === 0) continue;
        if (box.left < left - 1 || box.right > right + 1) {
          const header =
            table.querySelectorAll('thead th')[(cell as HTMLTableCellElement).cellIndex];
          findings.push({
            kind: 'hidden column',
            where: pathOf(table),
            text: (header?.textContent ?? cell.textContent).trim(),
          });
        }
      }
    }

    // A tab list wider than its box hides tabs: an arrow must say there are more.
    for (const list of document.querySelectorAll('[role="tablist"]')) {
      if (!shown(list) || list.scrollWidth <= list.clientWidth + 1) continue;
      const cued = [...(list.parentElement ?? list).querySelectorAll('[data-scroll-cue]')].some(
        shown,
      );
      if (!cued)
        findings.push({
          kind: 'hidden tabs',
          where: pathOf(list),
          text: list.getAttribute('aria-label') ?? '',
        });
    }
    return findings;
  }, englishOnly);
}
