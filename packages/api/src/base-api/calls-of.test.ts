import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { memberApi } from '../member/member-api';
import type { messagesApi } from '../messages/messages-api';
import type { announcementsContracts } from '../wire/announcements';
import { announcementsCalls } from '../wire/announcements-calls';
import type { depositContracts } from '../wire/deposit';
import { depositCalls } from '../wire/deposit-calls';
import type { MemberInfo, MemberLanguage, memberContracts } from '../wire/member';
import { memberCalls } from '../wire/member-calls';
import type { ApiRequest } from './base-query';
import type { Send } from './calls-of';
import { callsOf } from './calls-of';

type ResultOf<E> = E extends { Types: { ResultType: infer R } } ? R : never;
type ArgOf<E> = E extends { Types: { QueryArg: infer A } } ? A : never;

describe('an area’s calls', () => {
  const deposit = callsOf<typeof depositContracts>(depositCalls);

  it('make a call’s request from its route, its path filled in', () => {
    expect(
      deposit.request('uploadSlip', {
        path: { orderNo: 'D2024 01' },
        body: { mime: 'image/png', data: 'aGk=' },
      }),
    ).toEqual({
      url: '/wps/member/deposit/orders/D2024%2001/slip',
      method: 'PUT',
      auth: true,
      body: { mime: 'image/png', data: 'aGk=' },
    });
    expect(deposit.request('promotions', { params: { method: 'GCASH' } })).toEqual({
      url: '/wps/member/deposit/promotions',
      method: 'GET',
      auth: true,
      params: { method: 'GCASH' },
    });
  });

  it('send a call through the base query and answer what it answers', async () => {
    const send = vi.fn<Send>(() => Promise.resolve({ data: { id: 1 } }));
    const answer = await deposit.send(send, 'cancel', { path: { orderNo: 'D1234567' } });
    expect(send).toHaveBeenCalledWith<[ApiRequest]>({
      url: '/wps/member/deposit/orders/D1234567/cancel',
      method: 'POST',
      auth: true,
    });
    expect(answer).toEqual({ data: { id: 1 } });
  });
});

describe('an endpoint’s types', () => {
  it('are its contract’s: the value it answers, the query or body it takes', () => {
    expectTypeOf<ResultOf<typeof memberApi.endpoints.memberInfo>>().toEqualTypeOf<MemberInfo>();
    expectTypeOf<ArgOf<typeof memberApi.endpoints.memberInfo>>().toEqualTypeOf<void>();
    expectTypeOf<
      ResultOf<typeof memberApi.endpoints.changeLanguage>
    >().toEqualTypeOf<MemberLanguage>();
    expectTypeOf<
      ArgOf<typeof memberApi.endpoints.changeLanguage>
    >().toEqualTypeOf<MemberLanguage>();
    expectTypeOf<ResultOf<typeof messagesApi.endpoints.unreadCount>>().toEqualTypeOf<{
      unreadCount: number;
    }>();
    // @ts-expect-error: the contract says the count is a number
    expectTypeOf<ResultOf<typeof messagesApi.endpoints.unreadCount>>().toEqualTypeOf<{
      unreadCount: string;
    }>();
  });

  it('refuse, at compile time, an endpoint that disagrees with its contract', () => {
    // Never run: injecting these would add endpoints to the one API. The compiler checks them, and an
    // `@ts-expect-error` that no longer meets an error is itself an error (`pnpm typecheck`).
    const wrongEndpoints = () => {
      callsOf<typeof announcementsContracts>(announcementsCalls).inject((call) => ({
        // @ts-expect-error: the value is `{ unreadCount: number }`, not text
        unreadCountAsText: call.unreadCount.query({
          queryFn: () => ({ data: { unreadCount: '3' } }),
        }),
        unreadCountReshaped: call.unreadCount.query({
          // @ts-expect-error: the result is the contract's value; no endpoint reshapes it
          transformResponse: (value: unknown) => String(value),
        }),
      }));
      callsOf<typeof memberContracts>(memberCalls).inject((call) => ({
        languageAsNumber: call.changeLanguage.mutation({
          // @ts-expect-error: the body's language is text
          request: (language: number) => ({ body: { language } }),
        }),
        // @ts-expect-error: memberInfo takes no query string
        queryNotInContract: call.memberInfo.query({
          request: () => ({ params: { language: 'EN' } }),
        }),
      }));
      callsOf<typeof depositContracts>(depositCalls).inject((call) => ({
        // @ts-expect-error: a call with a `:orderNo` path needs `request` to fill it in
        markPaid: call.markPaid.mutation(),
        cancel: call.cancel.mutation({
          // @ts-expect-error: the path parameter is `orderNo`
          request: (orderId: string) => ({ path: { orderId } }),
        }),
      }));
    };
    expectTypeOf(wrongEndpoints).toBeFunction();
  });
});

describe('the api’s endpoints', () => {
  it('are all made by `callsOf`, so none declares types of its own', () => {
    const src = join(import.meta.dirname, '..');
    const modules = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const ownBuilders = modules.filter(
      (file) =>
        file !== join('base-api', 'calls-of.ts') &&
        /\binjectEndpoints\(|\bbuild\.(query|mutation|infiniteQuery)\b/.test(
          readFileSync(join(src, file), 'utf8'),
        ),
    );
    expect(ownBuilders).toEqual([]);
  });
});
