import type { Response } from 'express';
import type { StoredApplicationDocument } from './application-document.schema';

/** Read rows carry the file as a BSON Binary, not a Buffer. */
const bytesOf = (data: unknown): Buffer =>
  Buffer.isBuffer(data) ? data : Buffer.from((data as { buffer: Uint8Array }).buffer);

/**
 * Sends a stored document to be viewed in the browser. Its type was proved from its content when it came in; the
 * headers still forbid sniffing another type and running anything, and keep it out of shared caches.
 */
export function sendDocument(response: Response, document: StoredApplicationDocument): void {
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Security-Policy', 'sandbox');
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('Content-Disposition', `inline; filename="${document.filename}"`);
  response.type(document.contentType).send(bytesOf(document.data));
}
