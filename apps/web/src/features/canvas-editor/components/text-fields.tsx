import {
  BRAND_COLOR_ROLES,
  brandFontRef,
  SCENE_FONT_IDS,
  SCENE_FONT_SIZE_MAX,
  SCENE_FONT_SIZE_MIN,
  SCENE_FONTS,
  SCENE_TEXT_MAX_LENGTH,
  type BrandColorRole,
  type BrandKit,
  type SceneFont,
  type TextLayer,
} from '@frameshop/contract';
import type { ReactNode } from 'react';
import { inputClasses, textareaClasses } from '../../../components/ui/input-styles';

interface TextFieldsProps {
  layer: TextLayer;
  /** A change of one field; typing in one field makes one undo step per field visit. */
  onChange: (change: Partial<TextLayer>, field: string) => void;
  onFieldDone: () => void;
  /** The buyer's brand kit: its fonts listed first, its colours offered before the picker. */
  brand?: BrandKit | undefined;
  /** The owner's template mode: the text's colour may be marked as one of a kit's roles. */
  marksBrandColors?: boolean;
}

const FONT_CHOICES: { value: SceneFont; label: string }[] = SCENE_FONT_IDS.map((font) => ({
  value: font,
  label: SCENE_FONTS[font].label,
}));

const ROLE_LABELS: Record<BrandColorRole, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  text: 'Text',
};

/** The kit's fonts first (by the family their files name), then the bundled faces. */
function fontChoices(brand: BrandKit | undefined) {
  const kit = (brand?.fonts ?? []).map((font) => ({
    value: brandFontRef(font.fontId),
    label: `${font.family} (brand${font.style === 'italic' ? ', italic' : ''})`,
  }));
  return [...kit, ...FONT_CHOICES];
}
const ALIGN_CHOICES = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
] as const;

/** The selected text layer's words and look, applied to the canvas as they are typed. */
export function TextFields({
  layer,
  onChange,
  onFieldDone,
  brand,
  marksBrandColors = false,
}: TextFieldsProps) {
  const fonts = fontChoices(brand);
  // A kit font deleted since it was chosen still shows as what it is.
  if (!fonts.some((choice) => choice.value === layer.font)) {
    fonts.unshift({ value: layer.font, label: 'Brand font (no longer in your kit)' });
  }
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
        choices={fonts}
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
        {brand?.colors.length ? (
          <span className="mt-1 flex flex-wrap gap-1" role="group" aria-label="Brand colours">
            {brand.colors.map((color) => (
              <button
                key={`${color.name}-${color.hex}`}
                type="button"
                title={color.name}
                aria-label={`Brand colour ${color.name}`}
                onClick={() => onChange({ color: color.hex }, 'color')}
                className="size-7 rounded-full ring-1 ring-line"
                style={{ backgroundColor: color.hex }}
              />
            ))}
          </span>
        ) : null}
        <input
          type="color"
          value={layer.color.slice(0, 7)}
          onBlur={onFieldDone}
          onChange={(event) => onChange({ color: event.currentTarget.value }, 'color')}
          className={inputClasses('default', 'mt-1 p-1')}
        />
      </Labelled>
      {marksBrandColors ? (
        <Choice
          label="Brand colour"
          value={layer.brandColor ?? ''}
          choices={[
            { value: '', label: 'Not brandable' },
            ...BRAND_COLOR_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
          ]}
          onPick={(role) => onChange({ brandColor: role || undefined }, 'brandColor')}
        />
      ) : null}
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
