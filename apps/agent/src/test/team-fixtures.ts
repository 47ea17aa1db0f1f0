/** Agent team fixtures shared by the team screens' tests: a small tree and a paged list. */
import type { DownlineMember, DownlinePage } from '@gaming/api/wire';

export const member = (overrides: Partial<DownlineMember>): DownlineMember => ({
  id: 1,
  username: 'player01',
  nickname: 'Player 1',
  type: 'member',
  level: 1,
  uplineUsername: null,
  balance: 500,
  rebateRate: 0.8,
  registeredAt: '2026-01-15T08:00:00.000Z',
  lastLoginAt: '2026-11-01T12:00:00.000Z',
  status: 'normal',
  remark: '',
  ...overrides,
});

export const TREE: DownlineMember[] = [
  member({ id: 2, username: 'demo', balance: 12_580.5 }),
  member({ id: 4, username: 'agent1sub', type: 'agent', balance: 8_000 }),
  member({ id: 5, username: 'player01' }),
  member({ id: 6, username: 'player02', status: 'locked' }),
  member({
    id: 11,
    username: 'player07',
    level: 2,
    uplineUsername: 'agent1sub',
    lastLoginAt: null,
  }),
];

/** The list a search asks for, as the platform answers it. */
export function pageOf(list: readonly DownlineMember[], url: URL): DownlinePage {
  const username = url.searchParams.get('username')?.toLowerCase() ?? '';
  const level = url.searchParams.get('level');
  const status = url.searchParams.get('status');
  const found = list.filter(
    (m) =>
      m.username.includes(username) &&
      (level !== 'direct' || m.level === 1) &&
      (status === null || m.status === status),
  );
  return {
    list: found,
    pageNo: 1,
    pageSize: 20,
    totalCount: found.length,
    totalPages: found.length > 0 ? 1 : 0,
  };
}
