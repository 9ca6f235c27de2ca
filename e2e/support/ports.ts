/**
 * Where the journeys find the stack: the app on E2E_PORT (default 3100), the test-stack control
 * server (received mail, Google ID tokens, readiness) one port above it, then a second store that
 * takes payments through the stand-in for Razorpay, and that stand-in itself.
 */
export const appPort = Number(process.env.E2E_PORT ?? 3100);
export const appUrl = `http://127.0.0.1:${appPort}`;
export const controlPort = appPort + 1;
export const controlUrl = `http://127.0.0.1:${controlPort}`;
/** The same Frameshop with Razorpay configured (pointed at the stand-in) instead of the sandbox. */
export const razorpayStorePort = appPort + 2;
export const razorpayStoreUrl = `http://127.0.0.1:${razorpayStorePort}`;
/** The stand-in for Razorpay's Orders and Payments API and its checkout.js. */
export const localRazorpayPort = appPort + 3;
export const localRazorpayUrl = `http://127.0.0.1:${localRazorpayPort}`;
