import type { SchoolContacts } from '@icast/contracts';
import { SITE } from '@icast/content';
import { renderMail } from './mail-layout';

describe('the e-mail layout', () => {
  const written = '<img src=x onerror=alert(1)> & "quotes" \'too\'';
  /** As staff might set them: not libs/content's, and an address with characters HTML must escape. */
  const contacts: SchoolContacts = {
    phones: ['0809 000 1111', '0809 000 2222'],
    whatsapp: '0809 000 3333',
    emails: ['office@school.example', 'bursar@school.example'],
    campuses: [
      { id: 'north', label: 'North <Campus>', address: '1 A & B Road, Ibadan', latitude: null, longitude: null },
    ],
  };
  const mail = renderMail(
    {
      preheader: written,
      heading: `Hello ${written}`,
      blocks: [
        { paragraph: `${written}\nsecond line` },
        { linkedParagraph: 'See https://school.example/a?b=1&c=2. Or javascript:alert(1) or <https://x.example>' },
        { facts: [[written, written]] },
        { list: [written] },
        { action: { label: written, url: 'https://school.example/x?a=1&b="2"' } },
        { quote: written, cite: written },
      ],
      footerNote: written,
      footerLink: { label: 'Unsubscribe', url: 'https://school.example/u?t=1&x=2' },
    },
    'https://school.example',
    contacts,
  );

  it('escapes every value in the HTML and keeps the plain text as written', () => {
    expect(mail.html).not.toContain('<img');
    expect(
      mail.html.match(/&lt;img src=x onerror=alert\(1\)&gt; &amp; &quot;quotes&quot; &#39;too&#39;/g),
    ).toHaveLength(11);
    expect(mail.text).toContain(`Hello ${written}`);
    expect(mail.text).toContain(`${written}\nsecond line`);
    expect(mail.html).toContain(
      `${'&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot; &#39;too&#39;'}<br>second line`,
    );
  });

  it('links only http(s) addresses, escaped, without trailing punctuation', () => {
    expect(mail.html).toContain('<a href="https://school.example/a?b=1&amp;c=2" style="color:#0a3d91">');
    expect(mail.html).not.toContain('href="javascript');
    expect(mail.html).toContain('&lt;<a href="https://x.example"');
    expect(mail.html).toContain('href="https://school.example/x?a=1&amp;b=&quot;2&quot;"');
  });

  it("ends with the school's contacts as given (the site settings), escaped in the HTML", () => {
    expect(mail.text).toContain(
      [
        '--',
        SITE.fullName,
        'North <Campus>: 1 A & B Road, Ibadan',
        'Phone: 0809 000 1111, 0809 000 2222',
        'E-mail: office@school.example',
        'https://school.example',
      ].join('\n'),
    );
    expect(mail.html).toContain(
      'North &lt;Campus&gt;: 1 A &amp; B Road, Ibadan<br>Phone: 0809 000 1111, 0809 000 2222<br>' +
        'E-mail: office@school.example<br>https://school.example',
    );
    for (const part of [mail.html, mail.text]) {
      expect(part).not.toContain(SITE.email);
      expect(part).not.toContain(SITE.phones[0]);
      expect(part).not.toContain(SITE.addresses[0]!.line);
    }
    expect(mail.text).toContain('Unsubscribe: https://school.example/u?t=1&x=2');
  });
});
