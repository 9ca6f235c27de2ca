import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  TEAM_MAX_MEMBERS_DEFAULT,
  BULK_MAX_ROWS,
  BULK_MAX_RUNNING_PER_USER,
  DEFAULT_BODY_LIMIT_BYTES,
  DOCUMENT_PREFIX_PATTERN,
  GST_RATES,
  GstinMessage,
  gstinProblem,
  normalGstin,
  PHONE_FORM_COUNTRIES,
  stateOfGstin,
} from '@frameshop/contract';

/** Raised when the environment is unusable; the message names every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const MEGABYTE = 1_048_576;

/** Whether the runtime's time zone database knows an IANA name such as Asia/Kolkata. */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Which proxies may speak for the client in `X-Forwarded-For`: none (`false`), or the proxies'
 * addresses and CIDRs (and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). The client
 * address is then the right-most entry that no trusted proxy wrote. `true` would trust every entry,
 * so the left-most one, which the client writes itself, would pick the price region and the
 * rate-limit bucket; a hop count would trust whoever connects directly, so Fastify refuses it too.
 */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | string[] => {
    if (['false', 'no', '0'].includes(value)) return false;
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => PROXY_RANGE_NAMES.has(entry) || isAddressOrCidr(entry))) {
      return entries;
    }
    context.addIssue({
      code: 'custom',
      message:
        `must name the proxies to trust, not ${/^(true|yes|\d+)$/.test(value) ? value : 'that'}: ` +
        'their addresses or CIDRs, comma-separated, such as 10.0.0.0/8 or loopback for a proxy ' +
        'on this machine (false when there is none); trusting every entry or a hop count would ' +
        'let a client choose its own address',
    });
    return z.NEVER;
  });

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h: a day and a half of retries after the first try. */
const DEFAULT_WEBHOOK_RETRY_DELAYS = [5, 300, 1800, 7200, 18_000, 36_000, 50_400];

const optionalSecret = z.string().min(32, 'must be at least 32 characters long').optional();

/** A comma-separated list of ISO 3166-1 country codes, such as IN,US,GB. */
const countryList = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim().toUpperCase()))
  .refine((codes) => codes.every((code) => /^[A-Z]{2}$/.test(code)), {
    message: 'must be two-letter country codes separated by commas, such as IN,US,GB',
  });

