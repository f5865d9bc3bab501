import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAt } from '../testing';
import { DRAFT_KEY } from './draft';

beforeEach(() => localStorage.clear());

describe('online application', () => {
  it('stops at Next with an error summary that focuses the missing field, and marks the section', async () => {
    mockApi(() => undefined);
    renderAt('/online-application');
    await userEvent.type(screen.getByLabelText('Surname'), 'Adeyemi');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Enter first name' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    const nav = screen.getByRole('navigation', { name: 'Application sections' });
    expect(nav).toHaveTextContent("A. Child's detailsHas errors");
    expect(nav).toHaveTextContent("B. Father's detailsNot started");
  });

  it('saves answers as the parent types, announces Saved, and restores them', async () => {
    mockApi(() => undefined);
    const first = renderAt('/form');
    await userEvent.type(screen.getByLabelText('Surname'), 'Okon');
    await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent('Saved'));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').answers.surname).toBe('Okon');
    first.unmount();
    renderAt('/form');
    expect(screen.getByLabelText('Surname')).toHaveValue('Okon');
    expect(screen.getByRole('navigation', { name: 'Application sections' })).toHaveTextContent('In progress');
  });

  it('keeps every answer and offers Retry when the network fails, then submits and clears the draft', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        answers: {
          surname: 'Adeyemi',
          firstname: 'Tolu',
          sex: 'female',
          dob: '2018-05-14',
          state: 'Oyo',
          fatherSurname: 'Adeyemi',
          fatherFirstname: 'Kunle',
          relationshipOfFather: 'Father',
          motherSurname: 'Adeyemi',
          motherFirstname: 'Funke',
          relationshipOfMother: 'Mother',
        },
        attempted: [],
      }),
    );
    let online = false;
    mockApi((url) =>
      online && url === '/api/form'
        ? { status: 201, body: { reference: 'ICAST-2025-000007', message: 'Form submitted successfully!' } }
        : undefined,
    );
    renderAt('/online-application');
    await userEvent.click(screen.getByRole('button', { name: /Check and submit/ }));
    expect(screen.getAllByRole('button', { name: /^Change/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(/Your answers are kept on this device/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').answers.firstname).toBe('Tolu');
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('application-reference')).toHaveTextContent('ICAST-2025-000007');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
