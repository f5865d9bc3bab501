import type { Response } from 'express';
import type { StoredApplicationDocument } from './application-document.schema';

/** Read rows carry the file as a BSON Binary, not a Buffer. */
export const bytesOf = (data: unknown): Buffer =>
  Buffer.isBuffer(data) ? data : Buffer.from((data as { buffer: Uint8Array }).buffer);

/** Letters, digits, `_`, `-`, spaces and the extension, as uploads are named; anything else in an old row goes. */
const headerSafe = (filename: string) => filename.replace(/[^\w\-. ]+/g, '').slice(0, 120) || 'document';

/**
 * Sends a stored document so nothing in it can run. Its type was proved from its content when it came in; the
 * headers still forbid sniffing another type, give it a sandboxed policy that allows nothing (no script, no
 * plugin, no request) even if it is opened as a page, and keep it out of shared caches. A PDF is a download: a
 * desktop reader runs scripts (those are stripped on upload, but not from files stored before that), and the
 * browser's viewer is blocked by the sandbox anyway. A photo, re-encoded by the image pipeline, is shown in the tab.
 */
export function sendDocument(response: Response, document: StoredApplicationDocument): void {
  const disposition = document.contentType === 'application/pdf' ? 'attachment' : 'inline';
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
  response.setHeader('Cache-Control', 'private, no-store');
  response.setHeader('Content-Disposition', `${disposition}; filename="${headerSafe(document.filename)}"`);
  response.type(document.contentType).send(bytesOf(document.data));
}
