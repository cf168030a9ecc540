import { createPrivateKey } from 'node:crypto';
import { join } from 'node:path';
import { mediaS3Options, mediaS3Problems } from '@seed/media/s3-config';
import { z } from 'zod';
import { myFatoorahCallbackProblem } from './modules/checkout/callback-url';

const DEV_SECRET = 'dev-only-secret-change-me-in-production-0000';

// Empty variables (`FOO=` in a .env or compose file) mean "not set", not "set to nothing".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

function isPrivateKey(pem: string): boolean {
  try {
    return createPrivateKey(pem).type === 'private';
  } catch {
    return false;
  }
}

// The address of `Name <address>` (or a bare address) must have a domain that can send and receive mail:
// not localhost nor a name reserved for local networks or for never resolving (RFC 6761/6762).
function isRealSender(from: string): boolean {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  if (!z.email().safeParse(address).success) return false;
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return !/(^|\.)(localhost|local|invalid)$/.test(domain);
}

const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const EnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
    PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
    HOST: optional(z.string()).default('0.0.0.0'),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
    DATA_DIR: optional(z.string()).default('./data'),
    // The demo catalogue (products, artists, demo accounts with a published password) on a first start, into
    // a database without it: on outside production unless false, off in production unless true.
    SEED_DEMO: optional(z.enum(['true', 'false'])),
    MEDIA_DIR: optional(z.string()),
    PUBLIC_URL: optional(url),
    // Artist shops live at `{subdomain}.{PUBLIC_HOST}`; PUBLIC_URL's host name unless set.
    PUBLIC_HOST: optional(z.string().regex(/^[a-z0-9.-]+$/i, 'must be a host name')),
    // A CDN in front of /media; image URLs use PUBLIC_URL when it is not set.
    MEDIA_BASE_URL: optional(url),
    // Media in an S3-compatible bucket (decision 0051) rather than MEDIA_DIR: on when the bucket is named.
    MEDIA_S3_BUCKET: optional(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (a-z, 0-9, dots, hyphens)'),
    ),
    // Unset for AWS; the service's URL for MinIO, Cloudflare R2, DigitalOcean Spaces…
    MEDIA_S3_ENDPOINT: optional(url),
    MEDIA_S3_REGION: optional(
      z.string().regex(/^[a-z0-9-]+$/, 'must be a region name, e.g. eu-central-1 or auto'),
    ),
    // Without them the AWS SDK's own chain signs requests (an instance or task role, AWS_* variables).
    MEDIA_S3_ACCESS_KEY_ID: optional(z.string()),
    MEDIA_S3_SECRET_ACCESS_KEY: optional(z.string()),
    // `{endpoint}/{bucket}/…` addresses, which MinIO needs; virtual-host addresses otherwise.
    MEDIA_S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'])).transform((value) => value === 'true'),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' })),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// URL' })),
    // Outside production only: a real sender is required there (see the refinement below).
    MAIL_FROM: optional(z.string().max(200)).default('Store <no-reply@localhost>'),
    // smtp:// (not smtps://) must upgrade with STARTTLS before anything is sent, unless set to false
    // (a local catcher such as Mailpit that offers no TLS).
    SMTP_REQUIRE_TLS: optional(z.enum(['true', 'false'])).transform((value) => value !== 'false'),
    // Social sign-in: a provider is offered only when all of its variables are set.
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    // Google's endpoints unless overridden, for a local stand-in (tests, development).
    GOOGLE_AUTHORIZATION_URL: optional(url).default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: optional(url).default('https://oauth2.googleapis.com/token'),
    APPLE_CLIENT_ID: optional(z.string()),
    APPLE_TEAM_ID: optional(z.string()),
    APPLE_KEY_ID: optional(z.string()),
    // The PKCS#8 private key (.p8 file contents, PEM) that signs Apple's client secret. Environment
    // variables often carry it on one line with literal "\n" for its line breaks: both forms are read.
    APPLE_PRIVATE_KEY: optional(
      z
        .string()
        .transform((pem) => pem.replaceAll('\\n', '\n'))
        .refine(isPrivateKey, 'must be the .p8 private key from Apple (PEM, -----BEGIN PRIVATE KEY-----)'),
    ),
    // Apple's endpoints unless overridden, for a local stand-in (tests).
    APPLE_AUTHORIZATION_URL: optional(url).default('https://appleid.apple.com/auth/authorize'),
    APPLE_TOKEN_URL: optional(url).default('https://appleid.apple.com/auth/token'),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    // GIF stickers in the studio: off without a key; the URL is Giphy's unless a local stand-in is used.
    GIPHY_API_KEY: optional(z.string()),
    GIPHY_API_URL: optional(url).default('https://api.giphy.com/v1'),
    // Studio products one user may create per minute: each renders print files for seconds of CPU.
    STUDIO_CREATES_PER_MINUTE: optional(z.coerce.number().int().min(1)).default(10),
    // The background removal model: medium is cleaner, small about twice as fast.
    BACKGROUND_REMOVAL_MODEL: optional(z.enum(['small', 'medium'])).default('medium'),
    // Its process keeps the model (about 850 MB) this long after the last image, then exits to give it back.
    BACKGROUND_REMOVAL_IDLE_SECONDS: optional(z.coerce.number().int().min(0).max(86_400)).default(60),
    // Background removals this process runs at once (each takes seconds of every core; more wait in the
    // queue for any replica), and how long one may run before it is taken as dead and retried elsewhere.
    JOB_CONCURRENCY_REMOVAL: optional(z.coerce.number().int().min(1).max(8)).default(1),
    JOB_REMOVAL_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(2).max(3600)).default(300),
    // E-mails this process sends at once from the queue (each mostly waits on the mail server); the rest wait
    // for any replica's worker.
    JOB_CONCURRENCY_MAIL: optional(z.coerce.number().int().min(1).max(32)).default(2),
    // Print files this process renders at once on the job queue (each holds a 300 DPI print in memory).
    JOB_CONCURRENCY_PRINT: optional(z.coerce.number().int().min(1).max(8)).default(1),
    // Behind a load balancer the client address (rate limits, logs) comes from X-Forwarded-For.
    TRUST_PROXY: optional(z.enum(['true', 'false'])).transform((value) => value === 'true'),
    // Requests per minute per client address on /api; 0 turns the limit off (load tests).
    RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(0)).default(300),
    // Pages server-rendered at once; more wait their turn. A few per core keep the CPU busy while loaders wait.
    RENDER_CONCURRENCY: optional(z.coerce.number().int().min(1).max(1000)).default(8),
    // The built-in test gateway (card pages served by the API) unless a real one is chosen.
    PAYMENT_GATEWAY: optional(z.enum(['test', 'myfatoorah'])).default('test'),
    MYFATOORAH_BASE_URL: optional(url).default('https://apitest.myfatoorah.com'),
    MYFATOORAH_API_KEY: optional(z.string()),
    MYFATOORAH_WEBHOOK_SECRET: optional(z.string()),
    // Background jobs (decision 0017): an order still unpaid this long after its latest attempt to pay is
    // checked with the gateway and expired, giving back its stock, wallet spend and voucher.
    ORDER_PAYMENT_TIMEOUT_MINUTES: optional(z.coerce.number().int().min(5).max(10_080)).default(30),
    // A shopper may ask to return lines of a delivered order for this many days after its delivery.
    RETURN_WINDOW_DAYS: optional(z.coerce.number().int().min(0).max(365)).default(14),
    // Days added to the clock that clears artists' earnings: browser tests pass the return window without
    // waiting. Refused in production.
    EARNINGS_CLOCK_SHIFT_DAYS: optional(z.coerce.number().int().min(0).max(365)).default(0),
    // Customised products (studio, bundle items) nobody bought, keeps in a cart or favours are deleted
    // with their files after this many days.
    CUSTOM_PRODUCT_RETENTION_DAYS: optional(z.coerce.number().int().min(1).max(3650)).default(30),
    // On SIGTERM: how long in-flight requests, running jobs and closing connections may take before the
    // process exits anyway (with 1). Keep it below the orchestrator's own grace period.
    SHUTDOWN_TIMEOUT_MS: optional(z.coerce.number().int().min(1000).max(600_000)).default(10_000),
    // After SIGTERM, how long the replica keeps serving (readiness already 503) before it closes its listener:
    // the load balancer's time to notice and stop sending. 0 alone, behind a balancer its check interval times
    // the failures it needs.
    SHUTDOWN_DRAIN_DELAY_MS: optional(z.coerce.number().int().min(0).max(120_000)).default(0),
    // Prometheus metrics on a port of their own, without a token (decision 0054); off unless set.
    METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
    // Prometheus metrics at /metrics on the public port, for this bearer token only; 404 there unless set.
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.EARNINGS_CLOCK_SHIFT_DAYS > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['EARNINGS_CLOCK_SHIFT_DAYS'],
        message: 'must be 0 in production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && !isRealSender(env.MAIL_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message:
          'must be a real sender address of the store\'s domain in production, e.g. "Store <no-reply@shop.example.com>"',
      });
    }
    for (const issue of mediaS3Problems(env)) ctx.addIssue({ code: 'custom', ...issue });
    if (env.PAYMENT_GATEWAY === 'myfatoorah') {
      for (const name of ['MYFATOORAH_API_KEY', 'MYFATOORAH_WEBHOOK_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required with PAYMENT_GATEWAY=myfatoorah',
          });
      }
      // Refused rather than warned about: MyFatoorah rejects every payment whose callback it cannot use,
      // so the store would start and then fail at each checkout.
      const problem = myFatoorahCallbackProblem(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          path: ['PUBLIC_URL'],
          message: `${problem} (PAYMENT_GATEWAY=myfatoorah)`,
        });
      }
    }
  })
  .transform((env) => {
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    const mediaBase = (env.MEDIA_BASE_URL ?? publicUrl).replace(/\/+$/, '');
    return {
      ...env,
      LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
      SEED_DEMO: env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
      MEDIA_DIR: env.MEDIA_DIR ?? join(env.DATA_DIR, 'media'),
      PUBLIC_URL: publicUrl,
      PUBLIC_HOST: (env.PUBLIC_HOST ?? new URL(publicUrl).hostname).toLowerCase(),
      MEDIA_BASE_URL: mediaBase,
      MEDIA_S3: mediaS3Options(env),
      // With the bucket, a CDN of its own serves the variants: /media/* sends browsers there. Never with
      // the folder, whose only CDN can be one pulling from /media itself (a redirect would loop).
      MEDIA_REDIRECT_BASE: env.MEDIA_S3_BUCKET && mediaBase !== publicUrl ? mediaBase : undefined,
      SESSION_SECRET: env.SESSION_SECRET ?? DEV_SECRET,
      // Cookies that sign in (the session, the social sign-in state, the guest's device) go only over
      // https in production, or whenever the store is served over https.
      SECURE_COOKIES: env.NODE_ENV === 'production' || publicUrl.startsWith('https:'),
    };
  });

