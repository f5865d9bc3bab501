import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { MongoClient } from 'mongodb';
import {
  type ApplicationSubmitted,
  BLOG_CATEGORIES,
  type BlogPost,
  COLLECTIONS,
  ENDPOINTS,
  type InitializePaymentResponse,
} from '@icast/contracts';
import { backupDatabase, compareSummaries, restoreDatabase, summarizeDatabase } from '@icast/stack';
import { BENCH_ADMIN } from '../environment';
import { frontDoor } from './front-door';
import { applicationOf, callApi, cookiesOf, expectAnswer, jsonOf, payerOf, statusQueryOf, urlOf } from './site-api';
import { signInStaff } from './staff-sign-in';
import { judge, type Drill } from './types';

const EDITOR = { email: `restored-editor-${Date.now()}@icast.test`, password: 'violet harbour candle 58 tundra' };
const CHILD = { surname: 'Restore', firstname: 'Temi', dob: '2018-05-14' };
const KEPT = [
  COLLECTIONS.payments,
  COLLECTIONS.applications,
  COLLECTIONS.blogPosts,
  COLLECTIONS.images,
  COLLECTIONS.imageVariants,
  COLLECTIONS.staff,
];
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A real photo for the photo pipeline to decode: a 96 x 64 PNG, a colour gradient (no image library needed). */
function gradientPng(width = 96, height = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => [x * 2, y * 3, 160]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The school's records through the site, a backup, the database wiped, the backup restored: all back, site works. */
export const backupRestore: Drill = {
  name: 'backup, database wiped, restore',
  expectation:
    'every payment, application, post, image and staff account back, counts and checksums equal; the site works',
  async run(context) {
    const { nginx } = await frontDoor(context);
    const site = nginx.baseUrl;
    const signIn = (account: { email: string; password: string }) =>
      callApi(site, ENDPOINTS.auth.login, { from: '127.0.70.1', body: account });

    // Records made the way staff and parents make them; a refused one stops the drill with the API's words.
    const cookie = cookiesOf(
      expectAnswer(await signInStaff(site, BENCH_ADMIN, '127.0.70.1'), 200, 'the admin signs in'),
    );
    expectAnswer(
      await callApi(site, ENDPOINTS.auth.staffCreate, {
        from: '127.0.70.1',
        body: { ...EDITOR, name: 'Restored Editor', role: 'editor' },
        headers: { cookie },
      }),
      201,
      'an editor is added',
    );
    // Multipart, as the dashboard's post form sends it (the endpoint table types it as FormData).
    const form = new FormData();
    form.set('title', 'Restored after the drill');
    form.set('content', 'This post and its picture must survive a wiped database.');
    form.set('category', BLOG_CATEGORIES[3]);
    form.set('isPublished', 'true');
    form.set('isFeatured', 'false');
    form.set('imageAlt', 'A colour gradient standing in for a photo');
    form.set('image', new Blob([new Uint8Array(gradientPng())], { type: 'image/png' }), 'restored.png');
    const created = await fetch(urlOf(site, ENDPOINTS.blog.create), {
      method: ENDPOINTS.blog.create.method,
      body: form,
      headers: { cookie },
    });
    const post = (await created.json()) as Partial<BlogPost> & { message?: string };
    if (created.status !== 201 || !post.imageUrl || post.imageUrl === '/default.jpg') {
      throw new Error(`a post with a photo is added: got ${created.status} (${post.message ?? 'no photo on it'})`);
    }
    const imageBefore = await fetch(`${site}${post.imageUrl}`);
    const imageHash = sha256(Buffer.from(await imageBefore.arrayBuffer()));
    const applied = jsonOf<ApplicationSubmitted>(
      expectAnswer(
        await callApi(site, ENDPOINTS.applications.submit, {
          from: '127.0.70.2',
          body: applicationOf({ surname: CHILD.surname, firstname: CHILD.firstname, dob: CHILD.dob }),
        }),
        201,
        'an application is submitted',
      ),
    )!;
    const paid = jsonOf<InitializePaymentResponse>(
      expectAnswer(
        await callApi(site, ENDPOINTS.payment.initialize, {
          from: '127.0.70.3',
          body: payerOf({
            first_name: 'Restore',
            last_name: 'Payer',
            email: 'restore@example.com',
            phone: '08031234567',
          }),
        }),
        200,
        'a form payment is started',
      ),
    )!;

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

      // With the authenticator the admin set up before the backup: the restored account asks for its code.
      const adminBack = await signInStaff(site, BENCH_ADMIN, '127.0.70.1');
      const editorBack = (await signIn(EDITOR)).status;
      const image = await fetch(`${site}${post.imageUrl}`);
      const imageSame = image.ok && sha256(Buffer.from(await image.arrayBuffer())) === imageHash;
      const lookup = await callApi(site, ENDPOINTS.applications.status, {
        from: '127.0.70.4',
        body: statusQueryOf({ reference: applied.reference, dob: CHILD.dob }),
      });
      const payments = await callApi(site, ENDPOINTS.payment.list, {
        from: '127.0.70.1',
        query: { q: paid.reference },
        headers: { cookie: cookiesOf(adminBack) },
      });
      const counts = KEPT.map((name) => `${name} ${manifest.collections[name]?.count ?? 0}`).join(', ');

      return judge(
        `backed up ${Object.keys(manifest.collections).length} collections (${counts}); sign-in while wiped ` +
          `${signInWhileWiped}; after restore: ${differences.length === 0 ? 'every count and checksum equal' : differences.join('; ')}, ` +
          `admin ${adminBack.status}, editor ${editorBack}, image ${image.status}${imageSame ? ' same bytes' : ' DIFFERENT'}, ` +
          `status lookup ${lookup.status}, payment listed ${payments.body.includes(paid.reference)}`,
        {
          'the backup holds payments, applications, posts, photos and staff': KEPT.every(
            (name) => (manifest.collections[name]?.count ?? 0) > 0,
          ),
          'the wipe was real (nobody could sign in)': signInWhileWiped === 401,
          'every collection is back with the same count and checksum': differences.length === 0,
          'staff sign in again (admin and the editor made before the backup)':
            adminBack.status === 200 && editorBack === 200,
          "the post's photo is served with the same bytes as before the backup": imageSame,
          'the application status lookup finds the application': lookup.status === 200,
          'the payment is in the staff list': payments.status === 200 && payments.body.includes(paid.reference),
        },
      );
    } finally {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    }
  },
};
