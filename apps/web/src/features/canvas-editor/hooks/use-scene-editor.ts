import type { Scene } from '@frameshop/contract';
import { useCallback, useMemo, useReducer } from 'react';
import { canvasMeasurer as measurer } from '../../../lib/canvas-measurer';
import { endGesture, record, redo, startHistory, undo, type History } from '../scene-history';

type Action =
  | { type: 'change'; change: (scene: Scene) => Scene; gesture: string | null }
  | { type: 'end-gesture' }
  | { type: 'undo' }
  | { type: 'redo' };

function reducer(history: History<Scene>, action: Action): History<Scene> {
  switch (action.type) {
    case 'change':
      return record(history, action.change(history.present), action.gesture);
    case 'end-gesture':
      return endGesture(history);
    case 'undo':
      return undo(history);
    case 'redo':
      return redo(history);
  }
}

/**
 * The scene being edited and its undo stack. Every edit is a function from one scene to the
 * next; edits that are parts of one gesture (a drag, typing in one field) share a `gesture` name
 * and make one undo step.
 */
export function useSceneEditor(initial: Scene) {
  const [history, dispatch] = useReducer(reducer, initial, startHistory<Scene>);
  const change = useCallback(
    (edit: (scene: Scene) => Scene, gesture: string | null = null) =>
      dispatch({ type: 'change', change: edit, gesture }),
    [],
  );
  const actions = useMemo(
    () => ({
      change,
      endGesture: () => dispatch({ type: 'end-gesture' }),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
    }),
    [change],
  );
  return {
    scene: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    measurer,
    ...actions,
  };
}

export type SceneEditor = ReturnType<typeof useSceneEditor>;
