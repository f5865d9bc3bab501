import type { TextChange } from './types';

/**
 * The text with only the given changes of POST blog/improve applied (those the editor accepted): the API checks
 * its answer with it, the dashboard builds the post's new text with it.
 */
export function applyTextChanges(text: string, changes: readonly Pick<TextChange, 'start' | 'end' | 'replacement'>[]) {
  let result = text;
  for (const change of [...changes].sort((left, right) => right.start - left.start)) {
    result = result.slice(0, change.start) + change.replacement + result.slice(change.end);
  }
  return result;
}
