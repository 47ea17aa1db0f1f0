export { AuthModals } from './auth-modals';
// Type only: the modal itself is loaded lazily (AuthModals, or React.lazy of './login-modal').
export type { LoginModalProps } from './login-modal';
