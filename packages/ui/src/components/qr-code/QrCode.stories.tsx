import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';

const meta = {
  title: 'Game/QrCode',
  component: QrCode,
  args: { value: 'https://player.example.test/download/android', label: 'Android app download' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    // Drawn once its library has loaded.
    const image = await within(canvasElement).findByRole('img', { name: 'Android app download' });
    await expect(image).toHaveAttribute('width', '107');
  },
};

export const WithCaption: Story = {
  args: { caption: 'Scan to install the Android app' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Android app download' }),
    ).toHaveAccessibleDescription('Scan to install the Android app');
  },
};

export const Large: Story = {
  args: {
    size: 200,
    value: 'https://player.example.test/register?affiliateCode=ABC123',
    label: 'Referral link',
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'Referral link' }),
    ).toHaveAttribute('width', '200');
  },
};
