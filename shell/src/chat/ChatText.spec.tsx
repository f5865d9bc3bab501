import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ChatText, safeHref } from './ChatText';

const renderText = (text: string) =>
  render(
    <MemoryRouter>
      <ChatText text={text} />
    </MemoryRouter>,
  );

describe('ChatText', () => {
  it('links site paths, http(s) URLs and e-mail addresses, and bolds **text**', () => {
    renderText('See our Contacts page (/contacts), https://paystack.com or info@icastschools.com.ng. **Welcome!**');
    expect(screen.getByRole('link', { name: '/contacts' })).toHaveAttribute('href', '/contacts');
    expect(screen.getByRole('link', { name: 'https://paystack.com' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'info@icastschools.com.ng' })).toHaveAttribute(
      'href',
      'mailto:info@icastschools.com.ng',
    );
    expect(screen.getByText('Welcome!').tagName).toBe('STRONG');
  });

  it('keeps javascript:, data: and protocol-relative links as plain text', () => {
    renderText('[a](javascript:alert(1)) [b](data:text/html,hi) [c](//evil.example)');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('/faq')).toEqual({ internal: true, href: '/faq' });
  });

  it('makes Nigerian phone numbers tap-to-call links, as written, and leaves other digits as text', () => {
    renderText(
      'Call 0803 512 4471, 08056382190 or +234 805 638 2190 (also 0803-512-4471). Reference 12345678901234, ₦5,000, ' +
        'year 2025, [WhatsApp (0803 512 4471)](https://wa.me/2348035124471).',
    );
    const calls = screen.getAllByRole('link', { name: /^Call / });
    expect(calls.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['0803 512 4471', 'tel:+2348035124471'],
      ['08056382190', 'tel:+2348056382190'],
      ['+234 805 638 2190', 'tel:+2348056382190'],
      ['0803-512-4471', 'tel:+2348035124471'],
    ]);
    expect(screen.getByRole('link', { name: 'WhatsApp (0803 512 4471)' })).toHaveAttribute(
      'href',
      'https://wa.me/2348035124471',
    );
    expect(screen.getByText(/Reference 12345678901234/)).toBeInTheDocument();
  });

  it('splits paragraphs and lines', () => {
    const { container } = renderText('one\ntwo\n\nthree');
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });
});
