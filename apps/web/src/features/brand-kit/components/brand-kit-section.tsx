import {
  BRAND_FONT_ACCEPT,
  BRAND_KIT_MAX_COLORS,
  BRAND_KIT_MAX_FONTS,
  BRAND_KIT_MAX_LOGOS,
  BRAND_LOGO_ACCEPT,
  type BrandColor,
  type BrandKit,
} from '@frameshop/contract';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input-styles';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';
import { LoadingState } from '../../../components/ui/loading-state';
import { useBrandKit, useBrandKitChanges } from '../api/brand-kit-api';
import { useBrandFonts } from '../../../hooks/use-brand-fonts';

const LATIN_SAMPLE = 'The quick brown fox jumps over the lazy dog';
const DEVANAGARI_SAMPLE = 'नमस्ते, आपका स्वागत है';

/**
 * The Brand kit (ADR 60): the account's colours with names, its font files (each shown as its
 * file says: family, weight and style, with a sample line in the font itself) with a heading and a
 * body choice, and its logos. The editors offer all of it first.
 */
export function BrandKitSection() {
  const kit = useBrandKit();
  return (
    <section
      aria-labelledby="brand-kit-heading"
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div className="border-b border-line px-5 py-4 sm:px-6">
        <h2 id="brand-kit-heading" className="text-lg font-semibold text-ink">
          Brand kit
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          Your brand’s colours, fonts and logos, first in every colour picker and font list of the
          editor. Apply brand sets a design’s texts in your heading and body fonts and its brand
          colours to yours; exports and Make many draw your fonts from the very files you upload.
        </p>
      </div>
      {kit.isPending ? (
        <LoadingState label="Loading your brand kit…" />
      ) : kit.isError ? (
        <LoadFailedPanel
          message="Failed to load your brand kit"
          onRetry={() => void kit.refetch()}
          retrying={kit.isFetching}
          error={kit.error}
        />
      ) : (
        <BrandKitForm kit={kit.data} />
      )}
    </section>
  );
}

