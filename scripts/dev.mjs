// `npm run dev`: the API in watch mode on PORT (default 3000) and Vite's dev server with hot reload,
// which proxies /api to it.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './lib.mjs';

ensureDependencies();
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@frameshop/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exit(code ?? 0);
  });
