import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'username', label: 'Username', panel: <input aria-label="Username field" /> },
  { id: 'sms', label: 'SMS', panel: <p>SMS login</p> },
  { id: 'social', label: 'Social', panel: <p>Social login</p>, disabled: true },
  { id: 'email', label: 'Email', panel: <p>Email login</p> },
];

describe('Tabs', () => {
  it('is a labelled tab list whose selected tab names the visible panel', () => {
    render(<Tabs label="Log in with" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Log in with' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Username' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'SMS' })).not.toBeInTheDocument();
  });

  it('moves and selects with the arrow keys, wrapping and skipping disabled tabs', async () => {
    const onChange = vi.fn();
    render(<Tabs label="Log in with" tabs={tabs} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'SMS' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map(([id]) => id as string)).toEqual([
      'sms',
      'email',
      'username',
      'email',
    ]);
  });

  it('jumps to the ends with Home and End, and is one tab stop', async () => {
    render(<Tabs label="Log in with" tabs={tabs} defaultValue="sms" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Username' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('keeps what was typed in a panel across a visit to another', async () => {
    render(<Tabs label="Log in with" tabs={tabs} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username field' }), 'demo');
    await userEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.getByRole('textbox', { name: 'Username field' })).toHaveValue('demo');
  });

  it('follows a controlled value', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Tabs label="Log in with" tabs={tabs} value="sms" onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
    expect(onChange).toHaveBeenCalledWith('email');
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
    rerender(<Tabs label="Log in with" tabs={tabs} value="email" onChange={onChange} />);
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  });

  it('marks the side of a sideways-scrolling list that hides tabs, and follows its scroll', () => {
    // jsdom lays nothing out: the list is given a phone's width and a wider content.
    const sizes = vi
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'tablist' ? 320 : 0;
      });
    const content = vi
      .spyOn(HTMLElement.prototype, 'scrollWidth', 'get')
      .mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'tablist' ? 700 : 0;
      });
    try {
      const { container } = render(<Tabs label="Log in with" tabs={tabs} />);
      const list = screen.getByRole('tablist', { name: 'Log in with' });
      const cues = () =>
        [...container.querySelectorAll('[data-scroll-cue]')].map((cue) => cue.className);
      expect(cues()).toEqual(['ui-tabs__cue ui-tabs__cue--end']);

      list.scrollLeft = 380;
      fireEvent.scroll(list);
      expect(cues()).toEqual(['ui-tabs__cue ui-tabs__cue--start']);

      list.scrollLeft = 100;
      fireEvent.scroll(list);
      expect(cues()).toHaveLength(2);
    } finally {
      sizes.mockRestore();
      content.mockRestore();
    }
  });

  it('shows no cue when every tab fits', () => {
    const { container } = render(<Tabs label="Log in with" tabs={tabs} />);
    expect(container.querySelector('[data-scroll-cue]')).toBeNull();
  });
});
