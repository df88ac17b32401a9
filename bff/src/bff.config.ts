import { BLOG_IMAGE_LIMITS } from '@comarketing/contracts';
import { envFlag, eventNamespaceSchema, eventQueueExpirySchema, loadConfig, portSchema, serviceConfigSchema, trustProxySchema } from '@comarketing/server-kit';
import { defaultRemoteManifestPath, REMOTE_NAMES, type RemoteName, REMOTES, SERVICE_NAMES, SERVICES } from '@comarketing/platform-registry';
import { resolve } from 'node:path';
import { z } from 'zod';
import { SIGN_IN_ADDRESS_LIMIT, SIGN_IN_NETWORK_LIMIT } from './auth/auth-limits';

/** One per tab is plenty; a few spare for tabs still closing. */
export const DEFAULT_LIVE_STREAMS_PER_USER = 10;

/** A DNS name or an IP address (IPv6 in brackets), as a Host header names a site. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])$/i;

const url = (name: string) => z.string().url({ message: `${name} must be a URL` });

type ServiceUrlVariable = (typeof SERVICES)[keyof typeof SERVICES]['urlVariable'];
type RemoteUrlVariable = (typeof REMOTES)[keyof typeof REMOTES]['urlVariable'];

/** Each service's base URL (ACCOUNTS_URL, ...), one per service of the registry. */
const serviceUrls = Object.fromEntries(SERVICE_NAMES.map((name) => [SERVICES[name].urlVariable, url(SERVICES[name].urlVariable)])) as Record<
  ServiceUrlVariable,
  z.ZodString
>;

/** Where each remote's mf-manifest.json is; by default the BFF serves the built remotes itself. */
const remoteUrls = Object.fromEntries(REMOTE_NAMES.map((name) => [REMOTES[name].urlVariable, z.string().default(defaultRemoteManifestPath(name))])) as Record<
  RemoteUrlVariable,
  z.ZodDefault<z.ZodString>
>;

export const bffConfigSchema = z.object({
  PORT: portSchema.default(8080),
  HOST: z.string().default('127.0.0.1'),
  /**
   * The origin browsers use, e.g. https://comarketing.example: state-changing requests may come from
   * it, and upload addresses are built on it (without it they are paths on the browser's own origin).
   */
  PUBLIC_ORIGIN: z.string().url().optional(),
  /** The proxies in front of the BFF whose X-Forwarded-* headers count (none by default). */
  TRUST_PROXY: trustProxySchema,
  /**
   * Host names the BFF answers for besides localhost, 127.0.0.1, [::1] and PUBLIC_ORIGIN's, separated
   * by commas (any other Host gets 421: see web/allowed-hosts.middleware.ts).
   */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((name) => name.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(HOST_NAME, 'ALLOWED_HOSTS must be host names separated by commas, without scheme or port (e.g. comarketing.example,www.comarketing.example)'))),
  DATABASE_URL: url('DATABASE_URL'),
  AMQP_URL: z.string().url().optional(),
  EVENT_NAMESPACE: eventNamespaceSchema,
  EVENT_QUEUE_EXPIRES_MS: eventQueueExpirySchema,
  ...serviceConfigSchema.pick({ EVENT_MAX_RETRIES: true, EVENT_RETRY_DELAY_MS: true, EVENT_OUTAGE_RETRY_MS: true, EVENT_OUTAGE_MAX_DELAY_MS: true }).shape,
  ...serviceUrls,
  INTERNAL_TOKEN: z.string().min(16, 'INTERNAL_TOKEN must be at least 16 characters'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
  // An admin session ends after this long unused, and this long after sign-in whatever happens.
  ADMIN_SESSION_IDLE_SECONDS: z.coerce.number().int().min(5).default(30 * 60),
  ADMIN_SESSION_MAX_HOURS: z.coerce.number().positive().max(24).default(12),
  /** Send the session cookie only over HTTPS; set it wherever TLS terminates in front of the BFF. */
  COOKIE_SECURE: envFlag,
  SERVICE_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  ...remoteUrls,
  /** Folder holding shells/host/dist and remotes/<name>/dist (the workspace root by default). */
  WEB_ROOT: z.string().optional(),
  BODY_LIMIT: z.string().default('1mb'),
  /** The content service's image limit, read here too so a larger image is refused (413) before it is sent on. */
  CONTENT_MEDIA_MAX_MB: z.coerce.number().min(0.1).max(BLOG_IMAGE_LIMITS.maxMbCeiling).default(BLOG_IMAGE_LIMITS.defaultMaxMb),
  /** Live-update streams one user may hold open on one BFF instance; a new one beyond closes the oldest. */
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(DEFAULT_LIVE_STREAMS_PER_USER),
  /** Failed sign-in attempts per client address per 15 minutes (see auth/auth-limits.ts). */
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(SIGN_IN_ADDRESS_LIMIT),
  /** Failed sign-in attempts from browsers not known for the account, per network (IPv4 /24, IPv6 /48) per 15 minutes. */
  SIGN_IN_LIMIT_PER_NETWORK: z.coerce.number().int().min(1).default(SIGN_IN_NETWORK_LIMIT),
  /** Sign-ups per client address per hour (see auth/auth-limits.ts). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Sign-ups per network (IPv4 /24, IPv6 /48) per hour. */
  SIGNUP_LIMIT_PER_NETWORK: z.coerce.number().int().min(1).default(60),
  /**
   * Sign-ups and sign-ins from browsers not known for the account, per minute over every BFF
   * instance, from which such requests must carry a solved proof of work (auth/proof-of-work);
   * 0 asks always. A 'busy' hashing bound also turns it on for a minute.
   */
  PROOF_OF_WORK_PRESSURE_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  /** E-mail changes per client address, and per account, per hour. */
  EMAIL_CHANGE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Reset links asked for per e-mail address per hour (so nobody can fill someone's inbox). */
  PASSWORD_RESET_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** Reset links asked for per client address per hour. */
  PASSWORD_RESET_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Confirmation mails asked for per account per hour. */
  VERIFICATION_MAIL_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** Confirmation mails asked for per client address per hour, whichever accounts ask (one sender with many accounts). */
  VERIFICATION_MAIL_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  /** Confirmation mails one e-mail address may be sent per hour, whoever asks: sign-ups naming it (taken or not), changes to it, resends (see auth/auth-limits.ts). */
  EMAIL_TARGET_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(4),
  /**
   * Sign-ups handled at once by one BFF instance (each costs a password hash); more wait briefly,
   * then 503. Two keep the accounts service's hashing busy (one hashes while the other does its
   * database work); more only add contention (measured: bench/README.md).
   */
  SIGNUP_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(2),
  /** Folder for uploaded images (the local-disk storage); shared by every BFF instance. */
  UPLOAD_DIR: z.string().default(resolve(__dirname, '../../.data/uploads')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type BffConfig = z.infer<typeof bffConfigSchema>;

export function loadBffConfig(env: Record<string, string | undefined> = process.env): BffConfig {
  return loadConfig(bffConfigSchema, env);
}

export const BFF_CONFIG = 'bff:config';

/** The workspace folder the built web apps are served from (WEB_ROOT, else this checkout). */
export function webRootOf(config: BffConfig): string {
  return config.WEB_ROOT ?? resolve(__dirname, '../..');
}

/** Where the host loads each remote's manifest from, by remote name (served as /mf/remotes.json). */
export function remoteManifestUrls(config: BffConfig): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, config[REMOTES[name].urlVariable]])) as Record<RemoteName, string>;
}
