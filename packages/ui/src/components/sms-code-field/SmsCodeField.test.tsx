import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { SmsCodeField } from './SmsCodeField';

/** Clicks and lets the send's promise settle. */
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
    await Promise.resolve();
  });
}

function tick(seconds: number) {
  for (let i = 0; i < seconds; i += 1) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

describe('SmsCodeField', () => {
  // Fake timers: fireEvent, since user-event waits on real ones.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a one-time-code field with a send button', () => {
    renderWithI18n(<SmsCodeField countdownSeconds={60} onSend={() => true} />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('counts the given seconds down after an accepted send, refusing clicks meanwhile', async () => {
    const onSend = vi.fn(() => Promise.resolve(true));
    renderWithI18n(<SmsCodeField countdownSeconds={3} onSend={onSend} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledOnce();

    const button = screen.getByRole('button', { name: 'Send again in 3 seconds' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await click(button);
    expect(onSend).toHaveBeenCalledOnce();

    tick(2);
    expect(button).toHaveAccessibleName('Send again in 1 second');
    tick(1);
    expect(button).toHaveAccessibleName('Send again');
    expect(button).toHaveAttribute('aria-disabled', 'false');
    await click(button);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('counts the seconds the send resolves to, from the reply itself (§9 expiredMinutes × 60)', async () => {
    const onSend = vi.fn(() => Promise.resolve(300));
    renderWithI18n(<SmsCodeField countdownSeconds={60} onSend={onSend} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Send again in 300 seconds' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('stays ready when the send is refused or fails', async () => {
    const onSend = vi.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('network'));
    renderWithI18n(<SmsCodeField countdownSeconds={60} onSend={onSend} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('says it is sending while the send runs', async () => {
    let accept: (value: boolean) => void = () => undefined;
    const onSend = () =>
      new Promise<boolean>((resolve) => {
        accept = resolve;
      });
    renderWithI18n(<SmsCodeField countdownSeconds={60} onSend={onSend} />);
    await click(screen.getByRole('button', { name: 'Send code' }));
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await act(async () => {
      accept(true);
      await Promise.resolve();
    });
    expect(screen.getByRole('button', { name: 'Send again in 60 seconds' })).toBeInTheDocument();
  });

  it('refuses sending while told to (no phone number yet)', async () => {
    const onSend = vi.fn(() => true);
    renderWithI18n(<SmsCodeField countdownSeconds={60} onSend={onSend} sendDisabled />);
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await click(button);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('counts down in Tagalog', async () => {
    renderWithI18n(<SmsCodeField countdownSeconds={5} onSend={() => true} />, 'TY');
    await click(screen.getByRole('button', { name: 'Ipadala ang code' }));
    expect(
      screen.getByRole('button', { name: 'Maipapadala muli pagkalipas ng 5 segundo' }),
    ).toBeInTheDocument();
  });
});
