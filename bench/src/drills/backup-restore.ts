import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { COLLECTIONS } from '@icast/contracts';
import { backupDatabase, compareSummaries, requestFrom, restoreDatabase, summarizeDatabase } from '@icast/stack';
import { BENCH_ADMIN } from '../environment';
import { frontDoor } from './front-door';
import { judge, type Drill } from './types';

/** A valid PNG (8x8, random pixels after the header do not matter to the type check, which reads the magic bytes). */
const PNG = Buffer.concat([
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
  randomBytes(64 * 1024),
]);
const EDITOR = { email: `restored-editor-${Date.now()}@icast.test`, password: 'violet harbour candle 58 tundra' };
const KEPT = [
  COLLECTIONS.payments,
  COLLECTIONS.applications,
  COLLECTIONS.blogPosts,
  COLLECTIONS.blogImages,
  COLLECTIONS.staff,
];
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The school's records through the site, a backup, the database wiped, the backup restored: all back, site works. */
export const backupRestore: Drill = {
  name: 'backup, database wiped, restore',
  expectation:
    'every payment, application, post, image and staff account back, counts and checksums equal; the site works',
  async run(context) {
    const { nginx } = await frontDoor(context);
    const url = (route: string) => `${nginx.baseUrl}${route}`;
    const signIn = (account: { email: string; password: string }) =>
      requestFrom('127.0.70.1', url('/api/auth/login'), { body: account });
    const cookieOf = (answer: { headers: Record<string, string | string[] | undefined> }) =>
      [answer.headers['set-cookie'] ?? []]
        .flat()
        .map((value) => value.split(';')[0])
        .join('; ');

    // Records made the way staff and parents make them.
    const cookie = cookieOf(await signIn(BENCH_ADMIN));
    await requestFrom('127.0.70.1', url('/api/auth/staff'), {
      body: { ...EDITOR, name: 'Restored Editor', role: 'editor' },
      headers: { cookie },
    });
    const form = new FormData();
    form.set('title', 'Restored after the drill');
    form.set('content', 'This post and its picture must survive a wiped database.');
    form.set('category', 'Notices');
    form.set('isPublished', 'true');
    form.set('isFeatured', 'false');
    form.set('image', new Blob([PNG], { type: 'image/png' }), 'restored.png');
    const post = (await (
      await fetch(url('/api/blog/add-blog'), { method: 'POST', body: form, headers: { cookie } })
    ).json()) as {
      _id?: string;
      imageUrl?: string;
    };
    const applied = await requestFrom('127.0.70.2', url('/api/form'), {
      body: {
        surname: 'Restore',
        firstname: 'Temi',
        sex: 'female',
        dob: '2018-05-14',
        state: 'Oyo',
        fatherSurname: 'Restore',
        fatherFirstname: 'Kunle',
        relationshipOfFather: 'Father',
        motherSurname: 'Restore',
        motherFirstname: 'Funke',
        relationshipOfMother: 'Mother',
        intelligenceRating: 'good',
      },
    });
    const reference = String((JSON.parse(applied.body) as { reference?: string }).reference);
    const paid = await requestFrom('127.0.70.3', url('/api/payment/initialize'), {
      body: { first_name: 'Restore', last_name: 'Payer', email: 'restore@example.com', phone: '08031234567' },
    });
    const paymentReference = String((JSON.parse(paid.body) as { reference?: string }).reference);

    const folder = await mkdtemp(path.join(os.tmpdir(), 'icast-drill-backup-'));
    const client = await MongoClient.connect(context.site.database.uri);
    try {
      const db = client.db();
      const before = await summarizeDatabase(db);
      const file = path.join(folder, 'drill.backup.gz');
      const manifest = await backupDatabase(db, file);
      await db.dropDatabase();
      const signInWhileWiped = (await signIn(BENCH_ADMIN)).status;
      await restoreDatabase(db, file);
      const differences = compareSummaries(before, await summarizeDatabase(db));

      const adminBack = await signIn(BENCH_ADMIN);
      const editorBack = (await signIn(EDITOR)).status;
      const image = await fetch(url(post.imageUrl ?? '/missing'));
      const imageSame = image.ok && sha256(Buffer.from(await image.arrayBuffer())) === sha256(PNG);
      const lookup = await requestFrom('127.0.70.4', url('/api/form/status'), {
        body: { reference, dob: '2018-05-14' },
      });
      const payments = await requestFrom('127.0.70.1', url(`/api/payment/getAllPayment?q=${paymentReference}`), {
        headers: { cookie: cookieOf(adminBack) },
      });
      const counts = KEPT.map((name) => `${name} ${manifest.collections[name]?.count ?? 0}`).join(', ');

      return judge(
        `backed up ${Object.keys(manifest.collections).length} collections (${counts}); sign-in while wiped ` +
          `${signInWhileWiped}; after restore: ${differences.length === 0 ? 'every count and checksum equal' : differences.join('; ')}, ` +
          `admin ${adminBack.status}, editor ${editorBack}, image ${image.status}${imageSame ? ' same bytes' : ' DIFFERENT'}, ` +
          `status lookup ${lookup.status}, payment listed ${payments.body.includes(paymentReference)}`,
        {
          'the records were made (post with image, application, payment)':
            Boolean(post._id) && applied.status === 201 && paid.status === 200,
          'the backup holds payments, applications, posts, images and staff': KEPT.every(
            (name) => (manifest.collections[name]?.count ?? 0) > 0,
          ),
          'the wipe was real (nobody could sign in)': signInWhileWiped === 401,
          'every collection is back with the same count and checksum': differences.length === 0,
          'staff sign in again (admin and the editor made before the backup)':
            adminBack.status === 200 && editorBack === 200,
          "the post's image is served with the same bytes": imageSame,
          'the application status lookup finds the application': lookup.status === 200,
          'the payment is in the staff list': payments.status === 200 && payments.body.includes(paymentReference),
        },
      );
    } finally {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    }
  },
};
