import { smsAllowedFrom } from './quiet-hours';

/** Lagos is UTC+1 all year: 21:00 Lagos is 20:00 UTC, 07:00 Lagos is 06:00 UTC. */
describe('quiet hours for reminder SMS', () => {
  it('sends at once from 07:00 to 20:59 Lagos time', () => {
    for (const at of ['2026-03-10T06:00:00Z', '2026-03-10T12:30:00Z', '2026-03-10T19:59:59Z']) {
      expect(smsAllowedFrom(new Date(at))).toEqual(new Date(at));
    }
  });

  it('holds a text queued at night until 07:00 Lagos time, across midnight and the month end', () => {
    expect(smsAllowedFrom(new Date('2026-03-10T20:00:00Z'))).toEqual(new Date('2026-03-11T06:00:00Z'));
    expect(smsAllowedFrom(new Date('2026-03-10T21:00:00Z'))).toEqual(new Date('2026-03-11T06:00:00Z'));
    expect(smsAllowedFrom(new Date('2026-03-10T23:30:00Z'))).toEqual(new Date('2026-03-11T06:00:00Z'));
    expect(smsAllowedFrom(new Date('2026-03-11T05:59:00Z'))).toEqual(new Date('2026-03-11T06:00:00Z'));
    expect(smsAllowedFrom(new Date('2026-03-31T22:00:00Z'))).toEqual(new Date('2026-04-01T06:00:00Z'));
  });
});
