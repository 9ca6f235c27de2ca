import { describe, expect, it } from 'vitest';
import { endGesture, HISTORY_LIMIT, record, redo, startHistory, undo } from './scene-history';

const typed = (words: string[]) =>
  words.reduce((history, word) => record(history, word), startHistory('start'));

describe('the undo stack', () => {
  it('undoes and redoes step by step, and a new change drops the redo steps', () => {
    let history = typed(['a', 'b', 'c']);
    history = undo(undo(history));
    expect(history.present).toBe('a');
    history = redo(history);
    expect(history.present).toBe('b');
    history = record(history, 'x');
    expect(redo(history).present).toBe('x');
    expect(undo(history).present).toBe('b');
  });

  it('keeps at least 100 steps, dropping only the oldest beyond its limit', () => {
    const words = Array.from({ length: HISTORY_LIMIT + 20 }, (_, index) => `step ${index}`);
    let history = typed(words);
    for (let step = 0; step < HISTORY_LIMIT; step += 1) history = undo(history);
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
    expect(history.present).toBe('step 19');
    expect(undo(history)).toBe(history);
    for (let step = 0; step < HISTORY_LIMIT; step += 1) history = redo(history);
    expect(history.present).toBe(words.at(-1));
  });

  it('makes one step of a gesture, however many changes it has', () => {
    let history = startHistory(0);
    for (const x of [1, 2, 3, 4]) history = record(history, x, 'drag:title');
    history = endGesture(history);
    history = record(history, 5, 'drag:title');
    expect(undo(history).present).toBe(4);
    expect(undo(undo(history)).present).toBe(0);
  });

  it('changes nothing for undo at the start or redo at the end', () => {
    const history = startHistory('only');
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
    expect(record(history, 'only')).toBe(history);
  });
});
