const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Everything a person wrote (and every other value) goes into a message's HTML through this. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Escaped text whose http(s) addresses become links: for what staff write (newsletters, replies). */
export function escapeWithLinks(value: string): string {
  let html = '';
  let last = 0;
  for (const match of value.matchAll(WEB_ADDRESS)) {
    html += escapeHtml(value.slice(last, match.index));
    html += `<a href="${escapeHtml(match[0])}" style="color:#0a3d91">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(value.slice(last));
}
