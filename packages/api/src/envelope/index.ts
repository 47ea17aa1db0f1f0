export {
  ENCRYPTION_HEADER,
  EnvelopeError,
  generateEnvelopeKeyPair,
  importEnvelopePublicKey,
  open,
  seal,
} from './envelope';
export type {
  EnvelopeFailure,
  EnvelopeKeyPair,
  EnvelopePublicKey,
  OpenedEnvelope,
  SealedRequest,
} from './envelope';
export { base64ToBytes, bytesToBase64 } from './base64';
