import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentChecklist, DocumentChecklistUpdate } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const CHECKLIST: DocumentChecklist = {
  classes: [
    {
      classAppliedFor: 'primary1',
      label: 'Primary 1',
      kinds: ['birthCertificate', 'passportPhoto', 'medicalReport'],
      setBySchool: false,
    },
    { classAppliedFor: 'jss1', label: 'JSS 1', kinds: ['birthCertificate'], setBySchool: true },
  ],
};

describe('the document checklist page (admins)', () => {
  it('puts "choose at least one" on the class left empty, linked from the summary, and sends nothing', async () => {
    const server = fakeServer({
      'GET /api/auth/auth-check': signedIn('admin'),
      'GET /api/form/document-checklist': () => ({ body: CHECKLIST }),
    });
    renderAt('/dashboard/document-checklist');
    const jss1 = await screen.findByRole('group', { name: 'JSS 1' });
    await userEvent.click(within(jss1).getByRole('checkbox', { name: 'Birth certificate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the checklist' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(jss1).toHaveAccessibleDescription('Error: Choose at least one document for JSS 1');
    await userEvent.click(within(summary).getByRole('link', { name: 'Choose at least one document for JSS 1' }));
    expect(within(jss1).getByRole('checkbox', { name: 'Birth certificate' })).toHaveFocus();
    expect(server.calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
  });

  it('sends only the classes changed and shows the server’s refusal at the class', async () => {
    let sent: DocumentChecklistUpdate | undefined;
    let refuse = true;
    fakeServer({
      'GET /api/auth/auth-check': signedIn('admin'),
      'GET /api/form/document-checklist': () => ({ body: CHECKLIST }),
      'PUT /api/form/admin/document-checklist': (init) => {
        sent = JSON.parse(String(init?.body)) as DocumentChecklistUpdate;
        if (refuse) {
          refuse = false;
          return {
            status: 400,
            body: {
              statusCode: 400,
              message: 'refused',
              errors: [{ field: 'classes.0.kinds', message: 'kinds can name at most 4 documents' }],
            },
          };
        }
        return {
          body: {
            classes: [
              { ...CHECKLIST.classes[0]!, kinds: sent.classes[0]!.kinds, setBySchool: true },
              CHECKLIST.classes[1],
            ],
          },
        };
      },
    });
    renderAt('/dashboard/document-checklist');
    const primary1 = await screen.findByRole('group', { name: /Primary 1/ });
    expect(primary1).toHaveTextContent('the school’s usual list');
    await userEvent.click(within(primary1).getByRole('checkbox', { name: 'Last report card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the checklist' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'kinds can name at most 4 documents',
    );
    expect(sent).toEqual({
      classes: [
        { classAppliedFor: 'primary1', kinds: ['birthCertificate', 'passportPhoto', 'medicalReport', 'reportCard'] },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save the checklist' }));
    expect(await screen.findByText('Saved: Primary 1.')).toBeInTheDocument();
  });
});
