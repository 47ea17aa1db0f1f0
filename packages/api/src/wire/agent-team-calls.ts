/**
 * The agent's team (agent centre: team overview, registration centre, downline management, red
 * envelope to many downlines). Every call but the link visit is an agent's, about its own tree.
 */
import type { CallRoute } from './call';

const agent = { auth: true, agentOnly: true } as const;

export const agentTeamCalls = {
  overview: { url: '/wps/agent/team/overview', ...agent },
  trend: { url: '/wps/agent/team/trend', ...agent },
  registerSettings: { url: '/wps/agent/team/register-settings', ...agent },
  registerDownline: { method: 'POST', url: '/wps/agent/team/downline', ...agent },
  links: { url: '/wps/agent/team/links', ...agent },
  createLink: { method: 'POST', url: '/wps/agent/team/links', ...agent },
  /** The player app counts a visit that arrived by an invitation link (once per visit). */
  linkVisit: { method: 'POST', url: '/wps/agent/affiliate/visit' },
  downline: { url: '/wps/agent/team/downline', ...agent },
  updateRemark: { method: 'PUT', url: '/wps/agent/team/downline/remark', ...agent },
  updateStatus: { method: 'PUT', url: '/wps/agent/team/downline/status', ...agent },
  transfer: { method: 'POST', url: '/wps/agent/team/transfer', ...agent },
  sendRedEnvelopes: { method: 'POST', url: '/wps/agent/team/red-envelopes', ...agent },
} as const satisfies Record<string, CallRoute>;
