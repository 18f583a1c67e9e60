/**
 * Combat Roll's GM-side steps, one at a time. Every step reads the combat's turn state, checks the action
 * against it and writes the new state; two steps running together (a double click, three Strike dialogs
 * confirmed at once) would both check the same old state and both pass. Queued, each step sees the
 * writes of the one before it: a Strike beyond the round's two attacks, or without the AP, is refused
 * before its card is posted. Only the active GM runs these (the one writer), so a module queue suffices.
 */
let tail: Promise<void> = Promise.resolve();

type Step = (...args: never[]) => Promise<void>;

/** `fn` wrapped to run after every step queued before it has finished (passed or refused). */
export function oneAtATime<F extends Step>(fn: F): F {
  const queued = (...args: Parameters<F>): Promise<void> => {
    const run = tail.then(() => fn(...args));
    tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
  return queued as F;
}

/** Every function of a map wrapped by `oneAtATime` (card actions, tracker actions). */
export function allOneAtATime<T extends Record<string, Step>>(map: T): T {
  return Object.fromEntries(Object.entries(map).map(([k, fn]) => [k, oneAtATime(fn)])) as T;
}
