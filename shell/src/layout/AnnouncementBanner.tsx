import { Link } from 'react-router-dom';
import { staffLinkHref } from '@icast/contracts';
import { PhoneLinks, runningAnnouncement, useSiteContent } from '@icast/site-content';

/** The school's site-wide notice ("Admissions for 2026/2027 are open") while staff have it running. */
export function AnnouncementBanner() {
  const { announcement } = useSiteContent();
  const running = runningAnnouncement(announcement);
  if (!running) return null;
  const linkText = running.linkText || 'Read more';
  const link = staffLinkHref(running.link);
  return (
    <section className="icast-announcement" aria-label="Announcement" data-testid="announcement">
      <p className="icast-container icast-announcement__text">
        <span>
          <PhoneLinks text={running.text} />
        </span>
        {link?.internal && <Link to={link.href}>{linkText}</Link>}
        {link && !link.internal && <a href={link.href}>{linkText}</a>}
      </p>
    </section>
  );
}
