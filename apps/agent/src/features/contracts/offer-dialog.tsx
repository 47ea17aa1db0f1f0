import type { ContractRequest } from '@gaming/api/wire';
import { useTranslation } from '@gaming/i18n';
import { Button } from '@gaming/ui/button';
import { Dialog } from '@gaming/ui/dialog';
import { OfferAnswer } from './offer-answer';
import './contracts.css';

export interface OfferDialogProps {
  offer: ContractRequest;
  onLater: () => void;
  onAnswered: (message: string) => void;
}

/** The offer in a dialog: its terms, the answers, and "Later" (loaded only when an offer waits). */
export default function OfferDialog({ offer, onLater, onAnswered }: OfferDialogProps) {
  const { t } = useTranslation('agent');
  return (
    <Dialog
      open
      onClose={onLater}
      title={t('contracts.answer_title', { contract: t(`contracts.kinds.${offer.kind}`) })}
      closeOnBackdrop={false}
      size="md"
    >
      <OfferAnswer
        offer={offer}
        onAnswered={onAnswered}
        extraActions={
          <Button variant="ghost" onClick={onLater}>
            {t('contracts.later')}
          </Button>
        }
      />
    </Dialog>
  );
}
