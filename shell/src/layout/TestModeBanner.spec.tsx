import { act, screen } from '@testing-library/react';
import { fakeFetch, writePageData } from '@icast/api-client/testing';
import { PAYMENT_CONFIG_ELEMENT_ID } from '@icast/contracts';
import { renderSite } from '../testing/render-site';

function answerConfig(answer: { testMode: boolean } | Error) {
  return fakeFetch(({ url }) => {
    if (answer instanceof Error) throw answer;
    if (url !== '/api/payment/config') return undefined;
    const body = { feeNaira: 5000, feeKobo: 500000, currency: 'NGN', validityDays: 30, academicYear: '2024-2025' };
    return { body: { ...body, ...answer } };
  });
}

const renderAt = (path: string, hydrated = false) => renderSite(path, { hydrated });

describe('TEST MODE banner', () => {
  it.each(['/', '/payment', '/dashboard/home', '/login', '/no-such-page'])(
    'says TEST MODE on %s when payments run in the sandbox, before the page itself',
    async (path) => {
      const fetchMock = answerConfig({ testMode: true });
      await renderAt(path);
      const banner = await screen.findByRole('region', { name: 'Test mode' });
      expect(banner).toHaveTextContent(
        'TEST MODE Payments on this site go to a built-in sandbox: no real money moves.',
      );
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/payment/config')).toHaveLength(1);
      // The page's own heading, once its remote has loaded (a busy CI machine once looked before it had).
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    },
  );

  it('says TEST MODE in the first render when the page carries the sandbox flag, so nothing is pushed down later', async () => {
    // The API never answers here: only the page's copy (written by the document server) can show the ribbon.
    fakeFetch(() => new Promise<undefined>(() => undefined));
    const copy = writePageData(
      PAYMENT_CONFIG_ELEMENT_ID,
      JSON.stringify({ feeNaira: 5000, feeKobo: 500000, validityDays: 30, testMode: true }),
    );
    try {
      await renderAt('/', true);
      expect(screen.getByRole('region', { name: 'Test mode' })).toBeInTheDocument();
    } finally {
      copy.remove();
    }
  });

  it('says nothing when payments are real', async () => {
    const fetchMock = answerConfig({ testMode: false });
    await renderAt('/');
    await screen.findByRole('heading', { name: 'page from mf_public' });
    // Let the config's answer arrive and render before looking.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).toHaveBeenCalledWith('/api/payment/config', expect.anything());
    expect(screen.queryByRole('region', { name: 'Test mode' })).not.toBeInTheDocument();
  });

  it('says nothing, and breaks nothing, when the config cannot be read', async () => {
    answerConfig(new TypeError('Failed to fetch'));
    await renderAt('/');
    expect(await screen.findByRole('heading', { name: 'page from mf_public' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: 'Test mode' })).not.toBeInTheDocument();
  });
});
