import { z } from 'zod';

// zod v4 probes for eval support with `new Function('')` on its first parse, which the store's
// Content Security Policy (no 'unsafe-eval') reports as a violation. Jitless parsing skips the
// probe; it must run before any schema parses, so main.tsx imports this module first.
z.config({ jitless: true });
