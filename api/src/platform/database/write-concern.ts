/**
 * For the records a parent paid or applied with: acknowledged only once a majority of the replica set holds them,
 * so a failover never rolls back a payment or an application the parent was told about. Waits at most 10 s for
 * the majority, then fails (503) rather than hang. FerretDB (one server, no replica set) accepts it and has
 * nothing to wait for.
 */
export const MAJORITY_WRITE_CONCERN = { w: 'majority', wtimeout: 10_000 } as const;
