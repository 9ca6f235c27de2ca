#!/bin/sh
# ffmpeg reading its first input at that clip's own frame rate (`-re`), for tests that need a render
# still running when they act on it: the render lasts as long as its clip, on a small clip costing
# little CPU. REAL_FFMPEG names the binary to run. While the file PLAYBACK_SPEED_WHILE names is
# gone, renders run at full speed: a test that has acted need not wait through the render again.
if [ -n "${PLAYBACK_SPEED_WHILE:-}" ] && [ ! -e "$PLAYBACK_SPEED_WHILE" ]; then
  exec "${REAL_FFMPEG:?REAL_FFMPEG names the ffmpeg to run}" "$@"
fi
exec "${REAL_FFMPEG:?REAL_FFMPEG names the ffmpeg to run}" -re "$@"
