/** How much smaller the backdrop is drawn than it is shown. */
const SHRINK = 8;
/** Shown a quarter larger than the frame, so the blur's faded edges fall outside it. */
const OVERSCAN = 1.25;
const DRAWN_PERCENT = (100 / SHRINK) * OVERSCAN;
const OFFSET_PERCENT = (100 - DRAWN_PERCENT) / 2;

/**
 * The poster again, blurred, filling a frame around media of another shape. Blurring a full-size
 * image costs a phone a frame's worth of work per card; this draws it an eighth of the size with a
 * small blur and scales the result up (on its own layer): it looks the same and costs a 64th.
 */
export function AmbientBackdrop({
  src,
  opacity,
  eager = false,
  highPriority = false,
}: {
  src: string;
  /** 0–1: how strongly the poster shows through. */
  opacity: number;
  eager?: boolean;
  /** The page's largest image: fetched first. */
  highPriority?: boolean;
}) {
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={highPriority ? 'high' : undefined}
      className="pointer-events-none absolute object-cover blur-[6px] saturate-75"
      style={{
        top: `${OFFSET_PERCENT}%`,
        left: `${OFFSET_PERCENT}%`,
        width: `${DRAWN_PERCENT}%`,
        height: `${DRAWN_PERCENT}%`,
        opacity,
        transform: `scale(${SHRINK})`,
        willChange: 'transform',
      }}
    />
  );
}
