import { STAFF_ROLES } from './identity/types';
import { apiUrl, roleMayCall } from './endpoint';
import { allEndpoints, ENDPOINTS } from './endpoints';
import { normalisePayer, normalisePhoneNumber, validatePayer } from './platform/people';

describe('endpoint table', () => {
  it('fills parameters percent-encoded and leaves empty query values out', () => {
    expect(apiUrl(ENDPOINTS.applications.detail, { reference: 'ICAST-2025/1' })).toBe(
      '/api/form/admin/applications/ICAST-2025%2F1',
    );
    expect(apiUrl(ENDPOINTS.paidForms.download, { reference: 'R1', formId: 'icast_form_2' })).toBe(
      '/api/form/download/R1/icast_form_2',
    );
    expect(apiUrl(ENDPOINTS.blog.list, {}, { category: 'sports', q: '', page: 2, featured: undefined })).toBe(
      '/api/blog/get-blogs?category=sports&page=2',
    );
    expect(apiUrl(ENDPOINTS.health.check)).toBe('/api/health');
  });

  it('refuses a missing parameter instead of calling a wrong URL', () => {
    // @ts-expect-error the type requires the route's parameters
    expect(() => apiUrl(ENDPOINTS.applications.detail)).toThrow(/no value for :reference/);
    expect(() => apiUrl(ENDPOINTS.contact.markRead, {} as { id: string })).toThrow(/no value for :id/);
  });

  it('names every route once', () => {
    const routes = allEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const { endpoint } of allEndpoints()) expect(endpoint.path).not.toMatch(/^\/|\/$/);
  });

  it('gives admin every staff route, and opens public and session routes to every role', () => {
    for (const { name, endpoint } of allEndpoints()) {
      const callers = STAFF_ROLES.filter((role) => roleMayCall(role, endpoint));
      if (endpoint.access === 'staff') expect([name, callers.includes('admin')]).toEqual([name, true]);
      else expect([name, callers]).toEqual([name, [...STAFF_ROLES]]);
    }
    expect(roleMayCall('editor', ENDPOINTS.payment.list)).toBe(false);
    expect(roleMayCall('bursar', ENDPOINTS.payment.list)).toBe(true);
  });

  it('keeps the original site paths', () => {
    expect(apiUrl(ENDPOINTS.chatbot.reply)).toBe('/api/chatbot/bot-response');
    expect(apiUrl(ENDPOINTS.payment.list)).toBe('/api/payment/getAllPayment');
    expect(apiUrl(ENDPOINTS.applications.submit)).toBe('/api/form');
    expect(apiUrl(ENDPOINTS.blog.remove, { id: 'x' })).toBe('/api/blog/delete-blog/x');
  });
});

describe('payer rules', () => {
  const payer = { first_name: ' Ada ', last_name: 'Obi', email: ' Ada@Example.com ', phone: '0803 123 4567' };

  it('accepts a complete payer and stores it normalised', () => {
    expect(validatePayer(payer)).toEqual({});
    expect(normalisePayer(payer)).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
      phone: '+2348031234567',
    });
  });

  it('names each problem by field', () => {
    expect(validatePayer({ first_name: '', last_name: 'x'.repeat(61), email: 'a@b', phone: '12345' })).toEqual({
      first_name: 'Enter your first name',
      last_name: 'Your last name must be 60 characters or fewer',
      email: 'Enter an e-mail address like name@example.com',
      phone: 'Enter a phone number like 0803 123 4567',
    });
    expect(validatePayer({ first_name: 7, email: ['a@b.c'] })).toMatchObject({
      first_name: 'Enter your first name',
      email: 'Enter your e-mail address',
      phone: 'Enter your phone number',
    });
  });
});

describe('normalisePhoneNumber', () => {
  it.each([
    ['08031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['+2348031234567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['+234 (0) 803-123-4567', '+2348031234567'],
    ['+447911123456', '+447911123456'],
    ['00447911123456', '+447911123456'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePhoneNumber(input)).toBe(expected);
  });

  it.each(['', '12345', '0803123456', '080312345678', '+0123456789', 'call me', '+1234567', '+1234567890123456'])(
    'rejects %p',
    (input) => {
      expect(normalisePhoneNumber(input)).toBeUndefined();
    },
  );
});
