import type { NestExpressApplication } from '@nestjs/platform-express';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { SITE } from '@icast/content';
import { apiUrl, COLLECTIONS, ENDPOINTS } from '@icast/contracts';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, createContextAppOnEmptyDatabase, databaseOf } from '../../testing/test-app';
import { SMALL_TALK_REPLIES } from './small-talk';
import { ChatbotModule } from './chatbot.module';

describe('chatbot', () => {
  let app: NestExpressApplication;
  let nextAddress = 1;
  /** Each call comes from its own address (the app trusts the local proxy's X-Forwarded-For) unless one is given. */
  const ask = (body: unknown, target = app, address = `198.51.100.${nextAddress++ % 250}`) =>
    request(target.getHttpServer())
      .post('/api/chatbot/bot-response')
      .set('X-Forwarded-For', address)
      .send(body as object);
  const unanswered = () => databaseOf(app).collection(COLLECTIONS.unansweredQuestions);

  beforeAll(async () => {
    app = await createContextAppOnEmptyDatabase([ChatbotModule]);
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers "what time does school close?" with the school day and its source page', async () => {
    const response = await ask({ message: 'what time does school close?' }).expect(200);
    expect(response.body.text).toContain('3:00 PM');
    expect(response.body.sources).toEqual([{ title: 'Frequently Asked Questions', path: '/faq' }]);
  });

  it('answers the application form price with the configured fee and validity', async () => {
    const response = await ask({ message: 'How much is the application form?' }).expect(200);
    expect(response.body.text).toContain('₦5,000');
    expect(response.body.text).toContain('30 days');
    expect(response.body.sources).toEqual([{ title: 'Purchase Application Form', path: '/application-purchase' }]);
  });

  it('takes the fee from APPLICATION_FEE_NAIRA, the one fee every page shows', async () => {
    const other = await createContextApp([ChatbotModule], { APPLICATION_FEE_NAIRA: '7500' });
    try {
      const response = await ask({ message: 'what does the admission form cost' }, other).expect(200);
      expect(response.body.text).toContain('₦7,500');
      expect(response.body.text).not.toContain('₦5,000');
    } finally {
      await other.close();
    }
  });

  it('answers synonyms: creche finds the daycare, boarding finds the hostel', async () => {
    const creche = await ask({ message: 'Is there a creche?' }).expect(200);
    expect(creche.body.text).toMatch(/6 months/);
    const boarding = await ask({ message: 'can my son board?' }).expect(200);
    expect(boarding.body.sources[0].path).toBe('/hostel');
  });

  it('greets and thanks back without pretending to cite a page', async () => {
    const hello = await ask({ message: 'Good morning!' }).expect(200);
    expect(SMALL_TALK_REPLIES.greeting).toContain(hello.body.text);
    expect(hello.body.sources).toEqual([]);
    const thanks = await ask({ message: 'thank you' }).expect(200);
    expect(SMALL_TALK_REPLIES.thanks).toContain(thanks.body.text);
  });

  it('introduces itself as Aunty ICAST, also Aunty Funky', async () => {
    const response = await ask({ message: 'who are you?' }).expect(200);
    expect(response.body.text).toMatch(/Aunty ICAST/);
    expect(response.body.text).toMatch(/Aunty Funky/);
  });

  it('admits not knowing gibberish, offers phone, e-mail and the contact page, and stores it once per wording', async () => {
    const response = await ask({ message: '  Qwzx Plorbt  VEEM ' }).expect(200);
    expect(response.body.text).toContain(SITE.phones[0]);
    expect(response.body.text).toContain(SITE.email);
    expect(response.body.sources).toEqual([{ title: 'Contact Us', path: '/contacts' }]);
    await ask({ message: 'qwzx plorbt veem' }).expect(200);

    const stored = await unanswered().find({ question: 'qwzx plorbt veem' }).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ count: 2, firstAskedAt: expect.any(Date), lastAskedAt: expect.any(Date) });
  });

  it("falls back on the issue's confidently wrong six, and lists each for staff", async () => {
    const questions = [
      'Do you offer scholarships?',
      'Is the school Christian or Muslim? Can my daughter wear hijab?',
      'do you take special needs children',
      'can I pay the fees in instalments',
      'what were your WAEC results last year',
      'can my son transfer to your school mid-term',
    ];
    for (const message of questions) {
      const response = await ask({ message }).expect(200);
      expect([message, response.body.outcome]).toEqual([message, 'not-answered']);
      expect(response.body.text).toContain(SITE.whatsapp);
    }
    const listed = (await unanswered().find().toArray()).map((row) => row.question);
    expect(listed).toEqual(
      expect.arrayContaining([
        'do you offer scholarships',
        'is the school christian or muslim',
        'can my daughter wear hijab',
      ]),
    );
  });

  it('answers the answerable part of a message and flags the rest, listing only the rest', async () => {
    const response = await ask({ message: 'How much is the form? Do you give sibling discount?' }).expect(200);
    expect(response.body.outcome).toBe('partly-answered');
    expect(response.body.text).toMatch(/^The application form costs ₦5,000/);
    expect(response.body.text).toContain(`I don't have an answer to "Do you give sibling discount" yet.`);
    expect(response.body.sources).toEqual([
      { title: 'Purchase Application Form', path: '/application-purchase' },
      { title: 'Contact Us', path: '/contacts' },
    ]);
    expect(await unanswered().countDocuments({ question: 'do you give sibling discount' })).toBe(1);
    expect(await unanswered().countDocuments({ question: 'how much is the form' })).toBe(0);
  });

  it('reads a follow-up with the previous question of the chat, and lists it with that question', async () => {
    const creche = await ask({ message: 'and for the creche?', previous: 'what time does school close?' }).expect(200);
    expect(creche.body.text).toContain('5:00 PM');
    const boarding = await ask({ message: 'how much?', previous: 'do you have boarding' }).expect(200);
    expect(boarding.body.outcome).toBe('not-answered');
    expect(await unanswered().countDocuments({ question: 'how much (after "do you have boarding")' })).toBe(1);
    const alone = await ask({ message: 'how much?' }).expect(200);
    expect(alone.body.text).toMatch(/Could you tell me a little more/);
    expect(await unanswered().countDocuments({ question: 'how much' })).toBe(0);
  });

  it('greets back in Yoruba and Pidgin, and answers a question that opens with a greeting', async () => {
    expect((await ask({ message: 'E kaaro ma' }).expect(200)).body).toMatchObject({ outcome: 'small-talk' });
    expect((await ask({ message: 'how far' }).expect(200)).body.text).toMatch(/I dey kampe/);
    expect((await ask({ message: 'e se o' }).expect(200)).body.text).toMatch(/Ko to ope/);
    const greeted = await ask({ message: 'Good morning ma, how much be the form?' }).expect(200);
    expect(greeted.body.text).toMatch(/^Hello! The application form costs ₦5,000/);
  });

  it('lists an answer given without confidence (two passages answer almost equally), and marks it so', async () => {
    const response = await ask({ message: 'can i apply online' }).expect(200);
    expect(response.body.outcome).toBe('answered');
    expect(await unanswered().findOne({ question: 'can i apply online' })).toMatchObject({
      count: 1,
      lowConfidence: 1,
    });
  });

  it('promises no e-mail receipt while the API sends no mail, and does once SMTP_URL is set', async () => {
    const question = { message: 'how do I pay for the application form' };
    const withoutMail = await ask(question).expect(200);
    expect(withoutMail.body.text).toMatch(/^Pay online on our Payment page/);
    expect(withoutMail.body.text).not.toMatch(/receipt/i);
    const saved = process.env.SMTP_URL;
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    const mailing = await createContextApp([ChatbotModule]);
    try {
      expect((await ask(question, mailing).expect(200)).body.text).toMatch(/e-mail you a receipt/);
    } finally {
      await mailing.close();
      if (saved === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = saved;
    }
  });

  it('does not store questions it answered', async () => {
    await ask({ message: 'where is the school located' }).expect(200);
    expect(await unanswered().countDocuments({ question: 'where is the school located' })).toBe(0);
  });

  it('lists unanswered questions for staff, most asked first', async () => {
    await ask({ message: 'zzyzx wibble' }).expect(200);
    const response = await request(app.getHttpServer())
      .get('/api/chatbot/unanswered')
      .set('Cookie', await staffCookie(app))
      .expect(200);
    const questions = response.body.data.map((row: { question: string }) => row.question);
    expect(questions.slice(0, 1)).toEqual(['qwzx plorbt veem']);
    expect(questions).toContain('zzyzx wibble');
    expect(response.body.data[0]).toEqual({
      _id: expect.any(String),
      question: 'qwzx plorbt veem',
      count: 2,
      reasons: { noAnswer: 2, lowConfidence: 0, notHelpful: 0 },
      firstAskedAt: expect.any(String),
      lastAskedAt: expect.any(String),
    });
  });

  it('never echoes markup typed by a visitor', async () => {
    const response = await ask({ message: '<script>alert(1)</script><img src=x onerror=alert(1)>' }).expect(200);
    expect(response.body.text).not.toMatch(/<|onerror/);
  });

  describe('rejects bad input with a clear 400', () => {
    it.each([
      [{}, /message must not be empty|message must be text/],
      [{ message: '' }, /message must not be empty/],
      [{ message: '    ' }, /message must not be empty/],
      [{ message: 42 }, /message must be text/],
      [{ message: ['a'] }, /message must be text/],
      [{ message: 'hi', extra: true }, /property extra should not exist/],
      [{ message: 'hi', previous: 42 }, /previous must be text/],
      [{ message: 'hi', previous: 'p'.repeat(501) }, /previous is too long/],
      [{ message: { $gt: '' } }, /Invalid field name: \$gt/],
    ])('%j', async (body, expected) => {
      const response = await ask(body).expect(400);
      expect(response.body.statusCode).toBe(400);
      expect(response.body.message).toMatch(expected);
    });

    it('a message over 500 characters', async () => {
      const response = await ask({ message: 'a'.repeat(501) }).expect(400);
      const message = 'message is too long: please keep it under 500 characters';
      expect(response.body).toEqual({ statusCode: 400, message, errors: [{ field: 'message', message }] });
    });

    it('accepts exactly 500 characters', async () => {
      await ask({ message: 'b'.repeat(500) }).expect(200);
    });
  });

  it('throttles one address after 20 questions a minute, and only that address', async () => {
    for (let index = 0; index < 20; index++) await ask({ message: 'hello' }, app, '203.0.113.7').expect(200);
    const limited = await ask({ message: 'hello' }, app, '203.0.113.7').expect(429);
    expect(limited.body.statusCode).toBe(429);
    await ask({ message: 'hello' }, app, '203.0.113.8').expect(200);
  });

  it("answers from the school's events and the announcement banner, which it learns of when staff publish them", async () => {
    const editor = await staffCookie(app, 'editor');
    const day = 24 * 60 * 60 * 1000;
    const inTenDays = new Date(Date.now() + 10 * day);
    const sports = {
      title: 'Inter-house Sports',
      startsAt: new Date(inTenDays.getTime()).toISOString(),
      endsAt: new Date(inTenDays.getTime() + 5 * 60 * 60 * 1000).toISOString(),
      campus: 'elebu',
      venue: 'Sports field',
      description: 'Red, Blue, Green and Yellow houses compete; families are welcome.',
    };
    const create = request(app.getHttpServer()).post(apiUrl(ENDPOINTS.events.create)).set('Cookie', editor);
    for (const [name, value] of Object.entries(sports)) create.field(name, value);
    const event = (await create.expect(201)).body as { id: string };
    const held = { ...sports, title: 'PTA Meeting', venue: 'Main hall', description: 'Termly meeting of parents.' };
    held.startsAt = new Date(Date.now() - 5 * day).toISOString();
    held.endsAt = new Date(Date.now() - 5 * day + 2 * 60 * 60 * 1000).toISOString();
    const past = request(app.getHttpServer()).post(apiUrl(ENDPOINTS.events.create)).set('Cookie', editor);
    for (const [name, value] of Object.entries(held)) past.field(name, value);
    await past.expect(201);

    const dayName = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Africa/Lagos',
    })
      .format(inTenDays)
      .replace(',', '');
    for (const message of [
      'When is the inter-house sports?',
      'wetin be date for inter house sport',
      'where is the inter-house sports holding',
    ]) {
      const reply = await ask({ message }).expect(200);
      expect([message, reply.body.outcome]).toEqual([message, 'answered']);
      expect(reply.body.text.replace(',', '')).toContain(dayName);
      expect(reply.body.text).toContain('Sports field');
      expect(reply.body.sources).toEqual([{ title: 'Inter-house Sports', path: `/events/${event.id}` }]);
    }
    expect((await ask({ message: 'when was the PTA meeting' }).expect(200)).body.text).toMatch(
      /^PTA Meeting was held on/,
    );
    const coming = await ask({ message: 'what events are coming up?' }).expect(200);
    expect(coming.body.text).toContain('Inter-house Sports on');
    expect(coming.body.text).not.toContain('PTA Meeting');

    const announcement = {
      text: 'Open day for new families on Saturday 4 October: tour both campuses and meet the teachers.',
      link: '/admission',
      linkText: 'Admission',
      startsAt: new Date(Date.now() - day).toISOString(),
      endsAt: new Date(Date.now() + 20 * day).toISOString(),
    };
    await request(app.getHttpServer())
      .put(apiUrl(ENDPOINTS.siteContent.updateAnnouncement))
      .set('Cookie', editor)
      .send({ announcement })
      .expect(200);
    const openDay = await ask({ message: 'when is the open day?' }).expect(200);
    expect(openDay.body.text).toContain('Saturday 4 October');
    expect(openDay.body.sources).toEqual([{ title: 'Announcement', path: '/admission' }]);
  });

  it("points to the school's documents to download, which it learns of when staff add them", async () => {
    const editor = await staffCookie(app, 'editor');
    const document = await PDFDocument.create();
    document.addPage([200, 200]).drawText('Uniform list', { x: 10, y: 150, size: 12 });
    await request(app.getHttpServer())
      .post(apiUrl(ENDPOINTS.downloads.create))
      .set('Cookie', editor)
      .attach('file', Buffer.from(await document.save()), 'uniform.pdf')
      .field('title', 'Uniform list')
      .field('category', 'uniform')
      .field('validFrom', '2026-09-07')
      .expect(201);
    for (const message of ['where can I get the uniform list?', 'I want to download the uniform list']) {
      const reply = await ask({ message }).expect(200);
      expect([message, reply.body.outcome]).toEqual([message, 'answered']);
      expect(reply.body.text).toContain('/api/downloads/uniform-list.pdf');
      expect(reply.body.text).toContain('valid from 7 September 2026');
      expect(reply.body.sources).toEqual([{ title: 'Downloads', path: '/downloads' }]);
    }
  });

  it('answers a topic whatever area the family names: "school bus from Akobo" is the transport answer', async () => {
    const plain = await ask({ message: 'do you have a school bus?' }).expect(200);
    for (const message of [
      'school bus from Akobo',
      'Do you have school bus for Bodija area',
      'una get bus wey dey go Ojoo?',
    ]) {
      const reply = await ask({ message }).expect(200);
      expect([message, reply.body.outcome, reply.body.text]).toEqual([message, 'answered', plain.body.text]);
    }
  });
});
