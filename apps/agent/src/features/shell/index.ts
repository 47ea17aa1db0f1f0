export { AgentFrame } from './agent-frame';
export type { AgentFrameProps } from './agent-frame';
export { AgentLoginPage } from './agent-login-page';
export { NotFoundPage } from './not-found-page';
