import { type SocialNetwork, socialLinkHref } from '@icast/contracts';
import { useSiteContent } from '@icast/site-content';

/** lucide dropped brand marks, so the three social glyphs are drawn here (simple, single-path). */
const PATHS: Record<SocialNetwork, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6Z',
  Instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  X: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.4-6-5.2 6H4l6.4-7.4Z',
};

export function SocialIcon({ label }: { label: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={PATHS[label]} />
    </svg>
  );
}

/** The school's social links as icon buttons; the top bar and the footer style them through `className`. */
export function SocialLinks({ className }: { className: string }) {
  const { settings } = useSiteContent();
  // Only an https address becomes a link: never a path, another scheme, or the placeholder that leads nowhere.
  const links = settings.social.flatMap((link) => {
    const href = socialLinkHref(link.href);
    return href ? [{ network: link.network, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={className} aria-label="ICAST on social media">
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.href} aria-label={link.network}>
            <SocialIcon label={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
