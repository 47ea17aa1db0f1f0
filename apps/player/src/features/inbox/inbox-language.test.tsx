import { ok, stubPlatform } from '@gaming/api/testing';
import type { InboxPage } from '@gaming/api/wire';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MemberLanguageSwitch } from '../../lib/language-select';
import MessagePage from './message-page';

/** The platform's inbox in each language: the site wrote its message in both. */
const inboxIn = (senderName: string, subject: string): InboxPage => ({
  list: [
    {
      id: 1,
      senderName,
      subject,
      sendTime: '2026-11-20T10:00:00.000Z',
      read: true,
      canReply: true,
    },
  ],
  pageNo: 1,
  pageSize: 6,
  totalCount: 1,
  totalPages: 1,
  unreadCount: 0,
});
const INBOXES: Record<string, InboxPage> = {
  EN: inboxIn('Customer Service', 'Weekly missions are open'),
  TY: inboxIn('Serbisyo sa customer', 'Bukas na ang mga misyon ngayong linggo'),
};

describe('the inbox in the reader’s language', () => {
  it('lists the Tagalog subjects once the reader switches to Tagalog', async () => {
    const asked: string[] = [];
    stubPlatform({
      // As the platform does: the Language header decides.
      '/wps/member/messages/inbox': (request) => {
        const language = request.headers.get('Language') ?? 'EN';
        asked.push(language);
        return ok(INBOXES[language] ?? INBOXES.EN);
      },
      '/wps/member/language': () => ok({ language: 'TY' }),
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/member/messageV2']}>
        <MemberLanguageSwitch />
        <MessagePage />
      </MemoryRouter>,
      { language: 'EN', token: 'test-token' },
    );
    expect(await screen.findByText('Weekly missions are open')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'TY');

    expect(await screen.findByText('Bukas na ang mga misyon ngayong linggo')).toBeInTheDocument();
    // The sender is the site, not a person: "Nagpadala:" reads right for both.
    expect(screen.getByText('Nagpadala: Serbisyo sa customer')).toBeInTheDocument();
    expect(screen.queryByText('Weekly missions are open')).not.toBeInTheDocument();
    expect(asked.at(-1)).toBe('TY');
  });
});
