// `npm start`: on a fresh clone, install, build the web app, then run the server from its bundle
// (made here when the source has changed), which applies migrations and serves the app and the API
// from one process.
import { ensureDependencies, ensureWebBuild, root, serverNodeOptions } from './lib.mjs';
import { spawn } from 'node:child_process';

ensureDependencies();
// A store told to serve a build from elsewhere needs none made here.
if (!process.env.WEB_DIST_DIR) await ensureWebBuild();
// Imported once dependencies are installed: the bundle is made with esbuild (ADR 67).
const { storeProgramArgs } = await import('./server-bundle.mjs');

const server = spawn(
  process.execPath,
  [...serverNodeOptions, ...(await storeProgramArgs('server'))],
  { cwd: root, stdio: 'inherit' },
);
// The server drains and closes on its own; pass the signal on and leave with its exit code. The
// package's start script execs this process, so a signal sent to `npm start` reaches it here.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
