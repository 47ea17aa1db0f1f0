export { MemberCentreFrame } from './member-centre-frame';
export type { MemberCentreLink } from './member-centre-frame';