export type Config = z.output<typeof EnvSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

// URLs may hold passwords and secrets are secret: only harmless values are echoed back.
const SHOWN_VALUES = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'RATE_LIMIT_PER_MINUTE',
  'RENDER_CONCURRENCY',
  'MAIL_FROM',
  'PAYMENT_GATEWAY',
  'SEED_DEMO',
  'BACKGROUND_REMOVAL_MODEL',
  'BACKGROUND_REMOVAL_IDLE_SECONDS',
  'JOB_CONCURRENCY_REMOVAL',
  'JOB_REMOVAL_TIMEOUT_SECONDS',
  'JOB_CONCURRENCY_MAIL',
  'JOB_CONCURRENCY_PRINT',
  'STUDIO_CREATES_PER_MINUTE',
  'ORDER_PAYMENT_TIMEOUT_MINUTES',
  'RETURN_WINDOW_DAYS',
  'EARNINGS_CLOCK_SHIFT_DAYS',
  'CUSTOM_PRODUCT_RETENTION_DAYS',
  'SHUTDOWN_TIMEOUT_MS',
  'SHUTDOWN_DRAIN_DELAY_MS',
  'METRICS_PORT',
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_REGION',
  'MEDIA_S3_FORCE_PATH_STYLE',
]);

// Every problem is reported at once, so a broken deployment is fixed in one round rather than one per variable.
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const value = typeof issue.path[0] === 'string' ? env[issue.path[0]] : undefined;
    const shown = value === undefined || !SHOWN_VALUES.has(name) ? '' : ` (got "${value}")`;
    return `  - ${name}: ${issue.message}${shown}`;
  });
  throw new ConfigError(`Invalid configuration, the server cannot start:\n${lines.join('\n')}`);
}
