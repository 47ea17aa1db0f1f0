export { AGENT_TYPES, TRIAL_TYPE, isAgentType, isTrialType } from './account-type';
