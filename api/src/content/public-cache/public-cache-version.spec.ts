import type { Connection } from 'mongoose';
import { PUBLIC_VERSION_ID, PublicCacheVersion } from './public-cache-version';
import { PublicReadCache } from './public-read-cache';

/** A promise this test settles by hand, to hold a database call at the moment that matters. */
function held<T>() {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** The shared stamp's row as a tiny in-memory collection; `holdNextRead` makes the next findOne wait. */
function fakeDatabase() {
  let stored: { _id: string; version: string } | null = null;
  let nextRead: ReturnType<typeof held<void>> | undefined;
  let nextWrite: ReturnType<typeof held<void>> | undefined;
  const collection = {
    findOne: jest.fn(async () => {
      const answer = stored && { ...stored };
      const gate = nextRead;
      nextRead = undefined;
      if (gate) await gate.promise;
      return answer;
    }),
    updateOne: jest.fn(async (_filter: unknown, update: { $set: { version: string } }) => {
      const gate = nextWrite;
      nextWrite = undefined;
      if (gate) await gate.promise;
      stored = { _id: PUBLIC_VERSION_ID, version: update.$set.version };
    }),
  };
  return {
    connection: { collection: () => collection } as unknown as Connection,
    collection,
    /** Another API instance writes. */
    stampFromElsewhere: (version: string) => (stored = { _id: PUBLIC_VERSION_ID, version }),
    holdNextRead: () => (nextRead = held<void>()),
    holdNextWrite: () => (nextWrite = held<void>()),
  };
}

async function instance() {
  const database = fakeDatabase();
  const version = new PublicCacheVersion(new PublicReadCache(), database.connection);
  const changes = jest.fn();
  version.onChange(changes);
  database.stampFromElsewhere('stamp-before');
  await version.poll();
  changes.mockClear();
  return { database, version, changes };
}

describe('PublicCacheVersion', () => {
  it('clears the cache once when another instance stamps a new version, and not again for the same stamp', async () => {
    const { database, version, changes } = await instance();
    database.stampFromElsewhere('stamp-from-another-instance');
    await version.poll();
    await version.poll();
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('drops a poll that read the old stamp while this instance wrote a new one', async () => {
    const { database, version, changes } = await instance();
    const read = database.holdNextRead();
    const polling = version.poll();
    await version.changed();
    read.settle();
    await polling;
    await version.poll();
    await version.poll();
    // The write's own clear, and nothing after it: the old stamp read during the write is not news.
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('answers a poll asked for while another is under way when that one has read, never before', async () => {
    const { database, version, changes } = await instance();
    database.stampFromElsewhere('stamp-from-another-instance');
    const read = database.holdNextRead();
    const timerPoll = version.poll();
    let asked = false;
    const askedPoll = version.poll().then(() => (asked = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toBe(false);
    read.settle();
    await Promise.all([timerPoll, askedPoll]);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(database.collection.findOne).toHaveBeenCalledTimes(2);
  });

  it('does not poll while its own stamp is still on the way to the database', async () => {
    const { database, version, changes } = await instance();
    const write = database.holdNextWrite();
    const writing = version.changed();
    database.collection.findOne.mockClear();
    await version.poll();
    expect(database.collection.findOne).not.toHaveBeenCalled();
    write.settle();
    await writing;
    await version.poll();
    expect(database.collection.findOne).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(1);
  });
});
