import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { lazyGroup, withTimeout } from './lazy-group';

const Screen = () => <h1>Loaded group</h1>;

describe('a lazily loaded group', () => {
  it('shows a retry when its chunk fails, and loads it again on retry', async () => {
    const loader = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Screen });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Group = lazyGroup(loader);
    renderWithProviders(<Group />);

    expect(
      await screen.findByRole('heading', { name: 'This page did not load' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Loaded group' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('counts a chunk that takes longer than the timeout as failed', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never, 120_000);
    const check = expect(result).rejects.toThrow('chunk load timeout');
    await vi.advanceTimersByTimeAsync(120_000);
    await check;
    vi.useRealTimers();
  });
});
