import { eventWhen } from './event-format';

describe('eventWhen', () => {
  it('writes the hour after noon as 12, as the browser does, on the server too', () => {
    // 11:35 and 12:05 UTC are 12:35 pm and 1:05 pm in Lagos.
    expect(eventWhen({ startsAt: '2026-12-02T11:35:00Z', endsAt: '2026-12-02T12:05:00Z' })).toBe(
      'Wed, 2 December 2026, 12:35 pm to 1:05 pm',
    );
  });

  it('names the days only, over several days', () => {
    expect(eventWhen({ startsAt: '2026-03-02T08:00:00Z', endsAt: '2026-03-06T14:00:00Z' })).toBe(
      'Mon, 2 March 2026 to Fri, 6 March 2026',
    );
  });
});