/**
 * Every environment variable the server reads, with its default. The README's table mirrors this;
 * keep them in step. Empty strings count as unset so `FOO=` in a .env file means "use the default".
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where people reach the store, for links in emails; http://localhost:PORT when unset. */
  PUBLIC_URL: z.url('must be a URL such as https://frameshop.example').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: optionalSecret,
  URL_SIGNING_SECRET: optionalSecret,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxySetting.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_BODY_LIMIT_BYTES),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Frameshop <no-reply@frameshop.local>'),
  SMS_PROVIDER: z.enum(['twilio', 'msg91'], 'must be twilio or msg91').optional(),
  PHONE_VERIFICATION: z.enum(['on', 'off'], 'must be on or off').default('on'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be the Account SID from the Twilio console (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: z
    .string()
    .min(16, 'must be the Auth Token from the Twilio console')
    .optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{5,14}|MG[0-9a-fA-F]{32})$/,
      'must be a number in E.164 (+14155552671) or a Messaging Service SID (MG…)',
    )
    .optional(),
  TWILIO_API_URL: z.url('must be a URL').default('https://api.twilio.com'),
  MSG91_AUTH_KEY: z.string().min(8, 'must be the authkey from the MSG91 panel').optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_API_URL: z.url('must be a URL').default('https://control.msg91.com'),
  SMS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  SMS_PER_NUMBER_RANGE_PER_HOUR: z.coerce.number().int().min(1).default(5),
  SMS_ALLOWED_COUNTRIES: countryList.optional(),
  SMS_DAILY_LIMIT: z.coerce.number().int().min(1).default(1000),
  SUPPORT_EMAIL: z.email('must be an email address such as support@example.com').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GEO_DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US or IN')
    .default('US'),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** A folder, or `off`; unset: under DATA_DIR on the embedded database, the OS's temp else. */
  SEARCH_SNAPSHOT_DIR: z.string().trim().min(1).optional(),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
    .optional(),
  GTM_CONTAINER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXX')
    .optional(),
  META_PIXEL_ID: z.string().regex(/^\d+$/, 'must be the numeric pixel id').optional(),
  HOTJAR_SITE_ID: z.string().regex(/^\d+$/, 'must be the numeric site id').optional(),
  GOOGLE_JWKS_URL: z.url('must be a URL').default('https://www.googleapis.com/oauth2/v3/certs'),
  FFMPEG_PATH: z.string().min(1).optional(),
  DEMO_CATALOGUE: booleanFromString.optional(),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'must look like rzp_test_… or rzp_live_…')
    .optional(),
  RAZORPAY_KEY_SECRET: z
    .string()
    .min(8, 'must be the key secret from the Razorpay dashboard')
    .optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters long').optional(),
  RAZORPAY_API_URL: z.url('must be a URL').default('https://api.razorpay.com/v1'),
  RAZORPAY_CHECKOUT_URL: z
    .url('must be a URL')
    .default('https://checkout.razorpay.com/v1/checkout.js'),
  PAYMENTS_SANDBOX: booleanFromString.optional(),
  PAYMENTS_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  UPLOAD_MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(25 * MEGABYTE),
  UPLOAD_MAX_VIDEO_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(500 * MEGABYTE),
  UPLOAD_MAX_VIDEO_SECONDS: z.coerce.number().positive().default(600),
  UPLOAD_MAX_IMAGE_PIXELS: z.coerce.number().int().min(1).default(40_000_000),
  UPLOAD_MAX_VIDEO_DIMENSION: z.coerce.number().int().min(16).default(4096),
  UPLOAD_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2048 * MEGABYTE),
  UPLOAD_MAX_COUNT: z.coerce.number().int().min(1).default(500),
  RUN_JOBS: booleanFromString.default(true),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  RENDER_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(21_600).default(120),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters long').optional(),
  STORE_LEGAL_NAME: z.string().trim().min(1).max(200).default('Frameshop'),
  STORE_ADDRESS: z.string().max(500).default(''),
  STORE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone name such as UTC or Asia/Kolkata')
    .default('UTC'),
  /** The store's GSTIN: set, the store is registered for GST and issues tax invoices (ADR 55). */
  STORE_GSTIN: z
    .string()
    .transform(normalGstin)
    .superRefine((gstin, context) => {
      const problem = gstinProblem(gstin);
      if (problem)
        context.addIssue({ code: 'custom', message: `${GstinMessage[problem]} (${gstin})` });
    })
    .optional(),
  GST_RATE: z.coerce
    .number()
    .refine((rate) => (GST_RATES as readonly number[]).includes(rate), {
      message: `must be one of the GST rates ${GST_RATES.join(', ')} (percent)`,
    })
    .default(18),
  /** The SAC code of what the store sells: 998439, other online content, unless an accountant says otherwise. */
  GST_SAC: z
    .string()
    .regex(/^\d{4}(\d{2})?$/, 'must be a SAC code of 4 or 6 digits such as 998439')
    .default('998439'),
  INVOICE_PREFIX: z
    .string()
    .regex(DOCUMENT_PREFIX_PATTERN, 'must be 1 to 4 capital letters or digits, such as FS')
    .default('FS'),
  CREDIT_NOTE_PREFIX: z
    .string()
    .regex(DOCUMENT_PREFIX_PATTERN, 'must be 1 to 4 capital letters or digits, such as CN')
    .default('CN'),
  RENDER_MAX_ACTIVE_PER_USER: z.coerce.number().int().min(1).max(1000).default(5),
  BULK_MAX_ROWS: z.coerce.number().int().min(1).max(10_000).default(BULK_MAX_ROWS),
  BULK_MAX_RUNNING_PER_USER: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(BULK_MAX_RUNNING_PER_USER),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name such as frameshop-media')
    .optional(),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com',
    })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromString.default(false),
  S3_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  S3_PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL such as https://media.example.com',
    })
    .optional(),
  RENDER_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  RENDER_STALLED_AFTER_SECONDS: z.coerce.number().int().min(3).max(3600).default(30),
  WORKER_SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** The bearer token `/metrics` asks for; unset, `/metrics` answers 404 (ADR 32). */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters long')
    .regex(/^\S+$/, 'must not contain spaces')
    .optional(),
  /** Where `npm run worker` answers `/metrics`; unset, a worker serves none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Seconds between a webhook's failed attempt and the next, one per retry (ADR 48). */
  WEBHOOK_RETRY_DELAYS: z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()))
    .refine((entries) => entries.every((entry) => /^\d+$/.test(entry) && Number(entry) > 0), {
      message: 'must be positive whole seconds separated by commas, such as 5,300,1800',
    })
    .transform((entries) => entries.map(Number))
    .default(DEFAULT_WEBHOOK_RETRY_DELAYS),
  /** Lets webhooks reach loopback and private addresses: development and tests only. */
  WEBHOOK_ALLOW_PRIVATE: booleanFromString.default(false),
  /** Ports below 1024 webhooks may reach besides 80 and 443 (ADR 56); 1024–65535 always may. */
  WEBHOOK_EXTRA_PORTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .refine(
      (entries) =>
        entries.every(
          (entry) => /^\d+$/.test(entry) && Number(entry) >= 1 && Number(entry) <= 65535,
        ),
      {
        message: 'must be port numbers (1–65535) separated by commas, such as 8443,444',
      },
    )
    .transform((entries) => entries.map(Number)),
  /** Days the webhook delivery log keeps a delivery (its payload and attempts) after it was made. */
  WEBHOOK_LOG_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * The key webhook signing secrets are encrypted with at rest (AES-256-GCM, ADR 56); unset, one
   * derived from JWT_SECRET.
   */
  WEBHOOK_SECRET_KEY: z.string().min(32, 'must be at least 32 characters long').optional(),
  /** Members a team may have, its pending invites counted (ADR 59). */
  TEAM_MAX_MEMBERS: z.coerce.number().int().min(2).max(10_000).default(TEAM_MAX_MEMBERS_DEFAULT),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  /** The store's address for links in emails, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  database:
    { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolMax: number };
  secretsFromEnv: { jwtSecret?: string; urlSigningSecret?: string; webhookSecretKey?: string };
  logLevel: Env['LOG_LEVEL'];
  /** Fastify's `trustProxy`: false, or the trusted proxies' addresses and CIDRs. */
  trustProxy: false | string[];
  /** Whether this process runs the job handlers (always on the embedded database). */
  runJobs: boolean;
  bodyLimitBytes: number;
  /** `apiKeyMax`: requests per key per minute (`API_KEY_RATE_LIMIT`), shared like the others. */
  rateLimit: { max: number; windowMs: number; redisUrl?: string; apiKeyMax: number };
  webDistDir: string;
  /** `supportEmail` receives the contact form and is shown on the contact page. */
  mail: { smtpUrl?: string; from: string; supportEmail: string | null };
  sms: SmsConfig;
  google: { clientId?: string; jwksUrl: string };
  geoDefaultCountry: string;
  /** Tracker ids the browser may load after consent; null when not configured. */
  analytics: {
    googleAnalyticsId: string | null;
    googleTagManagerId: string | null;
    metaPixelId: string | null;
    hotjarId: string | null;
  };
  /** How long catalogue answers are reused from memory; 0 turns the cache off. */
  catalogueCacheSeconds: number;
  /** Where the search index's snapshots are written and read at boot (ADR 58); null: none. */
  searchSnapshotDir: string | null;
  /** `s3` is set when media live in a bucket (S3_BUCKET); `dir` is the local store otherwise. */
  media: { dir: string; s3: S3Config | null };
  /** An explicit ffmpeg binary; otherwise the one on PATH, else the npm-shipped one. */
  ffmpegPath?: string;
  /** Fill an empty catalogue with generated demo templates at start-up. */
  demoCatalogue: boolean;
  payments: PaymentsConfig;
  uploads: UploadsConfig;
  render: RenderConfig;
  bulk: BulkConfig;
  /** The dashboard's password gate; null turns admin access off. */
  adminPassword: string | null;
  /** The IANA zone whose days the dashboard's periods and chart count in, and receipts are dated in. */
  storeTimeZone: string;
  /** Who sells, as every receipt names it: the legal name and the postal address's lines. */
  seller: { name: string; address: string };
  /** How the store's invoices are taxed and numbered (ADR 55). */
  tax: TaxConfig;
  /** How long a stopping `npm run worker` lets running jobs finish before handing them back. */
  workerShutdownGraceSeconds: number;
  /**
   * `token` guards `/metrics` (null: no metrics endpoint); `port` is where a worker serves it
   * (null: a worker serves none; the API answers it on its own port).
   */
  metrics: { token: string | null; port: number | null };
  webhooks: WebhooksConfig;
  /** Members a team may have, its pending invites counted. */
  teamMaxMembers: number;
}

