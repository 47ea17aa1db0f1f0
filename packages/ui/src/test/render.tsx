import { I18nProvider, createI18n } from '@gaming/i18n';
import type { Language } from '@gaming/i18n';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders inside a strict i18n provider (a missing key throws) in `language`. */
export function renderWithI18n(
  ui: ReactElement,
  language: Language = 'EN',
  options: Omit<RenderOptions, 'wrapper'> = {},
) {
  const i18n = createI18n(language, { strict: true });
  return render(ui, {
    ...options,
    wrapper: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  });
}
