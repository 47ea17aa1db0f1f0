export { useSignOut } from './use-sign-out';
