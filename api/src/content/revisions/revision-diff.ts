import { diffWords } from 'diff';
import type { RevisionFieldChange } from '@icast/contracts';

/** What says nothing about the content itself: ids, stamps, addresses made from the title, the photo's sizes. */
const NOT_CONTENT = new Set(['id', '_id', 'createdAt', 'updatedAt', 'slug', 'picture', 'author', 'position']);
/** Longer than this (or with a space in it) a value is text, compared word by word. */
const SHORT_VALUE = 40;
/** A field's text longer than this is compared as a whole, not word by word (the diff is quadratic at worst). */
const WORD_DIFF_MAX = 20_000;

/** Every leaf of a JSON value under a readable path: `title`, `campuses[0].address`, `phones[1]`. */
export function fieldsOf(
  value: unknown,
  ignored: ReadonlySet<string> = NOT_CONTENT,
  path = '',
  into = new Map<string, string>(),
): Map<string, string> {
  if (Array.isArray(value)) {
    value.forEach((entry, index) => fieldsOf(entry, ignored, `${path}[${index}]`, into));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      if (path === '' && ignored.has(key)) continue;
      if (path !== '' && (key === 'id' || key === '_id')) continue;
      fieldsOf(entry, ignored, path ? `${path}.${key}` : key, into);
    }
  } else if (path) {
    into.set(path, value === null || value === undefined ? '' : String(value));
  }
  return into;
}

const isText = (before: string, after: string) =>
  /\s/.test(before) || /\s/.test(after) || Math.max(before.length, after.length) > SHORT_VALUE;

/**
 * The fields that differ from `before` to `after`, in the order `after` has them (removed ones last); texts word by
 * word, so an editor sees the three words that changed in a long post rather than two whole versions. `alsoIgnored`:
 * a kind's own copies of other fields (a post's `description` repeats its content).
 */
export function revisionChanges(before: unknown, after: unknown, alsoIgnored: string[] = []): RevisionFieldChange[] {
  const ignored = new Set([...NOT_CONTENT, ...alsoIgnored]);
  const old = fieldsOf(before, ignored);
  const now = fieldsOf(after, ignored);
  const paths = [...now.keys(), ...[...old.keys()].filter((path) => !now.has(path))];
  return paths.flatMap((field) => {
    const was = old.get(field) ?? '';
    const is = now.get(field) ?? '';
    if (was === is) return [];
    if (!isText(was, is) || Math.max(was.length, is.length) > WORD_DIFF_MAX) return [{ field, before: was, after: is }];
    const parts = diffWords(was, is).map((part) => ({
      value: part.value,
      ...(part.added ? { added: true } : {}),
      ...(part.removed ? { removed: true } : {}),
    }));
    return [{ field, before: was, after: is, parts }];
  });
}