/** GST as the store's invoices apply it (ADR 55). */
export interface TaxConfig {
  /** Null: not registered for GST; each paid pack gets a bill of supply, without tax. */
  gstin: string | null;
  /** The GST state code of the seller, from its GSTIN; null when not registered. */
  state: string | null;
  /** Percent, included in every pack's price. */
  ratePercent: number;
  sac: string;
  invoicePrefix: string;
  creditNotePrefix: string;
}

/** How webhooks are delivered (ADR 48). */
export interface WebhooksConfig {
  /** The wait before each retry, in seconds; a delivery is given up after the last. */
  retryDelaysSeconds: readonly number[];
  /** Whether deliveries may reach loopback and private addresses (never in production). */
  allowPrivate: boolean;
  /** Ports below 1024 deliveries may reach besides 80 and 443. */
  extraPorts: readonly number[];
  /** Days a delivery stays in the log. */
  logDays: number;
}

/** Twilio Programmable Messaging: texts from a number or a Messaging Service. */
export interface TwilioSettings {
  name: 'twilio';
  accountSid: string;
  authToken: string;
  /** A number in E.164, or a Messaging Service SID (MG…). */
  from: string;
  /** Without a trailing slash. */
  apiUrl: string;
}

/** MSG91's v5 flow API: a DLT-registered template with the code as its `otp` variable. */
export interface Msg91Settings {
  name: 'msg91';
  authKey: string;
  templateId: string;
  /** Without a trailing slash. */
  apiUrl: string;
}

