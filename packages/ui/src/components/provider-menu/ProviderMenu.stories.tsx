import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleArt } from '../game-tile/GameTile.fixtures';
import { ProviderMenu } from './ProviderMenu';
import type { ProviderMenuProps } from './ProviderMenu';

interface SampleVendor {
  vassalage: string;
  displayName: string;
  lagerIcon?: string;
}

const vendors: SampleVendor[] = [
  { vassalage: 'PP', displayName: 'Nova Reels', lagerIcon: sampleArt('PP', 200, 120, 48) },
  {
    vassalage: 'Island Spin',
    displayName: 'Island Spin',
    lagerIcon: sampleArt('Island Spin', 30, 120, 48),
  },
  { vassalage: 'PG', displayName: 'Lotus Games', lagerIcon: sampleArt('PG', 280, 120, 48) },
  { vassalage: 'FC', displayName: 'Fa Chai' },
  { vassalage: 'CQ9', displayName: 'CQ9 Gaming' },
  { vassalage: 'JDB', displayName: 'JDB' },
  { vassalage: 'EVO', displayName: 'Golden Lotus Live' },
];

/** The menu with its value held in state, as a lobby holds it. */
function Controlled(props: ProviderMenuProps<SampleVendor>) {
  const [value, setValue] = useState(props.value);
  return (
    <ProviderMenu
      {...props}
      value={value}
      onChange={(vendor) => {
        setValue(vendor?.vassalage ?? null);
        props.onChange(vendor);
      }}
    />
  );
}

const meta = {
  title: 'Game/ProviderMenu',
  component: ProviderMenu<SampleVendor>,
  args: { vendors, value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ProviderMenu<SampleVendor>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Island Spin' }));
    await expect(canvas.getByRole('radio', { name: 'Island Spin' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(vendors[1]);
  },
};

export const VendorSelected: Story = {
  args: { value: 'PG' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Lotus Games' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Fa Chai' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(vendors[3]);
  },
};

export const WithoutAll: Story = {
  args: { showAll: false, value: 'PP' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('radio', { name: 'All' }),
    ).not.toBeInTheDocument();
  },
};

export const PhoneScroll: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: 'Golden Lotus Live' })).toHaveFocus();
  },
};
