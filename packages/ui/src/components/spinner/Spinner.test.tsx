import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named by what is loading', () => {
    render(<Spinner label="Loading the site" />);
    expect(screen.getByRole('status', { name: 'Loading the site' })).toBeInTheDocument();
  });
});
