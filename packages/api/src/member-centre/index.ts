export { memberCentreApi, useMemberCentreSummaryQuery } from './member-centre-api';
