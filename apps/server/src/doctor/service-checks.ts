import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import {
  DeleteObjectCommand,
  GetBucketCorsCommand,
  HeadBucketCommand,
  PutObjectCommand,
  type CORSRule,
} from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import type { Config } from '../config/env';
import { outboundRequest, type Deadlines } from '../http/outbound-request';
import { SMTP_TIMEOUTS } from '../modules/mail';
import { locateFfmpeg, S3Storage } from '../modules/media';
import { Msg91Provider, TwilioProvider } from '../modules/sms';
import { failed, networkFixes, notConfigured, reach, trial, type DoctorRow } from './doctor-row';
import { isTrialStore } from './settings-checks';

/** Redis answers PING; unset, the limits count in each process (optional). */
export async function redisCheck(config: Config, deadlines: Deadlines): Promise<DoctorRow> {
  const url = config.rateLimit.redisUrl;
  if (!url) {
    return notConfigured(
      'Redis',
      'REDIS_URL unset: rate limits and sign-in lock-outs count in each process',
      'Optional on one machine; set REDIS_URL when more than one API process runs.',
    );
  }
  const fixes = networkFixes(
    'REDIS_URL',
    new URL(url).host,
    "Check REDIS_URL's password (and user, for an ACL) against Redis's own settings.",
  );
  return reach('Redis', 'PING', fixes, async () => {
    const redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: deadlines.connectMs,
      commandTimeout: deadlines.totalMs,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    try {
      await redis.connect();
      return `PING answered ${await redis.ping()}`;
    } finally {
      redis.disconnect();
    }
  });
}

/**
 * The bucket: head, a probe object written and removed, and CORS rules that let the store's
 * pages GET and PUT and read ETag. Unset, media live under DATA_DIR (optional).
 */
export async function bucketCheck(config: Config, deadlines: Deadlines): Promise<DoctorRow> {
  const s3 = config.media.s3;
  if (!s3) {
    return notConfigured(
      'bucket',
      `S3_BUCKET unset: media live in ${config.media.dir}`,
      'Optional on one machine; a bucket is needed for more than one (docs/deploy.md).',
    );
  }
  const { client, bucket } = new S3Storage({ ...s3, timeoutMs: deadlines.totalMs });
  const origin = new URL(config.publicUrl).origin;
  const part = 'bucket';
  const head = await reach(
    part,
    `HeadBucket ${bucket}`,
    networkFixes(
      'S3_ENDPOINT',
      s3.endpoint ?? `S3 in ${s3.region}`,
      'Check S3_BUCKET, S3_REGION and the keys (S3_FORCE_PATH_STYLE=true for most non-AWS servers).',
    ),
    async () => {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
      const key = `doctor/probe-${randomUUID()}`;
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'probe' }));
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      return '';
    },
  );
  if (head.outcome !== 'ok') {
    return { ...head, checked: head.checked.replace(/^HeadBucket/, 'HeadBucket, probe write') };
  }
  return reach(
    part,
    `${bucket}: head, probe written and removed; CORS`,
    `Add CORS rules allowing GET and PUT from ${origin} and exposing ETag (docs/deploy.md).`,
    async () => {
      const rules = await client
        .send(new GetBucketCorsCommand({ Bucket: bucket }))
        .then((answer) => answer.CORSRules ?? [])
        .catch((error: unknown) => {
          if ((error as { name?: string }).name === 'NoSuchCORSConfiguration') return [];
          throw error;
        });
      if (rules.length === 0) throw new Error('the bucket has no CORS rules');
      if (!rules.some((rule) => corsRuleFits(rule, origin))) {
        throw new Error(`no CORS rule lets ${origin} GET and PUT and read ETag`);
      }
      return `${bucket}: head, probe written and removed, CORS lets ${origin} GET, PUT, read ETag`;
    },
  );
}

