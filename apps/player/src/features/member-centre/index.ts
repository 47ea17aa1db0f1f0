export { MemberCentreFrame, MemberCentreHome } from './member-centre-frame';
export type { MemberCentreLink } from './member-centre-frame';
export { WalletHeader } from './wallet-header';
