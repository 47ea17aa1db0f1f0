import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WalletCard } from './WalletCard';

const meta = {
  title: 'Game/WalletCard',
  component: WalletCard,
  args: { name: 'Nova Reels', amount: 1250.5, currencySymbol: '₱' },
  decorators: [
    (Story) => (
      <ul style={{ display: 'grid', maxWidth: 200, padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof WalletCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GameWallet: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('listitem', { name: 'Nova Reels' });
    await expect(card).toHaveTextContent('₱1,250.50');
  },
};

export const MainWallet: Story = {
  args: { name: 'Main wallet', amount: 12580.5, main: true },
};

export const UnderMaintenance: Story = {
  args: { name: 'Deep Blue Fishing', amount: 0, maintenance: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('listitem', { name: 'Deep Blue Fishing' });
    await expect(card).toHaveTextContent('Under maintenance');
  },
};

export const LongName: Story = {
  args: { name: 'Sapphire Table Live Casino Extra Long Name', amount: 99999999.99 },
};