function corsRuleFits(rule: CORSRule, origin: string): boolean {
  const origins = rule.AllowedOrigins ?? [];
  const originFits = origins.some((allowed) =>
    new RegExp(`^${allowed.split('*').map(escapeRegExp).join('.*')}$`, 'i').test(origin),
  );
  const methods = new Set((rule.AllowedMethods ?? []).map((method) => method.toUpperCase()));
  const exposed = (rule.ExposeHeaders ?? []).some((header) => header.toLowerCase() === 'etag');
  return originFits && methods.has('GET') && methods.has('PUT') && exposed;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The mail server: connect, EHLO and AUTH, nothing sent (nodemailer's verify). */
export async function smtpCheck(config: Config): Promise<DoctorRow> {
  const url = config.mail.smtpUrl;
  if (!url) {
    return config.isProduction
      ? failed('SMTP', 'SMTP_URL unset', 'Set SMTP_URL=smtp://user:pass@host:587.')
      : notConfigured(
          'SMTP',
          'SMTP_URL unset: mail goes to the dev mailbox',
          'Set SMTP_URL before going live.',
        );
  }
  const { hostname, port, username } = new URL(url);
  return reach(
    'SMTP',
    `${hostname}:${port || 25}: connect, EHLO${username ? ', AUTH' : ''}`,
    networkFixes(
      'SMTP_URL',
      `${hostname}:${port || 25}`,
      "Check SMTP_URL's user and password with the mail provider.",
    ),
    async () => {
      const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
      try {
        await transport.verify();
      } finally {
        transport.close();
      }
      return `${hostname}:${port || 25}: connected, EHLO${username ? `, AUTH as ${decodeURIComponent(username)}` : ''} (no mail sent)`;
    },
  );
}

/** The SMS provider's credentials, read and nothing sent. */
export async function smsCheck(config: Config, deadlines: Deadlines): Promise<DoctorRow> {
  const { provider, verification } = config.sms;
  if (!provider) {
    if (!verification) {
      return notConfigured('SMS', 'PHONE_VERIFICATION=off: phone numbers are taken unproved');
    }
    const fix = 'Set SMS_PROVIDER (twilio or msg91) and its keys';
    return config.isProduction
      ? failed(
          'SMS',
          'SMS_PROVIDER unset: phone codes are never delivered',
          `${fix}, or PHONE_VERIFICATION=off.`,
        )
      : notConfigured(
          'SMS',
          'SMS_PROVIDER unset: phone codes go to the dev mailbox',
          `${fix} before going live.`,
        );
  }
  if (provider.name === 'twilio') {
    return reach(
      'SMS',
      `Twilio: GET /2010-04-01/Accounts/${provider.accountSid}.json`,
      networkFixes(
        'TWILIO_API_URL',
        provider.apiUrl,
        'Set TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN to the Account SID and Auth Token of the Twilio console.',
      ),
      async () => `Twilio: ${await new TwilioProvider(provider, deadlines).checkCredentials()}`,
    );
  }
  return reach(
    'SMS',
    'MSG91: the authkey’s balance',
    networkFixes(
      'MSG91_API_URL',
      provider.apiUrl,
      'Set MSG91_AUTH_KEY to an authkey of the MSG91 panel (and allow this server’s IP on it).',
    ),
    async () => `MSG91: ${await new Msg91Provider(provider, deadlines).checkCredentials()}`,
  );
}

/** Razorpay: an authenticated read of the orders, and the webhook secret. */
export async function razorpayCheck(config: Config, deadlines: Deadlines): Promise<DoctorRow> {
  const razorpay = config.payments.razorpay;
  if (!razorpay) {
    // Said as it is set: the sandbox asked for, or Razorpay's keys simply missing.
    const sandbox = `${config.payments.sandboxAsked ? 'PAYMENTS_SANDBOX=true' : 'RAZORPAY_KEY_ID unset'}: credit packs are paid in the sandbox, where no money moves`;
    const keys =
      'Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET from the Razorpay dashboard';
    if (!config.isProduction) {
      return notConfigured('Razorpay', sandbox, 'Set the Razorpay keys before going live.');
    }
    if (!config.payments.sandboxAsked) {
      return failed('Razorpay', sandbox, `${keys}, or PAYMENTS_SANDBOX=true for a trial.`);
    }
    return isTrialStore(config)
      ? trial('Razorpay', sandbox, `${keys} before buyers come.`)
      : failed(
          'Razorpay',
          `${sandbox}, on a store buyers reach at ${config.publicUrl}`,
          `${keys}, or keep PUBLIC_URL on this machine for a trial.`,
        );
  }
  const webhook = `${config.publicUrl}/api/razorpay-webhook`;
  return reach(
    'Razorpay',
    `GET ${razorpay.apiUrl}/orders?count=1`,
    networkFixes(
      'RAZORPAY_API_URL',
      razorpay.apiUrl,
      'Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to a key pair of the Razorpay dashboard (API Keys).',
    ),
    async () => {
      const auth = Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64');
      const answer = await outboundRequest(
        `${razorpay.apiUrl}/orders?count=1`,
        { method: 'GET', headers: { authorization: `Basic ${auth}`, accept: 'application/json' } },
        deadlines,
      );
      if (answer.status !== 200) {
        throw new Error(`answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      }
      if (!razorpay.webhookSecret) {
        throw new Error(
          `the keys work, but RAZORPAY_WEBHOOK_SECRET is unset: set it to the secret of a ` +
            `webhook at ${webhook} (payment.captured, order.paid, payment.failed)`,
        );
      }
      return `keys read the orders (${razorpay.keyId}); webhook secret set for ${webhook}`;
    },
  );
}

/** ffmpeg runs and can encode H.264 (libx264), which every render and preview needs. */
export async function ffmpegCheck(config: Config, deadlines: Deadlines): Promise<DoctorRow> {
  return reach(
    'ffmpeg',
    'ffmpeg -encoders',
    'Install an ffmpeg built with libx264 (apt-get install ffmpeg), or point FFMPEG_PATH at one.',
    async () => {
      const { path, source } = locateFfmpeg({ configuredPath: config.ffmpegPath });
      const run = (args: string[]) =>
        promisify(execFile)(path, args, { timeout: deadlines.totalMs, maxBuffer: 4_000_000 });
      const { stdout: version } = await run(['-hide_banner', '-version']);
      const { stdout: encoders } = await run(['-hide_banner', '-encoders']);
      if (!/\blibx264\b/.test(encoders)) throw new Error(`${path} has no libx264 encoder`);
      const name = /^ffmpeg version (\S+)/.exec(version)?.[1] ?? 'of unknown version';
      return `ffmpeg ${name} (${source}, ${path}) with libx264`;
    },
  );
}
