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

  it('splits paragraphs and lines', () => {
    const { container } = renderText('one\ntwo\n\nthree');
    expect(container.querySelectorAll('p')).toHaveLength(2);
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });
});
