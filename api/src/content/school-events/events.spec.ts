import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { COLLECTIONS, imageVariantUrl, type EventOccurrence, type SchoolEvent } from '@icast/contracts';
import { ALT_TEXT_REQUIRED } from '../images/picture-edit';
import { EventSlugs } from './event-slugs';
import { EVENT_KEY_INVALID } from './parse-event-key.pipe';
import { photoWithGps } from '../../testing/photos';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, createContextAppOnEmptyDatabase, databaseOf } from '../../testing/test-app';
import { EventsModule } from './events.module';

const ADMIN = '/api/events/admin/events';
const HOUR = 60 * 60 * 1000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * HOUR).toISOString();

describe('events', () => {
  let app: NestExpressApplication;
  let editor: string[];
  const http = () => request(app.getHttpServer());
  const add = (fields: Record<string, string>) => {
    const call = http().post(ADMIN).set('Cookie', editor);
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    return call;
  };
  const event = (title: string, startHours: number, endHours: number) => ({
    title,
    startsAt: at(startHours),
    endsAt: at(endHours),
    campus: 'elebu',
    venue: 'Main hall',
    description: `${title} for all families.`,
  });
  const titles = (body: SchoolEvent[]) => body.map((item) => item.title);

  beforeAll(async () => {
    app = await createContextAppOnEmptyDatabase([EventsModule]);
    editor = await staffCookie(app, 'editor');
    await add(event('Prize giving', -72, -70)).expect(201);
    await add(event('Cultural week', -2, 48)).expect(201);
    await add(event('Inter-house sports', 24 * 7, 24 * 7 + 5)).expect(201);
    await add(event('Open day', 24, 27)).expect(201);
  });
  afterAll(async () => {
    await app.close();
  });

  it('splits upcoming from past by the event dates: a running event is upcoming, soonest first', async () => {
    const upcoming = await http().get('/api/events?when=upcoming').expect(200);
    expect(titles(upcoming.body)).toEqual(['Cultural week', 'Open day', 'Inter-house sports']);
    const past = await http().get('/api/events?when=past').expect(200);
    expect(titles(past.body)).toEqual(['Prize giving']);
    expect(titles((await http().get('/api/events?limit=1').expect(200)).body)).toEqual(['Cultural week']);
    await http().get('/api/events?when=someday').expect(400);
    await http().get('/api/events?limit=51').expect(400);
  });

  it('gives each event its page and an .ics file with its dates, place and link', async () => {
    const [openDay] = (await http().get('/api/events?when=upcoming').expect(200)).body.filter(
      (item: SchoolEvent) => item.title === 'Open day',
    );
    const page = await http().get(`/api/events/${openDay.id}`).expect(200);
    expect(page.body).toMatchObject({ title: 'Open day', campus: 'elebu', venue: 'Main hall', picture: null });
    const ics = await http().get(`/api/events/${openDay.id}/event.ics`).expect(200);
    expect(ics.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(ics.get('Content-Disposition')).toBe('attachment; filename="icast-event.ics"');
    const start = new Date(openDay.startsAt)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics.text).toContain(`DTSTART:${start}`);
    expect(ics.text).toContain('SUMMARY:Open day');
    expect(ics.text).toContain('LOCATION:Main hall\\, Elebu Campus\\, 14 Elebu Road');
    expect(ics.text).toContain(`URL:http://localhost:3000/events/${openDay.slug}`);
    expect(ics.text).toContain(`UID:${openDay.id}@localhost`);
    // A second later the unchanged event is the same file: its tag still matches.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await http().get(`/api/events/${openDay.id}/event.ics`).set('If-None-Match', ics.get('ETag')!).expect(304);
    await http().get('/api/events/0123456789abcdef01234567').expect(404);
    await http().get('/api/events/not-an-event-2026').expect(404);
    await http().get('/api/events/nope!').expect(400);
  });

  it('serves every event as a subscribable calendar, changed by each edit', async () => {
    const feed = await http().get('/api/events/calendar.ics').expect(200);
    expect(feed.text).toContain('X-WR-CALNAME:ICAST Schools events');
    expect(feed.text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    await add(event('Science fair', 24 * 14, 24 * 14 + 4)).expect(201);
    const changed = await http().get('/api/events/calendar.ics').set('If-None-Match', feed.get('ETag')!).expect(200);
    expect(changed.text).toContain('SUMMARY:Science fair');
  });

  it('takes a photo only with alt text, serves it without metadata and deletes it with the event', async () => {
    const photo = await photoWithGps(1200, 800);
    const fields = event('Graduation', 24 * 30, 24 * 30 + 3);
    const refused = await add(fields).attach('image', photo, 'graduation.jpg').expect(400);
    expect(refused.body.message).toBe(ALT_TEXT_REQUIRED);
    const created = await add({ ...fields, imageAlt: 'Nursery 2 graduands in caps' })
      .attach('image', photo, 'graduation.jpg')
      .expect(201);
    expect(created.body.picture).toMatchObject({ width: 800, height: 1200, alt: 'Nursery 2 graduands in caps' });
    const url = imageVariantUrl(created.body.picture.id, 750, 'avif');
    await http().get(url).expect(200);

    const moved = { ...fields, title: 'Graduation day', imageAlt: 'Nursery 2 graduands in caps' };
    const edited = await http().put(`${ADMIN}/${created.body.id}`).set('Cookie', editor).field(moved).expect(200);
    expect(edited.body).toMatchObject({ title: 'Graduation day', picture: { id: created.body.picture.id } });

    await http().delete(`${ADMIN}/${created.body.id}`).set('Cookie', editor).expect(200);
    await http().get(url).expect(404);
    await http().get(`/api/events/${created.body.id}`).expect(404);
  });

  it.each([
    [{ endsAt: at(-200) }, 'The event must end after it starts'],
    [{ campus: 'lagos' }, 'campus must be one of elebu, elewura, or empty for elsewhere'],
    [{ startsAt: 'next Friday' }, 'startsAt must be a date and time'],
    [{ title: '' }, 'title is required and at most 120 characters'],
    [{ description: '' }, 'description is required and at most 3000 characters'],
  ])('refuses %j with a clear 400', async (change, message) => {
    const response = await add({ ...event('Bad', 1, 2), ...change }).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('records each change in the content audit', async () => {
    const rows = await databaseOf(app).collection(COLLECTIONS.contentAudit).find({ area: 'event' }).toArray();
    expect(rows.map((row) => row.action)).toContain('deleted');
    expect(rows.every((row) => row.by.email === 'test-editor@icast.test')).toBe(true);
  });

  describe('readable addresses', () => {
    const dated = (title: string, startsAt: string) => ({
      title,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 3 * HOUR).toISOString(),
      description: `${title} for all families.`,
    });

    it('gives each event its title and year as its address; the address, any case, and the id find it', async () => {
      const created = await add(dated('Cultural Day', '2031-03-14T09:00:00Z')).expect(201);
      expect(created.body.slug).toBe('cultural-day-2031');
      const bySlug = await http().get('/api/events/cultural-day-2031').expect(200);
      expect(bySlug.body).toMatchObject({ id: created.body.id, slug: 'cultural-day-2031', title: 'Cultural Day' });
      await http().get('/api/events/Cultural-Day-2031').expect(200);
      expect((await http().get(`/api/events/${created.body.id}`).expect(200)).body.slug).toBe('cultural-day-2031');
      const ics = await http().get('/api/events/cultural-day-2031/event.ics').expect(200);
      expect(ics.text).toContain('URL:http://localhost:3000/events/cultural-day-2031');
      expect(ics.text).toContain(`UID:${created.body.id}@localhost`);
      const listed = (await http().get('/api/events?when=upcoming&limit=50').expect(200)).body as SchoolEvent[];
      expect(listed.find((item) => item.id === created.body.id)?.slug).toBe('cultural-day-2031');
    });

    it('gives events of one title and year, added at the same moment, an address each', async () => {
      const added = await Promise.all(
        Array.from({ length: 5 }, () => add(dated('Carol Service', '2031-12-12T16:00:00Z'))),
      );
      expect(added.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
      const slugs = added.map((response) => response.body.slug as string);
      expect([...slugs].sort()).toEqual([
        'carol-service-2031',
        'carol-service-2031-2',
        'carol-service-2031-3',
        'carol-service-2031-4',
        'carol-service-2031-5',
      ]);
      for (const response of added) {
        expect((await http().get(`/api/events/${response.body.slug}`).expect(200)).body.id).toBe(response.body.id);
      }
    });

    it("moves to a new address when its title changes, the old one still finds it, and a deleted event's answer 404", async () => {
      const created = await add(dated('Prize Givng', '2031-07-10T10:00:00Z')).expect(201);
      expect(created.body.slug).toBe('prize-givng-2031');
      const renamed = await http()
        .put(`${ADMIN}/${created.body.id}`)
        .set('Cookie', editor)
        .field(dated('Prize Giving', '2031-07-10T10:00:00Z'))
        .expect(200);
      expect(renamed.body.slug).toBe('prize-giving-2031');
      const described = await http()
        .put(`${ADMIN}/${created.body.id}`)
        .set('Cookie', editor)
        .field({ ...dated('Prize Giving', '2031-07-10T10:00:00Z'), description: 'Now with a choir.' })
        .expect(200);
      expect(described.body.slug).toBe('prize-giving-2031');
      const old = await http().get('/api/events/prize-givng-2031').expect(200);
      expect(old.body).toMatchObject({ id: created.body.id, slug: 'prize-giving-2031', title: 'Prize Giving' });

      await http().delete(`${ADMIN}/${created.body.id}`).set('Cookie', editor).expect(200);
      await http().get('/api/events/prize-giving-2031').expect(404);
      await http().get('/api/events/prize-givng-2031').expect(404);
      // The address is not handed to the next event of that name: an old link never leads to another event.
      expect((await add(dated('Prize Giving', '2031-07-11T10:00:00Z')).expect(201)).body.slug).toBe(
        'prize-giving-2031-2',
      );
    });

    it('gives events stored before addresses existed theirs at start, once, even with two instances at once', async () => {
      const legacy = (title: string, startsAt: string) => ({
        title,
        startsAt: new Date(startsAt),
        endsAt: new Date(Date.parse(startsAt) + 3 * HOUR),
        campus: '',
        venue: '',
        description: `${title}.`,
        picture: null,
        imageAlt: '',
        createdAt: new Date('2024-01-02T03:04:05Z'),
        updatedAt: new Date('2024-01-02T03:04:05Z'),
      });
      const stored = () => databaseOf(app).collection(COLLECTIONS.events);
      const claimsOf = async (id: unknown) =>
        (
          await databaseOf(app)
            .collection(COLLECTIONS.eventSlugs)
            .find({ eventId: String(id) })
            .toArray()
        ).map((claim) => claim._id);
      const founders = (await stored().insertOne(legacy('Founders Day', '2024-05-01T09:00:00Z'))).insertedId;
      await http().get(`/api/events/${founders.toHexString()}`).expect(200);
      await app.close();
      app = await createContextApp([EventsModule]);
      // Not an edit: its updatedAt (lastmod in the sitemap, the calendar's stamp) is kept.
      expect(await stored().findOne({ _id: founders })).toMatchObject({
        slug: 'founders-day-2024',
        updatedAt: new Date('2024-01-02T03:04:05Z'),
      });
      expect(await claimsOf(founders)).toEqual(['founders-day-2024']);
      expect((await http().get('/api/events/founders-day-2024').expect(200)).body.id).toBe(founders.toHexString());

      const speech = (await stored().insertOne(legacy('Speech Day', '2024-06-01T09:00:00Z'))).insertedId;
      const slugs = app.get(EventSlugs);
      await Promise.all([slugs.assignMissing(), slugs.assignMissing()]);
      expect((await stored().findOne({ _id: speech }))?.slug).toBe('speech-day-2024');
      expect(await claimsOf(speech)).toEqual(['speech-day-2024']);
      expect(await slugs.assignMissing()).toBe(0);
    });

    it.each([
      ['a key with spaces and marks', '/api/events/open%20day!'],
      ['an over-long key', `/api/events/${'a'.repeat(89)}`],
      ['an over-long key for the calendar file', `/api/events/${'a'.repeat(89)}/event.ics`],
    ])('refuses %s with a 400 that says what an address looks like', async (_what, url) => {
      expect((await http().get(url).expect(400)).body.message).toBe(EVENT_KEY_INVALID);
    });
  });

  describe('series, categories and filters', () => {
    const series = (title: string, startsAt: string, fields: Record<string, string>) => ({
      title,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 2 * HOUR).toISOString(),
      description: `${title} for all families.`,
      ...fields,
    });
    // The address tests started a new app: a fresh session for it.
    beforeAll(async () => {
      editor = await staffCookie(app, 'editor');
    });
    const monthOf = async (query: string) =>
      (await http().get(`/api/events/month?${query}`).expect(200)).body as EventOccurrence[];

    it('expands a weekly series into its dates in a month and writes it once with an RRULE in the calendar', async () => {
      // Lagos 4 pm on Wednesdays: 1, 8 and 15 September 2032.
      const created = await add(
        series('Swimming club', '2032-09-01T15:00:00Z', {
          campus: 'elebu',
          category: 'sports',
          repeat: 'weekly',
          repeatCount: '3',
        }),
      ).expect(201);
      expect(created.body).toMatchObject({
        category: 'sports',
        recurrence: { frequency: 'weekly', count: 3, until: null },
      });
      const dates = (await monthOf('month=2032-09&category=sports')).filter(
        (date) => date.event.id === created.body.id,
      );
      expect(dates.map((date) => date.startsAt)).toEqual([
        '2032-09-01T15:00:00.000Z',
        '2032-09-08T15:00:00.000Z',
        '2032-09-15T15:00:00.000Z',
      ]);
      expect(await monthOf('month=2032-10&category=sports')).toEqual([]);
      const ics = await http().get(`/api/events/${created.body.slug}/event.ics`).expect(200);
      expect(ics.text).toContain('RRULE:FREQ=WEEKLY;COUNT=3');
      expect(ics.text).toContain('CATEGORIES:Sports');
      const feed = await http().get('/api/events/calendar.ics?category=sports').expect(200);
      expect(feed.text.match(/SUMMARY:Swimming club/g)).toHaveLength(1);
    });

    it('repeats monthly on the same day, skipping months without it, until a Lagos day given in the RRULE', async () => {
      const created = await add(
        series('Month-end assembly', '2033-01-31T08:00:00Z', {
          category: 'other',
          repeat: 'monthly',
          repeatUntil: '2033-05-31',
        }),
      ).expect(201);
      const starts: string[] = [];
      for (const month of ['2033-01', '2033-02', '2033-03', '2033-04', '2033-05', '2033-06']) {
        for (const date of await monthOf(`month=${month}`)) {
          if (date.event.id === created.body.id) starts.push(date.startsAt.slice(0, 10));
        }
      }
      expect(starts).toEqual(['2033-01-31', '2033-03-31', '2033-05-31']);
      const ics = await http().get(`/api/events/${created.body.slug}/event.ics`).expect(200);
      // The end of 31 May in Lagos (UTC+1), in UTC as RFC 5545 asks when DTSTART is in UTC.
      expect(ics.text).toContain('RRULE:FREQ=MONTHLY;UNTIL=20330531T225959Z');
    });

    it('lists a series as upcoming while a date is still to come, even when its first date has passed', async () => {
      const created = await add({
        ...event('Morning drill', -24 * 8, -24 * 8 + 1),
        category: 'term-dates',
        repeat: 'weekly',
        repeatCount: '4',
      }).expect(201);
      const upcoming = (await http().get('/api/events?when=upcoming&category=term-dates').expect(200))
        .body as SchoolEvent[];
      expect(upcoming.map((item) => item.id)).toEqual([created.body.id]);
      expect((await http().get('/api/events?when=past&category=term-dates').expect(200)).body).toEqual([]);
    });

    it('filters the list, the month and the feed by campus and category', async () => {
      await add(series('Elewura football', '2034-03-04T09:00:00Z', { campus: 'elewura', category: 'sports' })).expect(
        201,
      );
      await add(series('Elebu athletics', '2034-03-11T09:00:00Z', { campus: 'elebu', category: 'sports' })).expect(201);
      await add(series('Elebu open day', '2034-03-18T09:00:00Z', { campus: 'elebu', category: 'open-days' })).expect(
        201,
      );
      const month = (query: string) =>
        monthOf(`month=2034-03${query}`).then((dates) => dates.map((d) => d.event.title));
      expect(await month('')).toEqual(['Elewura football', 'Elebu athletics', 'Elebu open day']);
      expect(await month('&campus=elebu')).toEqual(['Elebu athletics', 'Elebu open day']);
      expect(await month('&campus=elebu&category=sports')).toEqual(['Elebu athletics']);
      const listed = (await http().get('/api/events?when=upcoming&limit=50&campus=elewura&category=sports').expect(200))
        .body as SchoolEvent[];
      expect(titles(listed)).toEqual(['Elewura football']);
      const feed = await http().get('/api/events/calendar.ics?campus=elebu&category=sports').expect(200);
      expect(feed.text).toContain('SUMMARY:Elebu athletics');
      expect(feed.text).not.toContain('SUMMARY:Elewura football');
      expect(feed.text).not.toContain('SUMMARY:Elebu open day');
    });

    it.each([
      [
        'a category not on the list',
        { category: 'parties' },
        'category must be one of term-dates, holidays, open-days, sports, other',
      ],
      ['an unknown repeat', { repeat: 'daily' }, 'repeat must be one of weekly, monthly, yearly'],
      ['a series with no end', { repeat: 'weekly' }, 'Give the last day of the series or how many times it happens'],
      [
        'both ends',
        { repeat: 'weekly', repeatCount: '3', repeatUntil: '2032-12-01' },
        'Give either the last day or the number of times',
      ],
      ['too many times', { repeat: 'weekly', repeatCount: '201' }, 'repeatCount must be a whole number from 2 to 200'],
      [
        'a last day past 200 dates',
        { repeat: 'weekly', repeatUntil: '2040-01-01' },
        'A series has at most 200 dates: choose an earlier last day',
      ],
      [
        'a last day before the first',
        { repeat: 'weekly', repeatUntil: '2032-08-01' },
        'The series must end on or after its first day',
      ],
      ['a last day that is no date', { repeat: 'monthly', repeatUntil: '2032-02-30' }, 'repeatUntil is not a date'],
      [
        'a long last day',
        { repeat: 'monthly', repeatUntil: '9'.repeat(5000) },
        'repeatUntil must be a date like 2026-12-18',
      ],
    ])('refuses %s with a 400 on its field', async (_what, change, message) => {
      const response = await add(series('Bad series', '2032-09-01T15:00:00Z', change)).expect(400);
      expect(response.body.message).toBe(message);
    });

    it.each([
      '/api/events/month',
      '/api/events/month?month=2032-13',
      `/api/events/month?month=${'2'.repeat(3000)}`,
      '/api/events/month?month=2032-09&category=parties',
      '/api/events/calendar.ics?campus=Elebu!',
      '/api/events?category=parties',
    ])('refuses the calendar query %s with a 400', async (url) => {
      await http().get(url).expect(400);
    });
  });
});
