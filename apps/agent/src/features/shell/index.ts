export { AgentFrame } from './agent-frame';
export type { AgentFrameProps } from './agent-frame';
export { AgentGuard } from './agent-guard';
export { AgentPage } from './agent-page';
export type { AgentPageProps } from './agent-page';
export { NotFoundPage } from './not-found-page';
export { PublicFrame } from './public-frame';
export { useAgentMenu } from './use-agent-menu';
