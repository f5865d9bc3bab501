/**
 * How the API talks to the database, for the first connection and for one the watchdog makes again. Fail fast:
 * with the database down a request gets its 503 in about 1.5 s rather than hanging in a buffer (the outage drill
 * holds us to 2 s).
 */
export const CONNECTION_OPTIONS = { serverSelectionTimeoutMS: 1500, bufferCommands: false } as const;
