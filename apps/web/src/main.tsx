// First, before any schema can parse: see zod-config.ts.
import './lib/zod-config';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Starting up runs as a few tasks (React's code, then the app's, then hydrating) rather than one
// long one, so a tap on the server's page is answered between them instead of waiting.
// A message, not a timer: timers may be held back (background tabs, a test's paused clock).
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
await import('react-dom/client');
await nextTask();
const { startApp } = await import('./app/start-app');
await nextTask();
await startApp(container);
