import { usePermissionQuery } from '@gaming/api/system';
import type { Whitelabel } from '@gaming/api/wire';
import type { AgentMenuPage, AgentMenuSettings } from '@gaming/domain/roles';
import { agentMenuOf } from '@gaming/domain/roles';

/** The settings §6 gates the agent menu by, from the merchant's whitelabel. */
export function agentMenuSettingsOf(whitelabel: Whitelabel): AgentMenuSettings {
  return {
    redEnvelope: whitelabel.AGENTRANSMULTDOWN3,
    dividendContract: whitelabel.DIVIDEND,
    dailySalary: whitelabel.DAYSAL,
    hourlySalary: whitelabel.HOURSAL3,
    realtimeSalary: whitelabel.RTSALARY3,
  };
}

/** The agent centre's visible pages, in menu order (the site gate has loaded the permission). */
export function useAgentMenu(): AgentMenuPage[] {
  const { data } = usePermissionQuery();
  return data ? agentMenuOf(agentMenuSettingsOf(data.info.whitelabel)) : [];
}
