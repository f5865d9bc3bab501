import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { startTermChoices } from '@icast/contracts';
import { LINK_REQUESTED } from '../applications/parent.controller';
import { createContextApp, databaseOf, resetDatabase } from '../../testing/test-app';
import { ParentLinks } from './parent-links';
import { PARENT_SESSION_DAYS, PARENT_SESSION_MAX_DAYS, PARENT_SIGN_IN_REQUIRED } from './parent-sessions';
import {
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_REPLACED,
  PARENT_LINK_DAYS,
  SESSION_EXPIRED,
  SESSION_REPLACED,
} from './parent-token';
import { AdmissionsModule } from '../admissions.module';
import { MessagingModule } from '../../messaging';

const application = (parentEmail: string, firstname: string) => ({
  classAppliedFor: 'primary2',
  campus: 'elebu',
  attendance: 'day',
  startTerm: startTermChoices()[1]!.value,
  surname: 'Bello',
  firstname,
  sex: 'female',
  dob: '2018-05-14',
  state: 'Kwara',
  fatherSurname: 'Bello',
  fatherFirstname: 'Sule',
  relationshipOfFather: 'Father',
  motherSurname: 'Bello',
  motherFirstname: 'Amina',
  relationshipOfMother: 'Mother',
  parentEmail,
  parentPhone: '08031234567',
});

const DAY = 24 * 60 * 60 * 1000;

