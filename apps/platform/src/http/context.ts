import 'fastify';
import type { Site } from '../services/site';

export interface SessionCustomer {
  token: string;
  customerId: number;
  merchantCode: string;
  /** The account type: 0 member, 1/2/41/42 agent, 4 trial. */
  isAgent: number;
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
    /** The session token is read when sent (`request.viewer`); a visitor without one passes. */
    optionalAuth?: boolean;
    /** Trial accounts are refused (§6 'in_need_true_account'). */
    realAccount?: boolean;
    /** Only agents pass (§6 "non-member or non-agent"). */
    agentOnly?: boolean;
  }
  interface FastifyRequest {
    site: Site;
    session: SessionCustomer;
    /** On `optionalAuth` calls: the session when a token was sent, null for a visitor. */
    viewer: SessionCustomer | null;
  }
}
