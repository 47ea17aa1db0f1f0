export { signInToken } from './sign-in-token';
