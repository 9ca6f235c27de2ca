import {
  SCENE_FONT_IDS,
  SCENE_FONT_SIZE_MAX,
  SCENE_FONT_SIZE_MIN,
  SCENE_FONTS,
  SCENE_TEXT_MAX_LENGTH,
  type TextLayer,
} from '@frameshop/contract';
import type { ReactNode } from 'react';
import { inputClasses, textareaClasses } from '../../../components/ui/input-styles';

interface TextFieldsProps {
  layer: TextLayer;
  /** A change of one field; typing in one field makes one undo step per field visit. */
  onChange: (change: Partial<TextLayer>, field: string) => void;
  onFieldDone: () => void;
}

const FONT_CHOICES = SCENE_FONT_IDS.map((font) => ({
  value: font,
  label: SCENE_FONTS[font].label,
}));
const ALIGN_CHOICES = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
] as const;

/** The selected text layer's words and look, applied to the canvas as they are typed. */
export function TextFields({ layer, onChange, onFieldDone }: TextFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Labelled label="Text" wide>
        <textarea
          rows={3}
          maxLength={SCENE_TEXT_MAX_LENGTH}
          value={layer.text}
          onBlur={onFieldDone}
          onChange={(event) => onChange({ text: event.currentTarget.value }, 'text')}
          className={textareaClasses('default', 'mt-1')}
        />
      </Labelled>
      <Choice
        label="Font"
        value={layer.font}
        choices={FONT_CHOICES}
        onPick={(font) => onChange({ font }, 'font')}
      />
      <Labelled label="Size">
        <input
          type="number"
          inputMode="numeric"
          min={SCENE_FONT_SIZE_MIN}
          max={SCENE_FONT_SIZE_MAX}
          value={Math.round(layer.size)}
          onBlur={onFieldDone}
          onChange={(event) => {
            const size = event.currentTarget.valueAsNumber;
            // Mid-typing values ("1" on the way to "120") are not applied: the font has limits.
            if (size >= SCENE_FONT_SIZE_MIN && size <= SCENE_FONT_SIZE_MAX) {
              onChange({ size }, 'size');
            }
          }}
          className={inputClasses('default', 'mt-1')}
        />
      </Labelled>
      <Labelled label="Colour">
        <input
          type="color"
          value={layer.color.slice(0, 7)}
          onBlur={onFieldDone}
          onChange={(event) => onChange({ color: event.currentTarget.value }, 'color')}
          className={inputClasses('default', 'mt-1 p-1')}
        />
      </Labelled>
      <Choice
        label="Alignment"
        value={layer.align}
        choices={ALIGN_CHOICES}
        onPick={(align) => onChange({ align }, 'align')}
      />
    </div>
  );
}

function Labelled({
  label,
  wide,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={`text-sm font-medium text-ink ${wide ? 'col-span-2' : ''}`}>
      {label}
      {children}
    </label>
  );
}

function Choice<Value extends string>(props: {
  label: string;
  value: Value;
  choices: readonly { value: Value; label: string }[];
  onPick: (value: Value) => void;
}) {
  return (
    <Labelled label={props.label}>
      <select
        value={props.value}
        onChange={(event) => props.onPick(event.currentTarget.value as Value)}
        className={inputClasses('default', 'mt-1')}
      >
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}
