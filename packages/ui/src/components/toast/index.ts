export { TOAST_DURATION_MS, Toast } from './Toast';
export type { ToastProps, ToastTone } from './Toast';
