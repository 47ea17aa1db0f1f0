import type { Category, Vendor } from '@gaming/domain/games';
import type { CategoryNavigation } from '@gaming/domain/navigation';
import { navigateCategory, navigateProvider } from '@gaming/domain/navigation';
import { ChevronDown } from 'lucide-react';
import type { FocusEvent, KeyboardEvent, PointerEvent, RefObject } from 'react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router';
import { useGameActions } from '../../lib/games/use-game-actions';
import { AppLink } from '../../lib/app-link';
import { useCategoryLabel, useSiteCategories } from '../../lib/category-links';
import { useSession } from '../../session/use-session';
import { visibleCountOf } from './visible-count';

/** A header entry: a category that links to its page or launches its provider. */
interface Entry {
  category: Category;
  label: string;
  navigation: Extract<CategoryNavigation, { kind: 'route' | 'launch-vendor' }>;
}

/** How a drop-down came open: one opened by hovering is the one a leaving pointer closes. */
type OpenedBy = 'hover' | 'press';

/** A value that lasts until the next navigation (route change), then reads null again. */
function useUntilNavigation<T>() {
  const { key } = useLocation();
  const [state, setState] = useState<{ value: T; at: string } | null>(null);
  const value = state?.at === key ? state.value : null;
  const set = useCallback(
    (next: T | null) => setState(next === null ? null : { value: next, at: key }),
    [key],
  );
  return [value, set] as const;
}

/** The links and buttons of a drop-down or menu, in order. */
function controlsIn(container: HTMLElement | null, selector = 'a, button'): HTMLElement[] {
  return Array.from(container?.querySelectorAll<HTMLElement>(selector) ?? []);
}

/** Arrow keys, Home and End move focus among `controls`; true when the key was one of them. */
function moveFocus(event: KeyboardEvent, controls: readonly HTMLElement[]): boolean {
  const index = controls.findIndex((control) => control === document.activeElement);
  const at = (next: number) => controls[(next + controls.length) % controls.length];
  const target =
    event.key === 'ArrowDown'
      ? at(index + 1)
      : event.key === 'ArrowUp'
        ? at(index - 1)
        : event.key === 'Home'
          ? controls[0]
          : event.key === 'End'
            ? controls[controls.length - 1]
            : undefined;
  if (!target) return false;
  event.preventDefault();
  target.focus();
  return true;
}

interface Measured {
  signature: string;
  widths: number[];
  moreWidth: number;
  gap: number;
}

/**
 * How many entries fit in the bar; the rest go into More. The entries' widths are measured with all
 * of them shown (again whenever `signature`, i.e. the entries or their labels, changes); the room is
 * the list's width, followed with a ResizeObserver. Where nothing is laid out (jsdom, the phone
 * header hiding the bar) every entry shows.
 *
 * The app mounts hidden behind the boot frame, where nothing has a width, and the account area
 * beside the bar widens when its code and the balance arrive: both are learnt from the observer,
 * after layout. Its answer is applied before the frame is painted (`flushSync`); left to React's
 * next task it painted every entry over the balance and Deposit for as long as the main thread was
 * busy starting the page (up to a second on a phone).
 */
function useVisibleCount(
  signature: string,
  count: number,
  list: RefObject<HTMLUListElement | null>,
  moreProbe: RefObject<HTMLElement | null>,
): { count: number; measured: boolean } {
  const [measured, setMeasured] = useState<Measured | null>(null);
  const [available, setAvailable] = useState(0);
  const current = measured?.signature === signature ? measured : null;
  const measuring = current === null;

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const read = () => {
      setAvailable(element.clientWidth);
      if (!measuring) return;
      const widths = Array.from(
        element.querySelectorAll<HTMLElement>(':scope > [data-entry]'),
        (item) => item.getBoundingClientRect().width,
      );
      const moreWidth = moreProbe.current?.getBoundingClientRect().width ?? 0;
      if (widths.length === 0 || widths.some((width) => width <= 0) || moreWidth <= 0) return;
      const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
      setMeasured({ signature, widths, moreWidth, gap });
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => flushSync(read));
    observer.observe(element);
    return () => observer.disconnect();
  }, [signature, measuring, list, moreProbe]);

  return current
    ? {
        count: visibleCountOf(current.widths, available, current.moreWidth, current.gap),
        measured: true,
      }
    : { count, measured: false };
}

