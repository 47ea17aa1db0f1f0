import { useTranslation } from '@gaming/i18n';
import { formatDateTime } from '@gaming/i18n/format';

/** Times written the way the member's language reads them. */
export function useMessageFormats() {
  const { i18n } = useTranslation();
  return { dateTime: (at: string) => formatDateTime(at, i18n.language) };
}
