import type { RenderAudio } from '@frameshop/contract';

/** The audio streams on offer, as ffmpeg stream specifiers (`0:a:0`), or null when there is none. */
export interface AudioSources {
  template: string | null;
  upload: string | null;
}

/**
 * The filter graph part that makes the output's audio as `[output]`, or null for a silent video
 * (no audio stream at all). A chosen source without sound gives silence, not an error, so every
 * choice but `none` yields a track: players and editors treat a missing track differently from a
 * quiet one. The track is padded with silence; the output's `-t` ends it with the video.
 */
export function audioTrackFilter(
  choice: RenderAudio,
  sources: AudioSources,
  output: string,
): string | null {
  const chosen = {
    none: [],
    template: [sources.template],
    upload: [sources.upload],
    both: [sources.template, sources.upload],
  }[choice].filter((source): source is string => source !== null);
  if (choice === 'none') return null;
  const finish = `aresample=48000,aformat=channel_layouts=stereo,apad[${output}]`;
  if (chosen.length === 0) return `anullsrc=channel_layout=stereo:sample_rate=48000[${output}]`;
  if (chosen.length === 1) return `[${chosen[0]}]${finish}`;
  // An input that ends early leaves the other at its full level (no fade back up).
  const inputs = chosen.map((source) => `[${source}]`).join('');
  return `${inputs}amix=inputs=${chosen.length}:duration=longest:dropout_transition=0,${finish}`;
}
