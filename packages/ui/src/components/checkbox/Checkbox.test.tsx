import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label that toggles from the label too', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Remember password" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember password' });
    expect(box).not.toBeChecked();
    await userEvent.click(screen.getByText('Remember password'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('takes a label with a link, and an error that marks it invalid', () => {
    render(
      <Checkbox
        label={
          <>
            I agree to the <a href="#terms">terms</a>
          </>
        }
        error="not empty?"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('not empty?');
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '#terms');
  });
});