/**
 * Desktop category navigation (§2 Header, §4 Category selection): a category with a page links to
 * it; a lottery or e-lottery item and a category with a single provider launch that provider
 * (`navigateCategory`). A category with several providers has a drop-down (WAI-ARIA disclosure): it
 * opens on hover or from its toggle button (Enter, Space, ArrowDown) and closes on navigation, on
 * Escape, when the pointer leaves and when a provider is chosen. RNG providers open /rng with their
 * vassalage, the others launch (`navigateProvider`). Entries that do not fit go into a More menu.
 */
export default function CategoryNav() {
  const { t } = useTranslation();
  const { categories = [] } = useSiteCategories();
  const { role } = useSession();
  const { openVendor } = useGameActions();
  const labelOf = useCategoryLabel();
  const [open, setOpen] = useUntilNavigation<{ category: string; by: OpenedBy }>();
  const list = useRef<HTMLUListElement>(null);
  const moreProbe = useRef<HTMLSpanElement>(null);

  const entries = categories.flatMap((category): Entry[] => {
    const navigation = navigateCategory({
      gameCategory: category.gameCategory,
      vendors: category.vendors,
      isLoggedIn: role !== 'visitor',
    });
    return navigation.kind === 'route' || navigation.kind === 'launch-vendor'
      ? [{ category, label: labelOf(category), navigation }]
      : [];
  });
  const signature = entries
    .map(({ category, label }) => `${category.gameCategory}:${label}:${category.vendors.length}`)
    .join('|');
  const { count: visibleCount, measured } = useVisibleCount(
    signature,
    entries.length,
    list,
    moreProbe,
  );
  if (entries.length === 0) return null;

  const launch = ({ category, label, navigation }: Entry) => {
    if (navigation.kind !== 'launch-vendor') return;
    const vendor = category.vendors.find((entry) => entry.vassalage === navigation.vassalage);
    openVendor(
      vendor ?? {
        vassalage: navigation.vassalage,
        gameType: category.gameCategory,
        gameCategory: category.gameCategory,
        displayName: label,
      },
    );
  };

  return (
    <nav className="shell-categories" aria-label={t('nav.categories')}>
      {/* Until it is measured every entry is laid out, and none painted: the bar never shows
          more than fits over the account area beside it. */}
      <ul
        ref={list}
        className={
          measured
            ? 'shell-categories__list'
            : 'shell-categories__list shell-categories__list--measuring'
        }
      >
        {entries.slice(0, visibleCount).map((entry) => {
          const code = entry.category.gameCategory;
          return (
            <CategoryItem
              key={code}
              entry={entry}
              openedBy={open?.category === code ? open.by : null}
              onOpen={(by) => setOpen({ category: code, by })}
              onClose={() => {
                if (open?.category === code) setOpen(null);
              }}
              onLaunch={() => launch(entry)}
              onProvider={openVendor}
            />
          );
        })}
        {visibleCount < entries.length ? (
          <li className="shell-categories__item">
            <MoreMenu entries={entries.slice(visibleCount)} onLaunch={launch} />
          </li>
        ) : null}
      </ul>
      {/* The More button's width, measured while every entry shows. */}
      <span
        ref={moreProbe}
        className="shell-categories__link shell-categories__more shell-categories__probe"
        aria-hidden="true"
      >
        {t('header.more')}
        <ChevronDown size={16} aria-hidden="true" />
      </span>
    </nav>
  );
}

interface CategoryItemProps {
  entry: Entry;
  openedBy: OpenedBy | null;
  onOpen: (by: OpenedBy) => void;
  onClose: () => void;
  onLaunch: () => void;
  onProvider: (vendor: Vendor) => void;
}

