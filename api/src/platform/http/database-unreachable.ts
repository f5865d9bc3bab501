import mongoose from 'mongoose';

/**
 * Driver errors that say the database could not be reached or dropped the connection, not that the request was
 * wrong: each means "try again shortly" (503 with Retry-After), never a 500. `MongoPoolClearedError` is the one
 * the outage drill caught as a 500: a pool cleared because another operation on it had just failed.
 */
const UNREACHABLE_ERRORS = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoPoolClearedError',
  'PoolClearedOnNetworkError',
  'MongoPoolClosedError',
  'MongoWaitQueueTimeoutError',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoServerClosedError',
  'MongoClientClosedError',
  // The API uses no sessions of its own: the driver's implicit one ends only when the client closes under an
  // operation (the database watchdog replacing a stuck connection).
  'MongoExpiredSessionError',
]);

/**
 * Server answers meaning "not now" rather than "no": a member shutting down, a replica set electing a new primary,
 * a host the server itself could not reach (HostUnreachable 6, HostNotFound 7, NetworkTimeout 89,
 * ShutdownInProgress 91, PrimarySteppedDown 189, SocketException 9001, NotWritablePrimary 10107,
 * InterruptedAtShutdown 11600, InterruptedDueToReplStateChange 11602, NotPrimaryNoSecondaryOk 13435,
 * NotPrimaryOrSecondary 13436), and a majority that did not confirm a write in time (WriteConcernFailed 64, see
 * database/write-concern.ts).
 */
const UNAVAILABLE_CODES = new Set([6, 7, 64, 89, 91, 189, 9001, 10107, 11600, 11602, 13435, 13436]);

/** Labels the driver puts on errors it considers transient, whatever their class. */
const TRANSIENT_LABELS = ['RetryableWriteError', 'ResetPool'];

/** Socket errors that reach us unwrapped (the driver usually wraps them in MongoNetworkError). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);

/**
 * The wording of "no connection" from mongoose (bufferCommands is off) and the driver, and FerretDB's answer to an
 * operation its own shutdown cut off ("... context canceled", an InternalError by code).
 */
const NOT_CONNECTED_WORDING =
  /before initial connection|not connected|Client must be connected|Topology is closed|connection .*closed|socket .*ended by the other party|context canceled/i;

interface DriverErrorShape {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  hasErrorLabel?: (label: string) => boolean;
}

function isUnreachableItself(error: DriverErrorShape): boolean {
  if (typeof error.name === 'string' && UNREACHABLE_ERRORS.has(error.name)) return true;
  if (typeof error.code === 'string' && SOCKET_CODES.has(error.code)) return true;
  if (typeof error.hasErrorLabel === 'function' && TRANSIENT_LABELS.some((label) => error.hasErrorLabel?.(label))) {
    return true;
  }
  const fromDatabaseLayer =
    (error as unknown) instanceof mongoose.Error || (typeof error.name === 'string' && error.name.startsWith('Mongo'));
  if (!fromDatabaseLayer) return false;
  if (typeof error.code === 'number' && UNAVAILABLE_CODES.has(error.code)) return true;
  return typeof error.message === 'string' && NOT_CONNECTED_WORDING.test(error.message);
}

/** Whether this error, or one it wraps (`cause`, a few levels deep), means the database is unreachable. */
export function isDatabaseUnreachable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth++) {
    if (isUnreachableItself(current as DriverErrorShape)) return true;
    current = (current as DriverErrorShape).cause;
  }
  return false;
}
