/** §1 "dividends and salaries (daily, hourly, real-time)": the four contract kinds. */
export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * §3 "Consolidated contract info: dailysalreqtype, divtypereq, contracthoursalreq,
 * realtimesalreqtype": the field of /wps/member/info/funds/consolidated holding each kind's requests.
 */
export const CONSOLIDATED_CONTRACT_FIELD: Readonly<Record<ContractKind, string>> = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
};

/** Contract status codes (the original site's contract offers). */
export const CONTRACT_STATUS = {
  /** A new request from the upline. */
  newRequest: 'P',
  /** A changed request from the upline; answered like a new one. */
  editedRequest: 'E',
  /** The upline asks to terminate the contract. */
  terminationRequest: 'V',
  accepted: 'A',
  rejected: 'R',
  terminated: 'C',
} as const;
export type ContractStatus = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];

/** §4 "the downline accepts, rejects or terminates". */
export type ContractChoice = 'accept' | 'reject' | 'terminate';

/** §4 "agreeing terminates a downline contract with a higher rate": shown before accepting. */
export const HIGHER_RATE_WARNING_KEY = 'agent:contracts.agreeing_terminates_higher_rate';

export type ContractAnswer =
  | {
      ok: true;
      /** The status to POST to the kind's contract relay (§7). */
      status: ContractStatus;
      /** A warning to confirm first, or null. */
      warningKey: typeof HIGHER_RATE_WARNING_KEY | null;
    }
  | {
      ok: false;
      error: 'agent:contracts.nothing_to_answer' | 'agent:contracts.choice_not_offered';
    };

type TerminationAnswers = Readonly<Record<'terminate' | 'reject', ContractStatus>>;
/** A termination request (V): terminate → C, reject → A. */
const TERMINATION_ANSWERS: TerminationAnswers = { terminate: 'C', reject: 'A' };
/** "Hourly differs: A = terminate, R = reject." */
const HOURLY_TERMINATION_ANSWERS: TerminationAnswers = { terminate: 'A', reject: 'R' };

/** Whether a contract in this status waits for the downline's answer. */
export function isAwaitingAnswer(status: string): boolean {
  return (
    status === CONTRACT_STATUS.newRequest ||
    status === CONTRACT_STATUS.editedRequest ||
    status === CONTRACT_STATUS.terminationRequest
  );
}

/**
 * §4 Contracts, original codes: a new request (P or E) is accepted with A (after the higher-rate
 * warning when downlineHigherRate is Y) or rejected with R. A termination request (V) is terminated
 * with C or rejected with A, except the hourly contract, which posts A to terminate and R to reject.
 * Any other status, or a choice the popup does not offer, is an error, never a POST.
 */
export function contractAnswer(
  kind: ContractKind,
  status: string,
  choice: ContractChoice,
  downlineHigherRate: string | null = null,
): ContractAnswer {
  if (!isAwaitingAnswer(status)) return { ok: false, error: 'agent:contracts.nothing_to_answer' };

  if (status === CONTRACT_STATUS.terminationRequest) {
    if (choice === 'accept') return { ok: false, error: 'agent:contracts.choice_not_offered' };
    const answers = kind === 'hourly' ? HOURLY_TERMINATION_ANSWERS : TERMINATION_ANSWERS;
    return { ok: true, status: answers[choice], warningKey: null };
  }

  if (choice === 'terminate') return { ok: false, error: 'agent:contracts.choice_not_offered' };
  if (choice === 'reject') return { ok: true, status: CONTRACT_STATUS.rejected, warningKey: null };
  return {
    ok: true,
    status: CONTRACT_STATUS.accepted,
    warningKey: downlineHigherRate === 'Y' ? HIGHER_RATE_WARNING_KEY : null,
  };
}
