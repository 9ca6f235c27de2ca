import {
  lineHeightPx,
  SCENE_TEXT_MAX_LENGTH,
  sceneFontCss,
  textBox,
  type TextLayer,
} from '@frameshop/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

interface TextInPlaceProps {
  layer: TextLayer;
  /** Screen pixels per comp pixel. */
  scale: number;
  /** The words as typed; the editor lays them out and records one undo step. */
  onCommit: (text: string) => void;
  onCancel: () => void;
}

/** What a key does in the text being edited: Shift+Enter is a new line, as in any text box. */
function inPlaceKeyAction(event: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): 'commit' | 'cancel' | null {
  // An input method choosing a character uses Enter and Escape itself.
  if (event.isComposing) return null;
  if (event.key === 'Enter' && !event.shiftKey) return 'commit';
  if (event.key === 'Escape') return 'cancel';
  return null;
}

/**
 * The text edited where it is on the canvas: a text box laid over the layer in its own face,
 * size, colour, alignment and turn (the canvas leaves the layer out meanwhile, so it is not
 * doubled). Enter or leaving the box keeps the words, Shift+Enter starts a new line, Escape
 * puts them back.
 */
export function TextInPlace({ layer, scale, onCommit, onCancel }: TextInPlaceProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(layer.text);
  // Enter or Escape ends the edit; the blur that follows must not end it a second time.
  const ended = useRef(false);
  const box = textBox(layer);
  const lines = Math.max(1, text.split('\n').length, layer.lines.length);

  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const end = (keep: boolean) => {
    if (ended.current) return;
    ended.current = true;
    if (keep && text !== layer.text) onCommit(text);
    else onCancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = inPlaceKeyAction({ ...event, isComposing: event.nativeEvent.isComposing });
    if (!action) return;
    event.preventDefault();
    // The editor's own keys (Escape lets the layer go) stay out of it.
    event.stopPropagation();
    end(action === 'commit');
  };

  return (
    <textarea
      ref={field}
      aria-label="Edit the text on the canvas"
      value={text}
      rows={lines}
      maxLength={SCENE_TEXT_MAX_LENGTH}
      spellCheck
      onChange={(event) => setText(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => end(true)}
      onPointerDown={(event) => event.stopPropagation()}
      className="absolute resize-none overflow-hidden border-0 bg-white/10 p-0 outline-2 outline-brand-500"
      style={{
        left: box.x * scale,
        top: box.y * scale,
        width: box.width * scale,
        minHeight: box.height * scale,
        height: lines * lineHeightPx(layer) * scale,
        transform: `rotate(${layer.rotation}deg)`,
        font: sceneFontCss(layer.font, layer.size * scale),
        lineHeight: `${lineHeightPx(layer) * scale}px`,
        color: layer.color,
        textAlign: layer.align,
        caretColor: layer.color,
      }}
    />
  );
}
