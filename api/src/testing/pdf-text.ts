import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/** The drawing operators of each page of a PDF, decoded (colours, paths, text), one string per page. */
export async function pdfOperators(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => document.context.lookup(ref)) : [contents];
    return streams
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n');
  });
}

/**
 * The text drawn on every page of a PDF the API wrote (pdf-lib writes each string with the standard fonts as a
 * hex string shown by Tj), one string per drawn line, after parsing the file with pdf-lib.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  return (await pdfOperators(bytes)).flatMap((operators) =>
    [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1')),
  );
}
