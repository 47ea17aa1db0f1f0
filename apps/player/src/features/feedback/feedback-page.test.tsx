import { ok, refused, stubPlatform } from '@gaming/api/testing';
import type { FeedbackBody } from '@gaming/api/wire';
import type { Language } from '@gaming/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import FeedbackPage from './feedback-page';

const CAPTCHA = 'data:image/svg+xml;base64,PHN2Zy8+';

function feedbackSite(answer: (body: FeedbackBody) => Response = () => ok({ id: 7 })) {
  const sent: FeedbackBody[] = [];
  const fetchMock = stubPlatform({
    '/wps/captcha': () => ok(CAPTCHA),
    '/wps/feedback': async (request) => {
      const body = (await request.json()) as FeedbackBody;
      sent.push(body);
      return answer(body);
    },
  });
  return { sent, fetchMock };
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

function renderPage(language: Language = 'EN') {
  return renderWithProviders(<FeedbackPage />, { language, token: 'T' });
}

async function fillValid() {
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Content description' }),
    'Slow deposit',
  );
  await userEvent.click(screen.getByRole('checkbox', { name: /18 or older/ }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Captcha' }), 'AB12');
}

describe('the feedback page', () => {
  it('refuses the 141st character with a clear message and keeps what was typed', async () => {
    const site = feedbackSite();
    renderPage();
    const box = await screen.findByRole('textbox', { name: 'Content description' });
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(140));
    expect(box).toHaveAccessibleDescription('140 of 140 characters');
    expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.type(box, 'b');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Use at most 140 characters/);
    expect(box).toHaveValue(`${'a'.repeat(140)}b`);
    await userEvent.click(screen.getByRole('checkbox', { name: /18 or older/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Captcha' }), 'AB12');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(site.sent).toHaveLength(0);
    expect(box).toHaveValue(`${'a'.repeat(140)}b`);
  });

  it('refuses a fourth picture, then sends the feedback with three', async () => {
    const site = feedbackSite();
    renderPage();
    const picker = await screen.findByLabelText(/Pictures \(optional\)/);
    await userEvent.upload(picker, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(
      screen.getByText('4.png was not added: you can add 3 files at most.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Chosen files' }).children).toHaveLength(3);
    expect(picker).toBeDisabled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Question type' }), 'Game');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your feedback was sent.',
    );
    expect(site.sent).toHaveLength(1);
    expect(site.sent[0]).toMatchObject({ type: 3, content: 'Slow deposit', captcha: 'AB12' });
    expect(site.sent[0]?.files).toHaveLength(3);
    expect(site.sent[0]?.files[0]).toEqual({ mime: 'image/png', data: 'iVBORw0KGgo=' });
    expect(site.sent[0]?.captchaKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for the 18+ and terms box and the captcha before sending', async () => {
    const site = feedbackSite();
    renderPage();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Content description' }),
      'Hello',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('checkbox', { name: /18 or older/ })).toHaveAccessibleDescription(
      'Confirm that you are 18 or older and agree to the terms',
    );
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(site.sent).toHaveLength(0);
  });

  it('shows a wrong captcha on its field with a new image, keeping the text', async () => {
    const site = feedbackSite(() => refused('captcha.invalid'));
    renderPage();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(site.sent).toHaveLength(1));
    expect(await screen.findByRole('textbox', { name: 'Captcha' })).toHaveAccessibleDescription(
      /Captcha check failed/,
    );
    expect(screen.getByRole('textbox', { name: 'Content description' })).toHaveValue(
      'Slow deposit',
    );
  });

  it('speaks Tagalog', async () => {
    feedbackSite();
    renderPage('TY');
    expect(await screen.findByRole('region', { name: 'Puna' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Uri ng tanong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ipadala ang feedback' })).toBeInTheDocument();
  });
});
