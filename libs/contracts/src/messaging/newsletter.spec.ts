import { NEWSLETTER_BLOCK_LIMITS, newsletterBlockOf, newsletterProblems } from './newsletter';

const ID = 'a'.repeat(24);

describe('the rule of a newsletter built from blocks', () => {
  it('accepts every kind of block, and keeps only the fields a block has', () => {
    const draft = {
      subject: 'November at ICAST',
      blocks: [
        { type: 'heading', text: 'Sports day' },
        { type: 'paragraph', text: 'Dear parents,\nthe houses meet on Friday.' },
        { type: 'photo', imageId: ID, alt: 'Pupils at the relay', caption: 'Blue house won' },
        { type: 'post', postId: ID },
        { type: 'event', eventId: ID },
        { type: 'button', label: 'Apply now', url: '/admission' },
        { type: 'button', label: 'Our video', url: 'https://www.youtube.com/watch?v=abc' },
      ],
      audience: { campuses: ['elebu'], sections: ['primary', 'hostel'] },
    };
    expect(newsletterProblems(draft)).toEqual([]);
    expect(newsletterBlockOf({ type: 'post', postId: ID, extra: '<b>' } as never)).toEqual({
      type: 'post',
      postId: ID,
    });
  });

  it('reads any body without trusting its shape, every problem at its path', () => {
    expect(newsletterProblems(null)).toEqual([
      { field: 'subject', message: 'Enter the subject' },
      { field: 'blocks', message: 'Add at least one block' },
    ]);
    const problems = newsletterProblems({
      subject: 's'.repeat(151),
      blocks: [
        { type: 'script', text: 'x' },
        { type: 'photo', imageId: '../etc/passwd', alt: '  ' },
        { type: 'paragraph', text: 'p'.repeat(NEWSLETTER_BLOCK_LIMITS.paragraph + 1) },
        { type: 'button', label: 'Go', url: 'javascript:alert(1)' },
        { type: 'post', postId: { $gt: '' } },
        'not a block',
      ],
      audience: { campuses: ['lagos'], sections: 'primary' },
    });
    expect(problems.map((problem) => problem.field)).toEqual([
      'subject',
      'blocks.0.type',
      'blocks.1.imageId',
      'blocks.1.alt',
      'blocks.2.text',
      'blocks.3.url',
      'blocks.4.postId',
      'blocks.5.type',
      'audience.campuses',
      'audience.sections',
    ]);
    expect(problems[3]).toEqual({ field: 'blocks.1.alt', message: "Enter what block 2's photo shows" });
  });

  it('counts the blocks before reading any of them', () => {
    const blocks = Array.from({ length: NEWSLETTER_BLOCK_LIMITS.blocks + 1 }, () => ({ type: 'nonsense' }));
    expect(newsletterProblems({ subject: 'Many', blocks })).toEqual([
      { field: 'blocks', message: `A newsletter holds at most ${NEWSLETTER_BLOCK_LIMITS.blocks} blocks` },
    ]);
  });
});
