import { useConsolidatedFundsQuery } from '@gaming/api/member';
import type { ContractRequest } from '@gaming/api/wire';
import { CONSOLIDATED_CONTRACT_FIELD, CONTRACT_KINDS } from '@gaming/domain/contracts';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../app/store';

/** The dialog's code loads only when an offer waits: the frame stays light on first load. */
const OfferDialog = lazy(() => import('./offer-dialog'));

/** Offers put off with "Later": not shown again in this browser session. */
const LATER_KEY = 'agent.contract-offers.later';

function laterIds(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(LATER_KEY) ?? '[]');
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** An offer's identity: a changed offer (new time) is a new question. */
const keyOf = (offer: ContractRequest) => `${offer.kind}:${String(offer.id)}:${offer.time}`;

/** The offers waiting for the agent, in the consolidated call's fields (§3), one per kind. */
export function pendingOffersOf(
  funds: Partial<Record<string, ContractRequest | null | boolean>> | undefined,
): ContractRequest[] {
  if (!funds) return [];
  return CONTRACT_KINDS.flatMap((kind) => {
    const offer = funds[CONSOLIDATED_CONTRACT_FIELD[kind]];
    return offer && typeof offer === 'object' ? [offer] : [];
  });
}

/**
 * The contract offers dialog the frame shows (a popup over the frame): the first offer
 * waiting for the signed-in agent, with its terms and answers. It opens when a page loads or the
 * agent moves to another page, never while a page is being used (so it never covers a form being
 * filled), and "Later" puts the offer off for the session.
 */
export function ContractOffers() {
  const token = useAppSelector((state) => state.apiContext.token);
  const location = useLocation();
  const { data } = useConsolidatedFundsQuery(undefined, { skip: !token });
  const [later, setLater] = useState<string[]>(laterIds);
  const [shown, setShown] = useState<ContractRequest | null>(null);
  const [checkedAt, setCheckedAt] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const waiting = pendingOffersOf(data).filter((offer) => !later.includes(keyOf(offer)));
  const first = waiting[0] ?? null;

  // Once per page visit (its first answer after a load or a navigation), pick the offer to ask;
  // an offer arriving while the agent works on the page waits for the next visit.
  if (data !== undefined && checkedAt !== location.key) {
    setCheckedAt(location.key);
    if (shown === null && first !== null) setShown(first);
  }

  if (!token) return null;
  const putOff = () => {
    if (!shown) return;
    const next = [...later, keyOf(shown)];
    sessionStorage.setItem(LATER_KEY, JSON.stringify(next));
    setLater(next);
    setShown(null);
  };
  return (
    <>
      {shown ? (
        <Suspense fallback={null}>
          <OfferDialog
            key={keyOf(shown)}
            offer={shown}
            onLater={putOff}
            onAnswered={(message) => {
              setDone(message);
              setShown(null);
            }}
          />
        </Suspense>
      ) : null}
      <p role="status" className="contract-status">
        {done}
      </p>
    </>
  );
}
