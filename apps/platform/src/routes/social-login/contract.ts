/** The provider's redirect back: a page the browser visits, not a call the apps make. */
import type { CallRoute } from '@gaming/api/contract';
import { Text, contractsOf } from '@gaming/api/contract';
import Type from 'typebox';

const socialCallbackCalls = {
  callback: { url: '/wps/social-login/callback', noMerchant: true },
} as const satisfies Record<string, CallRoute>;

export const socialCallbackContracts = contractsOf('socialLogin', socialCallbackCalls, {
  callback: {
    summary:
      "The provider's redirect back: signs in, links, or starts registration, then redirects",
    query: Type.Object({
      code: Type.Optional(Text({ maxLength: 2048 })),
      state: Type.Optional(Text({ maxLength: 128 })),
      error: Type.Optional(Text({ maxLength: 256 })),
      error_description: Type.Optional(Text({ maxLength: 1024 })),
      iss: Type.Optional(Text({ maxLength: 512 })),
    }),
    content: 'text/html',
  },
});
