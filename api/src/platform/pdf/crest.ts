import { type PDFPage, rgb } from 'pdf-lib';

/**
 * The school's crest: the shield of the site's favicon (shell/src/favicon.svg), as its SVG paths on a 64-unit
 * square, so printed papers carry the same mark as the browser tab without an image file to ship and load.
 */
const CREST_PATHS = [
  { d: 'M32 4 8 14v16c0 15 10 26 24 30 14-4 24-15 24-30V14z', color: rgb(0.043, 0.165, 0.29) },
  { d: 'M32 10 14 18v12c0 11 7 20 18 24 11-4 18-13 18-24V18z', color: rgb(0.949, 0.718, 0.02) },
  { d: 'M20 26h24v4H20zm4 8h16v4H24zm-2-16 10-4 10 4-10 4z', color: rgb(0.043, 0.165, 0.29) },
];

/** Draws the crest `size` points square with its top-left corner at (x, top). */
export function drawCrest(page: PDFPage, x: number, top: number, size: number): void {
  for (const path of CREST_PATHS) page.drawSvgPath(path.d, { x, y: top, scale: size / 64, color: path.color });
}
