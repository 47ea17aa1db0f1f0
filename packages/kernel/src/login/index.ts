export { ChangePasswordForm } from './change-password-form';
export type { ChangePasswordFormProps } from './change-password-form';
export { LoginVerifyForm } from './login-verify-form';
export type { LoginVerifyFormProps } from './login-verify-form';
export { applyRememberMeCookie, readRememberedUsername } from './remember-me-cookie';
export { UsernameLoginForm } from './username-login-form';
export type { LoggedIn, UsernameLoginFormProps } from './username-login-form';