/** Phone codes: whether registration asks for one, who texts it, and what guards the cost. */
export interface SmsConfig {
  /** False when the owner turned phone verification off: numbers are stored unverified. */
  verification: boolean;
  /** Null: texts go to the dev mailbox (never in production with verification on). */
  provider: TwilioSettings | Msg91Settings | null;
  /** Texts one client address may cause in an hour (with a provider only). */
  perAddressPerHour: number;
  /** Texts to one range of a thousand numbers (all but the last 3 digits alike) in an hour. */
  perNumberRangePerHour: number;
  /** Countries whose numbers are texted (with a provider only), ISO codes. */
  allowedCountries: readonly string[];
  /** Texts the whole store sends in a day (UTC) before codes are refused. */
  dailyLimit: number;
}

/** An S3-compatible bucket for every media file. */
export interface S3Config {
  bucket: string;
  /** Unset: AWS S3 itself, in `region`. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own credential chain (instance roles, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name; most S3-compatible servers want it. */
  forcePathStyle: boolean;
  /** A CDN in front of the public keys; unset, they are served by the bucket. */
  publicUrl?: string;
  /**
   * How long the bucket may take to accept a connection, or stay silent in the middle of a
   * request, before the request is failed (and tried once more).
   */
  timeoutMs: number;
}

