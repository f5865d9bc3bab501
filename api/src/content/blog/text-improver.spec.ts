import { improveTextOffline } from './text-improver';
import { ImproverBusyError, ImproveTimeoutError, TextImproverPool } from './text-improver.pool';
import { slowText } from './testing/slow-text';

const DRAFTS = [
  '  our  pupils  recieve   the the prizes tomorow .i think thier parents were proud ,too.  ',
  'ICAST Elebu campus hosted Sports Day.\n\n\n\nparents from Ibadan came.',
  'The science fair opens on Friday. Every class will present a project.',
];

/** The Must show: campus, class, Yoruba and place names among errors of every kind the check fixes. */
const SCHOOL_PARAGRAPH =
  'our pupils from the elebu and Elewura campuses visited ìbàdàn  last week .Adébáyọ̀ and oluwaseun from jss1 said ' +
  'it was alot of fun,and i agree. the the trip could of been longer but its a long drive from Ibadan to Ọ̀yọ́ . ' +
  'Mrs Adeyemi thanked ICAST parents and the primary 4 teachers , who recieved the children at Elebu.Tèmítọ́pẹ́ ' +
  'said we dont mind long rides.';
const SCHOOL_PARAGRAPH_CHECKED =
  'Our pupils from the Elebu and Elewura campuses visited Ìbàdàn last week. Adébáyọ̀ and Oluwaseun from JSS1 said ' +
  "it was a lot of fun, and I agree. The trip could have been longer but it's a long drive from Ibadan to Ọ̀yọ́. " +
  'Mrs Adeyemi thanked ICAST parents and the Primary 4 teachers, who received the children at Elebu. Tèmítọ́pẹ́ ' +
  "said we don't mind long rides.";

describe('the offline spelling and style check', () => {
  it('keeps every name (campus, class, Yoruba, place) and fixes every error around them', async () => {
    expect(await improveTextOffline(SCHOOL_PARAGRAPH)).toBe(SCHOOL_PARAGRAPH_CHECKED);
  });

  it('never turns a lower-case campus name into an English word (elebu was once "zebu")', async () => {
    expect(await improveTextOffline('we met at elebu and elewura.')).toBe('We met at Elebu and Elewura.');
  });

  it('leaves a capitalised word it does not know alone mid-sentence, and keeps meant repeats', async () => {
    const text = 'Our visitor Mr Ogunyinka said that that was the best day. The pupils had had lunch.';
    expect(await improveTextOffline(text)).toBe(text);
  });

  it('puts "its" right only where it is certain', async () => {
    expect(await improveTextOffline("its the best school and it's own hall is new. Its roof is red.")).toBe(
      "It's the best school and its own hall is new. Its roof is red.",
    );
  });

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
    for (const draft of [...DRAFTS, SCHOOL_PARAGRAPH])
      expect(await pool.improve(draft)).toBe(await improveTextOffline(draft));
  });

  it('stops a text that runs past the time cap, then improves the next one', async () => {
    // Forty different slow words take 4 s or more (2.7 s when twenty-six of them repeated: a quiet machine finished
    // them inside a 3 s cap), several times the cap; a short text takes milliseconds once the dictionary is loaded.
    // (Three hundred of them finished inside an 8 s cap on a quiet machine, so the cap stays short.)
    pool = new TextImproverPool({ timeLimitMs: 1_500, threads: 1 });
    /**
     * A worker loads the dictionary before its first text, which on a loaded machine can itself outlast the cap: a
     * few tries, never an endless wait (a pool left without a worker never answers).
     */
    const improveShort = async (text: string) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await pool.improve(text);
        } catch (error) {
          if (!(error instanceof ImproveTimeoutError) || attempt === 3) throw error;
        }
      }
    };
    expect(await improveShort('warm up teh dictionary')).toBe('Warm up the dictionary');
    // The cap's own error: the pool stopped the worker when the cap ran out (not a duration this machine's load
    // would blur).
    await expect(pool.improve(slowText(40))).rejects.toBeInstanceOf(ImproveTimeoutError);
    // The stopped worker is replaced by a fresh one.
    expect(await improveShort('teh end')).toBe('The end');
  });

  it('refuses at once, rather than queueing without end, when too many texts wait', async () => {
    pool = new TextImproverPool({ timeLimitMs: 60_000, threads: 1, maxWaiting: 1 });
    // One running, one waiting: the queue is full.
    const running = [pool.improve(slowText(20)), pool.improve(slowText(20))];
    running.forEach((task) => task.catch(() => undefined));
    await expect(pool.improve(slowText(20))).rejects.toBeInstanceOf(ImproverBusyError);
  });
});
