import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodicJob } from './periodic-job';

/** A run that ends when the test says so. */
function heldRuns() {
  const ends: (() => void)[] = [];
  let started = 0;
  const run = () => {
    started += 1;
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  return {
    run,
    started: () => started,
    /** Ends the oldest run still under way. */
    endOne: () => ends.shift()?.(),
  };
}

describe('a periodic job', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs on every tick of its interval once started, and not before', async () => {
    const run = vi.fn(() => Promise.resolve(0));
    const job = new PeriodicJob(run);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();
    job.start(1_000);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(3);
    await job.stop();
  });

  it('skips a tick while the last run is under way: two runs never overlap', async () => {
    const runs = heldRuns();
    const job = new PeriodicJob(runs.run);
    job.start(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs.started()).toBe(1);
    // Four more ticks while the first run is still working: none of them starts another.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(runs.started()).toBe(1);
    const direct = job.tick();
    expect(runs.started()).toBe(1);
    runs.endOne();
    await direct;
    // The next tick after the run has ended runs again.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs.started()).toBe(2);
    runs.endOne();
    await job.stop();
  });

  it('stop waits for the run under way, then no tick runs again', async () => {
    const runs = heldRuns();
    const job = new PeriodicJob(runs.run);
    job.start(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs.started()).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    runs.endOne();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs.started()).toBe(1);
  });

  it('keeps ticking after a failed run', async () => {
    const run = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(1);
    const job = new PeriodicJob(run);
    job.start(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('keeps one timer when started twice', async () => {
    const run = vi.fn(() => Promise.resolve(0));
    const job = new PeriodicJob(run);
    job.start(1_000);
    job.start(1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    await job.stop();
  });
});
