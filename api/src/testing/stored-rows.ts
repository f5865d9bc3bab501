/**
 * Rows as the owning services store them, for tests that seed a collection directly (thousands of rows, or dates
 * in the past) instead of going through the public endpoints.
 */

export function storedPayment(index: number, overrides: Record<string, unknown> = {}) {
  return {
    reference: `ICAST-PAY-${index}`,
    first_name: 'Ada',
    last_name: `Obi${index}`,
    email: 'ada@example.com',
    phone: '+2348031234567',
    amountKobo: 500_000,
    currency: 'NGN',
    status: 'pending',
    createdAt: new Date(),
    grantCount: 0,
    ...overrides,
  };
}

export function storedApplication(index: number, overrides: Record<string, unknown> = {}) {
  const now = new Date();
  return {
    reference: `ICAST-2025-${String(index).padStart(6, '0')}`,
    fields: { surname: `Surname${index}`, firstname: 'Ada' },
    status: 'received',
    history: [],
    submittedAt: now,
    updatedAt: now,
    ...overrides,
  };
}
