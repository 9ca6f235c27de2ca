import { stateLabel } from '@frameshop/contract';
import type { Config } from '../config/env';
import { failed, notConfigured, ok, trial, type DoctorRow } from './doctor-row';

/**
 * The settings that need no network: the secrets, the store's address, the dashboard's password
 * and the metrics token. Their lengths are the config's own rules; what is left is whether
 * production has them and whether they are what they should be.
 */
export function settingsChecks(config: Config): DoctorRow[] {
  return [
    secrets(config),
    publicUrl(config),
    adminPassword(config),
    metricsToken(config),
    gst(config),
  ];
}

function secrets(config: Config): DoctorRow {
  const { jwtSecret, urlSigningSecret } = config.secretsFromEnv;
  const part = 'secrets';
  if (!jwtSecret || !urlSigningSecret) {
    return config.isProduction
      ? failed(
          part,
          'JWT_SECRET and URL_SIGNING_SECRET: not set',
          'Set each to 32+ random characters (openssl rand -hex 32), the same in every process.',
        )
      : ok(part, `generated under ${config.dataDir} (outside production)`);
  }
  if (jwtSecret === urlSigningSecret) {
    return failed(
      part,
      'JWT_SECRET and URL_SIGNING_SECRET are the same',
      'Give each its own random value: one leaked secret must not open both.',
    );
  }
  return ok(
    part,
    `JWT_SECRET ${jwtSecret.length} and URL_SIGNING_SECRET ${urlSigningSecret.length} characters`,
  );
}

/**
 * A production store whose PUBLIC_URL is on this machine is a trial: no buyer can reach it, so a
 * sandbox for payments and a plain http address are choices, not failures. The same settings on
 * an address buyers reach fail, since there they would pay where no money moves.
 */
export function isTrialStore(config: Config): boolean {
  const host = new URL(config.publicUrl).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

function publicUrl(config: Config): DoctorRow {
  const part = 'PUBLIC_URL';
  const url = new URL(config.publicUrl);
  if (!config.isProduction) return ok(part, `${config.publicUrl} (https needed in production)`);
  if (isTrialStore(config)) {
    return trial(
      part,
      `${config.publicUrl}: on this machine, where nobody but you reaches the store`,
      "Before buyers come, set PUBLIC_URL to the store's https:// address.",
    );
  }
  if (url.protocol !== 'https:') {
    return failed(
      part,
      `${config.publicUrl}: not the store's https address`,
      "Set PUBLIC_URL to the address buyers type, https://… (links in mail, sitemaps, Razorpay's webhook).",
    );
  }
  return ok(part, `${config.publicUrl} (https)`);
}

function adminPassword(config: Config): DoctorRow {
  const part = 'ADMIN_PASSWORD';
  if (config.adminPassword) {
    return ok(part, `set, ${config.adminPassword.length} characters`);
  }
  const fix = 'Set ADMIN_PASSWORD (12+ characters) to open /internal-dashboard-admin.';
  return config.isProduction
    ? failed(part, 'not set: nobody can open the dashboard to fill the store', fix)
    : notConfigured(part, 'not set: the dashboard is closed', fix);
}

function metricsToken(config: Config): DoctorRow {
  const part = 'METRICS_TOKEN';
  return config.metrics.token
    ? ok(part, `set, ${config.metrics.token.length} characters: /metrics answers a scraper`)
    : notConfigured(
        part,
        '/metrics answers 404',
        'Optional: set 16+ characters to scrape /metrics (docs/deploy.md).',
      );
}

/**
 * The store's GST registration (ADR 55). A GSTIN the config took is verified already (its state
 * code, PAN shape and check character), or the store would not start; what is left is to say what
 * it makes the store do, and, without one, what setting one changes.
 */
function gst(config: Config): DoctorRow {
  const part = 'GST';
  const { gstin, state, ratePercent, sac, invoicePrefix, creditNotePrefix } = config.tax;
  if (!gstin || !state) {
    return notConfigured(
      part,
      'STORE_GSTIN not set: the store is not registered for GST; each paid pack gets a bill of supply without tax, and receipts say so',
      'When registered, set STORE_GSTIN (and GST_RATE, GST_SAC): each pack then gets a tax invoice with CGST + SGST or IGST, credit notes on refunds, and the month’s GSTR-1 export.',
    );
  }
  return ok(
    part,
    `STORE_GSTIN ${gstin} verified (state ${stateLabel(state)}, PAN shape, check character); ` +
      `tax invoices at ${ratePercent}% included in prices, SAC ${sac}, numbered ${invoicePrefix}/… and credit notes ${creditNotePrefix}/…`,
  );
}
