import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusPage } from './StatusPage';

describe('StatusPage', () => {
  it('shows the title as the page heading with the text and details', () => {
    render(
      <StatusPage
        title="System maintenance notice"
        subtitle="Scheduled upgrade"
        text="We are upgrading the wallet."
        details={[{ label: 'Your IP', value: '203.0.113.7' }]}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'System maintenance notice' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'System maintenance notice' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Scheduled upgrade' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We are upgrading the wallet.')).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Your IP');
    expect(screen.getByRole('definition')).toHaveTextContent('203.0.113.7');
  });

  it('renders server text as text, never as markup', () => {
    render(<StatusPage title="Notice" text={'<img src=x onerror="alert(1)">Back soon'} />);
    expect(screen.getByText('<img src=x onerror="alert(1)">Back soon')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers its action as a button', async () => {
    const onClick = vi.fn();
    render(<StatusPage title="Notice" action={{ label: 'Customer service', onClick }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('has no button without an action', () => {
    render(<StatusPage title="Notice" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
