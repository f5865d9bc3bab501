// The API resolves modules as node10, which does not read package "exports": the server entry's types by hand.
declare module '@tiptap/html/server' {
  import type { Extensions, JSONContent } from '@tiptap/core';
  export function generateHTML(doc: JSONContent, extensions: Extensions): string;
}
