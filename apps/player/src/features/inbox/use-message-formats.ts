import { useDateFormats } from '@gaming/kernel/formats';

/** Times written the way the member's language reads them, in the site's zone. */
export function useMessageFormats() {
  const dates = useDateFormats();
  return { dateTime: (at: string) => dates.dateTime(at) };
}
