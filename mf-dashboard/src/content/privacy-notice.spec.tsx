import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrivacyNoticeVersion } from '@icast/contracts';
import { fakeServer, renderAt, signedIn } from '../testing';

const FIRST: PrivacyNoticeVersion = {
  version: 1,
  text: `## Who we are\n${'The school keeps what families send. '.repeat(8)}`,
  savedAt: '2026-11-01T09:00:00.000Z',
  savedBy: 'The school',
};

describe('the privacy notice page', () => {
  it('edits the current text, saves it as a new version and lists every version with who and when', async () => {
    let versions = [FIRST];
    const { calls } = fakeServer({
      'GET /api/auth/auth-check': signedIn('editor'),
      'GET /api/privacy-notice/admin/versions': () => ({ body: versions }),
      'POST /api/privacy-notice/admin/versions': (init) => {
        const saved = {
          version: 2,
          text: (JSON.parse(String(init?.body)) as { text: string }).text,
          savedAt: '2026-11-27T10:00:00.000Z',
          savedBy: 'Head Teacher',
        };
        versions = [saved, ...versions];
        return { status: 201, body: saved };
      },
    });
    renderAt('/dashboard/privacy-notice');
    const text = await screen.findByLabelText('The privacy notice');
    expect(text).toHaveValue(FIRST.text);
    expect(screen.getByText(/version 1/)).toBeInTheDocument();
    await userEvent.clear(text);
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByRole('link', { name: /Write the whole notice/ })).toHaveAttribute(
      'href',
      '#privacy-notice-text',
    );
    expect(calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);
    await userEvent.click(text);
    await userEvent.paste(`${FIRST.text}\n\n## Changes\nWe now keep chat numbers 30 days.`);
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Saved as a new version: the site shows it now.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Version 2:.*Head Teacher/)).toBeInTheDocument());
    expect(screen.getByText(/Version 1:.*The school/)).toBeInTheDocument();
  });
});
