import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { Types } from 'mongoose';
import { type AdmissionsFunnel, apiUrl, COLLECTIONS, ENDPOINTS, type FunnelCounts } from '@icast/contracts';
import { storedApplication } from '../../testing/stored-rows';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { Clock } from '../../platform/jobs/clock';
import { AdmissionsModule } from '../admissions.module';
import { AdmissionsFunnelService } from './admissions-funnel';

/** 15 March 2027, Lagos: the 2027-2028 season (opened 1 January 2027); last season is 2026-2027. */
const NOW = new Date('2027-03-15T09:00:00Z');
const THIS_SEASON = new Date('2027-02-10T09:00:00Z');
const LAST_SEASON = new Date('2026-06-10T09:00:00Z');
/** 2025-2026: counted in neither. */
const OLDER = new Date('2025-12-30T09:00:00Z');

const counts = (enquiries: number, tours: number, applications: number, offers: number, accepted: number) =>
  ({ enquiries, tours, applications, offers, accepted }) satisfies FunnelCounts;

const enquiryRow = (id: string, at: Date, fields: Record<string, unknown>) => ({
  _id: id,
  parentName: 'A parent',
  campus: 'elebu',
  source: 'friend',
  createdAt: at,
  ...fields,
});

describe('the admissions funnel', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createContextApp([AdmissionsModule]);
    await resetDatabase(app);
    app.get(Clock).now = () => NOW;
    const db = databaseOf(app);
    const slot = new Types.ObjectId();
    await db.collection(COLLECTIONS.bookingSlots).insertOne({
      _id: slot,
      kind: 'tour',
      campus: 'elewura',
      startsAt: NOW,
      durationMinutes: 60,
      capacity: 20,
    });
    await db.collection(COLLECTIONS.enquiries).insertMany([
      enquiryRow('ENQ-1', THIS_SEASON, {
        classOfInterest: 'jss1',
        email: 'a@example.com',
        applicationReference: 'APP-1',
      }),
      enquiryRow('ENQ-2', THIS_SEASON, { childAge: 4, source: 'social', email: 'b@example.com', campus: 'elewura' }),
      enquiryRow('ENQ-3', LAST_SEASON, { classOfInterest: 'jss1', source: 'social' }),
      enquiryRow('ENQ-4', OLDER, { classOfInterest: 'jss1' }),
    ] as never[]);
    const tour = (email: string, at: Date, extra: Record<string, unknown> = {}) => ({
      slotId: slot,
      seat: 1,
      kind: 'tour',
      startsAt: NOW,
      name: 'A parent',
      email,
      phone: '+2348031234567',
      manageTokenHash: new Types.ObjectId().toHexString(),
      bookedBy: 'family',
      classOfInterest: 'jss1',
      party: 2,
      createdAt: at,
      ...extra,
    });
    const lead = new Types.ObjectId();
    await db.collection(COLLECTIONS.bookings).insertMany([
      { _id: lead, ...tour('b@example.com', THIS_SEASON) },
      // The second seat of the same party: one family, one tour.
      tour('b@example.com', THIS_SEASON, { seat: 2, partyOf: lead }),
      tour('walk-in@example.com', LAST_SEASON, { seat: 3 }),
    ]);
    const application = (reference: string, at: Date, status: string, fields: Record<string, string>) =>
      storedApplication(0, { reference, status, submittedAt: at, fields: { campus: 'elebu', ...fields } });
    await db
      .collection(COLLECTIONS.applications)
      .insertMany([
        application('APP-1', THIS_SEASON, 'accepted', { classAppliedFor: 'jss1', parentEmail: 'a@example.com' }),
        application('APP-2', THIS_SEASON, 'offered', { classAppliedFor: 'nursery1', parentEmail: 'b@example.com' }),
        application('APP-3', THIS_SEASON, 'received', { classAppliedFor: 'jss1', parentEmail: 'c@example.com' }),
        application('APP-4', THIS_SEASON, 'merged', { classAppliedFor: 'jss1', parentEmail: 'c@example.com' }),
        application('APP-5', LAST_SEASON, 'offer_declined', { classAppliedFor: 'jss1', parentEmail: 'd@example.com' }),
        application('APP-6', OLDER, 'accepted', { classAppliedFor: 'jss1' }),
      ]);
  });
  afterAll(async () => {
    app.get(Clock).now = () => new Date();
    await app.close();
  });

  it('counts each stage this season against last, in total and by class, campus and source', async () => {
    const funnel = await app.get(AdmissionsFunnelService).countNow();
    expect(funnel).toMatchObject({ season: '2027-2028', previousSeason: '2026-2027' });
    expect(funnel.total).toEqual({ current: counts(2, 1, 3, 2, 1), previous: counts(1, 1, 1, 1, 0) });
    const row = (dimension: keyof AdmissionsFunnel['by'], key: string) =>
      funnel.by[dimension].find((entry) => entry.key === key);
    expect(row('class', 'jss1')).toEqual({
      key: 'jss1',
      label: 'JSS1',
      current: counts(1, 1, 2, 1, 1),
      previous: counts(1, 1, 1, 1, 0),
    });
    // An enquiry with an age and no class is "Not sure yet".
    expect(row('class', 'undecided')?.current).toEqual(counts(1, 0, 0, 0, 0));
    expect(row('campus', 'elewura')?.current).toEqual(counts(1, 1, 0, 0, 0));
    // The tour and the application take their source from the family's enquiry (by the record, else the e-mail).
    expect(row('source', 'friend')?.current).toEqual(counts(1, 0, 1, 1, 1));
    expect(row('source', 'social')?.current).toEqual(counts(1, 1, 1, 1, 0));
    expect(row('source', 'none')).toMatchObject({
      label: 'No enquiry',
      current: counts(0, 0, 1, 0, 0),
      previous: counts(0, 1, 1, 1, 0),
    });
  });

  it('answers admissions staff only', async () => {
    const admissions = await staffCookie(app, 'admissions');
    const answer = await request(app.getHttpServer())
      .get(apiUrl(ENDPOINTS.enquiries.funnel))
      .set('Cookie', admissions)
      .expect(200);
    expect(answer.body.total.current).toEqual(counts(2, 1, 3, 2, 1));
    await request(app.getHttpServer()).get(apiUrl(ENDPOINTS.enquiries.funnel)).expect(401);
  });
});
