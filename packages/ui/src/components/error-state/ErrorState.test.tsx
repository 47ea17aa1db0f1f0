import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('announces the catalogue message and retries on request', async () => {
    const onRetry = vi.fn();
    renderWithI18n(<ErrorState message="Network link abnormal" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network link abnormal');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('ignores clicks while a retry runs', async () => {
    const onRetry = vi.fn();
    renderWithI18n(<ErrorState message="Network link abnormal" onRetry={onRetry} retrying />);
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('speaks Tagalog', () => {
    renderWithI18n(<ErrorState message="Abnormal ang network link" onRetry={vi.fn()} />, 'TY');
    expect(screen.getByRole('button', { name: 'Subukang muli' })).toBeInTheDocument();
  });
});
