import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../wire/notices';
import type { NoticesSocket, NoticesState } from './connect-notices';
import { connectNotices, reconnectDelay } from './connect-notices';
import { noticesSocketUrl } from './notices-url';

/** A socket the test drives: it opens, answers and closes when told. */
class FakeSocket implements NoticesSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.onclose?.({ code });
  }
  /** The server side. */
  opened() {
    this.onopen?.({});
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  dropped(code = 1006) {
    this.onerror?.({});
    this.onclose?.({ code });
  }
}

const latest = () => {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error('no socket');
  return socket;
};

const DEPOSIT: Notice = { type: 'DEPOSIT', orderNo: 'D1', amount: 10, status: 'credited' };

function start(overrides: { random?: () => number } = {}) {
  const notices: Notice[] = [];
  const states: NoticesState[] = [];
  const onCatchUp = vi.fn();
  const close = connectNotices({
    url: 'ws://site.test/wps/notices/socket',
    token: 'T-1',
    merchant: 'PHDEMO',
    onNotice: (notice) => notices.push(notice),
    onStateChange: (state) => states.push(state),
    onCatchUp,
    WebSocketImpl: FakeSocket,
    random: overrides.random ?? (() => 0.5),
  });
  return { notices, states, onCatchUp, close };
}

describe('connectNotices', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the session first, then hands on each notice after ready', () => {
    const { notices, states } = start();
    const socket = latest();
    expect(socket.url).toBe('ws://site.test/wps/notices/socket');
    expect(socket.sent).toEqual([]);
    socket.opened();
    expect(socket.sent.map((text) => JSON.parse(text) as unknown)).toEqual([
      { type: 'auth', token: 'T-1', merchant: 'PHDEMO' },
    ]);
    socket.receive({ type: 'ready' });
    socket.receive(DEPOSIT);
    socket.onmessage?.({ data: 'not json' });
    expect(notices).toEqual([DEPOSIT]);
    expect(states).toEqual(['connecting', 'ready']);
  });

  it('reconnects with doubling waits up to 30 s, with jitter', () => {
    const { states } = start({ random: () => 0 });
    // random 0: half of each step, 0.5 s, 1 s, 2 s … 15 s, and 15 s from then on.
    const waits = [500, 1000, 2000, 4000, 8000, 15_000, 15_000];
    for (const [index, wait] of waits.entries()) {
      latest().dropped();
      expect(FakeSocket.all).toHaveLength(index + 1);
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.all).toHaveLength(index + 1);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(index + 2);
    }
    expect(states.slice(0, 3)).toEqual(['connecting', 'waiting', 'connecting']);
  });

  it('keeps every wait between half and all of its step', () => {
    for (const attempt of [0, 1, 2, 3, 4, 5, 9, 40]) {
      const step = Math.min(30_000, 1000 * 2 ** attempt);
      expect(reconnectDelay(attempt, () => 0)).toBe(step / 2);
      expect(reconnectDelay(attempt, () => 0.999_999)).toBeLessThanOrEqual(step);
      expect(reconnectDelay(attempt, () => 0.999_999)).toBeGreaterThan(step * 0.99);
    }
  });

  it('starts again from 1 s after a ready, and catches up on every ready, the first too', () => {
    const { onCatchUp } = start({ random: () => 0 });
    latest().dropped();
    vi.advanceTimersByTime(500);
    latest().dropped();
    vi.advanceTimersByTime(1000);
    const socket = latest();
    socket.opened();
    socket.receive({ type: 'ready' });
    expect(onCatchUp).toHaveBeenCalledOnce();
    socket.dropped();
    vi.advanceTimersByTime(500);
    expect(FakeSocket.all).toHaveLength(4);
    latest().opened();
    latest().receive({ type: 'ready' });
    expect(onCatchUp).toHaveBeenCalledTimes(2);
  });

  it('stops for good on 4401', () => {
    const { states } = start();
    const socket = latest();
    socket.opened();
    socket.dropped(4401);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(states.at(-1)).toBe('refused');
  });

  it('stops for good on close(), even while waiting to reconnect', () => {
    const first = start();
    first.close();
    expect(latest().closedWith).toBe(1000);
    expect(first.states.at(-1)).toBe('closed');
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);

    FakeSocket.all = [];
    const second = start();
    latest().dropped();
    second.close();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(second.states.at(-1)).toBe('closed');
  });
});

describe('noticesSocketUrl', () => {
  it('is on the page host for a same-origin API, on the API host otherwise', () => {
    expect(noticesSocketUrl('', { protocol: 'https:', host: 'ph.example:8443' })).toBe(
      'wss://ph.example:8443/wps/notices/socket',
    );
    expect(noticesSocketUrl('', { protocol: 'http:', host: '127.0.0.1:4173' })).toBe(
      'ws://127.0.0.1:4173/wps/notices/socket',
    );
    expect(noticesSocketUrl('https://api.example', { protocol: 'https:', host: 'x' })).toBe(
      'wss://api.example/wps/notices/socket',
    );
  });
});
