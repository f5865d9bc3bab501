import { AsyncLocalStorage } from 'node:async_hooks';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';
import DecodeStream from 'pdf-lib/cjs/core/streams/DecodeStream';

/** Why an uploaded PDF cannot be taken; the message is for the family or the staff member who sent it. */
export class PdfRefused extends Error {}

/**
 * How many bytes pdf-lib may inflate while reading one upload. It decodes the object and cross-reference streams
 * when it loads a file (never the pages' content); in a 5 MB file these are a few hundred kilobytes, while a
 * crafted one could inflate to gigabytes and stall or kill the API. Anything above this is refused as unreadable.
 */
export const PDF_DECODE_BUDGET_BYTES = 16 * 1024 * 1024;

const UNREADABLE =
  'This PDF could not be read: it may be damaged. Please save or scan it again, or send a photo of the document (JPEG or PNG).';
const ENCRYPTED =
  'This PDF is protected with a password. Please send it without the password, or a photo of the document (JPEG or PNG).';

interface Reading {
  left: number;
  /** pdf-lib catches what an object's parsing throws and goes on, so running out is remembered here. */
  exceeded: boolean;
}
const budget = new AsyncLocalStorage<Reading>();
/**
 * pdf-lib has no limit of its own: every decoding stream grows its buffer through `ensureBuffer`, so that is where
 * the budget of the upload being read (if any: the PDFs the API prints are not limited) is charged.
 */
const ensureBuffer = Object.getOwnPropertyDescriptor(DecodeStream.prototype, 'ensureBuffer')!.value as (
  this: DecodeStream,
  requested: number,
) => Uint8Array;
Object.defineProperty(DecodeStream.prototype, 'ensureBuffer', {
  value: function ensureBudgetedBuffer(this: DecodeStream, requested: number): Uint8Array {
    const reading = budget.getStore();
    const before = (this as unknown as { buffer: Uint8Array }).buffer.byteLength;
    // Refused before the allocation, so a bomb never gets the memory it asks for.
    if (reading && (reading.exceeded || requested - before > reading.left)) {
      reading.exceeded = true;
      throw new PdfRefused(UNREADABLE);
    }
    const buffer = ensureBuffer.call(this, requested);
    if (reading) reading.left -= buffer.byteLength - before;
    return buffer;
  },
});

/** Actions that only move within the document or open a web page; every other kind can run something. */
const HARMLESS_ACTIONS = new Set(['GoTo', 'URI', 'Named']);
/** Keys that hold scripts, actions run on events, attached files or XFA forms (which carry scripts). */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'AA', 'EmbeddedFiles', 'EF', 'XFA', 'RichMediaContent']);
/** Keys whose value may be an action dictionary run when something is opened or clicked. */
const ACTION_KEYS = new Set(['A', 'OpenAction', 'Next']);

/**
 * An uploaded PDF without what could run when staff open it in a desktop reader (which, unlike the browser's
 * viewer, runs JavaScript and may launch programs): document and page scripts, actions run on opening or on
 * events, launch/submit/import actions behind links, attached files and XFA forms. Links within the document and
 * to web pages stay. A file with none of that is kept byte for byte; otherwise it is written anew without them
 * and without objects nothing refers to any more. Refuses (PdfRefused) a file it cannot read or that is encrypted.
 */
export async function withoutActiveContent(bytes: Uint8Array): Promise<Uint8Array> {
  const reading: Reading = { left: PDF_DECODE_BUDGET_BYTES, exceeded: false };
  return budget.run(reading, async () => {
    let document: PDFDocument;
    try {
      // pdf-lib's default speed yields every 100 objects, so other requests are answered while a large file is read.
      // Encryption is checked below: pdf-lib's own error class cannot be told apart (it is compiled to ES5).
      document = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    } catch {
      throw new PdfRefused(UNREADABLE);
    }
    if (reading.exceeded) throw new PdfRefused(UNREADABLE);
    // Its objects cannot be read (nor cleaned) without the password; staff could not open it either.
    if (document.isEncrypted) throw new PdfRefused(ENCRYPTED);
    const { context } = document;
    let removed = 0;
    for (const [, object] of context.enumerateIndirectObjects()) removed += scrub(object, context);
    if (removed === 0) return bytes;
    for (const ref of unreachable(context)) context.delete(ref);
    try {
      return await document.save({ useObjectStreams: false, updateFieldAppearances: false, objectsPerTick: 200 });
    } catch {
      throw new PdfRefused(UNREADABLE);
    }
  });
}

type Context = PDFDocument['context'];

/** Removes the active entries of one object and the direct objects inside it; returns how many it removed. */
function scrub(object: PDFObject, context: Context): number {
  if (object instanceof PDFStream) return scrub(object.dict, context);
  if (object instanceof PDFArray) {
    let removed = 0;
    for (let index = 0; index < object.size(); index++) removed += scrub(object.get(index), context);
    return removed;
  }
  if (!(object instanceof PDFDict)) return 0;
  let removed = 0;
  for (const [key, value] of object.entries()) {
    const name = key.decodeText();
    if (ACTIVE_KEYS.has(name) || (ACTION_KEYS.has(name) && !harmless(value, context))) {
      object.delete(key);
      removed++;
    } else if (!(value instanceof PDFRef)) {
      removed += scrub(value, context);
    }
  }
  return removed;
}

/** A destination (not an action), or an action that only navigates or opens a web page. */
function harmless(value: PDFObject, context: Context): boolean {
  const resolved = value instanceof PDFRef ? context.lookup(value) : value;
  if (!(resolved instanceof PDFDict)) return !(resolved instanceof PDFArray) || !resolved.asArray().some(isAction);
  const type = resolved.get(PDFName.of('S'));
  if (!(type instanceof PDFName)) return true;
  if (!HARMLESS_ACTIONS.has(type.decodeText())) return false;
  const uri = resolved.get(PDFName.of('URI'));
  const address = uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : '';
  return !/^\s*javascript:/i.test(address);

  function isAction(item: PDFObject): boolean {
    const entry = item instanceof PDFRef ? context.lookup(item) : item;
    return entry instanceof PDFDict && entry.has(PDFName.of('S'));
  }
}

/** Objects no longer reachable from the trailer: the scripts and files whose references were just removed. */
function unreachable(context: Context): PDFRef[] {
  const reached = new Set<PDFRef>();
  const pending: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter(
    (object): object is PDFObject => object !== undefined,
  );
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFDict) {
      pending.push(...object.values());
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return context
    .enumerateIndirectObjects()
    .map(([ref]) => ref)
    .filter((ref) => !reached.has(ref));
}
