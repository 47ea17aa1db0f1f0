export { SmsCodeField } from './SmsCodeField';
export type { SmsCodeFieldProps } from './SmsCodeField';
