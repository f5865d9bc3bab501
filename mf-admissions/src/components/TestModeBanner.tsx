/** Shown on every page the sandbox touches, so nobody mistakes a test payment for a real one. */
export function TestModeBanner() {
  return (
    <p className="adm-test-mode" role="note">
      <strong>TEST MODE</strong> Payments use a built-in sandbox: no real money moves.
    </p>
  );
}
