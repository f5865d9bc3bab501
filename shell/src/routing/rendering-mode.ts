/**
 * Whether the page the app starts on came from the server as finished HTML (hydrated) or is drawn by the browser
 * (a page the server could not render, a dev server). Set once, before the first render, on the server and in the
 * browser alike, so both draw the same first screen: the branded loader exists only for pages drawn by the browser.
 */
let serverRendered = false;

export function markServerRendered(): void {
  serverRendered = true;
}

export function isServerRendered(): boolean {
  return serverRendered;
}
