import { countOf } from './plural';
import { phoneNumbersIn, telHref } from './site';

describe('countOf', () => {
  it.each([
    [0, 'pictures'],
    [1, 'picture'],
    [2, 'pictures'],
  ])('%d -> %s', (count, noun) => {
    expect(countOf(count, 'picture')).toBe(`${count} ${noun}`);
  });

  it('takes an irregular plural', () => {
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
    expect(countOf(4, 'reply', 'replies')).toBe('4 replies');
  });
});

describe('phoneNumbersIn', () => {
  const phones = (text: string) =>
    phoneNumbersIn(text)
      .filter((part) => part.phone)
      .map((part) => part.text);

  it('finds the mobile numbers parents write, in any of their usual forms', () => {
    expect(
      phones(
        'Call 0803 512 4471, 0805-638-2190 or 08091234567; from abroad +234 803 512 4471 or +234 (0) 701 234 5678.',
      ),
    ).toEqual(['0803 512 4471', '0805-638-2190', '08091234567', '+234 803 512 4471', '+234 (0) 701 234 5678']);
  });

  it('keeps the text around each number, so nothing is lost', () => {
    const text = 'You can call us on 0803 512 4471 or 0805 638 2190, e-mail us, or visit.';
    const parts = phoneNumbersIn(text);
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts[0]).toEqual({ text: 'You can call us on ' });
    expect(parts[1]).toEqual({ text: '0803 512 4471', phone: true });
  });

  it('leaves years, fees, references and longer digit runs alone', () => {
    expect(phones('The 2025-2026 session; the fee is ₦5,000; reference ICAST-2025-000123.')).toEqual([]);
    expect(phones('Account 080351244719 and 1080351244712 are not phones.')).toEqual([]);
    expect(phones('Landline 02 231 4567.')).toEqual([]);
  });

  it('gives numbers that dial from any phone', () => {
    expect(phones('+234 (0) 803 512 4471').map(telHref)).toEqual(['tel:+2348035124471']);
    expect(telHref('0803-512-4471')).toBe('tel:+2348035124471');
    expect(telHref('00234 803 512 4471')).toBe('tel:+2348035124471');
  });
});
