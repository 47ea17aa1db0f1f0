/** /wps/member/info (§3 Member info and public state). */
export interface MemberInfo {
  id: number;
  customerId: number;
  account: string;
  username: string;
  nickname: string;
  /** Account type: 0 member, 1/2/41/42 agent, 4 trial. */
  isAgent: number;
  balance: number;
  currency: string;
  currencySymbol: string;
  hasVip: boolean;
  vipLabelName: string | null;
  vipRankLevel: number;
  availablePromoCount: number;
  unreadMessage: number;
  mobileNum: string | null;
  email: string | null;
  avatar: string | null;
  regDate: string;
  lastLoginTime: string | null;
  /** The language last told to the server, or null. */
  language: string | null;
}

/** A contract request waiting for the member's answer (status P new, V termination request). */
export interface ContractRequest {
  id: number;
  status: 'P' | 'V';
  rate: number;
}

/** /wps/member/info/funds/consolidated (§3 Consolidated contract info). */
export interface ConsolidatedFunds {
  dailysalreqtype: ContractRequest | null;
  divtypereq: ContractRequest | null;
  contracthoursalreq: ContractRequest | null;
  realtimesalreqtype: ContractRequest | null;
  enableSalary: boolean;
  enableContract: boolean;
}

export interface WalletBalance {
  accountTypeId: number;
  displayName: string;
  availBalance: number;
  status: 'OK' | 'MAINTENANCE';
}

/** /wps/v2/wallets/balance */
export interface BalanceValue {
  balance: number;
  currency: string;
  currencySymbol: string;
  wallets: WalletBalance[];
}

/** Body and value of `PUT /wps/member/language`: one of the merchant's languages. */
export interface MemberLanguage {
  language: string;
}

/** Body of `PUT /wps/member/password` (§3 Change password), sealed. */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
