import { formatNaira } from '@icast/content';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A small self-contained page in place of Paystack's checkout; no scripts, so the API's CSP stays strict. */
export function renderSandboxCheckout(transaction: {
  reference: string;
  email: string;
  amount: number;
  description?: string;
}): string {
  const reference = escapeHtml(transaction.reference);
  // What the money is for, as the site described it; a checkout started before descriptions was a form's.
  const paysFor = escapeHtml(transaction.description ?? 'ICAST Schools: Application form');
  // Relative to /api/payment/sandbox/checkout/:reference, so it works behind any proxy prefix.
  const action = encodeURIComponent(transaction.reference);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST MODE checkout: ${paysFor}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6fa;margin:0;color:#1b2435}
.banner{background:#b45309;color:#fff;text-align:center;font-weight:700;padding:.6rem;letter-spacing:.05em}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 4px 20px #0001}
h1{font-size:1.25rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.5rem}
dt{color:#5b6578}dd{margin:0;font-weight:600;word-break:break-all}
form{display:inline}
button{font:inherit;font-weight:600;border-radius:8px;padding:.7rem 1.4rem;cursor:pointer;border:2px solid #0b3d91}
.pay{background:#0b3d91;color:#fff}.cancel{background:#fff;color:#0b3d91;margin-left:.5rem}
p.note{font-size:.9rem;color:#5b6578}
</style>
</head>
<body>
<div class="banner" role="status">TEST MODE: no real money moves</div>
<main>
<h1>${paysFor}</h1>
<dl>
<dt>Amount</dt><dd>${escapeHtml(formatNaira(transaction.amount / 100))}</dd>
<dt>E-mail</dt><dd>${escapeHtml(transaction.email)}</dd>
<dt>Reference</dt><dd>${reference}</dd>
</dl>
<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>
<p class="note">This sandbox stands in for Paystack because the site runs with PAYMENT_MODE=sandbox.</p>
</main>
</body>
</html>`;
}
