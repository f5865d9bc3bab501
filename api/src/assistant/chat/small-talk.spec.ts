import { defaultSiteSettings, SITE } from '@icast/content';
import { chatFallbackText, smallTalkOf, smallTalkReply, splitOpening, SMALL_TALK_REPLIES } from './small-talk';

describe('small talk', () => {
  it.each([
    ['Good morning!', 'greeting'],
    ['good morning ma', 'greeting'],
    ['Hello aunty', 'greeting'],
    ['E kaaro', 'yoruba-greeting'],
    ['ekaaro ma', 'yoruba-greeting'],
    ['E kaasan o', 'yoruba-greeting'],
    ['bawo ni', 'yoruba-greeting'],
    ['How far?', 'pidgin-greeting'],
    ['how you dey', 'pidgin-greeting'],
    ['Thank you.', 'thanks'],
    ['thank you ma', 'thanks'],
    ['tnx', 'thanks'],
    ['E se', 'yoruba-thanks'],
    ['ese gan o', 'yoruba-thanks'],
    ['who are you?', 'identity'],
    ['are you a robot', 'identity'],
  ])('knows %p as %s', (message, kind) => {
    expect(smallTalkOf(message)).toBe(kind);
  });

  it('does not take a question for small talk, but finds the greeting that opens one', () => {
    expect(smallTalkOf('Hello, what are the fees?')).toBeUndefined();
    expect(smallTalkOf('how far is the school from challenge')).toBeUndefined();
    expect(splitOpening('Good morning ma, how much is the form?')).toEqual({
      opening: 'greeting',
      rest: 'how much is the form?',
    });
    expect(splitOpening('E kaaro o. Do you have a hostel?')).toEqual({
      opening: 'yoruba-greeting',
      rest: 'Do you have a hostel?',
    });
    expect(splitOpening('how much is the form')).toEqual({ rest: 'how much is the form' });
  });

  it('answers in kind: Yoruba with Yoruba, Pidgin with Pidgin', () => {
    expect(smallTalkReply('yoruba-greeting')).toMatch(/^E kaabo!/);
    expect(smallTalkReply('pidgin-greeting')).toMatch(/I dey kampe/);
    expect(smallTalkReply('yoruba-thanks')).toMatch(/^Ko to ope!/);
    expect(SMALL_TALK_REPLIES.greeting).toContain(smallTalkReply('greeting'));
  });

  it('falls back with phone, WhatsApp, e-mail and the Contacts page, and promises no call-back', () => {
    const fallback = chatFallbackText(defaultSiteSettings());
    expect(fallback).toContain(SITE.phones[0]);
    expect(fallback).toContain(SITE.email);
    expect(fallback).toContain(`[WhatsApp (${SITE.whatsapp})](https://wa.me/2348035124471)`);
    expect(fallback).toContain('/contacts');
    expect(fallback).not.toMatch(/call you|get back to you|contact you/i);
  });
});
