export { CAPTCHA_REFRESH_GAP_MS, CaptchaField } from './CaptchaField';
export type { CaptchaFieldProps } from './CaptchaField';
