import { ok, stubPlatform } from '@gaming/api/testing';
import type { LoginHistoryEntry } from '@gaming/api/wire';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAuth } from '../../test/auth-test-kit';
import { LoginHistory } from './login-history';

const entry = (loginType: string, ip: string): LoginHistoryEntry => ({
  time: '2026-11-24T10:00:00.000Z',
  ip,
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
  success: true,
  loginType,
});

describe('LoginHistory', () => {
  it('names how each login happened: password, SMS, a social provider, or other', async () => {
    stubPlatform({
      '/wps/member/security/logins': () =>
        ok({
          list: [
            entry('google', '203.0.113.1'),
            entry('facebook', '203.0.113.2'),
            entry('username', '203.0.113.3'),
            entry('sms', '203.0.113.4'),
            entry('register', '203.0.113.5'),
            entry('something-new', '203.0.113.6'),
          ],
          pageNo: 1,
          totalPages: 1,
        }),
    });
    renderAuth(<LoginHistory />, {});
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Method' })).toBeInTheDocument();
    const rowOf = async (ip: string) =>
      within((await within(table).findByText(ip)).closest('tr') ?? table);
    expect((await rowOf('203.0.113.1')).getByText('Google')).toBeInTheDocument();
    expect((await rowOf('203.0.113.2')).getByText('Facebook')).toBeInTheDocument();
    expect((await rowOf('203.0.113.3')).getByText('Password')).toBeInTheDocument();
    expect((await rowOf('203.0.113.4')).getByText('SMS code')).toBeInTheDocument();
    expect((await rowOf('203.0.113.5')).getByText('Registration')).toBeInTheDocument();
    expect((await rowOf('203.0.113.6')).getByText('Other')).toBeInTheDocument();
  });
});
