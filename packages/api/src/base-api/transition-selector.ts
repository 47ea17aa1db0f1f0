/**
 * The store reader of both apps and of RTK Query's hooks (`useSelector`'s contract), whose
 * re-renders after a store change are transitions.
 *
 * React-Redux reads the store through `useSyncExternalStore`, and React always renders such an
 * update synchronously, in one task, however much of the page it touches: when a landing page's
 * data arrived, the whole page re-rendered in one 120–260 ms task on a mid-range phone, the
 * largest part of the first screen's blocking time. Here a store change schedules the readers'
 * re-render with `startTransition`: React renders it in slices of a few milliseconds, lets the
 * browser paint and answer input between them, and an urgent update (typing, a click's own
 * state) goes first.
 *
 * Only the platform's answers render so: RTK Query's own bookkeeping (a call started, answered,
 * failed). A change a person made (an optimistic mark on a tapped heart, a dialog opened, the
 * language or session changed) renders at once, as direct feedback should; `urgentUpdates`, a
 * middleware of the app's store, tells the two apart.
 *
 * What this gives up: `useSyncExternalStore` guarantees that every reader in one render sees the
 * same version of the state. Here a reader renders with the state of the moment it renders, so
 * during a sliced render two readers may briefly show two versions; each change schedules the
 * next render, which settles them within a frame or two. Nothing in these apps needs two readers
 * in lock step (a form's typed value is component state, never the store's).
 */
import type { Middleware } from '@reduxjs/toolkit';
import { isAction } from '@reduxjs/toolkit';
import {
  startTransition,
  useCallback,
  useLayoutEffect,
  useReducer,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { TypedUseSelectorHook, UseSelector } from 'react-redux';
import { useStore } from 'react-redux';

/** The actions of the API's slice (`api/…`) that are a person's doing: an optimistic patch. */
const PERSON_MADE_API_ACTIONS: ReadonlySet<string> = new Set(['api/queries/queryResultPatched']);

/** Whether the change the readers are being told of is a person's doing, not an answer. */
let personMadeChange = false;

/**
 * The store middleware that tells readers whether a change is a person's doing (rendered at once)
 * or the platform's answer (rendered as a transition): a store tells its readers within the
 * dispatch of the change, so the mark holds for exactly that. Without it every change is a
 * transition.
 */
export const urgentUpdates: Middleware = () => (next) => (action) => {
  const outer = personMadeChange;
  personMadeChange =
    isAction(action) &&
    (!action.type.startsWith('api/') || PERSON_MADE_API_ACTIONS.has(action.type));
  try {
    return next(action);
  } finally {
    personMadeChange = outer;
  }
};

type EqualityFn<T> = (a: T, b: T) => boolean;

/** `useSelector`'s second argument: an equality function or `{ equalityFn }`. */
type EqualityArgument<T> = EqualityFn<T> | { equalityFn?: EqualityFn<T> } | undefined;

const sameReference = <T>(a: T, b: T) => a === b;

function equalityOf<T>(argument: EqualityArgument<T>): EqualityFn<T> {
  if (typeof argument === 'function') return argument;
  return argument?.equalityFn ?? sameReference;
}

/** What a render read: the store's state, the selector it used and what that selected. */
interface Reading<T> {
  state: unknown;
  selector: (state: unknown) => T;
  selected: T;
}

function useTransitionSelectorImpl<T>(
  selector: (state: unknown) => T,
  equality?: EqualityArgument<T>,
): T {
  const store = useStore();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const isEqual = equalityOf(equality);
  // The last reading this reader rendered with: an equal selection keeps its old reference (as
  // React-Redux's does), so memos and effects keyed on it do not run again for nothing.
  const rendered = useRef<Reading<T> | null>(null);
  const state = store.getState();
  const last = rendered.current;
  let selected: T;
  if (last !== null && last.state === state && last.selector === selector) {
    selected = last.selected;
  } else {
    const next = selector(state);
    selected = last !== null && isEqual(last.selected, next) ? last.selected : next;
  }
  const reading: Reading<T> = { state, selector, selected };
  // What the store's changes are compared with: the reading of the last committed render.
  const committed = useRef({ reading, isEqual });
  useLayoutEffect(() => {
    rendered.current = reading;
    committed.current = { reading, isEqual };
  });
  // A person's change renders at once, through React's store hook: its snapshot is a count this
  // reader moves only for such a change.
  const personMadeChanges = useRef(0);
  const subscribe = useCallback(
    (renderAtOnce: () => void) => {
      const check = () => {
        const { reading: current, isEqual: same } = committed.current;
        const now = store.getState();
        if (now === current.state) return;
        let changed: boolean;
        try {
          changed = !same(current.selected, current.selector(now));
        } catch {
          // A selector that throws on this state (a prop it needs changed too): the render with
          // the new props decides, as React-Redux does.
          changed = true;
        }
        if (!changed) return;
        if (personMadeChange) {
          personMadeChanges.current += 1;
          renderAtOnce();
        } else {
          startTransition(rerender);
        }
      };
      // A change between this reader's render and its subscription is not missed.
      check();
      return store.subscribe(check);
    },
    [store],
  );
  const personMadeCount = () => personMadeChanges.current;
  useSyncExternalStore(subscribe, personMadeCount, personMadeCount);
  return selected;
}

/** `useSelector` with transition re-renders; `.withTypes<RootState>()` as React-Redux's. */
export const useTransitionSelector = Object.assign(useTransitionSelectorImpl, {
  withTypes: <S>() => useTransitionSelectorImpl as TypedUseSelectorHook<S>,
}) as unknown as UseSelector;
