import { improveTextOffline } from './text-improver';
import { ImproverBusyError, ImproveTimeoutError, TextImproverPool } from './text-improver.pool';
import { slowText } from './testing/slow-text';

const DRAFTS = [
  '  our  pupils  recieve   the the prizes tomorow .i think thier parents were proud ,too.  ',
  'ICAST Elebu campus hosted Sports Day.\n\n\n\nparents from Ibadan came.',
  'The science fair opens on Friday. Every class will present a project.',
];

describe('the offline text improver', () => {
  it('tidies spacing, doubled words, spelling and sentence capitals in one pass', async () => {
    expect(await improveTextOffline(DRAFTS[0]!)).toBe(
      'Our pupils receive the prizes tomorrow. I think their parents were proud, too.',
    );
  });

  it('keeps paragraphs, names and acronyms', async () => {
    expect(await improveTextOffline(DRAFTS[1]!)).toBe(
      'ICAST Elebu campus hosted Sports Day.\n\nParents from Ibadan came.',
    );
  });

  it('leaves already clean text unchanged', async () => {
    expect(await improveTextOffline(DRAFTS[2]!)).toBe(DRAFTS[2]);
  });
});

describe('the improver worker pool', () => {
  let pool: TextImproverPool;
  afterEach(async () => {
    await pool.close();
  });

  it('gives exactly what the editor gives on the main thread', async () => {
    pool = new TextImproverPool({ timeLimitMs: 60_000 });
    for (const draft of DRAFTS) expect(await pool.improve(draft)).toBe(await improveTextOffline(draft));
  });

  it('stops a text that runs past the time cap, then improves the next one', async () => {
    // Forty slow words take 4 s or more; a short text takes milliseconds once the dictionary is loaded.
    pool = new TextImproverPool({ timeLimitMs: 3_000, threads: 1 });
    expect(await pool.improve('warm up teh dictionary')).toBe('Warm up the dictionary');
    const started = Date.now();
    await expect(pool.improve(slowText(40))).rejects.toBeInstanceOf(ImproveTimeoutError);
    expect(Date.now() - started).toBeLessThan(3_500);
    // The stopped worker is replaced by a fresh one.
    expect(await pool.improve('teh end')).toBe('The end');
  });

  it('refuses at once, rather than queueing without end, when too many texts wait', async () => {
    pool = new TextImproverPool({ timeLimitMs: 60_000, threads: 1, maxWaiting: 1 });
    // One running, one waiting: the queue is full.
    const running = [pool.improve(slowText(20)), pool.improve(slowText(20))];
    running.forEach((task) => task.catch(() => undefined));
    await expect(pool.improve(slowText(20))).rejects.toBeInstanceOf(ImproverBusyError);
  });
});
