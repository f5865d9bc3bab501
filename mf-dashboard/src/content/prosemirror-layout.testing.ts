/**
 * jsdom lays nothing out, and the post editor (TipTap on ProseMirror) asks where the caret and text are on screen to
 * scroll them into view. Here nothing is anywhere: empty rectangles and no element at any point. Imported by the
 * specs that type into the editor.
 */
const noRects = () => [] as unknown as DOMRectList;
const noRect = () => new DOMRect(0, 0, 0, 0);

for (const prototype of [Range.prototype, Text.prototype, Element.prototype] as Array<Partial<Element>>) {
  prototype.getClientRects ??= noRects;
  prototype.getBoundingClientRect ??= noRect;
}
document.elementFromPoint ??= () => null;

export {};
