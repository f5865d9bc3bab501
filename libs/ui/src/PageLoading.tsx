/**
 * The site's loading bar, announced to screen readers: the shell shows it while a remote loads, and a remote
 * while one of its page chunks downloads, so both waits look the same.
 */
export function PageLoading() {
  return (
    <div className="icast-page-loading" role="status" aria-live="polite">
      <span className="icast-visually-hidden">Loading...</span>
      <span className="icast-page-loading__bar" aria-hidden="true" />
    </div>
  );
}
