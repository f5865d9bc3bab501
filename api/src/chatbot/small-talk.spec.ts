import { SITE } from '@icast/content';
import { chatFallbackText, isGreeting, isThanks } from './small-talk';

describe('small talk', () => {
  it('recognises greetings and thanks, and offers contacts when it does not know', () => {
    expect(isGreeting('Good morning!')).toBe(true);
    expect(isGreeting('Hello, what are the fees?')).toBe(false);
    expect(isThanks('Thank you.')).toBe(true);
    const fallback = chatFallbackText();
    expect(fallback).toContain(SITE.phones[0]);
    expect(fallback).toContain(SITE.email);
    expect(fallback).toContain('/contacts');
  });
});
