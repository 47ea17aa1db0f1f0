import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import type { FilePickerProps } from './FilePicker';
import { FilePicker } from './FilePicker';

const image = (name: string, bytes = 1024, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** The picker with the caller's state, as a screen would hold it. */
function Harness(props: Partial<FilePickerProps> & { onFiles?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FilePicker
      label="Proof of payment"
      {...props}
      files={files}
      onChange={(next) => {
        setFiles(next);
        props.onFiles?.(next);
      }}
    />
  );
}

const picker = () => screen.getByLabelText(/Proof of payment/);

describe('FilePicker', () => {
  it('is a file input named by its label, accepting PNG and JPG, with the rules as hint', () => {
    renderWithI18n(<Harness />);
    const input = picker();
    expect(input).toHaveAccessibleName('Proof of payment Choose images');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('PNG or JPG, up to 5 MB each, 3 files at most');
  });

  it('lists chosen files by name with a remove button each', async () => {
    const onFiles = vi.fn();
    renderWithI18n(<Harness onFiles={onFiles} />);
    await userEvent.upload(picker(), [image('slip.png'), image('receipt.jpg', 2048, 'image/jpeg')]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['slip.png1 kB', 'receipt.jpg2 kB']);

    await userEvent.click(screen.getByRole('button', { name: 'Remove slip.png' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'receipt.jpg' })]);
    expect(picker()).toHaveFocus();
  });

  it('refuses a wrong type and a large file, each with its own message', async () => {
    renderWithI18n(<Harness maxBytes={1024} />);
    // Bypasses the accept filter, as a drop or an old browser could.
    await userEvent.upload(
      picker(),
      [image('notes.pdf', 10, 'application/pdf'), image('big.png', 2048)],
      {
        applyAccept: false,
      },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('notes.pdf is not a PNG or JPG image.');
    expect(alert).toHaveTextContent('big.png is larger than 1 kB.');
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
  });

  it('refuses files past the maximum and then stops offering more', async () => {
    renderWithI18n(<Harness maxFiles={2} />);
    await userEvent.upload(picker(), [image('1.png'), image('2.png'), image('3.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '3.png was not added: you can add 2 files at most.',
    );
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
    expect(picker()).toBeDisabled();
  });

  it('says "1 file" when only one is allowed', () => {
    renderWithI18n(<Harness maxFiles={1} maxBytes={1024 * 1024} />);
    expect(picker()).not.toHaveAttribute('multiple');
    expect(picker()).toHaveAccessibleDescription('PNG or JPG, up to 1 MB, 1 file at most');
  });

  it('shows the form error as invalid', () => {
    renderWithI18n(<Harness error="Please add a proof image" />);
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(picker()).toHaveAccessibleDescription(
      'PNG or JPG, up to 5 MB each, 3 files at most Please add a proof image',
    );
  });
});
