import type { Response } from 'express';

/** The offer letter as a PDF download; never cached (it is one family's letter). */
export function sendOfferLetter(response: Response, reference: string, pdf: Uint8Array): void {
  response.setHeader('Content-Type', 'application/pdf');
  response.setHeader('Content-Disposition', `attachment; filename="ICAST-offer-${reference}.pdf"`);
  response.setHeader('Cache-Control', 'private, no-store');
  response.send(Buffer.from(pdf));
}
