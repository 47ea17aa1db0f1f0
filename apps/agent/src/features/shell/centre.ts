// The signed-in agent centre (loaded on the first visit of /agentHome, never in the first paint).
export { AgentFrame } from './agent-frame';
export type { AgentFrameProps } from './agent-frame';
export { AgentGuard } from './agent-guard';
export { AgentPage } from './agent-page';
export type { AgentPageProps } from './agent-page';
export { useAgentMenu } from './use-agent-menu';
