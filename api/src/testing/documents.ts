import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { apiUrl, DOCUMENT_KIND_VALUES, type DocumentKind, ENDPOINTS } from '@icast/contracts';
import { pdfOfSize } from './pdf-samples';
import { plainPng } from './photos';

/** One document scanned in by the office: a small photo for the passport photograph, a one-page PDF otherwise. */
export async function sendDocument(
  app: NestExpressApplication,
  staffCookie: string | string[],
  reference: string,
  kind: DocumentKind,
): Promise<void> {
  const photo = kind === 'passportPhoto';
  await request(app.getHttpServer())
    .put(apiUrl(ENDPOINTS.documents.staffUpload, { reference, kind }))
    .set('Cookie', typeof staffCookie === 'string' ? [staffCookie] : staffCookie)
    .attach('file', photo ? await plainPng(60, 80) : await pdfOfSize(1_000), {
      filename: photo ? `${kind}.png` : `${kind}.pdf`,
      contentType: photo ? 'image/png' : 'application/pdf',
    })
    .expect(200);
}

/**
 * Every kind of document, scanned in by the office: an application with nothing missing, whatever its class asks
 * for, so an offer to it needs no reason.
 */
export async function sendEveryDocument(
  app: NestExpressApplication,
  staffCookie: string | string[],
  reference: string,
): Promise<void> {
  for (const kind of DOCUMENT_KIND_VALUES) await sendDocument(app, staffCookie, reference, kind);
}
