export type {
  MessageValues,
  PatternId,
  RuleResult,
  ValidationKey,
  ValidationMessage,
} from './messages';
export {
  PATTERN_IDS,
  VALIDATION_KEYS,
  isPatternId,
  isValidationMessage,
  lengthMessage,
  patternMessage,
  validationMessage,
} from './messages';
export {
  MAX_PATTERN_LENGTH,
  MAX_UNBOUNDED_QUANTIFIERS,
  compileServerPattern,
  isBacktrackingSafe,
} from './safe-pattern';
export type { RegisterField, RegisterFieldRule, RegisterSettings, ServerRule } from './server-rule';
export { matchServerRule, mobilePlaceholder, mobilePlaceholderDigits } from './server-rule';
export type { FieldMessages } from './yup-messages';
export { fieldMessagesOf, validateFields, validationMessageOf } from './yup-messages';
export type { LoginSchemaOptions, SmsLoginSchemaOptions } from './login-schema';
export { loginSchema, smsLoginSchema } from './login-schema';
export type { RegisterFieldState, RegisterMethod, RegisterSchemaOptions } from './register-schema';
export { registerFieldStates, registerSchema } from './register-schema';
export type {
  ChangePasswordSchemaOptions,
  ForgotByPhoneSchemaOptions,
  PaymentPasswordMode,
} from './password-schemas';
export {
  PAYMENT_PASSWORD_RULE,
  bindEmailSchema,
  bindMobileSchema,
  changePasswordSchema,
  forgotByEmailSchema,
  forgotByPhoneSchema,
  paymentPasswordSchema,
  setPasswordSchema,
} from './password-schemas';
export type { FileLike } from './feedback-schema';
export {
  AGE_CONFIRMATION,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_MAX_IMAGE_BYTES,
  FEEDBACK_MAX_LENGTH,
  countWords,
  feedbackImageMessage,
  feedbackSchema,
  matchSupportWords,
} from './feedback-schema';
export {
  ACCOUNT_HOLDER_RULE,
  ACCOUNT_NUMBER_LIMITS,
  bindAccountSchema,
} from './bind-account-schema';
export type { BindAccountSchemaOptions } from './bind-account-schema';