/** How the render worker runs compositions. */
export interface RenderConfig {
  /** Renders one process runs at once. */
  concurrency: number;
  /** The least time a render gets; a longer video gets six times its length. */
  timeLimitSeconds: number;
  /** Unfinished outputs are written here and moved to private storage when complete. */
  tempDir: string;
  /** Renders (orders and previews) one user may have waiting or running at once. */
  maxActivePerUser: number;
  /** How often a running render writes its heartbeat (ADR 20). */
  heartbeatSeconds: number;
  /** A render whose heartbeat is older than this is handed back to the queue by the sweeper. */
  stalledAfterSeconds: number;
}

/** Batches ("Make many", ADR 44): how large one may be, and how many a buyer may run at once. */
export interface BulkConfig {
  maxRows: number;
  maxRunningPerUser: number;
}

/** What a user may upload (photos and videos for the video editors), and where files wait meanwhile. */
export interface UploadsConfig {
  /** Files arrive here while they are checked; removed whatever the outcome. */
  tempDir: string;
  maxImageBytes: number;
  maxVideoBytes: number;
  maxVideoSeconds: number;
  /** Width × height a photo may declare; checked from its header before anything decodes it. */
  maxImagePixels: number;
  /** The longest side of a video's frames, checked from its stream headers before decoding. */
  maxVideoDimension: number;
  /** The bytes one account may keep, all its uploads together. */
  quotaBytes: number;
  /** The number of files one account may keep. */
  maxCount: number;
}

/** How credit packs are paid: Razorpay when its keys are set, else the built-in sandbox. */
export interface PaymentsConfig {
  razorpay: {
    keyId: string;
    keySecret: string;
    /** Without it, webhooks are refused and the reconciliation pass alone catches missed payments. */
    webhookSecret: string | null;
    /** The Orders and Payments API, without a trailing slash. */
    apiUrl: string;
    checkoutUrl: string;
  } | null;
  /** An order still unpaid this long after it was made is asked about by the reconciliation pass. */
  reconcileAfterSeconds: number;
  /** PAYMENTS_SANDBOX=true: the owner asked for the sandbox (production runs on it only then). */
  sandboxAsked: boolean;
}

const defaultWebDistDir = path.resolve(import.meta.dirname, '../../../web/dist');

/** Reads and validates the environment once, at boot. Throws ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const { config, missingForProduction } = readConfig(source);
  if (missingForProduction.length > 0) {
    throw new ConfigError(
      `Invalid environment configuration:\n${missingForProduction.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  return config;
}

/**
 * The configuration the environment describes, and the parts production needs that it leaves
 * unset, each as the line the store refuses to start with (all of them, not the first): the store
 * refuses them (`loadConfig`); `npm run doctor` names them and still checks every other part.
 * Throws ConfigError for a variable that is wrong in itself.
 */
