import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { WinnerBoard } from './WinnerBoard';

const winner = (customerName: string, winAmount: number) => ({
  gameName: 'Candy Cascade',
  customerName,
  winAmount,
  iconUrl: '/sweet.png',
});

const many = Array.from({ length: 25 }, (_, index) => winner(`player${index}`, index * 10));

/** requestAnimationFrame under our control: each call to `step()` runs one frame. */
function fakeFrames() {
  let queued: FrameRequestCallback[] = [];
  const request = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    queued.push(callback);
    return queued.length;
  });
  const cancel = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {
    queued = [];
  });
  return {
    request,
    cancel,
    step() {
      const now = queued;
      queued = [];
      now.forEach((callback) => callback(performance.now()));
    },
  };
}

function reducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', () => ({
    matches,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

describe('WinnerBoard', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the winners biggest win first, names masked, amounts in money with 2 decimals', () => {
    renderWithI18n(
      <WinnerBoard entries={[winner('maria', 50), winner('johnny', 1234.5)]} currencySymbol="₱" />,
    );
    const list = screen.getByRole('list', { name: 'Winners' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('jo***y');
    expect(rows[0]).toHaveTextContent('₱1,234.50');
    expect(rows[1]).toHaveTextContent('ma***a');
    expect(rows[1]).toHaveTextContent('₱50.00');
    expect(screen.queryByText('johnny')).not.toBeInTheDocument();
  });

  it('shows at most 20 winners (§9)', () => {
    renderWithI18n(<WinnerBoard entries={many} currencySymbol="₱" />);
    const list = screen.getByRole('list', { name: 'Winners' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('₱240.00');
  });

  it('groups money the way Tagalog reads it', () => {
    renderWithI18n(
      <WinnerBoard entries={[winner('johnny', 1234567.891)]} currencySymbol="₱" />,
      'TY',
    );
    expect(screen.getByRole('list', { name: 'Mga nanalo' })).toHaveTextContent('₱1,234,567.89');
  });

  it('says so when nobody has won yet', () => {
    renderWithI18n(<WinnerBoard entries={[]} currencySymbol="₱" />);
    expect(screen.getByText('No winners yet')).toBeInTheDocument();
  });

  it('scrolls upward 0.5 px per frame when there are more winners than rows', () => {
    const frames = fakeFrames();
    const { container } = renderWithI18n(<WinnerBoard entries={many} currencySymbol="₱" />);
    const viewport = container.querySelector('.ui-winners__viewport');
    expect(viewport).not.toBeNull();
    for (let frame = 0; frame < 8; frame += 1) frames.step();
    expect(viewport?.scrollTop).toBe(4);
  });

  it('stands still while off screen and scrolls once it comes into view', () => {
    const frames = fakeFrames();
    let report: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void = () =>
      undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = renderWithI18n(<WinnerBoard entries={many} currencySymbol="₱" />);
    const viewport = container.querySelector('.ui-winners__viewport');
    expect(frames.request).not.toHaveBeenCalled();
    act(() => report([{ isIntersecting: true }]));
    for (let frame = 0; frame < 4; frame += 1) frames.step();
    expect(viewport?.scrollTop).toBe(2);
    act(() => report([{ isIntersecting: false }]));
    expect(frames.cancel).toHaveBeenCalled();
  });

  it('stays still with few winners', () => {
    const frames = fakeFrames();
    renderWithI18n(<WinnerBoard entries={many.slice(0, 3)} currencySymbol="₱" />);
    expect(frames.request).not.toHaveBeenCalled();
  });

  it('stops while hovered and while focused, then carries on', () => {
    const frames = fakeFrames();
    const { container } = renderWithI18n(<WinnerBoard entries={many} currencySymbol="₱" />);
    const board = screen.getByRole('region', { name: 'Winners' });
    fireEvent.mouseEnter(board);
    expect(frames.cancel).toHaveBeenCalledTimes(1);
    const calls = frames.request.mock.calls.length;
    frames.step();
    expect(frames.request.mock.calls.length).toBe(calls);
    fireEvent.mouseLeave(board);
    expect(frames.request.mock.calls.length).toBe(calls + 1);

    const viewport = container.querySelector<HTMLElement>('.ui-winners__viewport');
    expect(viewport).toHaveAttribute('tabindex', '0');
    fireEvent.focus(viewport ?? board);
    expect(frames.cancel).toHaveBeenCalledTimes(2);
  });

  it('does not move under prefers-reduced-motion', () => {
    reducedMotion(true);
    const frames = fakeFrames();
    renderWithI18n(<WinnerBoard entries={many} currencySymbol="₱" />);
    expect(frames.request).not.toHaveBeenCalled();
    // No looping copy: each winner is in the page once.
    expect(screen.getAllByText('pl***9')).toHaveLength(2);
  });
});
