import { MongoClient } from 'mongodb';
import { type ApplicationSubmitted, COLLECTIONS, ENDPOINTS } from '@icast/contracts';
import { applicationOf, callApi, jsonOf } from './site-api';
import { judge, sized, statusCounts, type Drill } from './types';

const application = (surname: string, index: number) =>
  applicationOf({
    surname,
    firstname: `Child${index}`,
    sex: index % 2 === 0 ? 'female' : 'male',
    parentEmail: `rush${index}@example.com`,
  });

/** The last evening before the deadline: a thousand parents press Submit at the same moment. */
export const applicationRush: Drill = {
  name: '1,000 concurrent applications',
  expectation: 'all 1,000 stored, every reference unique',
  async run(context) {
    const { site } = context;
    // The short pass: 150 at once.
    const parents = sized(context, 1_000, 150);
    // Each built (and checked against the form's rules) before the first is sent, so all leave at the same moment.
    // A surname of this run's own, so a repeated run counts only its own applications.
    const surname = `Rush ${Date.now().toString(36)}`;
    const applications = Array.from({ length: parents }, (_, index) => application(surname, index));
    const started = Date.now();
    const answers = await Promise.all(
      applications.map(async (body, index) => {
        const answer = await callApi(site.apiUrl, ENDPOINTS.applications.submit, {
          body,
          headers: { 'x-forwarded-for': `10.7.${index >> 8}.${index & 255}` },
          timeoutMs: 120_000,
        });
        return { status: answer.status, reference: jsonOf<ApplicationSubmitted>(answer)?.reference };
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const created = answers.filter((answer) => answer.status === 201);
    const client = await MongoClient.connect(site.database.uri);
    const stored = await client.db().collection(COLLECTIONS.applications).find({ 'fields.surname': surname }).toArray();
    await client.close();
    const references = new Set(stored.map((row) => String(row.reference)));
    const answeredReferences = new Set(created.map((answer) => answer.reference));
    return judge(
      `${created.length} answered 201 in ${seconds.toFixed(1)} s (${statusCounts(answers.map((answer) => answer.status))}), ` +
        `${stored.length} stored, ${references.size} unique references`,
      {
        [`all ${parents} answered 201`]: created.length === parents,
        [`all ${parents} stored`]: stored.length === parents,
        'every stored reference is unique': references.size === parents,
        'every answered reference is unique': answeredReferences.size === parents,
      },
    );
  },
};
