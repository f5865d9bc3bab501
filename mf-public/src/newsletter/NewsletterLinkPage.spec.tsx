import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetch, jsonResponse } from '../testing/fake-fetch';
import { renderAt } from '../testing/render-route';

describe('the pages behind the newsletter e-mail links', () => {
  it('confirms only when the button is pressed, with the token from the link', async () => {
    const fetch = installFetch(() => jsonResponse({ message: 'Thank you! Your subscription is confirmed.' }));
    await renderAt('/newsletter/confirm?token=c.abc.def');
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' });
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(await screen.findByText('Thank you! Your subscription is confirmed.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/newsletter/confirm');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'c.abc.def' });
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).not.toBeInTheDocument();
  });

  it('unsubscribes through the same address mail programs use for one-click unsubscribe', async () => {
    const fetch = installFetch(() => jsonResponse({ message: 'You are unsubscribed.' }));
    await renderAt('/newsletter/unsubscribe?token=u.a%2Fb');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You are unsubscribed.')).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe('/api/newsletter/unsubscribe/u.a%2Fb');
  });

  it("shows the server's reason and keeps the button when the link has expired", async () => {
    installFetch(() => jsonResponse({ statusCode: 410, message: 'This confirmation link has expired.' }, 410));
    await renderAt('/newsletter/confirm?token=c.old');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByText('This confirmation link has expired.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm my subscription' })).toBeEnabled();
  });

  it('explains an incomplete link instead of offering a button that cannot work', async () => {
    installFetch(() => jsonResponse({}));
    await renderAt('/newsletter/unsubscribe');
    expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
