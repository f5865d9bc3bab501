import { normalisePhoneNumber } from './phone-number';

describe('normalisePhoneNumber', () => {
  it.each([
    ['08031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['+2348031234567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['+234 (0) 803-123-4567', '+2348031234567'],
    ['+447911123456', '+447911123456'],
    ['00447911123456', '+447911123456'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });

  it.each(['', '12345', '0803123456', '080312345678', '+0123456789', 'call me', '+1234567', '+1234567890123456'])(
    'rejects %p',
    (input) => {
      expect(normalisePhoneNumber(input)).toBeUndefined();
    },
  );
});
