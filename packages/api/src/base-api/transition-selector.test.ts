// @vitest-environment jsdom
import { configureStore, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense, createElement, use, useLayoutEffect, useRef } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { urgentUpdates, useTransitionSelector } from './transition-selector';

const wallet = createSlice({
  name: 'wallet',
  initialState: { balance: 100, owner: { name: 'demo' }, notices: 0 },
  reducers: {
    balanceSet: (state, action: PayloadAction<number>) => {
      state.balance = action.payload;
    },
    noticeArrived: (state) => {
      state.notices += 1;
    },
  },
});
const { balanceSet, noticeArrived } = wallet.actions;

/** The API's answers come as `api/…` actions (RTK Query's own); this one stands for them. */
const answer = createSlice({
  name: 'api',
  initialState: {},
  reducers: {
    answered: () => ({}),
  },
});

function makeStore({ tellingUrgency = false } = {}) {
  return configureStore({
    reducer: {
      wallet: (state: ReturnType<typeof wallet.reducer> | undefined, action) =>
        action.type === 'api/answered' && state
          ? { ...state, balance: (action as PayloadAction<number>).payload }
          : wallet.reducer(state, action),
      api: answer.reducer,
    },
    middleware: (getDefault) =>
      tellingUrgency ? getDefault().prepend(urgentUpdates) : getDefault(),
  });
}

/** Lets every queued microtask run (a synchronous re-render would be on screen after them). */
async function afterMicrotasks() {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}
type State = ReturnType<ReturnType<typeof makeStore>['getState']>;

/** Renders the balance, counting its renders and what it was given. */
function renderReader(store: ReturnType<typeof makeStore>) {
  const renders: unknown[] = [];
  function Balance() {
    const balance = useTransitionSelector((state: State) => state.wallet.balance);
    const owner = useTransitionSelector(
      (state: State) => ({ name: state.wallet.owner.name }),
      (a, b) => a.name === b.name,
    );
    renders.push(owner);
    return createElement('p', null, `${owner.name}: ${balance}`);
  }
  render(createElement(Provider, { store, children: createElement(Balance) }));
  return renders;
}

function useLayoutEffectOnce(effect: () => void) {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  });
}

describe('useTransitionSelector', () => {
  // These tests watch when React renders, so they run outside act() like a browser does.
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    cleanup();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('renders what the store holds, then follows its changes', async () => {
    const store = makeStore();
    renderReader(store);
    expect(await screen.findByText('demo: 100')).toBeTruthy();
    store.dispatch(balanceSet(250));
    expect(await screen.findByText('demo: 250')).toBeTruthy();
  });

  it('re-renders as a transition: not in the microtasks after the change, in a later task', async () => {
    const store = makeStore();
    renderReader(store);
    await screen.findByText('demo: 100');
    store.dispatch(balanceSet(7));
    await afterMicrotasks();
    expect(screen.getByText('demo: 100')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('demo: 7')).toBeTruthy());
  });

  it("renders a person's change at once and the platform's answer as a transition", async () => {
    const store = makeStore({ tellingUrgency: true });
    renderReader(store);
    await screen.findByText('demo: 100');
    store.dispatch(balanceSet(8));
    await afterMicrotasks();
    expect(screen.getByText('demo: 8')).toBeTruthy();
    store.dispatch({ type: 'api/answered', payload: 9 });
    await afterMicrotasks();
    expect(screen.getByText('demo: 8')).toBeTruthy();
    expect(await screen.findByText('demo: 9')).toBeTruthy();
  });

  it('keeps the page as it is while a change makes a part of it wait (a transition, not an urgent update)', async () => {
    const store = makeStore();
    const never = new Promise<never>(() => undefined);
    function Waiting(): never {
      return use(never);
    }
    function Balance() {
      const balance = useTransitionSelector((state: State) => state.wallet.balance);
      return createElement(
        'p',
        null,
        `balance ${balance}`,
        balance === 7 ? createElement(Waiting) : null,
      );
    }
    render(
      createElement(Provider, {
        store,
        children: createElement(Suspense, { fallback: 'loading' }, createElement(Balance)),
      }),
    );
    await screen.findByText('balance 100');
    store.dispatch(balanceSet(7));
    await new Promise((done) => setTimeout(done, 100));
    // An urgent update would have replaced the balance with the fallback.
    expect(screen.getByText('balance 100')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('keeps an equal selection and does not re-render for a change it does not read', async () => {
    const store = makeStore();
    const renders = renderReader(store);
    await screen.findByText('demo: 100');
    const before = renders.length;
    store.dispatch(noticeArrived());
    await new Promise((done) => setTimeout(done, 50));
    expect(renders.length).toBe(before);
    store.dispatch(balanceSet(5));
    await screen.findByText('demo: 5');
    // The owner selection is a new object each time, equal by name: the same reference is kept.
    expect(renders.at(-1)).toBe(renders[0]);
  });

  it('catches a change made between its render and its subscription', async () => {
    const store = makeStore();
    function ChangesOnMount() {
      // A child's layout effect runs before its parent's: the parent has rendered 100 but not yet
      // subscribed when the store changes.
      useLayoutEffectOnce(() => store.dispatch(balanceSet(42)));
      return null;
    }
    function Balance() {
      const balance = useTransitionSelector((state: State) => state.wallet.balance);
      return createElement('p', null, `balance ${balance}`, createElement(ChangesOnMount));
    }
    render(createElement(Provider, { store, children: createElement(Balance) }));
    expect(await screen.findByText('balance 42')).toBeTruthy();
  });

  it('stops listening when it unmounts', async () => {
    const store = makeStore();
    const subscribe = store.subscribe.bind(store);
    let listening = 0;
    store.subscribe = (listener) => {
      listening += 1;
      const unsubscribe = subscribe(listener);
      return () => {
        listening -= 1;
        unsubscribe();
      };
    };
    renderReader(store);
    await screen.findByText('demo: 100');
    expect(listening).toBeGreaterThan(0);
    cleanup();
    expect(listening).toBe(0);
  });
});
