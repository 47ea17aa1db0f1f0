import { AlertDialog } from '@gaming/ui/alert-dialog';
import { useTranslation } from 'react-i18next';

/** A game action's answer: the trial prompt 'in_need_true_account' (info, §8) or a refused call. */
export default function GameNotice({
  messageKey,
  tone,
  onClose,
}: {
  /** An `errors:` key. */
  messageKey: string;
  tone: 'info' | 'warning';
  onClose: () => void;
}) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <AlertDialog
      open
      tone={tone}
      message={t(messageKey as 'errors:unknown_error')}
      onConfirm={onClose}
    />
  );
}
