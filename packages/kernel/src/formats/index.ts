export {
  DEFAULT_CURRENCY_SYMBOL,
  siteDateFormats,
  useDateFormats,
  useFormats,
  useMoneyFormats,
} from './use-formats';
export type { DateFormats, Formats, MoneyFormats } from './use-formats';
