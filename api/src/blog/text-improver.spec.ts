import { improveTextOffline } from './text-improver';

describe('the offline text improver', () => {
  it('tidies spacing, doubled words, spelling and sentence capitals in one pass', async () => {
    const draft = '  our  pupils  recieve   the the prizes tomorow .i think thier parents were proud ,too.  ';
    expect(await improveTextOffline(draft)).toBe(
      'Our pupils receive the prizes tomorrow. I think their parents were proud, too.',
    );
  });

  it('keeps paragraphs, names and acronyms', async () => {
    const draft = 'ICAST Elebu campus hosted Sports Day.\n\n\n\nparents from Ibadan came.';
    expect(await improveTextOffline(draft)).toBe('ICAST Elebu campus hosted Sports Day.\n\nParents from Ibadan came.');
  });

  it('leaves already clean text unchanged', async () => {
    const clean = 'The science fair opens on Friday. Every class will present a project.';
    expect(await improveTextOffline(clean)).toBe(clean);
  });
});
