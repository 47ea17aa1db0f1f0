import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { CaptchaField } from './CaptchaField';

const IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('CaptchaField', () => {
  // Fake timers: fireEvent, since user-event waits on real ones.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the answer field, the image and a refresh button', () => {
    renderWithI18n(<CaptchaField imageSrc={IMAGE} onRefresh={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', IMAGE);
    expect(screen.getByRole('button', { name: 'New captcha image' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('shows what to type as the hint under the field, not as a placeholder the box would cut', () => {
    renderWithI18n(
      <CaptchaField
        imageSrc={IMAGE}
        onRefresh={vi.fn()}
        placeholder="Ilagay ang mga character sa larawan"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Captcha' });
    expect(input).not.toHaveAttribute('placeholder');
    expect(input).toHaveAccessibleDescription('Ilagay ang mga character sa larawan');
    expect(screen.getByText('Ilagay ang mga character sa larawan')).toBeVisible();
  });

  it('refreshes, then refuses refreshing again for the gap', () => {
    const onRefresh = vi.fn();
    renderWithI18n(<CaptchaField imageSrc={IMAGE} onRefresh={onRefresh} refreshGapMs={1000} />);
    const refresh = screen.getByRole('button', { name: 'New captcha image' });
    fireEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledOnce();
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledOnce();

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(refresh).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('shows a loading status instead of an image while there is none, and never a remote URL', () => {
    const { rerender } = renderWithI18n(<CaptchaField imageSrc={null} onRefresh={vi.fn()} />);
    expect(screen.getByRole('status', { name: 'Loading the captcha' })).toBeInTheDocument();
    rerender(<CaptchaField imageSrc="https://evil.example/captcha.png" onRefresh={vi.fn()} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('marks the answer invalid with the error', () => {
    renderWithI18n(
      <CaptchaField imageSrc={IMAGE} onRefresh={vi.fn()} error="Captcha check failed" />,
    );
    const input = screen.getByRole('textbox', { name: 'Captcha' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Captcha check failed');
  });
});
