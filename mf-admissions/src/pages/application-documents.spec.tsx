import { screen, within } from '@testing-library/react';
import type { DocumentChecklist } from '@icast/contracts';
import { mockApi, PAYMENT_CONFIG, renderAt } from '../testing';

const CHECKLIST: DocumentChecklist = {
  classes: [
    { classAppliedFor: 'primary1', label: 'Primary 1', kinds: ['birthCertificate', 'reportCard'], setBySchool: true },
    { classAppliedFor: 'jss1', label: 'JSS 1', kinds: ['birthCertificate', 'passportPhoto'], setBySchool: false },
  ],
};

describe('the documents each class asks for, on /application', () => {
  it('lists the checklist the school set, class by class', async () => {
    mockApi((url) => {
      if (url === '/api/payment/config') return { status: 200, body: PAYMENT_CONFIG };
      if (url === '/api/form/document-checklist') return { status: 200, body: CHECKLIST };
      return undefined;
    });
    renderAt('/application');
    await screen.findByText('Primary 1');
    const documents = screen.getByText('Documents to upload, by class').nextElementSibling as HTMLElement;
    expect(within(documents).getByText('Primary 1').nextElementSibling).toHaveTextContent(
      'Birth certificate, Last report card',
    );
    expect(within(documents).getByText('JSS 1').nextElementSibling).toHaveTextContent(
      'Birth certificate, Passport photograph',
    );
  });

  it('says whom to ask when the list cannot be loaded', async () => {
    mockApi((url) => (url === '/api/payment/config' ? { status: 200, body: PAYMENT_CONFIG } : undefined));
    renderAt('/application');
    expect(await screen.findByText(/The list of documents per class could not be loaded/)).toBeInTheDocument();
  });
});
