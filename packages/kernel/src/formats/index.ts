export { DEFAULT_CURRENCY_SYMBOL, useFormats, useMoneyFormats } from './use-formats';
export type { Formats, MoneyFormats } from './use-formats';