export function readConfig(source: NodeJS.ProcessEnv): {
  config: Config;
  missingForProduction: string[];
} {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (!env.RUN_JOBS && !env.DATABASE_URL) {
    // Nothing else can open the embedded database, so nobody else could run the jobs.
    throw new ConfigError(
      'Invalid environment configuration:\n  RUN_JOBS: false needs DATABASE_URL; the embedded ' +
        'database opens in one process only, so there the server must run the jobs itself.',
    );
  }
  if (env.RENDER_STALLED_AFTER_SECONDS < 3 * env.RENDER_HEARTBEAT_SECONDS) {
    // A render must miss several heartbeats in a row, not one slow write, to be taken away.
    throw new ConfigError(
      'Invalid environment configuration:\n  RENDER_STALLED_AFTER_SECONDS: must be at least three ' +
        'times RENDER_HEARTBEAT_SECONDS, so one late heartbeat never hands a live render back.',
    );
  }
  if (env.METRICS_PORT !== undefined && !env.METRICS_TOKEN) {
    // A metrics port that answers nobody would look like a working one that is broken.
    throw new ConfigError(
      'Invalid environment configuration:\n  METRICS_PORT: needs METRICS_TOKEN, the bearer token ' +
        'that /metrics asks for; without it nothing may read the metrics.',
    );
  }
  if (env.INVOICE_PREFIX === env.CREDIT_NOTE_PREFIX) {
    // Each series must be told apart by its numbers alone: the law numbers them separately.
    throw new ConfigError(
      'Invalid environment configuration:\n  CREDIT_NOTE_PREFIX: must differ from INVOICE_PREFIX; ' +
        'credit notes are numbered in a series of their own.',
    );
  }
  if (env.NODE_ENV === 'production' && env.WEBHOOK_ALLOW_PRIVATE) {
    // A buyer's endpoint could then reach the store's own network: its database, its metadata.
    throw new ConfigError(
      'Invalid environment configuration:\n  WEBHOOK_ALLOW_PRIVATE: must not be true in ' +
        "production; it lets webhooks reach loopback and private addresses, the store's own network.",
    );
  }
  const payments = paymentsConfig(env);
  const sms = smsConfig(env);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    config: configOf(env, payments, sms, dataDir),
    missingForProduction: productionGaps(env),
  };
}

/**
 * What production needs and `env` leaves unset, as the lines the store refuses to start with.
 * Without SMTP or an SMS provider, codes would go to the dev mailbox, which production does not
 * serve, while every answer says they were sent: nobody could sign up. Without Razorpay's keys
 * every pack would be "paid" in the sandbox: free credits for anyone.
 */
function productionGaps(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const gaps: string[] = [];
  if (!env.SMTP_URL) {
    gaps.push(
      'SMTP_URL: is required in production (smtp://user:pass@host:587); without it sign-up ' +
        'codes and contact messages are never delivered.',
    );
  }
  if (env.PHONE_VERIFICATION === 'on' && !env.SMS_PROVIDER) {
    gaps.push(
      'SMS_PROVIDER: is required in production (twilio or msg91, with their keys); without it ' +
        'phone codes are never delivered and nobody can sign up. Set PHONE_VERIFICATION=off to ' +
        'take phone numbers unverified instead.',
    );
  }
  if (!env.RAZORPAY_KEY_ID && env.PAYMENTS_SANDBOX !== true) {
    gaps.push(
      'RAZORPAY_KEY_ID: is required in production (with RAZORPAY_KEY_SECRET); without it credit ' +
        'packs are paid in the sandbox, where no money moves. Set PAYMENTS_SANDBOX=true to run a ' +
        'production build on the sandbox anyway.',
    );
  }
  return gaps;
}

/**
 * Where the search index's snapshots go (ADR 58): the folder named, none for `off`; unset, under
 * the data folder on the embedded database (one process a folder), and on PostgreSQL a folder of
 * the OS's temp that every API process of the machine shares (a reboot may empty it: the next
 * start loads from the database and writes one again).
 */
function searchSnapshotDirOf(env: Env, dataDir: string): string | null {
  const named = env.SEARCH_SNAPSHOT_DIR;
  if (named === 'off') return null;
  if (named) return path.resolve(named);
  return env.DATABASE_URL
    ? path.join(os.tmpdir(), 'frameshop-search-snapshots')
    : path.join(dataDir, 'search-snapshots');
}

