import { Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { COLLECTIONS } from '@icast/contracts';
import { createContextAppOnEmptyDatabase, databaseOf } from './test-app';

/** How many times an app with this module started: each start costs a file seconds of CPU in the API suite. */
let starts = 0;

@Injectable()
class StartCounter implements OnApplicationBootstrap {
  onApplicationBootstrap(): void {
    starts += 1;
  }
}

@Module({ providers: [StartCounter] })
class CountedModule {}

describe('an app started on an empty database for a spec', () => {
  const apps: NestExpressApplication[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it("starts once on the file's new database, with every index the app declares in place", async () => {
    const app = await createContextAppOnEmptyDatabase([CountedModule]);
    apps.push(app);
    expect(starts).toBe(1);
    const staffIndexes = await databaseOf(app).collection(COLLECTIONS.staff).indexes();
    expect(staffIndexes).toContainEqual(expect.objectContaining({ key: { email: 1 }, unique: true }));
  });

  it('empties a database the file has used before it starts again', async () => {
    await databaseOf(apps[0]!).collection(COLLECTIONS.staff).insertOne({ email: 'left@icast.test' });
    const before = starts;
    const app = await createContextAppOnEmptyDatabase([CountedModule]);
    apps.push(app);
    expect(await databaseOf(app).collection(COLLECTIONS.staff).countDocuments({ email: 'left@icast.test' })).toBe(0);
    const staffIndexes = await databaseOf(app).collection(COLLECTIONS.staff).indexes();
    expect(staffIndexes).toContainEqual(expect.objectContaining({ key: { email: 1 }, unique: true }));
    // A start to empty it and the start the spec gets.
    expect(starts - before).toBe(2);
  });
});
