import { ok, stubPlatform } from '@gaming/api/testing';
import type { Promotion, PromotionsPage as Page } from '@gaming/api/wire';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { MemberLanguageSwitch } from '../../lib/language-select';
import { PromotionsPage } from './promotions-page';

const promotion = (id: number, title: string, content: string): Promotion => ({
  id,
  category: 'new_player',
  promotionType: 'REGISTER',
  title,
  content,
  imageUrl: null,
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2027-12-31T16:00:00.000Z',
  manual: false,
  raffle: false,
  bonus: 0,
  status: null,
});

/** The platform's answer in each language: the operator wrote the promotion in both. */
const PAGES: Record<string, Page> = {
  EN: {
    categories: ['new_player'],
    list: [promotion(7, 'Newbie rewards', '<p>Bind your mobile number.</p>')],
  },
  TY: {
    categories: ['new_player'],
    list: [
      promotion(7, 'Mga gantimpala para sa bagong miyembro', '<p>I-bind ang mobile number.</p>'),
    ],
  },
};

describe('the promotions page in the reader’s language', () => {
  it('shows the operator’s Tagalog title once the reader switches to Tagalog', async () => {
    const asked: string[] = [];
    stubPlatform({
      // As the platform does: the `language` query, else the Language header.
      '/wps/promotions': (request) => {
        const language =
          new URL(request.url).searchParams.get('language') ??
          request.headers.get('Language') ??
          'EN';
        asked.push(language);
        return ok(PAGES[language] ?? PAGES.EN);
      },
    });
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <MemberLanguageSwitch />
              <PromotionsPage loggedIn={false} isAgent={0} onLogin={() => undefined} />
            </>
          ),
        },
      ],
      { initialEntries: ['/promotions'] },
    );
    renderWithProviders(<RouterProvider router={router} />, { language: 'EN' });
    expect(await screen.findByRole('link', { name: /Newbie rewards/ })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'TY');

    expect(
      await screen.findByRole('link', { name: /Mga gantimpala para sa bagong miyembro/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Newbie rewards')).not.toBeInTheDocument();
    expect(asked).toEqual(['EN', 'TY']);

    // Opened, the promotion reads in Tagalog too.
    await userEvent.click(
      screen.getByRole('link', { name: /Mga gantimpala para sa bagong miyembro/ }),
    );
    expect(await screen.findByText('I-bind ang mobile number.')).toBeInTheDocument();
  });
});
