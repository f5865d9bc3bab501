/** What a page's loader found for one part of the page: the value, or why it could not be loaded. */
export type LoadState<T> = { status: 'loaded'; value: T } | { status: 'error'; message: string };

/**
 * `work`'s value, or its failure as the part's own "could not load" message: a loader never fails the whole page for
 * one list (the page still reads, with "Error: ..." where the list would be), on the server or in the browser.
 */
export async function settle<T>(work: Promise<T>): Promise<LoadState<T>> {
  try {
    return { status: 'loaded', value: await work };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
