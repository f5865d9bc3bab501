import { randomBytes } from 'node:crypto';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream, PDFString } from 'pdf-lib';

/**
 * A birth certificate as an attacker would send it: a script run on opening, a document-level script, a page
 * script, a link that launches a program, an attached executable and an XFA form; and one honest web link.
 */
export async function boobyTrappedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const page = document.addPage([300, 300]);
  page.drawText('Birth certificate', { x: 20, y: 250, size: 14 });
  document.addJavaScript('greeting', 'app.alert("opened")');
  const { context } = document;
  const script = context.register(
    context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('this.exportDataObject({})') }),
  );
  document.catalog.set(PDFName.of('OpenAction'), script);
  page.node.set(PDFName.of('AA'), context.obj({ O: script }));
  const launch = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 0, 100, 100],
    A: { S: 'Launch', F: PDFString.of('cmd.exe') },
  });
  const website = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 100, 100, 200],
    A: { S: 'URI', URI: PDFString.of('https://icastschools.com.ng') },
  });
  page.node.set(PDFName.of('Annots'), context.obj([context.register(launch), context.register(website)]));
  document.catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [], XFA: PDFString.of('<xdp/>') }));
  await document.attach(Buffer.from('MZ pretend program'), 'receipt.exe', { mimeType: 'application/octet-stream' });
  // Object streams: the scripts are inside compressed streams, as most PDF writers store them.
  return document.save({ useObjectStreams: true });
}

/** Every dictionary key and every action type (`S`) anywhere in the file, as a reader would find them. */
export async function namesIn(bytes: Uint8Array): Promise<Set<string>> {
  const { context } = await PDFDocument.load(bytes, { updateMetadata: false });
  const names = new Set<string>();
  const visit = (object: PDFObject): void => {
    if (object instanceof PDFStream) return visit(object.dict);
    if (object instanceof PDFArray) return object.asArray().forEach(visit);
    if (!(object instanceof PDFDict)) return;
    for (const [key, value] of object.entries()) {
      names.add(key.decodeText());
      if (key.decodeText() === 'S' && value instanceof PDFName) names.add(`S:${value.decodeText()}`);
      visit(value);
    }
  };
  for (const [, object] of context.enumerateIndirectObjects()) visit(object);
  return names;
}

/** An honest PDF of about `bytes` bytes (one page and a stream of filler), nothing in it to remove. */
export async function pdfOfSize(bytes: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage().drawText('Scanned report card');
  const base = (await document.save()).length;
  document.context.register(document.context.stream(randomBytes(Math.max(0, bytes - base - 64))));
  return Buffer.from(await document.save());
}
