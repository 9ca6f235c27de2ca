// First, before any schema can parse: see zod-config.ts.
import './lib/zod-config';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Starting up runs as a few tasks (React's code, then the app's, then hydrating) rather than one
// long one, so a tap on the server's page is answered between them instead of waiting.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
await import('react-dom/client');
await nextTask();
const { startApp } = await import('./app/start-app');
await nextTask();
await startApp(container);