function configOf(env: Env, payments: PaymentsConfig, sms: SmsConfig, dataDir: string): Config {
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    secretsFromEnv: {
      jwtSecret: env.JWT_SECRET,
      urlSigningSecret: env.URL_SIGNING_SECRET,
      webhookSecretKey: env.WEBHOOK_SECRET_KEY,
    },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    runJobs: env.RUN_JOBS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    rateLimit: {
      max: env.RATE_LIMIT_MAX,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      redisUrl: env.REDIS_URL,
      apiKeyMax: env.API_KEY_RATE_LIMIT,
    },
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDistDir,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, supportEmail: env.SUPPORT_EMAIL ?? null },
    sms,
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    geoDefaultCountry: env.GEO_DEFAULT_COUNTRY,
    analytics: {
      googleAnalyticsId: env.GA_MEASUREMENT_ID ?? null,
      googleTagManagerId: env.GTM_CONTAINER_ID ?? null,
      metaPixelId: env.META_PIXEL_ID ?? null,
      hotjarId: env.HOTJAR_SITE_ID ?? null,
    },
    catalogueCacheSeconds: env.CATALOGUE_CACHE_SECONDS,
    searchSnapshotDir: searchSnapshotDirOf(env, dataDir),
    media: { dir: path.join(dataDir, 'media'), s3: s3Config(env) },
    ffmpegPath: env.FFMPEG_PATH,
    // A production store starts empty; everywhere else a new clone shows a browsable catalogue.
    demoCatalogue: env.DEMO_CATALOGUE ?? env.NODE_ENV !== 'production',
    payments,
    uploads: {
      tempDir: path.join(dataDir, 'tmp', 'uploads'),
      maxImageBytes: env.UPLOAD_MAX_IMAGE_BYTES,
      maxVideoBytes: env.UPLOAD_MAX_VIDEO_BYTES,
      maxVideoSeconds: env.UPLOAD_MAX_VIDEO_SECONDS,
      maxImagePixels: env.UPLOAD_MAX_IMAGE_PIXELS,
      maxVideoDimension: env.UPLOAD_MAX_VIDEO_DIMENSION,
      quotaBytes: env.UPLOAD_QUOTA_BYTES,
      maxCount: env.UPLOAD_MAX_COUNT,
    },
    render: {
      concurrency: env.RENDER_CONCURRENCY,
      timeLimitSeconds: env.RENDER_TIME_LIMIT_SECONDS,
      tempDir: path.join(dataDir, 'tmp', 'renders'),
      maxActivePerUser: env.RENDER_MAX_ACTIVE_PER_USER,
      heartbeatSeconds: env.RENDER_HEARTBEAT_SECONDS,
      stalledAfterSeconds: env.RENDER_STALLED_AFTER_SECONDS,
    },
    bulk: {
      maxRows: env.BULK_MAX_ROWS,
      maxRunningPerUser: env.BULK_MAX_RUNNING_PER_USER,
    },
    adminPassword: env.ADMIN_PASSWORD ?? null,
    storeTimeZone: env.STORE_TIME_ZONE,
    // One line in the environment: `\n` (typed as two characters) or a newline starts the next.
    seller: { name: env.STORE_LEGAL_NAME, address: env.STORE_ADDRESS.replaceAll('\\n', '\n') },
    tax: {
      gstin: env.STORE_GSTIN ?? null,
      state: env.STORE_GSTIN ? stateOfGstin(env.STORE_GSTIN) : null,
      ratePercent: env.GST_RATE,
      sac: env.GST_SAC,
      invoicePrefix: env.INVOICE_PREFIX,
      creditNotePrefix: env.CREDIT_NOTE_PREFIX,
    },
    workerShutdownGraceSeconds: env.WORKER_SHUTDOWN_GRACE_SECONDS,
    metrics: { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null },
    webhooks: {
      retryDelaysSeconds: env.WEBHOOK_RETRY_DELAYS,
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
      extraPorts: env.WEBHOOK_EXTRA_PORTS,
      logDays: env.WEBHOOK_LOG_DAYS,
    },
    teamMaxMembers: env.TEAM_MAX_MEMBERS,
  };
}

