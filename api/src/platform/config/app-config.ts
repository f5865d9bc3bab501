import type { LogLevel } from '@nestjs/common';
import type { PaymentMode } from './payment-environment';
import type { StaffRole } from '@icast/contracts';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

/** Least to most severe, as LOG_LEVEL names them; a level enables itself and everything after it. */
export const LOG_LEVELS = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'] as const satisfies readonly LogLevel[];

export interface AppConfigValues {
  nodeEnv: NodeEnv;
  port: number;
  mongodbUri: string;
  /** Browser origins allowed by CORS; empty means CORS stays off (the shell proxies /api). */
  corsOrigins: string[];
  publicSiteUrl: string;
  /** API_DOCS_PUBLIC: in production Swagger (/api/docs) is for signed-in staff only unless this is true. */
  apiDocsPublic: boolean;
  jwtSecret: string | undefined;
  logLevel: LogLevel;
  auth: AuthConfig;
  /** One fee for every page and the chat assistant (the original site disagreed with itself). */
  admissions: AdmissionsConfig;
  payments: PaymentsConfig;
  /** Where the campus portals live; /portal appends each portal's code. */
  portalBaseUrl: string;
  /** The mail relay and the optional SMS provider behind the outbox. */
  messaging: MessagingConfig;
  ops: OpsConfig;
  /** The key that encrypts the families' documents at rest, and the earlier ones still readable. */
  documents: DocumentsKeyConfig;
  /** TEST_CLOCK_FILE (never in production): the file a test site's clock offset is read from (jobs/test-clock.ts). */
  testClockFile: string | undefined;
}

export interface DocumentsKeyConfig {
  /** DOCUMENTS_KEY_ID, stored with every file it encrypts. */
  keyId: string;
  /** DOCUMENTS_KEY: 32 bytes for AES-256-GCM. */
  key: Buffer;
  /** DOCUMENTS_OLD_KEYS by id: files still under an earlier key stay readable until the rotation re-encrypts them. */
  oldKeys: Map<string, Buffer>;
  /** True outside production without DOCUMENTS_KEY: the fixed development key (refused in production). */
  development: boolean;
}

export interface Mailbox {
  name?: string;
  address: string;
}

export interface MessagingConfig {
  /** Undefined outside production when unset: e-mail waits in the outbox until a relay is configured. */
  smtpUrl: string | undefined;
  mailFrom: Mailbox;
  /** The school office, so a parent's reply reaches a person. */
  mailReplyTo: Mailbox;
  /** Undefined: no SMS is queued. */
  sms: SmsConfig | undefined;
}

export interface SmsConfig {
  providerUrl: string;
  apiKey: string;
  senderId: string;
}

/** express's `trust proxy`: no proxy, a hop count, or the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

export interface OpsConfig {
  /** TRUST_PROXY: whose X-Forwarded-For (client address) and X-Request-Id the API believes. */
  trustProxy: TrustProxy;
  /** METRICS_TOKEN: a bearer token that opens /api/metrics from outside the internal network. */
  metricsToken: string | undefined;
  /** HSTS_INCLUDE_SUBDOMAINS: HSTS (production, HTTPS only) covers the site's subdomains too. */
  hstsIncludeSubDomains: boolean;
}

export interface PaymentsConfig {
  /** `sandbox`: test mode, the API's own sandbox plays Paystack and every page says TEST MODE. */
  mode: PaymentMode;
  /** Set exactly when mode is `paystack`. */
  paystackSecretKey: string | undefined;
  paystackBaseUrl: string;
  paystackTimeoutMs: number;
}

export interface AuthConfig {
  /** Signing key for session tokens: JWT_SECRET, or (outside production) a random one made at start. */
  jwtSecret: string;
  /** True when jwtSecret was generated, so sessions end when the process restarts. */
  jwtSecretGenerated: boolean;
  /** Session length in seconds (JWT_EXPIRES_IN, e.g. 2h, 30m, 3600). */
  jwtExpiresInSeconds: number;
  /** The first admin, created only while the staff collection is empty. */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Roles that must sign in with a second factor (SECOND_FACTOR_REQUIRED_ROLES; admin and admissions by default). */
  secondFactorRequiredRoles: readonly StaffRole[];
}

export interface AdmissionsConfig {
  applicationFeeNaira: number;
  formValidityDays: number;
  /** ACADEMIC_YEAR when set: replaces the year the date gives (see AcademicYear in site-content). */
  academicYear: string | undefined;
}

/** The validated environment. A class so Nest can inject it by type. */
export class AppConfig implements AppConfigValues {
  declare readonly nodeEnv: NodeEnv;
  declare readonly port: number;
  declare readonly mongodbUri: string;
  declare readonly corsOrigins: string[];
  declare readonly publicSiteUrl: string;
  declare readonly apiDocsPublic: boolean;
  declare readonly jwtSecret: string | undefined;
  declare readonly logLevel: LogLevel;
  declare readonly auth: AuthConfig;
  declare readonly admissions: AdmissionsConfig;
  declare readonly payments: PaymentsConfig;
  declare readonly portalBaseUrl: string;
  declare readonly messaging: MessagingConfig;
  declare readonly ops: OpsConfig;
  declare readonly documents: DocumentsKeyConfig;
  declare readonly testClockFile: string | undefined;

  constructor(values: AppConfigValues) {
    Object.assign(this, values);
  }

  get enabledLogLevels(): LogLevel[] {
    return LOG_LEVELS.slice(LOG_LEVELS.indexOf(this.logLevel as (typeof LOG_LEVELS)[number]));
  }
}
