/**
 * A job the platform runs on its clock (the simulated payment operator, the contract settlement).
 * A tick that comes while the last run is still under way is skipped, so two runs never overlap
 * and a slow database is not piled on; a failed run waits for the next tick. `stop()` ends the
 * ticks and waits for a run under way, so closing the server never leaves one working on a closed
 * database. The timer never keeps the process alive by itself.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  /** @param run one round of the job (its owner's `runDue`, which tests call directly) */
  constructor(private readonly run: () => Promise<unknown>) {}

  /** Ticks every `intervalMs`; a second start keeps the first timer. */
  start(intervalMs: number): void {
    this.timer ??= setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  /** No more ticks; resolves once a run under way has ended. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One tick: a run, unless the last one is still under way. */
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.run().then(
      () => undefined,
      () => undefined,
    );
    await this.running;
    this.running = null;
  }
}
