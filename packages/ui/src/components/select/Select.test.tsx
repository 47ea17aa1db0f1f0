import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const banks = [
  { value: 'BDO', label: 'BDO Unibank' },
  { value: 'BPI', label: 'Bank of the Philippine Islands' },
  { value: 'MBT', label: 'Metrobank', disabled: true },
];

describe('Select', () => {
  it('is a combobox named by its label offering the options after a placeholder', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="Bank"
        placeholder="Choose a bank"
        options={banks}
        defaultValue=""
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a bank',
      'BDO Unibank',
      'Bank of the Philippine Islands',
      'Metrobank',
    ]);
    expect(screen.getByRole('option', { name: 'Metrobank' })).toBeDisabled();
    await userEvent.selectOptions(select, 'BPI');
    expect(onChange).toHaveBeenCalledWith('BPI');
    expect(select).toHaveValue('BPI');
  });

  it('describes itself with hint and error', () => {
    render(<Select label="Bank" options={banks} hint="Your own account" error="Choose a bank" />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Your own account Choose a bank');
  });
});
