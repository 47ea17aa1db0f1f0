/**
 * What a run's total blocking time would be if the machine running the bench were not busy.
 *
 * Lighthouse's simulated throttling multiplies each main-thread task's wall-clock length (4× for
 * mobile) and counts what passes 50 ms. On a two-core machine Chromium's renderer waits for a core
 * while Chromium's other processes (browser, network, GPU) and Lighthouse run, so a task's wall time
 * holds waiting as well as the page's work (running the servers and Lighthouse at a lower priority
 * did not change it: the waiting is Chromium's own). Lighthouse's throttling guide says the 4×
 * figure assumes an idle desktop-class host (its "benchmark index"). The trace records each task's
 * thread time too (`tdur`: time on a core). The same sum over thread times is the page's own
 * blocking time, and the ratio of the two times says how busy the machine was during the load.
 * Reported beside Lighthouse's figures, never instead of them.
 */

/** The trace events read here (Chrome's trace format: times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    frame?: string;
    data?: { frames?: readonly { frame: string; parent?: string }[] };
  };
}

export interface ThreadTimeFigures {
  /** Σ max(0, multiplier × thread time − 50 ms) over the main thread's tasks after the first paint. */
  threadTbtMs: number;
  /** Wall time over thread time of those tasks: 1 on an idle machine, 2 when they waited as long as they ran. */
  waitFactor: number | null;
}

/** Lighthouse's long-task threshold. */
const LONG_TASK_MS = 50;

/**
 * The page's main thread is the one that painted the main frame's first content; its top-level
 * tasks from that paint on are counted (those before it are not blocking time). Null when the
 * trace has no first contentful paint of the main frame.
 */
export function threadTimeFigures(
  events: readonly TraceEvent[],
  multiplier: number,
): ThreadTimeFigures | null {
  const mainFrame = events
    .find((event) => event.name === 'TracingStartedInBrowser')
    ?.args?.data?.frames?.find((frame) => frame.parent === undefined)?.frame;
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      (mainFrame === undefined || event.args?.frame === mainFrame),
  );
  if (!paint) return null;
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        event.ts >= paint.ts &&
        event.dur !== undefined,
    )
    .sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  let wall = 0;
  let thread = 0;
  let end = -Infinity;
  for (const task of tasks) {
    // A task inside another (a nested run loop) is part of the outer one.
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    if (task.tdur === undefined) continue;
    const threadMs = task.tdur / 1000;
    blocking += Math.max(0, multiplier * threadMs - LONG_TASK_MS);
    wall += (task.dur ?? 0) / 1000;
    thread += threadMs;
  }
  return {
    threadTbtMs: Math.round(blocking),
    waitFactor: thread > 0 ? Number((wall / thread).toFixed(2)) : null,
  };
}
