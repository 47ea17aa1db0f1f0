import { I18nProvider, createI18n, languageOf, toBcp47 } from '@gaming/i18n';
import type { Language } from '@gaming/i18n';
import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/theme/theme.css';

type Theme = 'dark' | 'light';
type I18n = ReturnType<typeof createI18n>;

// One i18next instance per language, strict: a story that shows a missing key fails at once.
const instances = new Map<Language, I18n>();
function i18nFor(language: Language): I18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const created = createI18n(language, { strict: true });
  instances.set(language, created);
  return created;
}

/** The toolbar's language and theme, applied the way the apps apply them: `<html lang data-theme>`. */
const withLanguageAndTheme: Decorator = (Story, context) => {
  const language = languageOf(String(context.globals.language));
  const theme: Theme = context.globals.theme === 'light' ? 'light' : 'dark';
  const root = document.documentElement;
  root.lang = toBcp47(language);
  root.dataset.theme = theme;
  return (
    <I18nProvider i18n={i18nFor(language)}>
      <Story />
    </I18nProvider>
  );
};

const preview = {
  decorators: [withLanguageAndTheme],
  globalTypes: {
    language: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'EN', title: 'English' },
          { value: 'TY', title: 'Tagalog' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'EN', theme: 'dark' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An a11y violation fails the story's test, in CI as in the Storybook test panel.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
} satisfies Preview;

export default preview;