/** The bucket, when S3_BUCKET names one; its other variables alone are a mistake worth stopping for. */
function s3Config(env: Env): S3Config | null {
  const keyId = env.S3_ACCESS_KEY_ID;
  const secret = env.S3_SECRET_ACCESS_KEY;
  if (!env.S3_BUCKET) {
    const stray = (
      ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const
    ).filter((name) => env[name] !== undefined);
    if (stray.length === 0) return null;
    throw new ConfigError(
      `Invalid environment configuration:\n  S3_BUCKET: is required when ${stray.join(', ')} ` +
        `${stray.length === 1 ? 'is' : 'are'} set; without it media stay on the local disk.`,
    );
  }
  if ((keyId === undefined) !== (secret === undefined)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both ' +
        "or neither (neither uses the SDK's own credentials, such as an instance role).",
    );
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: keyId,
    secretAccessKey: secret,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
    timeoutMs: env.S3_TIMEOUT_SECONDS * 1000,
  };
}

const TWILIO_VARIABLES = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
const MSG91_VARIABLES = ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const;

/** The provider SMS_PROVIDER names, with every variable it needs; production needs one. */
function smsConfig(env: Env): SmsConfig {
  const verification = env.PHONE_VERIFICATION === 'on';
  const needed =
    env.SMS_PROVIDER === 'twilio'
      ? TWILIO_VARIABLES
      : env.SMS_PROVIDER === 'msg91'
        ? MSG91_VARIABLES
        : [];
  const missing = needed.filter((name) => env[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid environment configuration:\n  ${missing.join(', ')}: ` +
        `${missing.length === 1 ? 'is' : 'are'} required with SMS_PROVIDER=${env.SMS_PROVIDER}.`,
    );
  }
  const stray = [...TWILIO_VARIABLES, ...MSG91_VARIABLES].filter(
    (name) => env[name] !== undefined && !(needed as readonly string[]).includes(name),
  );
  if (stray.length > 0) {
    throw new ConfigError(
      `Invalid environment configuration:\n  SMS_PROVIDER: ${env.SMS_PROVIDER ?? 'unset'} does ` +
        `not use ${stray.join(', ')}; set SMS_PROVIDER=${stray[0]?.startsWith('TWILIO') ? 'twilio' : 'msg91'} ` +
        'to text through it, or remove them.',
    );
  }
  return {
    verification,
    provider:
      env.SMS_PROVIDER === 'twilio'
        ? {
            name: 'twilio',
            accountSid: env.TWILIO_ACCOUNT_SID!,
            authToken: env.TWILIO_AUTH_TOKEN!,
            from: env.TWILIO_FROM!,
            apiUrl: env.TWILIO_API_URL.replace(/\/+$/, ''),
          }
        : env.SMS_PROVIDER === 'msg91'
          ? {
              name: 'msg91',
              authKey: env.MSG91_AUTH_KEY!,
              templateId: env.MSG91_TEMPLATE_ID!,
              apiUrl: env.MSG91_API_URL.replace(/\/+$/, ''),
            }
          : null,
    perAddressPerHour: env.SMS_PER_ADDRESS_PER_HOUR,
    perNumberRangePerHour: env.SMS_PER_NUMBER_RANGE_PER_HOUR,
    allowedCountries: env.SMS_ALLOWED_COUNTRIES ?? PHONE_FORM_COUNTRIES,
    dailyLimit: env.SMS_DAILY_LIMIT,
  };
}

function paymentsConfig(env: Env): PaymentsConfig {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = env;
  if (Boolean(keyId) !== Boolean(keySecret)) {
    const missing = keyId ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID';
    throw new ConfigError(
      `Invalid environment configuration:\n  ${missing}: is required with ` +
        `${keyId ? 'RAZORPAY_KEY_ID' : 'RAZORPAY_KEY_SECRET'}; set both, or neither for the sandbox.`,
    );
  }
  return {
    razorpay:
      keyId && keySecret
        ? {
            keyId,
            keySecret,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? null,
            apiUrl: env.RAZORPAY_API_URL.replace(/\/+$/, ''),
            checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
          }
        : null,
    reconcileAfterSeconds: env.PAYMENTS_RECONCILE_AFTER_SECONDS,
    sandboxAsked: env.PAYMENTS_SANDBOX === true,
  };
}
