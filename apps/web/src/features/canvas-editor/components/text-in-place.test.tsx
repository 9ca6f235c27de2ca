import type { Scene, TextLayer } from '@frameshop/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSceneEditor } from '../hooks/use-scene-editor';
import { setText } from '../scene-edits';
import { testMeasurer, testScene } from '../test-scenes';
import { TextInPlace } from './text-in-place';

const start: Scene = testScene([
  {
    id: 'text-1',
    type: 'text',
    text: 'Happy Diwali',
    font: 'hind',
    size: 40,
    color: '#ffffff',
    x: 100,
    y: 100,
    maxWidth: 400,
    lines: ['Happy Diwali'],
  },
]);

const textOf = (scene: Scene) => scene.layers.find((layer) => layer.id === 'text-1') as TextLayer;

/** The editor's part in it: the scene, its undo stack, and the box over the text while editing. */
function Harness({ onDone }: { onDone?: () => void }) {
  const editor = useSceneEditor(start);
  const layer = textOf(editor.scene);
  return (
    <div>
      <p data-testid="text">{JSON.stringify(layer.text)}</p>
      <p data-testid="lines">{JSON.stringify(layer.lines)}</p>
      <TextInPlace
        layer={layer}
        scale={0.5}
        onCommit={(text) => {
          editor.change((now) => setText(now, editor.measurer, layer.id, text));
          onDone?.();
        }}
        onCancel={() => onDone?.()}
      />
      <button type="button" onClick={editor.undo} disabled={!editor.canUndo}>
        Undo
      </button>
    </div>
  );
}

const shown = () => JSON.parse(screen.getByTestId('text').textContent!) as string;

beforeEach(() => {
  // jsdom measures no text.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    testMeasurer as unknown as CanvasRenderingContext2D,
  );
});
afterEach(() => vi.restoreAllMocks());

describe('text edited in place on the canvas', () => {
  it('opens over the text with its words selected, in its own face and colour', () => {
    render(<Harness />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Edit the text on the canvas',
    });
    expect(box).toHaveFocus();
    expect(box.value).toBe('Happy Diwali');
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 'Happy Diwali'.length]);
    expect(box.style.color).toBe('rgb(255, 255, 255)');
    expect(box.style.left).toBe('50px');
    expect(box.style.width).toBe('200px');
  });

  it('keeps the words on Enter, with Shift+Enter a new line, as one undo step', async () => {
    const done = vi.fn();
    const user = userEvent.setup();
    render(<Harness onDone={done} />);
    await user.keyboard('Happy{Shift>}{Enter}{/Shift}Holi');
    expect(shown()).toBe('Happy Diwali');
    await user.keyboard('{Enter}');
    expect(done).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('Happy\nHoli');
    expect(JSON.parse(screen.getByTestId('lines').textContent!)).toEqual(['Happy', 'Holi']);

    // Every key typed in the box is undone at once.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(shown()).toBe('Happy Diwali');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('puts the words back on Escape, which goes no further than the box', async () => {
    const done = vi.fn();
    const outside = vi.fn();
    document.addEventListener('keydown', outside);
    const user = userEvent.setup();
    render(<Harness onDone={done} />);
    await user.keyboard('Gone{Escape}');
    document.removeEventListener('keydown', outside);
    expect(shown()).toBe('Happy Diwali');
    expect(done).toHaveBeenCalledTimes(1);
    expect(outside.mock.calls.map(([event]) => (event as KeyboardEvent).key)).not.toContain(
      'Escape',
    );
    // The blur as the box goes does not end the edit a second time.
    act(() => screen.getByRole('textbox').blur());
    expect(done).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('keeps the words when the box loses focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('Shubh Deepavali');
    fireEvent.blur(screen.getByRole('textbox'));
    expect(shown()).toBe('Shubh Deepavali');
  });

  it('leaves the scene alone when nothing was changed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });
});
