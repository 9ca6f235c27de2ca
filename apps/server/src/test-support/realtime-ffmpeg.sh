#!/bin/sh
# ffmpeg reading its first input at that clip's own frame rate (`-re`), for tests that need a render
# still running when they act on it: the render lasts as long as its clip, on a small clip costing
# little CPU. REAL_FFMPEG names the binary to run.
exec "${REAL_FFMPEG:?REAL_FFMPEG names the ffmpeg to run}" -re "$@"
