import type { Connection } from 'mongoose';
import { COLLECTIONS } from '@icast/contracts';
import type { KeptValue, KeptValueStore } from '../http/refreshing-value';

interface KeptFiguresRow {
  _id: string;
  /** The figures as JSON: whatever keys they have, the database sees one string. */
  json: string;
  computedAt: Date;
}

/**
 * The last figures of a slow count (RefreshingValue's `kept`), one row per `name` read by `_id` (the one lookup
 * FerretDB answers without scanning), so an API that just started answers with them at once. Only counts belong
 * here: never names or contacts, which an erasure must be able to find.
 */
export function keptFigures<T>(connection: Connection, name: string): KeptValueStore<T> {
  const rows = () => connection.collection<KeptFiguresRow>(COLLECTIONS.keptFigures);
  return {
    async load(): Promise<KeptValue<T> | undefined> {
      const row = await rows().findOne({ _id: name });
      return row ? { value: JSON.parse(row.json) as T, computedAt: row.computedAt.getTime() } : undefined;
    },
    async save({ value, computedAt }: KeptValue<T>): Promise<void> {
      await rows().updateOne(
        { _id: name },
        { $set: { json: JSON.stringify(value), computedAt: new Date(computedAt) } },
        { upsert: true },
      );
    },
  };
}