function BrandKitForm({ kit }: { kit: BrandKit }) {
  const changes = useBrandKitChanges();
  const fonts = useBrandFonts(kit.fonts);
  const [colors, setColors] = useState<BrandColor[]>(kit.colors);
  // Saved colours start the colour list afresh; unsaved edits stay until then. The rest of the
  // form stays as it is: a file being chosen for a font or a logo when a save's answer comes in
  // goes to the same input, where a form made anew would have dropped it.
  const saved = JSON.stringify(kit.colors);
  const [shownSaved, setShownSaved] = useState(saved);
  if (shownSaved !== saved) {
    setShownSaved(saved);
    setColors(kit.colors);
  }
  const save = (next: Partial<Pick<BrandKit, 'colors' | 'headingFontId' | 'bodyFontId'>>) =>
    changes.save.mutate({
      colors,
      headingFontId: kit.headingFontId,
      bodyFontId: kit.bodyFontId,
      ...next,
    });
  const error = [
    changes.save,
    changes.addFont,
    changes.addLogo,
    changes.removeFont,
    changes.removeLogo,
  ].find((mutation) => mutation.isError)?.error;
  const fileChosen = (add: (file: File) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) add(file);
  };

  return (
    <div className="space-y-8 px-5 py-5 sm:px-6">
      {error ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {error.message}
        </p>
      ) : null}

      <Part title="Colours" note={`Up to ${BRAND_KIT_MAX_COLORS}, each with a name.`}>
        <ul aria-label="Brand colours" className="space-y-2">
          {colors.map((color, index) => (
            <li key={index} className="flex flex-wrap items-center gap-2">
              <input
                type="color"
                aria-label={`Colour ${index + 1}`}
                value={color.hex.slice(0, 7)}
                onChange={(event) => {
                  const hex = event.currentTarget.value;
                  setColors((all) => all.map((c, i) => (i === index ? { ...c, hex } : c)));
                }}
                className="h-9 w-12 rounded border border-line p-1"
              />
              <input
                aria-label={`Name of colour ${index + 1}`}
                value={color.name}
                maxLength={40}
                onChange={(event) => {
                  const name = event.currentTarget.value;
                  setColors((all) => all.map((c, i) => (i === index ? { ...c, name } : c)));
                }}
                className={inputClasses('default', 'max-w-56')}
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setColors((all) => all.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={colors.length >= BRAND_KIT_MAX_COLORS}
            onClick={() =>
              setColors((all) => [...all, { name: `Colour ${all.length + 1}`, hex: '#1e3a8a' }])
            }
          >
            Add colour
          </Button>
          <Button size="sm" disabled={changes.save.isPending} onClick={() => save({ colors })}>
            Save colours
          </Button>
        </div>
      </Part>

      <Part
        title="Fonts"
        note={`Up to ${BRAND_KIT_MAX_FONTS} files: TTF, OTF, WOFF or WOFF2, at most 5 MB each.`}
      >
        <FileButton
          label="Upload a font"
          accept={BRAND_FONT_ACCEPT}
          busy={changes.addFont.isPending}
          disabled={kit.fonts.length >= BRAND_KIT_MAX_FONTS}
          onChange={fileChosen((file) => changes.addFont.mutate(file))}
        />
        <ul aria-label="Brand fonts" className="mt-3 divide-y divide-line">
          {kit.fonts.map((font) => {
            const family = fonts.families.get(font.fontId);
            const face = family ? { fontFamily: `"${family}"` } : undefined;
            return (
              <li key={font.fontId} className="py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium text-ink">
                    {font.family}{' '}
                    <span className="text-sm font-normal text-ink-muted">
                      {font.weight} · {font.style === 'italic' ? 'Italic' : 'Regular'} ·{' '}
                      {font.fileName}
                    </span>
                  </p>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => changes.removeFont.mutate(font.fontId)}
                  >
                    Delete
                  </Button>
                </div>
                <p className="mt-1 text-xl text-ink" style={face} data-sample="latin">
                  {LATIN_SAMPLE}
                </p>
                {font.hasDevanagari ? (
                  <p className="text-xl text-ink" style={face} data-sample="devanagari">
                    {DEVANAGARI_SAMPLE}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        {kit.fonts.length > 0 ? (
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <FontChoice
              label="Heading font"
              value={kit.headingFontId}
              kit={kit}
              onPick={(headingFontId) => save({ headingFontId })}
            />
            <FontChoice
              label="Body font"
              value={kit.bodyFontId}
              kit={kit}
              onPick={(bodyFontId) => save({ bodyFontId })}
            />
          </div>
        ) : null}
      </Part>

      <Part
        title="Logos"
        note={`Up to ${BRAND_KIT_MAX_LOGOS} PNG, JPEG or WebP pictures, at most 10 MB each; transparency is kept.`}
      >
        <FileButton
          label="Upload a logo"
          accept={BRAND_LOGO_ACCEPT}
          busy={changes.addLogo.isPending}
          disabled={kit.logos.length >= BRAND_KIT_MAX_LOGOS}
          onChange={fileChosen((file) => changes.addLogo.mutate(file))}
        />
        <ul aria-label="Brand logos" className="mt-3 flex flex-wrap gap-3">
          {kit.logos.map((logo) => (
            <li key={logo.logoId} className="flex flex-col items-center gap-1">
              <img
                src={logo.url}
                alt={`Logo, ${logo.width} × ${logo.height}`}
                className="h-20 w-28 rounded bg-[repeating-conic-gradient(#eee_0_25%,#fff_0_50%)] bg-[length:16px_16px] object-contain ring-1 ring-line"
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() => changes.removeLogo.mutate(logo.logoId)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      </Part>
    </div>
  );
}

function Part({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="font-semibold text-ink">{title}</h3>
      <p className="mb-3 text-sm text-ink-muted">{note}</p>
      {children}
    </div>
  );
}

function FileButton(props: {
  label: string;
  accept: string;
  busy: boolean;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-brand-700">
      <span className="rounded-md px-3 py-2 ring-1 ring-line">
        {props.busy ? 'Uploading…' : props.label}
      </span>
      <input
        type="file"
        accept={props.accept}
        aria-label={props.label}
        disabled={props.disabled || props.busy}
        onChange={props.onChange}
        className="sr-only"
      />
    </label>
  );
}

function FontChoice(props: {
  label: string;
  value: string | null;
  kit: BrandKit;
  onPick: (fontId: string | null) => void;
}) {
  return (
    <label className="text-sm font-medium text-ink">
      {props.label}
      <select
        value={props.value ?? ''}
        onChange={(event) => props.onPick(event.currentTarget.value || null)}
        className={inputClasses('default', 'mt-1')}
      >
        <option value="">None</option>
        {props.kit.fonts.map((font) => (
          <option key={font.fontId} value={font.fontId}>
            {font.family} ({font.weight}
            {font.style === 'italic' ? ' italic' : ''})
          </option>
        ))}
      </select>
    </label>
  );
}
