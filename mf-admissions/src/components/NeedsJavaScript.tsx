import { telHref, whatsappHref } from '@icast/content';
import { useSiteContent } from '@icast/site-content';
import { WhatsAppLink } from '@icast/ui';

/**
 * The page's form works only with JavaScript. A browser that runs none (an old phone, a browser with it switched off)
 * or runs little (Opera Mini's extreme mode) still gets the page as HTML, so the page says so and gives the office's
 * phone and WhatsApp. Always shown, in the same place, so nothing moves when the app takes over; a `<noscript>` would
 * stay hidden in Opera Mini, which runs some script.
 */
export function NeedsJavaScript({ task }: { task: string }) {
  const { settings } = useSiteContent();
  return (
    <aside className="icast-alert icast-alert--info" aria-labelledby="needs-javascript-title">
      <p className="icast-alert__title" id="needs-javascript-title">
        Form not responding?
      </p>
      <p>
        {task} needs a browser with JavaScript switched on. In Opera Mini or on an old phone, open this page in Chrome
        or another full browser, or contact the school office and we will help you:{' '}
        {settings.phones.map((phone, position) => (
          <span key={phone}>
            {position > 0 && ', '}
            <a href={telHref(phone)}>{phone}</a>
          </span>
        ))}
        .
      </p>
      <p>
        <WhatsAppLink href={whatsappHref(settings.whatsapp)}>WhatsApp {settings.whatsapp}</WhatsAppLink>
      </p>
    </aside>
  );
}
