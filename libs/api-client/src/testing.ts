/**
 * Writes a data block into the page as the document server does (`<script type="application/json" id=...>`), for
 * tests of what reads it (`pageData`); returns the element, to remove after.
 */
export function writePageData(elementId: string, text: string): HTMLScriptElement {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = elementId;
  block.textContent = text;
  document.head.append(block);
  return block;
}
