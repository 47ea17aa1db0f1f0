import { useTranslation } from '@gaming/i18n';
import { X } from 'lucide-react';
import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { tabbablesIn } from './focus';
import './Dialog.css';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  /** Called by the close button, Escape and a click on the backdrop. */
  onClose: () => void;
  /** The heading that names the dialog. */
  title: string;
  children: ReactNode;
  /** Buttons under the content (kept in view while the content scrolls). */
  footer?: ReactNode;
  /** Width on larger screens; phones always get a full-height sheet. */
  size?: DialogSize;
  /** Where focus goes on open; by default the first field or button of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for messages that need an answer (see AlertDialog). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the element that describes the dialog. */
  describedBy?: string;
  /** Hides the × button, for dialogs whose footer holds the only ways out. */
  hideCloseButton?: boolean;
  /** A click on the backdrop closes; off for dialogs that must be answered. */
  closeOnBackdrop?: boolean;
  /** Adds a class to the panel, e.g. `ui-dialog--compact` to stay a card on phones. */
  className?: string;
}

/** How deep a dialog sits inside other dialogs in the React tree (0 outside any). */
const DialogDepth = createContext(0);

interface OpenDialog {
  element: HTMLElement;
  depth: number;
  order: number;
}

/** Open dialogs. Only the top one (deepest, then latest) traps focus and answers Escape. */
const openDialogs = new Set<OpenDialog>();
let openCount = 0;

function topDialog(): HTMLElement | undefined {
  let top: OpenDialog | undefined;
  for (const dialog of openDialogs) {
    if (
      !top ||
      dialog.depth > top.depth ||
      (dialog.depth === top.depth && dialog.order > top.order)
    )
      top = dialog;
  }
  return top?.element;
}

/** The page behind stays still while any dialog is open. */
let scrollLocks = 0;
let overflowBefore = '';
function lockScroll(): () => void {
  if (scrollLocks === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = overflowBefore;
  };
}

/**
 * A modal dialog: labelled by its title, focus kept inside, Escape and the × button close it, and
 * focus returns to what opened it. On phones (≤ 767 px) it is a full-height sheet.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  role = 'dialog',
  describedBy,
  hideCloseButton = false,
  closeOnBackdrop = true,
  className,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const depth = useContext(DialogDepth) + 1;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // What had focus when the dialog opened, read before the dialog takes focus.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  // Long content that scrolls must be reachable by keyboard: the body becomes a tab stop then.
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = body.current;
    if (!element || !('ResizeObserver' in window)) return undefined;
    const observer = new ResizeObserver(() => {
      setScrollable(element.scrollHeight > element.clientHeight);
    });
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    openCount += 1;
    const entry: OpenDialog = { element, depth, order: openCount };
    openDialogs.add(entry);
    // A dialog opened inside this one in the same render keeps the focus it took.
    if (topDialog() === element) {
      const target =
        initialFocusRef?.current ??
        (body.current ? tabbablesIn(body.current)[0] : undefined) ??
        tabbablesIn(element)[0] ??
        element;
      target.focus();
    }
    const unlockScroll = lockScroll();

    // Focus that lands outside (a click on the page behind) comes back in.
    const keepFocusInside = (event: FocusEvent) => {
      if (topDialog() !== element) return;
      if (event.target instanceof Node && !element.contains(event.target)) {
        (tabbablesIn(element)[0] ?? element).focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);

    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      openDialogs.delete(entry);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef, opener, depth]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = panel.current;
    // Events from a dialog opened inside this one bubble here through React's tree: not ours.
    if (!element || !(event.target instanceof Node) || !element.contains(event.target)) return;
    if (topDialog() !== element) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const tabbables = tabbablesIn(element);
    const first = tabbables[0];
    const last = tabbables.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === element)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) closeRef.current();
  };

  return (
    <div className="ui-dialog__backdrop" onClick={onBackdropClick}>
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={['ui-dialog', `ui-dialog--${size}`, className ?? ''].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className="ui-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button
              type="button"
              className="ui-dialog__close"
              aria-label={t('dialog.close')}
              onClick={() => closeRef.current()}
            >
              <X size={20} aria-hidden="true" />
            </button>
          )}
        </div>
        <DialogDepth.Provider value={depth}>
          <div ref={body} className="ui-dialog__body" tabIndex={scrollable ? 0 : undefined}>
            {children}
          </div>
          {footer === undefined ? null : <footer className="ui-dialog__footer">{footer}</footer>}
        </DialogDepth.Provider>
      </div>
    </div>
  );
}
