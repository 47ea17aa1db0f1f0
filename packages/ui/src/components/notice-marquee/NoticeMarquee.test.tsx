import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render';
import { NoticeMarquee } from './NoticeMarquee';

const notices = [
  { id: 1, title: 'System maintenance on Monday 02:00-04:00' },
  { id: 2, title: 'New: daily rebate up to 1%' },
];
const getKey = (notice: (typeof notices)[number]) => notice.id;

describe('NoticeMarquee', () => {
  it('is a named region holding the notices as a list', () => {
    renderWithI18n(<NoticeMarquee notices={notices} getKey={getKey} onOpen={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'Notices' });
    const list = within(region).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('reads each notice once: the looping copy is hidden', () => {
    renderWithI18n(<NoticeMarquee notices={notices} getKey={getKey} onOpen={vi.fn()} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('opens the notice clicked', async () => {
    const onOpen = vi.fn();
    renderWithI18n(<NoticeMarquee notices={notices} getKey={getKey} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'New: daily rebate up to 1%' }));
    expect(onOpen).toHaveBeenCalledWith(notices[1]);
  });

  it('reaches every notice from the keyboard, never the copy', async () => {
    const onOpen = vi.fn();
    renderWithI18n(<NoticeMarquee notices={notices} getKey={getKey} onOpen={onOpen} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'New: daily rebate up to 1%' })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('renders nothing without notices', () => {
    const { container } = renderWithI18n(
      <NoticeMarquee notices={[]} getKey={getKey} onOpen={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('takes its own name', () => {
    renderWithI18n(
      <NoticeMarquee notices={notices} getKey={getKey} onOpen={vi.fn()} label="Announcements" />,
    );
    expect(screen.getByRole('region', { name: 'Announcements' })).toBeInTheDocument();
  });
});
