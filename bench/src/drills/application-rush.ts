import { MongoClient } from 'mongodb';
import { COLLECTIONS } from '@icast/contracts';
import { judge, statusCounts, type Drill } from './types';

const PARENTS = 1_000;

function application(index: number) {
  return {
    surname: 'Rush',
    firstname: `Child${index}`,
    sex: index % 2 === 0 ? 'female' : 'male',
    dob: '2018-05-14',
    state: 'Oyo',
    fatherSurname: 'Rush',
    fatherFirstname: 'Kunle',
    relationshipOfFather: 'Father',
    motherSurname: 'Rush',
    motherFirstname: 'Funke',
    relationshipOfMother: 'Mother',
    intelligenceRating: 'good',
  };
}

/** The last evening before the deadline: a thousand parents press Submit at the same moment. */
export const applicationRush: Drill = {
  name: '1,000 concurrent applications',
  expectation: 'all 1,000 stored, every reference unique',
  async run({ site }) {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: PARENTS }, async (_, index) => {
        const response = await fetch(`${site.apiUrl}/api/form`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${index >> 8}.${index & 255}` },
          body: JSON.stringify(application(index)),
          signal: AbortSignal.timeout(120_000),
        }).catch(() => undefined);
        const body = (await response?.json().catch(() => ({}))) as { reference?: string };
        return { status: response?.status ?? 0, reference: body.reference };
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const created = answers.filter((answer) => answer.status === 201);
    const client = await MongoClient.connect(site.database.uri);
    const stored = await client.db().collection(COLLECTIONS.applications).find({ 'fields.surname': 'Rush' }).toArray();
    await client.close();
    const references = new Set(stored.map((row) => String(row.reference)));
    const answeredReferences = new Set(created.map((answer) => answer.reference));
    return judge(
      `${created.length} answered 201 in ${seconds.toFixed(1)} s (${statusCounts(answers.map((answer) => answer.status))}), ` +
        `${stored.length} stored, ${references.size} unique references`,
      {
        [`all ${PARENTS} answered 201`]: created.length === PARENTS,
        [`all ${PARENTS} stored`]: stored.length === PARENTS,
        'every stored reference is unique': references.size === PARENTS,
        'every answered reference is unique': answeredReferences.size === PARENTS,
      },
    );
  },
};
