export { PaymentPasswordForm } from './payment-password-form';
export type { PaymentPasswordFormProps } from './payment-password-form';
