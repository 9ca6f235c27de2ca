// `npm start`: on a fresh clone, install, build the web app, then run the server, which applies
// migrations and serves the app and the API from one process.
import { ensureDependencies, ensureWebBuild, runAsStore } from './lib.mjs';

ensureDependencies();
// A store told to serve a build from elsewhere needs none made here.
if (!process.env.WEB_DIST_DIR) await ensureWebBuild();

// The server drains and closes on its own when signalled. The package's start script execs this
// process, so a signal sent to `npm start` reaches it here, and is passed on.
runAsStore('apps/server/src/server.ts');
