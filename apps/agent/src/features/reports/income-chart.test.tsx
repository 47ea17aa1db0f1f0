import type { IncomePoint } from '@gaming/api/wire';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import IncomeChart from './income-chart';

const point = (day: number, amount: number): IncomePoint => ({
  periodFrom: `2026-11-${String(day)}`,
  amount,
});

/** Five periods with income between Nov 21 and Nov 27 (Tagalog's plural `one` covers 5). */
const FIVE = [point(21, 100), point(22, 250), point(23, 50), point(26, 75), point(27, 1_000)];

describe('the income trend summary', () => {
  it('gives the count and the whole range in TY, as in EN, for 5 periods', () => {
    renderWithProviders(<IncomeChart points={FIVE} />, { language: 'TY' });
    const caption = screen.getByRole('figure');
    expect(caption).toHaveTextContent(/5 panahon na may kita mula Nob 21\b.* hanggang Nob 27\b/);
    expect(caption).toHaveTextContent('1,475.00 lahat');
    expect(caption).not.toHaveTextContent('Isang panahon');
  });

  it('reads the same figures in EN', () => {
    renderWithProviders(<IncomeChart points={FIVE} />, { language: 'EN' });
    expect(screen.getByRole('figure')).toHaveTextContent(
      /5 periods with income from Nov 21\b.* to Nov 27\b.*1,475\.00 in all; the highest was 1,000\.00 on Nov 27\b/,
    );
  });

  it('uses the plural linker of other counts in TY (4 na panahon)', () => {
    renderWithProviders(<IncomeChart points={FIVE.slice(0, 4)} />, { language: 'TY' });
    expect(screen.getByRole('figure')).toHaveTextContent(/4 na panahon na may kita mula Nob 21\b/);
  });

  it('names a single period by its day, without a range', () => {
    renderWithProviders(<IncomeChart points={[point(21, 100)]} />, { language: 'TY' });
    expect(screen.getByRole('figure')).toHaveTextContent(
      /Isang panahon na may kita, Nob 21\b.*: 100\.00\./,
    );
  });
});
