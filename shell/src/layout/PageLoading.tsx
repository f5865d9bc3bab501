export function PageLoading() {
  return (
    <div className="icast-page-loading" role="status" aria-live="polite">
      <span className="icast-visually-hidden">Loading...</span>
      <span className="icast-page-loading__bar" aria-hidden="true" />
    </div>
  );
}
