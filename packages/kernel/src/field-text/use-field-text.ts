import type { FieldMessages } from '@gaming/domain/validation';
import { useTranslation } from '@gaming/i18n';

/** The translated message of one field, or undefined when it is valid. */
export function useFieldText(messages: FieldMessages) {
  const { t } = useTranslation(['validation']);
  return (field: string): string | undefined => {
    const message = messages[field];
    return message ? t(message.key, message.values) : undefined;
  };
}
