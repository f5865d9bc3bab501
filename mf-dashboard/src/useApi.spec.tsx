import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONTENT } from '@icast/content';
import { ENDPOINTS, type SiteContent } from '@icast/contracts';
import { AuthProvider, useAuth } from './identity/AuthContext';
import { fakeServer, signedIn } from './testing';
import { NOT_FOR_YOUR_ROLE, useApi } from './useApi';

function SettingsPhones() {
  const [content, reload] = useApi(ENDPOINTS.siteContent.staffRead);
  return (
    <>
      <p data-testid="shown">
        {content.state === 'ready'
          ? content.data.settings.phones.join(', ')
          : content.state === 'loading'
            ? 'Loading'
            : content.message}
      </p>
      <button type="button" onClick={reload}>
        Reload
      </button>
    </>
  );
}

/** As the dashboard's pages are: shown once the member is known to be signed in. */
function SignedInPage() {
  const { auth } = useAuth();
  return auth.status === 'signed-in' ? <SettingsPhones /> : null;
}

const withPhones = (phones: string[]): SiteContent => ({
  ...DEFAULT_SITE_CONTENT,
  settings: { ...DEFAULT_SITE_CONTENT.settings, phones },
});

describe('useApi', () => {
  it('keeps the data on screen while a reload is on its way, then shows the new answer', async () => {
    let answer: (body: SiteContent) => void = () => undefined;
    let calls = 0;
    fakeServer({
      'GET /api/auth/auth-check': signedIn('editor'),
      'GET /api/site-content/admin': () => {
        calls += 1;
        if (calls === 1) return { body: withPhones(['0800 000 0001']) };
        return new Promise((resolve) => (answer = (body) => resolve({ body })));
      },
    });
    render(
      <AuthProvider>
        <SignedInPage />
      </AuthProvider>,
    );
    expect(await screen.findByText('0800 000 0001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // Asked again, and nothing flashed back to "Loading" meanwhile.
    expect(calls).toBe(2);
    expect(screen.getByTestId('shown')).toHaveTextContent('0800 000 0001');
    await act(async () => answer(withPhones(['0800 000 0002'])));
    expect(screen.getByTestId('shown')).toHaveTextContent('0800 000 0002');
  });

  it('never calls an endpoint the member may not, and says so', async () => {
    const { calls } = fakeServer({ 'GET /api/auth/auth-check': signedIn('admissions') });
    render(
      <AuthProvider>
        <SignedInPage />
      </AuthProvider>,
    );
    expect(await screen.findByText(NOT_FOR_YOUR_ROLE)).toBeInTheDocument();
    expect(calls.map((call) => call.key)).not.toContain('GET /api/site-content/admin');
  });
});
