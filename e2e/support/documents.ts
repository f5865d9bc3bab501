/**
 * A page's raw HTML as a link preview fetches it (no JavaScript), once the document server has its API data: a
 * read slower than its 300 ms cap gives the generic head to that request and fills the cache for the next one, so
 * on a busy machine the first fetch may be generic. Gives up after `timeoutMs` with the last answer.
 */
export async function fetchPageWithHead(
  url: string,
  ready: (html: string) => boolean,
  timeoutMs = 5_000,
): Promise<{ status: number; html: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url);
    const html = await response.text();
    if (ready(html) || Date.now() > deadline) return { status: response.status, html };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Where the id address of a post or event sends a visitor (no redirect followed): the 301 needs the API's read, so
 * as with the head above, a read slower than the cap answers that one request with the generic 200 page and the next
 * request is sent on. The 404 of an unknown post needs the same read, so it is asked for here too. Gives up after
 * `timeoutMs` with the last answer.
 */
export async function fetchRedirect(
  url: string,
  timeoutMs = 5_000,
): Promise<{ status: number; location: string | null }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url, { redirect: 'manual' });
    await response.body?.cancel();
    const answer = { status: response.status, location: response.headers.get('location') };
    if (answer.status !== 200 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
