import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';

/** A fresh component per test: the drawing library is fetched once per page. */
const freshQrCode = async () => (await import('./QrCode')).QrCode;

afterEach(() => {
  vi.doUnmock('qrcode.react');
  vi.resetModules();
});

describe('QrCode', () => {
  it('is an SVG image named by its label, 107 px by default (§9)', async () => {
    const QrCode = await freshQrCode();
    renderWithI18n(<QrCode value="https://example.test/app.apk" label="Android app download" />);
    const image = await screen.findByRole('img', { name: 'Android app download' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAttribute('width', '107');
    expect(image).toHaveAttribute('height', '107');
    expect(image.querySelector('path')).not.toBeNull();
  });

  it('is called "QR code" when not labelled', async () => {
    const QrCode = await freshQrCode();
    renderWithI18n(<QrCode value="abc" />);
    expect(await screen.findByRole('img', { name: 'QR code' })).toBeInTheDocument();
  });

  it('shows an optional caption that also describes the image', async () => {
    const QrCode = await freshQrCode();
    renderWithI18n(<QrCode value="abc" label="iOS app" caption="Scan to install" size={160} />);
    const image = await screen.findByRole('img', { name: 'iOS app' });
    expect(image).toHaveAccessibleDescription('Scan to install');
    expect(image).toHaveAttribute('width', '160');
    expect(screen.getByText('Scan to install')).toBeInTheDocument();
  });

  it('holds the code’s place while its library loads, and draws at once once it has', async () => {
    const QrCode = await freshQrCode();
    const first = renderWithI18n(<QrCode value="abc" label="Referral link" size={140} />);
    // Before the library is there: a box of the code's size, no image yet.
    expect(screen.queryByRole('img')).toBeNull();
    const pending = first.container.querySelector<HTMLElement>('.ui-qr-code__pending');
    expect(pending?.style.width).toBe('140px');
    expect(pending?.style.height).toBe('140px');
    await screen.findByRole('img', { name: 'Referral link' });
    first.unmount();
    // Another code on the same page: drawn on its first render.
    renderWithI18n(<QrCode value="def" label="Deposit address" />);
    expect(screen.getByRole('img', { name: 'Deposit address' })).toBeInTheDocument();
  });

  it('offers to load the code again when its library cannot be fetched, and then draws it', async () => {
    let fail = true;
    vi.doMock('qrcode.react', async (importOriginal) => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const QrCode = await freshQrCode();
    renderWithI18n(<QrCode value="abc" label="Deposit address" />);
    const retry = await screen.findByRole('button', { name: 'Load the QR code again' });
    expect(screen.queryByRole('img')).toBeNull();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('img', { name: 'Deposit address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load the QR code again' })).toBeNull();
  });
});
