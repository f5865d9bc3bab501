import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  apiUrl,
  ENDPOINTS,
  type ChatbotReply,
  type FaqItem,
  type SitePageFields,
  type SiteSettings,
} from '@icast/contracts';
import { DEFAULT_SITE_PAGES } from '@icast/content';
import { PUBLIC_CACHE_VERSION_POLL_MS } from '../../content/public-cache/public-cache-version';
import { staffCookie } from '../../testing/staff-session';
import { createContextApp, createContextAppOnEmptyDatabase } from '../../testing/test-app';
import { ChatbotModule } from './chatbot.module';

const TABLET_QUESTION = 'Can pupils bring a tablet computer to school?';
const TABLET_ANSWER = 'Tablets stay at home: the computer laboratory lends each pupil a laptop during ICT lessons.';

/** Aunty ICAST answers from the FAQs and facts staff edit, on every API instance, without a restart. */
describe('the chat answers from the edited site content', () => {
  let first: NestExpressApplication;
  let second: NestExpressApplication;
  let editor: string[];
  let nextAddress = 1;
  const ask = async (app: NestExpressApplication, message: string): Promise<ChatbotReply> =>
    (
      await request(app.getHttpServer())
        .post(apiUrl(ENDPOINTS.chatbot.reply))
        .set('X-Forwarded-For', `198.51.100.${nextAddress++ % 250}`)
        .send({ message })
        .expect(200)
    ).body as ChatbotReply;
  /**
   * Asks until the reply passes `done`, or until other instances have had fifteen polls to hear of the change (a
   * loaded machine can take several): a chat that never hears of it still fails.
   */
  const askUntil = async (app: NestExpressApplication, message: string, done: (reply: ChatbotReply) => boolean) => {
    const started = Date.now();
    let reply = await ask(app, message);
    while (!done(reply) && Date.now() - started < 15 * PUBLIC_CACHE_VERSION_POLL_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reply = await ask(app, message);
    }
    return reply;
  };
  const staff = (method: 'post' | 'put', path: string) =>
    request(first.getHttpServer())[method](path).set('Cookie', editor);

  beforeAll(async () => {
    first = await createContextAppOnEmptyDatabase([ChatbotModule]);
    second = await createContextApp([ChatbotModule]);
    editor = await staffCookie(first, 'editor');
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  it('answers an FAQ added on one instance from the other, and stops once it is hidden', async () => {
    const before = await ask(second, TABLET_QUESTION);
    expect(before.text).not.toContain(TABLET_ANSWER);

    const fields = { question: TABLET_QUESTION, answer: TABLET_ANSWER, category: 'daily-life', sourcePath: '/faq' };
    const added = (await staff('post', apiUrl(ENDPOINTS.faqs.add)).send(fields).expect(201)).body as FaqItem;

    const heard = await askUntil(second, TABLET_QUESTION, (reply) => reply.text.includes(TABLET_ANSWER));
    expect(heard.text).toContain(TABLET_ANSWER);
    expect(heard.sources).toEqual([{ title: 'Frequently Asked Questions', path: '/faq' }]);
    // The instance that saved it answers at once.
    expect((await ask(first, TABLET_QUESTION)).text).toContain(TABLET_ANSWER);

    await staff('put', apiUrl(ENDPOINTS.faqs.update, { id: added.id }))
      .send({ ...fields, hidden: true })
      .expect(200);
    const hidden = await askUntil(second, TABLET_QUESTION, (reply) => !reply.text.includes(TABLET_ANSWER));
    expect(hidden.text).not.toContain(TABLET_ANSWER);
    expect((await ask(first, TABLET_QUESTION)).text).not.toContain(TABLET_ANSWER);
  });

  it("answers from the hostel page's text as staff saved it, on the other instance too", async () => {
    const rules =
      'Boarders go home on the exeat weekend in the middle of each term; boarding fees are paid each term with ' +
      'the school fees.';
    const question = 'When do boarders go home for exeat?';
    expect((await ask(second, question)).text).not.toContain(rules);
    const page: SitePageFields = structuredClone(DEFAULT_SITE_PAGES.hostel);
    const pastoral = page.blocks.find((block) => block.anchor === 'pastoral');
    if (pastoral?.type !== 'section') throw new Error('The hostel page has a pastoral care section');
    pastoral.paragraphs = [...pastoral.paragraphs, rules];
    const url = apiUrl(ENDPOINTS.sitePages.update, { key: 'hostel' });
    await staff('put', url).send(page).expect(200);
    try {
      const heard = await askUntil(second, question, (reply) => reply.text.includes(rules));
      expect(heard.text).toContain(rules);
      expect(heard.sources).toEqual([{ title: 'Boarding Hostel', path: '/hostel' }]);
      expect((await ask(first, question)).text).toContain(rules);
    } finally {
      await staff('put', url).send(DEFAULT_SITE_PAGES.hostel).expect(200);
    }
  });

  it("quotes the phones, WhatsApp and e-mail staff set, in the FAQs' answers and when it cannot answer", async () => {
    const settingsUrl = apiUrl(ENDPOINTS.siteContent.updateSettings);
    const current = (await request(first.getHttpServer()).get(apiUrl(ENDPOINTS.siteContent.read)).expect(200)).body
      .settings as SiteSettings;
    const changed = {
      ...current,
      phones: ['0809 111 2222'],
      whatsapp: '0809 333 4444',
      emails: ['office@icast.example'],
    };
    await staff('put', settingsUrl).send(changed).expect(200);
    try {
      const reply = await askUntil(second, 'What is the office phone number?', (r) => r.text.includes('0809 111 2222'));
      expect(reply.text).toContain('0809 111 2222');
      expect(reply.text).toContain('office@icast.example');
      expect(reply.text).not.toContain(current.phones[0]);

      const unknown = await ask(second, 'Do you offer scholarships?');
      expect(unknown.outcome).toBe('not-answered');
      expect(unknown.text).toContain('call the school office on 0809 111 2222');
      expect(unknown.text).toContain('[WhatsApp (0809 333 4444)](https://wa.me/2348093334444)');
      expect(unknown.text).toContain('e-mail office@icast.example');
      expect(unknown.text).not.toContain(current.whatsapp);
    } finally {
      await staff('put', settingsUrl).send(current).expect(200);
    }
  });
});
