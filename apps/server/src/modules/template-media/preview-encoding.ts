/**
 * How the public previews of templates are encoded: the demo catalogue's and those made from the
 * owner's files alike, so every card in the catalogue plays and loads the same way.
 */

/** A hover preview's length: enough to show the motion, short enough to load at a glance. */
export const PREVIEW_SECONDS = 4;

// The fastest x264 preset: previews are made while someone waits (a new store's first start, the
// owner's upload), and a small 4 s clip compresses well anyway. `+faststart` lets a video play
// before it has fully loaded.
// prettier-ignore
export const PREVIEW_ENCODING = [
  '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '27', '-pix_fmt', 'yuv420p',
  '-movflags', '+faststart', '-an',
];

export const POSTER_QUALITY = ['-q:v', '3'];
