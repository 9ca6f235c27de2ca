import { describe, expect, it } from 'vitest';
import { parseMediaStreams } from './media-streams';

/** `ffmpeg -i … -f null -` output, as ffmpeg 5 prints it, cut to the lines that matter. */
const phoneClip = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'up.mp4':
  Duration: 00:00:12.48, start: 0.000000, bitrate: 17021 kb/s
  Stream #0:0[0x1](eng): Video: h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 1920x1080, 16885 kb/s, 29.97 fps, 29.97 tbr, 90k tbn (default)
    Side data:
      displaymatrix: rotation of -90.00 degrees
  Stream #0:1[0x2](eng): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 128 kb/s (default)
Stream mapping:
  Stream #0:0 -> #0:0 (h264 (native) -> wrapped_avframe (native))
Output #0, null, to 'pipe:':
  Stream #0:0(eng): Video: wrapped_avframe, yuv420p(tv, bt709, progressive), 1080x1920, q=2-31, 200 kb/s, 29.97 fps, 29.97 tbn (default)
    Side data:
      displaymatrix: rotation of -0.00 degrees
`;

const photo = `Input #0, png_pipe, from 'photo.png':
  Duration: N/A, bitrate: N/A
  Stream #0:0: Video: png, rgb24(pc), 640x360 [SAR 1:1 DAR 16:9], 25 fps, 25 tbr, 25 tbn
Stream mapping:
  Stream #0:0 -> #0:0 (png (native) -> wrapped_avframe (native))
`;

const silentJpeg = `Input #0, image2, from 'photo.jpg':
  Duration: 00:00:00.04, start: 0.000000, bitrate: 5520 kb/s
  Stream #0:0: Video: mjpeg (Baseline), yuvj420p(pc, bt470bg/unknown/unknown), 400x300, 25 fps, 25 tbr, 25 tbn
`;

const template = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'tpl.mp4':
  Duration: 00:00:10.00, start: 0.000000, bitrate: 13028 kb/s
  Stream #0:0[0x1](und): Video: h264 (Constrained Baseline) (avc1 / 0x31637661), yuv420p(progressive), 1920x1080 [SAR 1:1 DAR 16:9], 12952 kb/s, 25 fps, 25 tbr, 12800 tbn (default)
Stream mapping:
  Stream #0:0 -> #0:0 (h264 (native) -> wrapped_avframe (native))
Output #0, null, to 'pipe:':
  Stream #0:1(und): Audio: pcm_s16le, 44100 Hz, mono, s16, 705 kb/s (default)
`;

describe('reading what ffmpeg says about a file', () => {
  it('reads a phone clip as shown upright, with its frame rate, length and sound', () => {
    expect(parseMediaStreams(phoneClip)).toEqual({
      kind: 'video',
      width: 1080,
      height: 1920,
      durationSeconds: 12.48,
      fps: 29.97,
      hasAudio: true,
    });
  });

  it('reads photos as stills, whatever duration their demuxer makes up', () => {
    expect(parseMediaStreams(photo)).toEqual({
      kind: 'image',
      width: 640,
      height: 360,
      durationSeconds: null,
      fps: null,
      hasAudio: false,
    });
    expect(parseMediaStreams(silentJpeg)).toMatchObject({ kind: 'image', durationSeconds: null });
  });

  it('looks for sound in the input only, not in the output ffmpeg was asked for', () => {
    expect(parseMediaStreams(template)).toMatchObject({ kind: 'video', fps: 25, hasAudio: false });
  });

  it('says which file has no picture', () => {
    expect(() => parseMediaStreams("Input #0, wav, from 'a.wav':\n", 'a.wav')).toThrow(
      /No video stream found in a.wav/,
    );
  });
});
