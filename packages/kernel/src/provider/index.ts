export { AppProvider } from './provider';
export type { AppProviderProps } from './provider';
export { mountApp } from './mount-app';
