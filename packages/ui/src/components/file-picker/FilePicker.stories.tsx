import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilePicker } from './FilePicker';
import type { FilePickerProps } from './FilePicker';

const image = (name: string, bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** The picker with the files kept in state, as a screen keeps them. */
function Stateful(args: FilePickerProps) {
  const [files, setFiles] = useState<readonly File[]>(args.files);
  return (
    <FilePicker
      {...args}
      files={files}
      onChange={(next) => {
        setFiles(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/FilePicker',
  component: FilePicker,
  args: { label: 'Proof of payment', files: [], onChange: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Proof of payment/);

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const picker = input(canvasElement);
    await expect(picker).toHaveAccessibleDescription(
      'PNG or JPG, up to 5 MB each, 3 files at most',
    );
    await userEvent.upload(picker, [image('slip.png', 200_000)]);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove slip.png' }),
    ).toBeVisible();
  },
};

export const WithFiles: Story = {
  args: {
    files: [
      image('gcash-receipt.png', 820_000),
      image('bank-slip-2024-06-01-front.jpg', 2_400_000, 'image/jpeg'),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Chosen files' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // A long name is cut with an ellipsis instead of pushing the row wider than the field.
    for (const item of items) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right,
      );
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Remove gcash-receipt.png' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(input(canvasElement)).toHaveFocus();
  },
};

/** A wrong type and a file over the limit are refused, each with its rule's message. */
export const Refused: Story = {
  args: { maxBytes: 1024 * 1024 },
  play: async ({ canvasElement }) => {
    await userEvent.upload(
      input(canvasElement),
      [image('statement.pdf', 1000, 'application/pdf'), image('photo.png', 3 * 1024 * 1024)],
      { applyAccept: false },
    );
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('statement.pdf is not a PNG or JPG image.');
    await expect(alert).toHaveTextContent('photo.png is larger than 1 MB.');
  },
};

export const Full: Story = {
  args: { files: [image('1.png', 1000), image('2.png', 1000), image('3.png', 1000)] },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
  },
};

export const Invalid: Story = {
  args: { error: 'Please add a proof image' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Tagalog: Story = {
  globals: { language: 'TY' },
  args: { files: [image('resibo.png', 500_000)] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Alisin ang resibo.png' }),
    ).toBeVisible();
  },
};
