import mongoose from 'mongoose';
import { isDatabaseUnreachable } from './database-unreachable';
import { toErrorResponse } from './error-response';

// The driver's own classes, as mongoose loads them (PoolClearedError is internal to the driver: no public export).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PoolClearedError } = require(
  require.resolve('mongodb/lib/cmap/errors', {
    paths: [require.resolve('mongoose')],
  }),
) as { PoolClearedError: new (pool: object) => Error };
const { mongo } = mongoose;
const pool = { address: '127.0.0.1:27017', serverError: new mongo.MongoNetworkError('connection reset') };
const request = { method: 'POST', url: '/api/visitor' };

describe('isDatabaseUnreachable: every driver error meaning "the database is not there" is a 503', () => {
  it.each<[string, unknown]>([
    ['MongoPoolClearedError (a pool cleared after another operation failed)', new PoolClearedError(pool)],
    ['MongoNetworkError', new mongo.MongoNetworkError('connection 3 to 127.0.0.1:27017 closed')],
    ['MongoNetworkTimeoutError', new mongo.MongoNetworkTimeoutError('timed out')],
    [
      'MongoServerSelectionError',
      new mongo.MongoServerSelectionError('connect ECONNREFUSED 127.0.0.1:27017', { servers: new Map() } as never),
    ],
    ['MongooseServerSelectionError', Object.assign(new Error('x'), { name: 'MongooseServerSelectionError' })],
    ['MongoNotConnectedError', new mongo.MongoNotConnectedError('must be connected')],
    ['MongoTopologyClosedError', new mongo.MongoTopologyClosedError()],
    ['MongoServerClosedError', new mongo.MongoServerClosedError()],
    ['MongoClientClosedError', new mongo.MongoClientClosedError()],
    ['an operation whose client closed under it', new mongo.MongoExpiredSessionError()],
    ['a server shutting down (ShutdownInProgress 91)', new mongo.MongoServerError({ message: 'shutdown', code: 91 })],
    ['a stepped-down primary (NotWritablePrimary 10107)', new mongo.MongoServerError({ message: 'x', code: 10107 })],
    ['a write the driver labels retryable', labelled(new mongo.MongoServerError({ message: 'x', code: 1 }))],
    [
      'a socket the other side ended (EPIPE)',
      Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' }),
    ],
    ['a refused connection (ECONNREFUSED)', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    [
      'mongoose with no connection',
      new mongoose.Error('Cannot call `visitors.insertOne()` before initial connection is complete'),
    ],
    [
      "FerretDB's answer to an operation its shutdown cut off",
      new mongo.MongoServerError({
        message:
          '[msg_insert.go:168 handler.(*Handler).MsgInsert] [db.go:134 fsql.(*DB).InTransaction] context canceled',
        code: 1,
      }),
    ],
    ['an error whose cause is a network error', new Error('wrapped', { cause: new mongo.MongoNetworkError('reset') })],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    expect(toErrorResponse(error, request).body.statusCode).toBe(503);
  });

  it.each<[string, unknown]>([
    ['a duplicate key', new mongo.MongoServerError({ message: 'E11000', code: 11000 })],
    ['a bad query', new mongo.MongoServerError({ message: 'unknown operator', code: 2 })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['an unrelated error with a numeric code', Object.assign(new Error('x'), { code: 91 })],
  ])('but not %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});

function labelled(error: InstanceType<typeof mongo.MongoServerError>) {
  error.addErrorLabel('RetryableWriteError');
  return error;
}
