import type { Response } from 'express';

/** One family's PDF as a download; never cached. */
function sendFamilyPdf(response: Response, filename: string, pdf: Uint8Array): void {
  response.setHeader('Content-Type', 'application/pdf');
  response.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  response.setHeader('Cache-Control', 'private, no-store');
  response.send(Buffer.from(pdf));
}

/** The offer letter as a PDF download. */
export function sendOfferLetter(response: Response, reference: string, pdf: Uint8Array): void {
  sendFamilyPdf(response, `ICAST-offer-${reference}.pdf`, pdf);
}

/** The acceptance fee's receipt as a PDF download. */
export function sendAcceptanceReceipt(response: Response, reference: string, pdf: Uint8Array): void {
  sendFamilyPdf(response, `ICAST-acceptance-receipt-${reference}.pdf`, pdf);
}
