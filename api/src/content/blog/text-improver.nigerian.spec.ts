import { NIGERIAN_WORDS } from '@icast/content';
import { improveTextOffline } from './text-improver';

/** Words as the checker reads them: letters only, so "aso-oke" is "aso" and "oke". */
const wordsOf = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{M}]+/gu) ?? [];

describe('the spelling and style check on Nigerian words', () => {
  it('leaves the foods, clothes and festivals the editor wrote as they are, and drops no word', async () => {
    const text =
      'the pupils wore gele and agbada for ileya, ate jollof rice and moin moin, and showed the adire they dyed.';
    const checked = await improveTextOffline(text);
    expect(checked).toBe(
      'The pupils wore gele and agbada for ileya, ate jollof rice and moin moin, and showed the adire they dyed.',
    );
    expect(wordsOf(checked)).toEqual(wordsOf(text));
  });

  it('never touches a word of the Nigerian vocabulary, in lower case mid-sentence', async () => {
    expect(NIGERIAN_WORDS.length).toBeGreaterThanOrEqual(300);
    const words = [...new Set(NIGERIAN_WORDS.flatMap(wordsOf))];
    // In sentences of twenty, as a post would carry them.
    for (let start = 0; start < words.length; start += 20) {
      const text = `We saw ${words.slice(start, start + 20).join(' and ')} there.`;
      const checked = await improveTextOffline(text);
      expect([text, wordsOf(checked)]).toEqual([text, wordsOf(text)]);
    }
  });

  it('still fixes a clear slip with one candidate, and keeps a doubled word unless it is a slip like "the the"', async () => {
    expect(await improveTextOffline('the the children recieved their prizes tommorow')).toBe(
      'The children received their prizes tomorrow',
    );
    expect(await improveTextOffline('we walked small small to the hall')).toBe('We walked small small to the hall');
    expect(await improveTextOffline('The childen sang.')).toBe('The children sang.');
  });
});
