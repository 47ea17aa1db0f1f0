import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { Button } from '../button';
import { Dialog } from './Dialog';

function Opener({ onClose = vi.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log in</Button>
      <Dialog
        open={open}
        title="Log in"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<Button type="submit">Submit</Button>}
      >
        <label>
          Username <input />
        </label>
        <a href="#forgot">Forgot password?</a>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithI18n(
      <Dialog open={false} title="Log in" onClose={vi.fn()}>
        Content
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title that takes focus to its first field', async () => {
    renderWithI18n(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside, wrapping at both ends', async () => {
    renderWithI18n(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveFocus();
    await userEvent.tab();
    expect(submit).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    renderWithI18n(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Log in' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    renderWithI18n(<Opener onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('focuses what it is told to first', () => {
    function WithInitialFocus() {
      const target = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open title="Notice" onClose={vi.fn()} initialFocusRef={target}>
          <input aria-label="First" />
          <button ref={target}>Read it</button>
        </Dialog>
      );
    }
    renderWithI18n(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Read it' })).toHaveFocus();
  });

  it('lets only the innermost of two open dialogs answer Escape', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    renderWithI18n(
      <Dialog open title="Register" onClose={outerClose}>
        <Dialog open title="Terms" onClose={innerClose}>
          <p>Terms text</p>
        </Dialog>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Terms' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledOnce();
    expect(outerClose).not.toHaveBeenCalled();
  });
});
