import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageBusy } from './asked-modal';

describe('usePageBusy', () => {
  it('is busy while another modal dialog is in the page', async () => {
    const { result } = renderHook(() => usePageBusy(true));
    expect(result.current).toBe(false);
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    act(() => {
      document.body.append(dialog);
    });
    // The observer answers in a microtask.
    await waitFor(() => expect(result.current).toBe(true));
    act(() => dialog.remove());
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('is busy while a field is being filled, not while a button has focus', () => {
    const field = document.createElement('input');
    const button = document.createElement('button');
    document.body.append(field, button);
    const { result } = renderHook(() => usePageBusy(true));
    act(() => field.focus());
    expect(result.current).toBe(true);
    act(() => button.focus());
    expect(result.current).toBe(false);
    field.remove();
    button.remove();
  });

  it('is never busy when not watching (the caller’s own dialog is shown)', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    const { result } = renderHook(() => usePageBusy(false));
    expect(result.current).toBe(false);
    dialog.remove();
  });
});
