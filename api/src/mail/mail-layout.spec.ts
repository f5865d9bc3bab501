import { SITE } from '@icast/content';
import { renderMail } from './mail-layout';

describe('the e-mail layout', () => {
  const written = '<img src=x onerror=alert(1)> & "quotes" \'too\'';
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

  it("ends with the school's contacts in both parts", () => {
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain(SITE.email);
      expect(part).toContain(SITE.phones[0]);
      expect(part).toContain(SITE.addresses[0]!.line);
    }
    expect(mail.text).toContain('Unsubscribe: https://school.example/u?t=1&x=2');
  });
});
