import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('is an SVG image named by its label, 107 px by default (§9)', () => {
    renderWithI18n(<QrCode value="https://example.test/app.apk" label="Android app download" />);
    const image = screen.getByRole('img', { name: 'Android app download' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAttribute('width', '107');
    expect(image).toHaveAttribute('height', '107');
    expect(image.querySelector('path')).not.toBeNull();
  });

  it('is called "QR code" when not labelled', () => {
    renderWithI18n(<QrCode value="abc" />);
    expect(screen.getByRole('img', { name: 'QR code' })).toBeInTheDocument();
  });

  it('shows an optional caption that also describes the image', () => {
    renderWithI18n(<QrCode value="abc" label="iOS app" caption="Scan to install" size={160} />);
    const image = screen.getByRole('img', { name: 'iOS app' });
    expect(image).toHaveAccessibleDescription('Scan to install');
    expect(image).toHaveAttribute('width', '160');
    expect(screen.getByText('Scan to install')).toBeInTheDocument();
  });
});
