import type { Connection } from 'mongoose';
import { isDuplicateKey } from './duplicate-key';

/** One row per seed ever applied: a unique _id makes a seed run once, even with two API processes starting. */
export const SEED_MARKERS_COLLECTION = 'seed_markers';

const markers = (connection: Connection) => connection.collection<{ _id: string; at: Date }>(SEED_MARKERS_COLLECTION);

export async function seedApplied(connection: Connection, marker: string): Promise<boolean> {
  return (await markers(connection).findOne({ _id: marker })) !== null;
}

/** True when this process is the one that wrote the marker, and so the one that seeds. */
export async function claimSeed(connection: Connection, marker: string): Promise<boolean> {
  try {
    await markers(connection).insertOne({ _id: marker, at: new Date() });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}
