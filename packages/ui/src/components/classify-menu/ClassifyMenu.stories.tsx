import { CLASSIFY_ALL } from '@gaming/domain/games';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClassifyMenu } from './ClassifyMenu';
import type { ClassifyMenuProps } from './ClassifyMenu';

const entries = [
  { key: 'CLASSIC', displayName: 'Classic' },
  { key: 'WAYS', displayName: 'Ways' },
  { key: 'JACKPOT', displayName: 'Jackpot' },
  { key: 'SLOT', displayName: 'Video slots' },
];

/** The menu with its value held in state, as the lobby filter holds it. */
function Controlled(props: ClassifyMenuProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ClassifyMenu
      {...props}
      value={value}
      onChange={(key) => {
        setValue(key);
        props.onChange(key);
      }}
    />
  );
}

const meta = {
  title: 'Game/ClassifyMenu',
  component: ClassifyMenu,
  args: { entries, value: CLASSIFY_ALL, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ClassifyMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radio')[0]).toHaveAccessibleName('All');
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Jackpot' }));
    await expect(canvas.getByRole('radio', { name: 'Jackpot' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('JACKPOT');
  },
};

export const EntrySelected: Story = {
  args: { value: 'WAYS' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Ways' })).toBeChecked();
  },
};

export const SingleEntryHidden: Story = {
  args: { entries: entries.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};
