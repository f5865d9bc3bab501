/**
 * A count with its noun agreeing: `1 confirmed subscriber`, `3 confirmed subscribers`, `0 pictures`. The plural is
 * the singular with an `s` unless given.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
