import { whenText } from './school-calendar-knowledge';

describe('whenText', () => {
  it('says half past noon as 12:30 pm, never 0:30 pm', () => {
    // 11:30 and 13:00 UTC are 12:30 pm and 2:00 pm in Lagos.
    expect(whenText('2026-12-02T11:30:00Z', '2026-12-02T13:00:00Z')).toBe(
      'Wednesday, 2 December 2026, 12:30 pm to 2:00 pm (Lagos time)',
    );
  });
});
