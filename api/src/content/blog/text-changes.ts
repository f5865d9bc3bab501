import { diffWordsWithSpace } from 'diff';
import { applyTextChanges, type TextChange } from '@icast/contracts';

const lettersOf = (text: string) => text.replace(/[^\p{L}\p{M}\d]/gu, '');

/** Why a change was suggested, from what it changes. */
function reasonFor(original: string, replacement: string, by: 'model' | 'spelling-check'): TextChange['reason'] {
  const squeezed = (text: string) => text.replace(/\s/g, '');
  if (squeezed(original) === squeezed(replacement)) return 'spacing';
  if (squeezed(original).toLowerCase() === squeezed(replacement).toLowerCase()) return 'capital letter';
  if (lettersOf(original) === lettersOf(replacement)) return 'punctuation';
  const removed = original.trim().split(/\s+/);
  const kept = replacement.trim();
  if (kept === '' && removed.length >= 1) return 'repeated word';
  return by === 'model' ? 'wording' : 'spelling';
}

/**
 * The suggestion as separate changes to the text sent, each with its place in it, so the editor can accept or
 * reject each: a word-level difference (jsdiff), where each run of removed and added pieces between unchanged
 * ones is one change. Applying every change gives `after`.
 */
export function changesBetween(before: string, after: string, by: 'model' | 'spelling-check'): TextChange[] {
  const changes: TextChange[] = [];
  let position = 0;
  let open: { start: number; original: string; replacement: string } | undefined;
  const close = () => {
    if (!open) return;
    const { start, original, replacement } = open;
    changes.push({
      start,
      end: start + original.length,
      original,
      replacement,
      reason: reasonFor(original, replacement, by),
    });
    open = undefined;
  };
  for (const part of diffWordsWithSpace(before, after)) {
    if (!part.added && !part.removed) {
      close();
      position += part.value.length;
      continue;
    }
    open ??= { start: position, original: '', replacement: '' };
    if (part.removed) {
      open.original += part.value;
      position += part.value.length;
    } else open.replacement += part.value;
  }
  close();
  // A doubled word's removal is the word and the space before it: said as such rather than as spacing.
  return changes.map((change) =>
    change.replacement === '' && change.original.trim() !== '' ? { ...change, reason: 'repeated word' } : change,
  );
}

/** The text with only the given changes applied (those the editor accepted). */
export const applyChanges = applyTextChanges;
