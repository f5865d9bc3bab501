import { CHAT_SYNONYMS, expandSynonyms } from './synonyms';

describe('synonyms', () => {
  it('expands synonyms for retrieval', () => {
    expect(expandSynonyms('Do you have a creche?')).toEqual(expect.arrayContaining(['daycare', 'nursery']));
    expect(expandSynonyms('How much is it?')).toEqual(expect.arrayContaining(['fees', 'price', 'cost']));
    expect(expandSynonyms('When does school close?')).toEqual(expect.arrayContaining(['closing', 'end']));
    expect(expandSynonyms('How do I enroll my son')).toEqual(expect.arrayContaining(['apply', 'admission', 'enrol']));
    expect(expandSynonyms('Is there boarding')).toContain('hostel');
    expect(expandSynonyms('weekend')).not.toContain('end');
    for (const group of CHAT_SYNONYMS) for (const term of group) expect(term).toBe(term.toLowerCase());
  });
});
