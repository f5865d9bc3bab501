import { render, screen, waitFor } from '@testing-library/react';
import { fakeFetch } from '@icast/api-client/testing';
import { PRIVACY_NOTICE_SHORT } from '@icast/content';
import { PrivacyNoticeLine, usePrivacyNoticeVersion } from './PrivacyNotice';

function Form({ fromLoader }: { fromLoader?: number }) {
  const version = usePrivacyNoticeVersion(fromLoader);
  return (
    <form aria-label="Contact">
      <PrivacyNoticeLine form="contact" version={version} />
    </form>
  );
}

describe('PrivacyNoticeLine', () => {
  it("says what this form's details are for and links to the whole notice in a new tab", () => {
    render(<PrivacyNoticeLine form="tourBooking" />);
    expect(screen.getByText(PRIVACY_NOTICE_SHORT.tourBooking, { exact: false })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /privacy notice.*opens in a new tab/i });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('sends the version the route loader read as a hidden field, without asking the API', () => {
    const fetch = fakeFetch(() => ({ status: 200, body: { version: 9 } }));
    const { container } = render(<Form fromLoader={3} />);
    expect(container.querySelector('input[type="hidden"][name="privacyNoticeVersion"]')).toHaveValue('3');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the current version when the page had none, and sends it', async () => {
    const fetch = fakeFetch(() => ({ status: 200, body: { version: 5, text: 'x', savedAt: '', savedBy: '' } }));
    const { container } = render(<Form />);
    await waitFor(() => expect(container.querySelector('input[name="privacyNoticeVersion"]')).toHaveValue('5'));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/privacy-notice');
  });
});