/** One category of the bar: its link or launch button, and its providers' drop-down. */
function CategoryItem({
  entry,
  openedBy,
  onOpen,
  onClose,
  onLaunch,
  onProvider,
}: CategoryItemProps) {
  const { t } = useTranslation();
  const providersId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const providers = useRef<HTMLUListElement>(null);
  const focusFirstProvider = useRef(false);
  const { category, label, navigation } = entry;
  const hasProviders = category.vendors.length > 1;
  const expanded = openedBy !== null;
  const providersName = t('header.providers_of', { category: label });

  useEffect(() => {
    if (!expanded) return;
    if (focusFirstProvider.current) {
      focusFirstProvider.current = false;
      controlsIn(providers.current)[0]?.focus();
    }
    // Escape dismisses the drop-down wherever focus is (WCAG 1.4.13); from inside it, focus goes
    // back to the toggle.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (providers.current?.contains(document.activeElement)) toggle.current?.focus();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [expanded, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!hasProviders) return;
    const controls = controlsIn(providers.current);
    const inside = controls.some((control) => control === document.activeElement);
    if (inside) {
      moveFocus(event, controls);
    } else if (event.key === 'ArrowDown') {
      // On the category or its toggle: ArrowDown opens the drop-down and moves into it.
      event.preventDefault();
      if (expanded) {
        controls[0]?.focus();
      } else {
        focusFirstProvider.current = true;
        onOpen('press');
      }
    }
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && hasProviders && !expanded) onOpen('hover');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && expanded) onClose();
  };
  // Focus leaving the item closes a drop-down opened from the keyboard; one opened by hovering waits
  // for the pointer (a click in it may move focus before it lands).
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (openedBy === 'press' && !event.currentTarget.contains(event.relatedTarget)) onClose();
  };

  return (
    <li
      className="shell-categories__item"
      data-entry=""
      onKeyDown={onKeyDown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      {navigation.kind === 'route' ? (
        <AppLink className="shell-categories__link" to={navigation.path} onClick={onClose}>
          {label}
        </AppLink>
      ) : (
        <button
          type="button"
          className="shell-categories__link"
          onClick={() => {
            onClose();
            onLaunch();
          }}
        >
          {label}
        </button>
      )}
      {hasProviders ? (
        <>
          <button
            ref={toggle}
            type="button"
            className="shell-categories__toggle"
            aria-label={providersName}
            aria-expanded={expanded}
            aria-controls={providersId}
            onClick={() => {
              // The pointer opened it on the way in: the click keeps it open.
              if (openedBy === 'hover' || !expanded) onOpen('press');
              else onClose();
            }}
          >
            <ChevronDown size={16} aria-hidden="true" />
          </button>
          <ul
            ref={providers}
            id={providersId}
            className="shell-categories__providers"
            aria-label={providersName}
            hidden={!expanded}
          >
            {category.vendors.map((vendor) => {
              const provider = navigateProvider(vendor);
              return (
                <li key={vendor.vassalage}>
                  {provider.kind === 'route' ? (
                    <AppLink
                      to={`${provider.path}?${new URLSearchParams(provider.query).toString()}`}
                      onClick={onClose}
                    >
                      {vendor.displayName}
                    </AppLink>
                  ) : (
                    <button
                      type="button"
                      onClick={() => {
                        onClose();
                        onProvider(vendor);
                      }}
                    >
                      {vendor.displayName}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </li>
  );
}

/**
 * The entries that do not fit in the bar, behind a menu button (WAI-ARIA menu button): Enter, Space
 * or ArrowDown open it on the first item (ArrowUp on the last), arrows move, Escape closes it and
 * returns focus to the button. Its items navigate or launch like the bar's.
 */
function MoreMenu({
  entries,
  onLaunch,
}: {
  entries: readonly Entry[];
  onLaunch: (entry: Entry) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useUntilNavigation<true>();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const items = () => controlsIn(menu.current, '[role="menuitem"]');

  useEffect(() => {
    if (!open) return;
    const all = controlsIn(menu.current, '[role="menuitem"]');
    (focusOnOpen.current === 'last' ? all[all.length - 1] : all[0])?.focus();
    const onPointer = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, setOpen]);

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    if (open) (where === 'last' ? items().at(-1) : items()[0])?.focus();
    else setOpen(true);
  };

  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(null);
      button.current?.focus();
    } else {
      moveFocus(event, items());
    }
  };

  return (
    <div
      ref={wrapper}
      className="shell-categories__more-wrapper"
      onBlur={(event) => {
        // Tab and Shift+Tab leave the menu where they would go; the menu closes behind them.
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(null);
      }}
    >
      <button
        ref={button}
        type="button"
        className="shell-categories__link shell-categories__more"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (open) setOpen(null);
          else openAt('first');
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAt(event.key === 'ArrowUp' ? 'last' : 'first');
          }
        }}
      >
        {t('header.more')}
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open ? (
        <ul
          ref={menu}
          id={menuId}
          className="shell-categories__menu"
          role="menu"
          aria-label={t('header.more_categories')}
          onKeyDown={onMenuKey}
        >
          {entries.map((entry) => (
            <li key={entry.category.gameCategory} role="none">
              {entry.navigation.kind === 'route' ? (
                <AppLink
                  role="menuitem"
                  tabIndex={-1}
                  to={entry.navigation.path}
                  onClick={() => setOpen(null)}
                >
                  {entry.label}
                </AppLink>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    setOpen(null);
                    onLaunch(entry);
                  }}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
