import { stem } from './question-text';
import { CHAT_SYNONYMS, equivalentsOf, expandSynonyms } from './synonyms';

describe('synonyms', () => {
  it('widens a question with true equivalents only', () => {
    expect(expandSynonyms([stem('creche')])).toEqual(expect.arrayContaining(['daycare', 'toddler']));
    expect(expandSynonyms([stem('cost')])).toEqual(expect.arrayContaining(['fee', 'price']));
    expect(expandSynonyms([stem('enroll')])).toEqual(expect.arrayContaining(['apply', 'admission', 'enrol']));
    expect(expandSynonyms([stem('hostel')])).toContain(stem('boarding'));
    // "results" are not what the exams passage answers; "transfer" (a new school) is not a bank transfer.
    expect(equivalentsOf(stem('exam'))).not.toContain(stem('results'));
    expect(equivalentsOf(stem('pay'))).not.toContain('transfer');
    for (const group of CHAT_SYNONYMS) for (const term of group) expect(term).toBe(term.toLowerCase());
  });
});
