export { AppProvider } from './provider';
export type { AppProviderProps } from './provider';
