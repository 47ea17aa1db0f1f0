import 'fastify';
import type { Site } from '../services/site';

export interface SessionCustomer {
  token: string;
  customerId: number;
  merchantCode: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body is a crypto envelope; it is opened before the handler and refused if unsealed. */
    sealed?: boolean;
    /** The call needs a session token in `Authorization`. */
    auth?: boolean;
    /** Answered even in maintenance or for a restricted region (system calls). */
    ungated?: boolean;
    /** No `Merchant` header needed (images, dev routes). */
    noMerchant?: boolean;
  }
  interface FastifyRequest {
    site: Site;
    session: SessionCustomer;
  }
}