describe("parent's access by signed link", () => {
  let app: NestExpressApplication;
  let addresses = 0;
  const http = () => request(app.getHttpServer());
  /** Each call from its own address: the rate limits are per address. */
  const from = <T extends { set: (name: string, value: string) => T }>(call: T) =>
    call.set('X-Forwarded-For', `10.31.${Math.floor(++addresses / 250)}.${addresses % 250}`);
  const outbox = () => databaseOf(app).collection('outbox_messages');
  const submit = async (body: object) =>
    (await from(http().post('/api/form')).send(body).expect(201)).body as { reference: string; parentLink: string };
  const tokenOf = (link: string) => app.get(ParentLinks).tokenFrom(link);
  /** Signs in with the token and returns the cookie the browser would keep. */
  const signIn = async (token: string) => {
    const response = await from(http().post('/api/parent/session')).send({ token }).expect(200);
    return response.get('Set-Cookie')![0]!.split(';')[0]!;
  };
  const applicationsWith = (cookie: string) => from(http().get('/api/parent/applications')).set('Cookie', cookie);
  const linkMailedTo = async (email: string, kind: string) => {
    const message = await outbox().findOne({ to: email, kind }, { sort: { _id: -1 } });
    const link = /https?:\/\/\S+#token=[\w-]+\.[\w-]+/.exec(String(message?.text))?.[0];
    if (!link) throw new Error(`no ${kind} link mailed to ${email}`);
    return link;
  };

  let family: { reference: string; parentLink: string }[];
  let other: { reference: string; parentLink: string };

  beforeAll(async () => {
    // Admissions with messaging, which listens to its events and writes to the family.
    app = await createContextApp([AdmissionsModule, MessagingModule]);
    await resetDatabase(app);
    family = [
      await submit(application('amina.bello@example.com', 'Zainab')),
      await submit(application('Amina.Bello@example.com', 'Hauwa')),
    ];
    other = await submit(application('someone.else@example.com', 'Kemi'));
  });
  afterAll(async () => {
    app.get(ParentLinks).now = () => new Date();
    await app.close();
  });

  it("the e-mailed link opens the family's applications together, with the timeline and no staff notes", async () => {
    // A member of staff moved it on with an internal note, as the staff route stores it.
    await databaseOf(app)
      .collection('applications')
      .updateOne({ reference: family[0]!.reference }, {
        $set: { status: 'under_review' },
        $push: { history: { status: 'under_review', by: 'staff@icast.example', at: new Date(), note: 'Sibling ok' } },
      } as never);
    const link = await linkMailedTo('amina.bello@example.com', 'applicationReceived');
    const cookie = await signIn(tokenOf(link));
    expect(cookie).toMatch(/^icast_parent=/);
    const { body } = await applicationsWith(cookie).expect(200);
    expect(body.map((entry: { childName: string }) => entry.childName).sort()).toEqual(['Hauwa Bello', 'Zainab Bello']);
    const zainab = body.find((entry: { reference: string }) => entry.reference === family[0]!.reference);
    expect(zainab).toMatchObject({
      status: 'under_review',
      placeAppliedFor: 'Primary 2, Elebu, Day',
      timeline: [{ status: 'received' }, { status: 'under_review' }],
      stillMissing: [expect.stringContaining('paid application form')],
      // Primary 2: every document of the requirements list (libs/contracts requiredDocumentKinds).
      requiredDocuments: ['birthCertificate', 'passportPhoto', 'reportCard', 'medicalReport'],
    });
    expect(JSON.stringify(body)).not.toMatch(/Sibling ok|staff@icast|applicant/);
    expect(JSON.stringify(body)).not.toContain(other.reference);
  });

  it('the link shown on screen opens only the application just submitted', async () => {
    const cookie = await signIn(tokenOf(family[1]!.parentLink));
    const { body } = await applicationsWith(cookie).expect(200);
    expect(body.map((entry: { reference: string }) => entry.reference)).toEqual([family[1]!.reference]);
  });

  it("one family's token cannot open another family's application", async () => {
    const cookie = await signIn(tokenOf(other.parentLink));
    const { body } = await applicationsWith(cookie).expect(200);
    expect(body.map((entry: { reference: string }) => entry.reference)).toEqual([other.reference]);
  });

  it('refuses a tampered token, a missing one and an expired one, each with a message a parent can act on', async () => {
    const token = tokenOf(family[0]!.parentLink);
    const [payload, signature] = token.split('.') as [string, string];
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), v: other.reference }),
    ).toString('base64url');
    for (const forged of [`${otherPayload}.${signature}`, `${payload}.${signature.slice(1)}x`, 'nonsense', '']) {
      const refused = await from(http().post('/api/parent/session')).send({ token: forged }).expect(401);
      expect(refused.body.message).toBe(LINK_INVALID);
      const read = await applicationsWith(`icast_parent=${encodeURIComponent(forged)}`).expect(401);
      expect(read.body.message).not.toContain('Internal');
    }
    await from(http().get('/api/parent/applications')).expect(401);

    app.get(ParentLinks).now = () => new Date(Date.now() + PARENT_LINK_DAYS * DAY + 60_000);
    try {
      const refused = await from(http().post('/api/parent/session')).send({ token }).expect(401);
      expect(refused.body.message).toBe(LINK_EXPIRED);
    } finally {
      app.get(ParentLinks).now = () => new Date();
    }
  });

  it('a device stays signed in for 30 days after its last visit, renewed on use up to the cap, then refused', async () => {
    const start = Date.now();
    const at = (days: number) => {
      app.get(ParentLinks).now = () => new Date(start + days * DAY);
    };
    try {
      at(0);
      const first = await from(http().post('/api/parent/session'))
        .send({ token: tokenOf(other.parentLink) })
        .expect(200);
      const cookie = first.get('Set-Cookie')![0]!.split(';')[0]!;
      expect(new Date(first.body.expiresAt).getTime()).toBe(start + PARENT_SESSION_DAYS * DAY);
      // Long after the 7-day link has expired, the device is still signed in and its cookie is sent again.
      at(25);
      const renewed = await applicationsWith(cookie).expect(200);
      const expires = /Expires=([^;]+)/.exec(renewed.get('Set-Cookie')![0]!)![1]!;
      expect(Math.abs(new Date(expires).getTime() - (start + 55 * DAY))).toBeLessThan(2000);
      // Used again within a day: nothing is written, nothing re-sent.
      at(25.5);
      expect((await applicationsWith(cookie).expect(200)).get('Set-Cookie')).toBeUndefined();
      at(54);
      await applicationsWith(cookie).expect(200);
      at(83);
      await applicationsWith(cookie).expect(200);
      // However often it is used, it ends PARENT_SESSION_MAX_DAYS after the sign-in.
      at(PARENT_SESSION_MAX_DAYS - 0.5);
      await applicationsWith(cookie).expect(200);
      at(PARENT_SESSION_MAX_DAYS + 0.01);
      expect((await applicationsWith(cookie).expect(401)).body.message).toBe(SESSION_EXPIRED);

      // Not used for 30 days: refused with a message that offers a new link.
      at(0);
      const idle = await signIn(tokenOf(other.parentLink));
      at(PARENT_SESSION_DAYS - 0.01);
      await applicationsWith(idle).expect(200);
      at(2 * PARENT_SESSION_DAYS);
      const refused = await applicationsWith(idle).expect(401);
      expect(refused.body.message).toBe(SESSION_EXPIRED);
      expect(refused.body.message).toContain('Ask for a new link');
    } finally {
      app.get(ParentLinks).now = () => new Date();
    }
  });

  it('two requests at once renew a session once, and both are answered', async () => {
    const start = Date.now();
    try {
      app.get(ParentLinks).now = () => new Date(start);
      const cookie = await signIn(tokenOf(other.parentLink));
      app.get(ParentLinks).now = () => new Date(start + 10 * DAY);
      const answers = await Promise.all(Array.from({ length: 8 }, () => applicationsWith(cookie)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      const sessions = await databaseOf(app)
        .collection('parent_sessions')
        .find({ createdAt: new Date(start) })
        .toArray();
      expect(sessions.map((session) => session.expiresAt.getTime())).toEqual([start + 40 * DAY]);
    } finally {
      app.get(ParentLinks).now = () => new Date();
    }
  });

  it('e-mails a fresh link on request, answering the same for an unknown address, at most one per ten minutes', async () => {
    const known = await from(http().post('/api/parent/link')).send({ email: 'AMINA.BELLO@example.com' }).expect(202);
    const unknown = await from(http().post('/api/parent/link')).send({ email: 'nobody@example.com' }).expect(202);
    expect(known.body).toEqual({ message: LINK_REQUESTED });
    expect(unknown.body).toEqual(known.body);
    expect(await outbox().countDocuments({ to: 'nobody@example.com' })).toBe(0);
    const fresh = await linkMailedTo('amina.bello@example.com', 'parentLink');
    const { body } = await applicationsWith(await signIn(tokenOf(fresh))).expect(200);
    expect(body).toHaveLength(2);

    await from(http().post('/api/parent/link')).send({ email: 'amina.bello@example.com' }).expect(202);
    expect(await outbox().countDocuments({ to: 'amina.bello@example.com', kind: 'parentLink' })).toBe(1);
    const bad = await from(http().post('/api/parent/link')).send({ email: 'not an address' }).expect(400);
    expect(bad.body.message).toContain('Enter an e-mail address');
  });

  it("signing out ends this browser's session: its cookie is refused afterwards, another device stays in", async () => {
    const token = tokenOf(other.parentLink);
    const phone = await signIn(token);
    const laptop = await signIn(token);
    await applicationsWith(phone).expect(200);
    await from(http().delete('/api/parent/session')).set('Cookie', phone).expect(204);
    const refused = await applicationsWith(phone).expect(401);
    expect(refused.body.message).toBe(PARENT_SIGN_IN_REQUIRED);
    await applicationsWith(laptop).expect(200);
  });

  it("asking for a new link ends the older links and sessions of that address and its applications, no one else's", async () => {
    const olu = [
      await submit(application('olu.ade@example.com', 'Tunde')),
      await submit(application('olu.ade@example.com', 'Kemi')),
    ];
    const emailed = await signIn(tokenOf(await linkMailedTo('olu.ade@example.com', 'applicationReceived')));
    const onScreenLink = tokenOf(olu[1]!.parentLink);
    const onScreen = await signIn(onScreenLink);
    const stranger = await signIn(tokenOf(other.parentLink));
    // Past the ten minutes in which the outbox sends one link per address.
    app.get(ParentLinks).now = () => new Date(Date.now() + 11 * 60_000);
    try {
      await from(http().post('/api/parent/link')).send({ email: 'olu.ade@example.com' }).expect(202);
      for (const cookie of [emailed, onScreen]) {
        expect((await applicationsWith(cookie).expect(401)).body.message).toBe(SESSION_REPLACED);
      }
      await applicationsWith(stranger).expect(200);
      const stale = await from(http().post('/api/parent/session')).send({ token: onScreenLink }).expect(401);
      expect(stale.body.message).toBe(LINK_REPLACED);

      const fresh = tokenOf(await linkMailedTo('olu.ade@example.com', 'parentLink'));
      const { body } = await applicationsWith(await signIn(fresh)).expect(200);
      expect(body).toHaveLength(2);
      // Asked again within ten minutes: no e-mail goes, so the newest link sent keeps working.
      await from(http().post('/api/parent/link')).send({ email: 'olu.ade@example.com' }).expect(202);
      await applicationsWith(await signIn(fresh)).expect(200);
    } finally {
      app.get(ParentLinks).now = () => new Date();
    }
  });

  it("'Apply for another child' gets the parents' answers of this family's newest application, nothing of the child", async () => {
    const first = await submit(application('ngozi.eze@example.com', 'Ada'));
    const newest = await submit({ ...application('ngozi.eze@example.com', 'Obi'), motherMiddlename: 'Hadiza' });
    const cookie = await signIn(tokenOf(await linkMailedTo('ngozi.eze@example.com', 'applicationReceived')));
    const { body } = await from(http().get('/api/parent/family-answers')).set('Cookie', cookie).expect(200);
    expect(body.from).toBe(newest.reference);
    expect(body.from).not.toBe(first.reference);
    expect(body.answers).toEqual({
      fatherSurname: 'Bello',
      fatherFirstname: 'Sule',
      relationshipOfFather: 'Father',
      motherSurname: 'Bello',
      motherFirstname: 'Amina',
      motherMiddlename: 'Hadiza',
      relationshipOfMother: 'Mother',
      parentEmail: 'ngozi.eze@example.com',
      // As stored: the form takes the international form too.
      parentPhone: '+2348031234567',
    });

    // Another family's link copies that family's answers only; without a session, nothing.
    const stranger = await signIn(tokenOf(other.parentLink));
    const theirs = await from(http().get('/api/parent/family-answers')).set('Cookie', stranger).expect(200);
    expect(theirs.body.from).toBe(other.reference);
    expect(theirs.body.answers.parentEmail).toBe('someone.else@example.com');
    expect(JSON.stringify(theirs.body)).not.toMatch(/Hadiza|ngozi/i);
    await from(http().get('/api/parent/family-answers')).expect(401);
  });

  it('limits requests for links from one address', async () => {
    const address = '10.32.0.1';
    const ask = () =>
      http().post('/api/parent/link').set('X-Forwarded-For', address).send({ email: 'limit@example.com' });
    for (let count = 0; count < 5; count++) await ask().expect(202);
    await ask().expect(429);
  });
});
