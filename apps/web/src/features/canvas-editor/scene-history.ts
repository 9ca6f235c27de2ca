/**
 * The editor's undo stack: what the scene was, is and was before an undo. Pure, so the editor's
 * reducer and its tests share one set of rules.
 */

/** Steps kept for undo; the oldest are dropped beyond it (the brief asks for at least 100). */
export const HISTORY_LIMIT = 200;

export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /**
   * What the last change was part of: a drag or a run of typing in one field is one gesture, and
   * undoing it undoes all of it, not one pointer move or one keystroke.
   */
  gesture: string | null;
}

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], gesture: null };
}

/**
 * The history after a change. A change of the same `gesture` as the last replaces the present
 * instead of adding a step; any change clears what undo had set aside for redo.
 */
export function record<T>(history: History<T>, next: T, gesture: string | null = null): History<T> {
  if (next === history.present) return history;
  if (gesture !== null && gesture === history.gesture) {
    return { ...history, present: next, future: [] };
  }
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], gesture };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    gesture: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, gesture: null };
}

/** Ends the current gesture, so the next change is a step of its own even with the same name. */
export const endGesture = <T>(history: History<T>): History<T> =>
  history.gesture === null ? history : { ...history, gesture: null };
