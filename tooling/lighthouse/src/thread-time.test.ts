import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TraceEvent } from './thread-time';
import { threadTimeFigures } from './thread-time';

const MAIN = { pid: 1, tid: 1 };
const started: TraceEvent = {
  name: 'TracingStartedInBrowser',
  ph: 'I',
  pid: 9,
  tid: 9,
  ts: 0,
  args: { data: { frames: [{ frame: 'child', parent: 'top' }, { frame: 'top' }] } },
};
const paint = (frame: string, ts: number, where = MAIN): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ...where,
  ts,
  args: { frame },
});
/** A task of `wallMs` on the clock and `threadMs` on a core, starting at `atMs`. */
const task = (atMs: number, wallMs: number, threadMs: number, where = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: threadMs * 1000,
});

void test('counts the main thread tasks after the first paint by their thread time', () => {
  const figures = threadTimeFigures(
    [
      started,
      // Before the paint: not blocking time.
      task(10, 100, 100),
      paint('top', 200_000),
      // 60 ms on the clock, 20 on a core: 4 × 20 − 50 = 30.
      task(300, 60, 20),
      // Short on a core: nothing, though long on the clock.
      task(400, 40, 10),
      // Another thread's task.
      task(500, 90, 90, { pid: 2, tid: 2 }),
    ],
    4,
  );
  assert.deepEqual(figures, { threadTbtMs: 30, waitFactor: 3.33 });
});

void test('a task inside another counts once, with the outer one', () => {
  const figures = threadTimeFigures(
    [started, paint('top', 0), task(100, 40, 40), task(110, 20, 20)],
    4,
  );
  // 4 × 40 − 50; the inner task's 4 × 20 − 50 is inside it already.
  assert.deepEqual(figures, { threadTbtMs: 110, waitFactor: 1 });
});

void test("an inner frame's paint is not the page's", () => {
  const figures = threadTimeFigures(
    [
      started,
      paint('child', 0, { pid: 2, tid: 2 }),
      task(100, 30, 30, { pid: 2, tid: 2 }),
      paint('top', 200_000),
      task(300, 20, 20),
    ],
    4,
  );
  assert.deepEqual(figures, { threadTbtMs: 30, waitFactor: 1 });
});

void test('no first paint of the main frame: no figures', () => {
  assert.equal(threadTimeFigures([started, task(1, 80, 80)], 4), null);
});
