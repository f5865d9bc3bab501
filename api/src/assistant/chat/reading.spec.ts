import { judge } from './answerability';
import { buildKnowledgeBase, withoutUnkeptPromises } from './knowledge-base';
import { factsIn, questionKind } from './question-kind';
import { normaliseWords } from './question-text';
import { isSlipOf, KnowledgeIndex } from './retrieval';

const index = new KnowledgeIndex(
  buildKnowledgeBase({ applicationFeeNaira: 5000, formValidityDays: 30, academicYear: '2024-2025' }),
);
const verdictOf = (question: string) => judge(index, index.read(question));

describe("reading a parent's question", () => {
  it('puts Pidgin and SMS spelling into plain words', () => {
    expect(normaliseWords('How much be the form?')).toEqual(['how', 'much', 'is', 'the', 'form']);
    expect(normaliseWords('wetin be una closing time')).toEqual(['what', 'is', 'you', 'closing', 'time']);
    expect(normaliseWords('I wan pay school fees small small')).toEqual(['i', 'want', 'pay', 'tuition', 'instalment']);
    expect(normaliseWords('my pikin dey JSS 1, wen una dey resume')).toEqual([
      'my',
      'child',
      'is',
      'jss1',
      'when',
      'you',
      'is',
      'resume',
    ]);
  });

  it('corrects a slip of the keyboard, not a different word', () => {
    expect(isSlipOf('admision', 'admission')).toBe(true);
    expect(isSlipOf('hostle', 'hostel')).toBe(true);
    expect(isSlipOf('kindergarden', 'kindergarten')).toBe(true);
    expect(isSlipOf('code', 'come')).toBe(false);
    expect(isSlipOf('ward', 'card')).toBe(false);
    expect(isSlipOf('religion', 'revision')).toBe(false);
    expect(index.read('wat are d requirment for admision').topic).toEqual(['requirement', 'admission']);
  });

  it('knows what kind of fact is asked for, and which a sentence states', () => {
    expect(questionKind(normaliseWords('How much be the form'))).toBe('price');
    expect(questionKind(normaliseWords('do I pay for the clubs'))).toBe('price');
    expect(questionKind(normaliseWords('how do I pay for the form'))).toBe('general');
    expect(questionKind(normaliseWords('which area is Elewura campus'))).toBe('place');
    expect(questionKind(normaliseWords('can a 2 year old start nursery'))).toBe('age');
    expect(factsIn('School runs from 8:00 AM to 3:00 PM.')).toEqual(new Set(['when', 'count']));
    expect(factsIn('Daycare takes children from 6 months to 3 years.')).not.toContain('when');
    expect(factsIn('The form costs ₦5,000.')).toContain('price');
  });
});

describe('judging whether a passage answers', () => {
  it.each([
    ['Do you offer scholarships?', 'nothing related'],
    ['how much is the school fees', 'states no price'],
    ['how much is boarding', 'states no price'],
    ['can my son transfer mid-term', 'lacks transfer'],
    ['can my daughter wear hijab', 'lacks hijab'],
  ])('falls back on %p (%s)', (question, reason) => {
    const judgement = verdictOf(question);
    expect(judgement.verdict).toBe('none');
    expect(judgement.reason).toContain(reason);
  });

  it('answers with the passage that states the asked fact, not the best-ranked one', () => {
    expect(verdictOf('how much is the application form').best?.entry.id).toBe('application-form-fee');
    expect(verdictOf('how do I pay for the application form').best?.entry.id).toBe('how-to-pay');
    expect(verdictOf('how do i apply for jss1').best?.entry.id).toBe('how-to-apply');
  });
});

describe('promises the site keeps', () => {
  it('leaves out an e-mailed receipt unless mail is on, in either wording', () => {
    const today = 'You will get a payment reference and an e-mail receipt. You can also pay at the school office.';
    const withReceipt =
      'You will get a payment reference, and we e-mail you a receipt (a PDF) with links to download the forms. You can also pay at the school office.';
    for (const text of [today, withReceipt]) {
      expect(withoutUnkeptPromises(text, { emailReceipts: false })).toBe(
        'You will get a payment reference. You can also pay at the school office.',
      );
      expect(withoutUnkeptPromises(text, { emailReceipts: true })).toBe(text);
    }
  });
});
