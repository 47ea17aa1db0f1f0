import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type {
  InboxMessage,
  InboxPage,
  MessageRecipients,
  OpenedMessage,
  OutboxPage,
  SentMessage,
} from '@gaming/api/wire';
import type { Language } from '@gaming/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import MessagePage from './message-page';

function renderPage(language: Language = 'EN', path = '/member/messageV2') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <MessagePage />
    </MemoryRouter>,
    { language, token: 'test-token' },
  );
}

const message = (overrides: Partial<InboxMessage>): InboxMessage => ({
  id: 1,
  senderName: 'Customer Service',
  subject: 'Your deposit was credited',
  sendTime: '2026-11-20T10:00:00.000Z',
  read: false,
  canReply: true,
  ...overrides,
});

const inboxOf = (list: InboxMessage[], extra: Partial<InboxPage> = {}): InboxPage => ({
  list,
  pageNo: 1,
  pageSize: 6,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
  unreadCount: list.filter((row) => !row.read).length,
  ...extra,
});

const sent = (overrides: Partial<SentMessage>): SentMessage => ({
  id: 9,
  sendType: 'service',
  recipientName: '',
  recipientCount: 1,
  readCount: 0,
  subject: 'Bonus',
  content: 'When is the next bonus?',
  sendTime: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

describe('platform messages', () => {
  it('opens a message: sanitised content, marked read, the list and count refresh', async () => {
    let read = false;
    const opened: unknown[] = [];
    stubPlatform({
      '/wps/member/messages/inbox': () =>
        ok(
          inboxOf([
            message({ id: 1, read }),
            message({ id: 2, subject: 'Welcome', read: true, senderName: 'Agent One' }),
          ]) satisfies InboxPage,
        ),
      '/wps/member/messages/read': async (request) => {
        opened.push(await request.json());
        read = true;
        return ok({
          ...message({ id: 1, read: true }),
          content: '<p>Credited <img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
          unreadCount: 0,
        } satisfies OpenedMessage);
      },
    });
    renderPage();
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    const row = await screen.findByRole('button', { name: /Your deposit was credited, Unread/ });
    expect(screen.getByRole('button', { name: /Welcome/ })).toBeInTheDocument();
    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Your deposit was credited' });
    expect(await within(dialog).findByText('Credited')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(opened).toEqual([{ id: 1 }]);
    // The inbox is asked again: the row is read and the count is gone.
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /Your deposit was credited, Unread/ }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('1 unread')).not.toBeInTheDocument();
  });

  it('replies and deletes from an opened message; an empty reply keeps the dialog', async () => {
    const replies: unknown[] = [];
    let deleted = false;
    stubPlatform({
      '/wps/member/messages/inbox': () =>
        ok(inboxOf(deleted ? [] : [message({ id: 5, read: true })]) satisfies InboxPage),
      '/wps/member/messages/read': () =>
        ok({
          ...message({ id: 5, read: true }),
          content: 'Plain text',
          unreadCount: 0,
        } satisfies OpenedMessage),
      '/wps/member/messages/reply': async (request) => {
        replies.push(await request.json());
        return ok(sent({ subject: 'Re: Your deposit was credited' }) satisfies SentMessage);
      },
      '/wps/member/messages/delete': () => {
        deleted = true;
        return ok({ deleted: 1, unreadCount: 0 });
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Your deposit was credited/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Your deposit was credited' });
    await within(dialog).findByText('Plain text');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await within(dialog).findByText('Please fill this in.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your reply' }), 'Thanks!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your reply was sent.');
    expect(replies).toEqual([{ inboxId: 5, content: 'Thanks!' }]);

    await userEvent.click(await screen.findByRole('button', { name: /Your deposit was credited/ }));
    const again = await screen.findByRole('dialog', { name: 'Your deposit was credited' });
    await within(again).findByText('Plain text');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The message was deleted.')).toBeInTheDocument();
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('shows skeleton then error with retry, and the empty state', async () => {
    let fail = true;
    stubPlatform({
      '/wps/member/messages/inbox': () =>
        fail ? refused('unknown.error', 500) : ok(inboxOf([]) satisfies InboxPage),
    });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });

  it('says "Network link abnormal" in the dialog when a message cannot be opened, and opens it on Retry', async () => {
    let reachable = false;
    stubPlatform({
      '/wps/member/messages/inbox': () => ok(inboxOf([message({ id: 3 })]) satisfies InboxPage),
      '/wps/member/messages/read': () =>
        reachable
          ? ok({
              ...message({ id: 3, read: true }),
              content: 'Your deposit of 100 was credited.',
              unreadCount: 0,
            } satisfies OpenedMessage)
          : Promise.reject(new TypeError('Failed to fetch')),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Your deposit was credited/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Opening the message' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network link abnormal');
    expect(within(dialog).getByText('This message could not be opened.')).toBeInTheDocument();
    // Opening is never sent again by itself: the dialog does not promise it.
    expect(within(dialog).queryByText(/tries again by itself/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    reachable = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    const opened = await screen.findByRole('dialog', { name: 'Your deposit was credited' });
    expect(
      await within(opened).findByText('Your deposit of 100 was credited.'),
    ).toBeInTheDocument();
  });

  it('lists the outbox with recipients and read counts', async () => {
    stubPlatform({
      '/wps/member/messages/outbox': () =>
        ok({
          list: [
            sent({ id: 2, sendType: 'upline', recipientName: 'Agent One', readCount: 1 }),
            sent({ id: 1, sendType: 'downline', recipientCount: 8, readCount: 3 }),
          ],
          pageNo: 1,
          pageSize: 6,
          totalCount: 2,
          totalPages: 1,
        } satisfies OutboxPage),
    });
    renderPage('EN', '/member/messageV2?tab=outbox');
    expect(await screen.findByText('To Agent One')).toBeInTheDocument();
    expect(screen.getByText('Read by 1 of 1 recipient')).toBeInTheDocument();
    expect(screen.getByText('To Direct members')).toBeInTheDocument();
    expect(screen.getByText('Read by 3 of 8 recipients')).toBeInTheDocument();
  });

  it('writes to the upline: checks the fields, keeps what was typed on a refusal, then sends', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    stubPlatform({
      '/wps/member/messages/recipients': () =>
        ok({
          sendTypes: ['service', 'upline'],
          uplineName: 'Agent One',
          downlineCount: 0,
        } satisfies MessageRecipients),
      '/wps/member/messages/send': async (request) => {
        bodies.push(await request.json());
        if (refuse) return refused('message.no.recipient');
        return ok(sent({ sendType: 'upline' }) satisfies SentMessage);
      },
      '/wps/member/messages/outbox': () =>
        ok({
          list: [sent({ subject: 'Hello', sendType: 'upline', recipientName: 'Agent One' })],
          pageNo: 1,
          pageSize: 6,
          totalCount: 1,
          totalPages: 1,
        } satisfies OutboxPage),
    });
    renderPage('EN', '/member/messageV2?tab=write');
    const to = await screen.findByRole('combobox', { name: 'Send to' });
    await userEvent.selectOptions(to, 'My agent (Agent One)');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(2);
    expect(bodies).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi agent');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no one to send this message to.',
    );
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Hello');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message was sent.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sent', selected: true })).toBeInTheDocument();
    expect(bodies[1]).toEqual({ sendType: 'upline', subject: 'Hello', content: 'Hi agent' });
  });

  it('reads in Tagalog', async () => {
    stubPlatform({
      '/wps/member/messages/inbox': () => ok(inboxOf([]) satisfies InboxPage),
    });
    renderPage('TY');
    expect(await screen.findByText('Wala pang mensahe.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sumulat' })).toBeInTheDocument();
  });
});
