import { describe, expect, inject, it } from 'vitest';
import { WINNER_BOARD_LIMIT } from '@gaming/domain/winners';
import { makeTestStore } from '../testing/make-test-store';
import { ErrorCode } from '../wire/envelope';
import { winnersApi } from './winners-api';

const store = makeTestStore(inject('platformUrl'));

describe('winner board against the platform', () => {
  it('reads 20 winners, largest win first', async () => {
    const { data } = await store.dispatch(winnersApi.endpoints.winnerBoard.initiate());
    const amounts = data?.list.map((winner) => winner.winAmount) ?? [];
    expect(amounts).toHaveLength(WINNER_BOARD_LIMIT);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('refuses more than 20', async () => {
    const reply = await store.dispatch(winnersApi.endpoints.winnerBoard.initiate({ limitNum: 50 }));
    expect(reply.error).toMatchObject({ status: 400, errorCode: ErrorCode.requestInvalid });
  });
});
