export { platformCall } from './platform-call';
export type { PlatformCall } from './platform-call';
export { signInToken } from './sign-in-token';
