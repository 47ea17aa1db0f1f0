export { LanguageSelect } from './LanguageSelect';
export type { LanguageSelectProps } from './LanguageSelect';
