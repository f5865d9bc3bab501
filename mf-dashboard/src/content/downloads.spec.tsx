import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchoolDownload } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const uniform: SchoolDownload = {
  id: 'd1',
  slug: 'uniform-list',
  title: 'Uniform list',
  category: 'uniform',
  description: '',
  validFrom: '2026-09-07',
  bytes: 245_000,
  version: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const common = {
  'GET /api/auth/auth-check': signedIn('editor'),
  'GET /api/dashboard/summary': () => ({ status: 404 }),
  'GET /api/downloads/admin/documents': () => ({ body: { data: [uniform] } }),
};
const pdf = () => new File(['%PDF-1.7 a small pdf'], 'fees.pdf', { type: 'application/pdf' });

describe('downloads', () => {
  it('lists each document at its lasting address, and adds one with its PDF', async () => {
    const { calls } = fakeServer({
      ...common,
      'POST /api/downloads/admin/documents': () => ({ status: 201, body: { ...uniform, id: 'd2' } }),
    });
    renderAt('/dashboard/downloads');
    const link = await screen.findByRole('link', { name: 'Uniform list' });
    expect(link).toHaveAttribute('href', '/api/downloads/uniform-list.pdf');
    expect(link.closest('p')).toHaveTextContent('(Uniform, PDF, 239 KB, version 2, valid from 2026-09-07)');

    const form = screen.getByRole('form', { name: 'Add a document' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add document' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((item) => item.getAttribute('href')),
    ).toEqual(['#download-title', '#download-category', '#download-file']);
    expect(calls.some((call) => call.key === 'POST /api/downloads/admin/documents')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Title'), 'Fee schedule');
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'fees');
    await userEvent.upload(within(form).getByLabelText('The PDF'), pdf());
    await userEvent.click(within(form).getByRole('button', { name: 'Add document' }));
    expect(await screen.findByText('Document added. Families can download it now.')).toBeInTheDocument();
    const body = calls.find((call) => call.key === 'POST /api/downloads/admin/documents')?.init?.body as FormData;
    expect(body.get('title')).toBe('Fee schedule');
    expect(body.get('category')).toBe('fees');
    expect((body.get('file') as File).name).toBe('fees.pdf');
  });

  it("puts the API's refusal of the file under the file field, by its name", async () => {
    const refusal = 'The file must be a PDF (other kinds of file cannot be offered for download)';
    fakeServer({
      ...common,
      'POST /api/downloads/admin/documents': () => ({
        status: 400,
        body: { statusCode: 400, message: refusal, errors: [{ field: 'file', message: refusal }] },
      }),
    });
    renderAt('/dashboard/downloads');
    const form = await screen.findByRole('form', { name: 'Add a document' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Menu');
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'other');
    await userEvent.upload(within(form).getByLabelText('The PDF'), pdf());
    await userEvent.click(within(form).getByRole('button', { name: 'Add document' }));
    const link = within(await screen.findByRole('alert')).getByRole('link');
    expect(link).toHaveAttribute('href', '#download-file');
    expect(within(form).getByLabelText('The PDF')).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(within(form).getByLabelText('Title')).toHaveValue('Menu');
  });

  it('replaces the file of a document from its row, keeping its link', async () => {
    const { calls } = fakeServer({
      ...common,
      'PUT /api/downloads/admin/documents/d1': () => ({ body: { ...uniform, version: 3 } }),
    });
    renderAt('/dashboard/downloads');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Uniform list' }));
    const form = screen.getByRole('form', { name: 'Change "Uniform list"' });
    expect(within(form).getByRole('link', { name: '/api/downloads/uniform-list.pdf' })).toBeInTheDocument();
    await userEvent.upload(within(form).getByLabelText('Replace the file (optional)'), pdf());
    await userEvent.click(within(form).getByRole('button', { name: 'Save document' }));
    expect(await screen.findByText(/the same link now gives it/)).toBeInTheDocument();
    const body = calls.find((call) => call.key === 'PUT /api/downloads/admin/documents/d1')?.init?.body as FormData;
    expect(body.get('title')).toBe('Uniform list');
    expect(body.get('validFrom')).toBe('2026-09-07');
    expect(body.get('file')).toBeInstanceOf(File);
  });
});
