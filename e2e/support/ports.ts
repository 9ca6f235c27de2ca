/**
 * Where the journeys find the stack: the app on E2E_PORT (default 3100), the test-stack control
 * server (received mail, Google ID tokens) one port above it.
 */
export const appPort = Number(process.env.E2E_PORT ?? 3100);
export const appUrl = `http://127.0.0.1:${appPort}`;
export const controlPort = appPort + 1;
export const controlUrl = `http://127.0.0.1:${controlPort}`;
