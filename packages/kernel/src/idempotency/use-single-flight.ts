import { useCallback, useRef } from 'react';

/**
 * One request at a time from a form or button: a second click or submit while the first task
 * runs is ignored. A ref, not the mutation's `isLoading`: a double click can land before React has
 * rendered the busy, disabled button (seen on a loaded machine), and a money call must not go twice.
 */
export function useSingleFlight(): (task: () => Promise<unknown>) => void {
  const running = useRef(false);
  return useCallback((task: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    void task().finally(() => {
      running.current = false;
    });
  }, []);
}

/**
 * A form's `onSubmit` through `once`: the browser's own submit is stopped every time, also when a
 * request is already on its way and `submit` does not run.
 */
export function submitOnce<Event extends { preventDefault: () => void }>(
  once: (task: () => Promise<unknown>) => void,
  submit: (event: Event) => Promise<unknown>,
): (event: Event) => void {
  return (event) => {
    event.preventDefault();
    once(() => submit(event));
  };
}
