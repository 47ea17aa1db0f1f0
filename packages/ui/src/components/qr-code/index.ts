export { QR_CODE_SIZE, QrCode } from './QrCode';
export type { QrCodeProps } from './QrCode';
