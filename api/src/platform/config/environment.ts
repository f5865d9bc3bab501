import { DEFAULT_PORTAL_BASE_URL } from '@icast/content';
import { isAcademicYear } from '@icast/contracts';
import { AppConfig, LOG_LEVELS, NODE_ENVS, type NodeEnv } from './app-config';
import { readAuthEnvironment } from './auth-environment';
import { readDocumentsEnvironment } from './documents-environment';
import { readMessagingEnvironment } from './messaging-environment';
import { readOpsEnvironment } from './ops-environment';
import { readPaymentMode } from './payment-environment';
import { readTestClockFile } from './test-clock-environment';

/** Thrown before Nest starts; main.ts prints its one-line message and exits 1. */
export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment: ${problems.join('; ')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** Connection strings may carry a password: never echo it back. */
function redactCredentials(value: string): string {
  return value.replace(/\/\/([^:/@]+):([^@/]+)@/, '//$1:***@');
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isOrigin(value: string): boolean {
  return isHttpUrl(value) && new URL(value).origin === value;
}

/** Reads every variable, collects every problem, and returns a typed config or throws them all on one line. */
export function validateEnvironment(env: NodeJS.ProcessEnv): AppConfig {
  const problems: string[] = [];
  // An empty value counts as unset, so `FOO=` in a compose file falls back to the default.
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const nodeEnv = read('NODE_ENV') ?? 'development';
  if (!(NODE_ENVS as readonly string[]).includes(nodeEnv)) {
    problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnv}")`);
  }

  const rawPort = read('API_PORT') ?? '4000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    problems.push(`API_PORT must be an integer between 1 and 65535 (got "${rawPort}")`);
  }

  const mongodbUri = read('MONGODB_URI');
  if (mongodbUri === undefined) {
    problems.push('MONGODB_URI is required (e.g. mongodb://127.0.0.1:27017/icast)');
  } else if (!/^mongodb(\+srv)?:\/\//.test(mongodbUri)) {
    problems.push(`MONGODB_URI must start with mongodb:// or mongodb+srv:// (got "${redactCredentials(mongodbUri)}")`);
  }

  const corsOrigins = (read('CORS_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const badOrigin = corsOrigins.find((origin) => !isOrigin(origin));
  if (badOrigin !== undefined) {
    problems.push(
      `CORS_ORIGINS must be a comma-separated list of origins like https://example.org (got "${badOrigin}")`,
    );
  }

  const publicSiteUrl = read('PUBLIC_SITE_URL') ?? 'http://localhost:3000';
  if (!isHttpUrl(publicSiteUrl)) {
    problems.push(`PUBLIC_SITE_URL must be an http(s) URL (got "${publicSiteUrl}")`);
  }

  const rawDocsPublic = read('API_DOCS_PUBLIC') ?? 'false';
  if (rawDocsPublic !== 'true' && rawDocsPublic !== 'false') {
    problems.push(`API_DOCS_PUBLIC must be true or false (got "${rawDocsPublic}")`);
  }

  const auth = readAuthEnvironment(read, nodeEnv, problems);

  const logLevel = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'log');
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const rawFee = read('APPLICATION_FEE_NAIRA') ?? '5000';
  const applicationFeeNaira = Number(rawFee);
  if (!/^\d+$/.test(rawFee) || applicationFeeNaira < 100 || applicationFeeNaira > 10_000_000) {
    problems.push(`APPLICATION_FEE_NAIRA must be a whole number of naira between 100 and 10000000 (got "${rawFee}")`);
  }

  const rawValidity = read('FORM_VALIDITY_DAYS') ?? '30';
  const formValidityDays = Number(rawValidity);
  if (!/^\d+$/.test(rawValidity) || formValidityDays < 1 || formValidityDays > 365) {
    problems.push(`FORM_VALIDITY_DAYS must be a whole number of days between 1 and 365 (got "${rawValidity}")`);
  }

  // Unset: the year follows the date (academicYearOn); set: it replaces the date's (docs/decisions/admissions.md).
  const academicYear = read('ACADEMIC_YEAR');
  if (academicYear !== undefined && !isAcademicYear(academicYear)) {
    problems.push(`ACADEMIC_YEAR must look like 2026-2027 (got "${academicYear}")`);
  }

  const { mode: paymentMode, paystackSecretKey } = readPaymentMode(read, nodeEnv, problems);

  const paystackBaseUrl = read('PAYSTACK_BASE_URL') ?? 'https://api.paystack.co';
  if (!isHttpUrl(paystackBaseUrl)) {
    problems.push(`PAYSTACK_BASE_URL must be an http(s) URL (got "${paystackBaseUrl}")`);
  }

  const rawTimeout = read('PAYSTACK_TIMEOUT_MS') ?? '15000';
  const paystackTimeoutMs = Number(rawTimeout);
  if (!/^\d+$/.test(rawTimeout) || paystackTimeoutMs < 100 || paystackTimeoutMs > 120_000) {
    problems.push(
      `PAYSTACK_TIMEOUT_MS must be a whole number of milliseconds between 100 and 120000 (got "${rawTimeout}")`,
    );
  }

  const portalBaseUrl = read('PORTAL_BASE_URL') ?? DEFAULT_PORTAL_BASE_URL;
  if (!isHttpUrl(portalBaseUrl)) {
    problems.push(`PORTAL_BASE_URL must be an http(s) URL (got "${portalBaseUrl}")`);
  }

  const messaging = readMessagingEnvironment(read, problems);
  const ops = readOpsEnvironment(read, problems);
  const documents = readDocumentsEnvironment(read, nodeEnv, problems);
  const testClockFile = readTestClockFile(read, nodeEnv, problems);

  if (problems.length > 0) throw new InvalidEnvironmentError(problems);
  return new AppConfig({
    nodeEnv: nodeEnv as NodeEnv,
    port,
    mongodbUri: mongodbUri as string,
    corsOrigins,
    publicSiteUrl: publicSiteUrl.replace(/\/+$/, ''),
    apiDocsPublic: rawDocsPublic === 'true',
    jwtSecret: auth.jwtSecretGenerated ? undefined : auth.jwtSecret,
    auth,
    logLevel: logLevel as AppConfig['logLevel'],
    admissions: { applicationFeeNaira, formValidityDays, academicYear },
    payments: {
      mode: paymentMode,
      paystackSecretKey,
      paystackBaseUrl: paystackBaseUrl.replace(/\/+$/, ''),
      paystackTimeoutMs,
    },
    portalBaseUrl: portalBaseUrl.replace(/\/+$/, ''),
    messaging,
    ops,
    documents,
    testClockFile,
  });
}
