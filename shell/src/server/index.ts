import type { RenderRequest, RenderResult } from './render-page';

export type { RenderRequest, RenderResult } from './render-page';

/**
 * The shell's server bundle, which the document server (libs/stack/src/serve) requires: renders a page of the site.
 * The import is the async boundary that lets module federation agree on the shared modules before any of them runs.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { renderPage: render } = await import('./render-page');
  return render(request);
}
