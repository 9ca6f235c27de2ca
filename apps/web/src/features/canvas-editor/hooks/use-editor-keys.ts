import { useEffect, useRef } from 'react';

export interface EditorKeyActions {
  undo: () => void;
  redo: () => void;
  /** By comp pixels; Shift moves ten at a time. False when nothing moved (the page scrolls). */
  nudge: (dx: number, dy: number) => boolean;
  /** False when there was nothing to remove. */
  remove: () => boolean;
  deselect: () => void;
}

/** Where keys belong to the field: typing, its own undo, its caret moved by arrows. */
const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The editor's keys, anywhere on the page but in a form field: Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z
 * and Ctrl+Y redo, arrows nudge the selected layer, Delete and Backspace remove it, Escape lets
 * it go. A dialog open over the editor keeps its keys.
 */
export function useEditorKeys(actions: EditorKeyActions, enabled: boolean) {
  // The listener is added once; it reads the latest actions (and the selection in them) here.
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isField(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      const act = latest.current;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      const step = event.shiftKey ? 10 : 1;
      const moves: Record<string, [number, number]> = {
        arrowleft: [-step, 0],
        arrowright: [step, 0],
        arrowup: [0, -step],
        arrowdown: [0, step],
      };
      let handled = true;
      if (command && key === 'z') (event.shiftKey ? act.redo : act.undo)();
      else if (command && key === 'y') act.redo();
      else if (!command && moves[key]) handled = act.nudge(...moves[key]);
      else if (!command && (key === 'delete' || key === 'backspace')) handled = act.remove();
      else if (key === 'escape') act.deselect();
      else handled = false;
      if (handled) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
