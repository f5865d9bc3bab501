/** The school's loader while the session is checked: no dashboard content is rendered until it is known. */
export function BrandedLoader({ label = 'Checking your session...' }: { label?: string }) {
  return (
    <div className="dash-loader" role="status" aria-live="polite">
      <span className="dash-loader__mark" aria-hidden="true">
        ICAST
      </span>
      <span className="dash-loader__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
