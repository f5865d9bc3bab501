import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  ADMISSIONS_COLLECTIONS,
  ASSISTANT_COLLECTIONS,
  CONTENT_COLLECTIONS,
  IDENTITY_COLLECTIONS,
  MESSAGING_COLLECTIONS,
  PAYMENTS_COLLECTIONS,
  PLATFORM_COLLECTIONS,
} from '@icast/contracts';

/**
 * The API is grouped by what the school does: one folder per bounded context, each with its module, a README
 * paragraph and a public surface (its index.ts). These checks read the source, so a shortcut between contexts fails
 * here before it is merged.
 */
const SRC = __dirname;
const CONTEXTS = ['admissions', 'payments', 'content', 'messaging', 'assistant', 'identity', 'dashboard'] as const;
type Context = (typeof CONTEXTS)[number];
const OWNERS: Record<string, Context | 'platform'> = Object.fromEntries([
  ...Object.keys(ADMISSIONS_COLLECTIONS).map((key) => [key, 'admissions']),
  ...Object.keys(PAYMENTS_COLLECTIONS).map((key) => [key, 'payments']),
  ...Object.keys(CONTENT_COLLECTIONS).map((key) => [key, 'content']),
  ...Object.keys(MESSAGING_COLLECTIONS).map((key) => [key, 'messaging']),
  ...Object.keys(ASSISTANT_COLLECTIONS).map((key) => [key, 'assistant']),
  ...Object.keys(IDENTITY_COLLECTIONS).map((key) => [key, 'identity']),
  ...Object.keys(PLATFORM_COLLECTIONS).map((key) => [key, 'platform']),
]);

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** The app's own code: no spec, nothing only tests use. */
const appFiles = filesUnder(SRC).filter(
  (file) => !file.endsWith('.spec.ts') && !file.split(path.sep).includes('testing'),
);
const contextOf = (file: string) => path.relative(SRC, file).split(path.sep)[0]!;
const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** Every relative import of a file, resolved to the file it names. */
function importsOf(file: string): Array<{ spec: string; target: string }> {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.[^']*)'/g)].flatMap(([, spec]) => {
    const base = path.resolve(path.dirname(file), spec!);
    const target = [`${base}.ts`, path.join(base, 'index.ts'), `${base}.d.ts`].find((candidate) =>
      existsSync(candidate),
    );
    return target ? [{ spec: spec!, target }] : [];
  });
}

describe('the API grouped by bounded context', () => {
  it('has at most 10 top-level folders, each context with its module, its README paragraph and its public surface', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(path.join(SRC, name)).isDirectory());
    expect(folders.length).toBeLessThanOrEqual(10);
    expect(folders.sort()).toEqual([...CONTEXTS, 'platform', 'testing'].sort());
    for (const context of CONTEXTS) {
      const own = readdirSync(path.join(SRC, context));
      expect([context, own.includes('index.ts'), own.some((name) => name.endsWith('.module.ts'))]).toEqual([
        context,
        true,
        true,
      ]);
      const readme = readFileSync(path.join(SRC, context, 'README.md'), 'utf8');
      expect([context, /owns/i.test(readme), /needs/i.test(readme)]).toEqual([context, true, true]);
    }
  });

  it("lets a context use another only through that context's index.ts", () => {
    const shortcuts = appFiles.flatMap((file) => {
      const from = contextOf(file);
      return importsOf(file)
        .filter(({ target }) => {
          const to = contextOf(target);
          return (
            (CONTEXTS as readonly string[]).includes(to) && to !== from && target !== path.join(SRC, to, 'index.ts')
          );
        })
        .map(({ spec }) => `${relative(file)} -> ${spec}`);
    });
    expect(shortcuts).toEqual([]);
  });

  it('keeps each collection in the context that owns it (its schema, and any raw use of its name)', () => {
    const misplaced = appFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/COLLECTIONS\.(\w+)/g)]
        .map(([, key]) => key!)
        .filter((key) => OWNERS[key] !== contextOf(file))
        .map((key) => `${relative(file)} uses ${key}, owned by ${OWNERS[key] ?? 'nobody'}`);
    });
    expect(misplaced).toEqual([]);
  });

  it("reads the child's names and the family's contacts only in the Applicant", () => {
    const readers = appFiles.filter(
      (file) =>
        !file.endsWith(path.join('admissions', 'applications', 'applicant.ts')) &&
        /fields\s*(\.|\[\s*')(firstname|middlename|surname|parentEmail|parentPhone|father\w*|mother\w*)\b|APPLICANT_CONTACT_FIELDS|'fields\.(firstname|surname|parentEmail|parentPhone)'/.test(
          readFileSync(file, 'utf8'),
        ),
    );
    expect(readers.map(relative)).toEqual([]);
  });

  it('writes every e-mail and SMS under messaging', () => {
    const writers = appFiles.filter(
      (file) =>
        contextOf(file) !== 'messaging' && /enqueueEmail|enqueueSms|renderMail/.test(readFileSync(file, 'utf8')),
    );
    expect(writers.map(relative)).toEqual([]);
  });
});
