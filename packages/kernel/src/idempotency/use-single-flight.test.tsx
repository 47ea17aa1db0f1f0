import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { submitOnce, useSingleFlight } from './use-single-flight';

function Claim({ send }: { send: () => Promise<void> }) {
  const once = useSingleFlight();
  // No disabled state on purpose: the lock alone must hold.
  return (
    <button type="button" onClick={() => once(send)}>
      Claim
    </button>
  );
}

function Transfer({ send }: { send: () => Promise<void> }) {
  const once = useSingleFlight();
  return (
    <form aria-label="Transfer" onSubmit={submitOnce(once, send)}>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useSingleFlight', () => {
  it('sends once under a double click, and again once the first answer came', async () => {
    let sent = 0;
    let answer: () => void = () => undefined;
    const send = () => {
      sent += 1;
      return new Promise<void>((resolve) => (answer = resolve));
    };
    render(<Claim send={send} />);
    const claim = screen.getByRole('button', { name: 'Claim' });
    await userEvent.dblClick(claim);
    expect(sent).toBe(1);
    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.click(claim);
    expect(sent).toBe(2);
  });

  it('lets the next request go after a failed one', async () => {
    let sent = 0;
    render(
      <Claim
        // As an RTK Query mutation fails: an answer with an error, not a rejection.
        send={async () => {
          sent += 1;
          await Promise.resolve({ error: { errorCode: 'network_link_abnormal' } });
        }}
      />,
    );
    const claim = screen.getByRole('button', { name: 'Claim' });
    await userEvent.click(claim);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.click(claim);
    expect(sent).toBe(2);
  });

  it('stops every submit of a form, and sends the first only while it runs', () => {
    let sent = 0;
    render(
      <Transfer
        send={() => {
          sent += 1;
          return new Promise<void>(() => undefined);
        }}
      />,
    );
    const form = screen.getByRole('form', { name: 'Transfer' });
    // fireEvent answers false when the event's default was prevented.
    expect(fireEvent.submit(form)).toBe(false);
    expect(fireEvent.submit(form)).toBe(false);
    expect(sent).toBe(1);
  });
});
