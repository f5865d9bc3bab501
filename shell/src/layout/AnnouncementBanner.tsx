import { Link } from 'react-router-dom';
import { PhoneLinks, runningAnnouncement, useSiteContent } from '@icast/site-content';

/** The school's site-wide notice ("Admissions for 2026/2027 are open") while staff have it running. */
export function AnnouncementBanner() {
  const { announcement } = useSiteContent();
  const running = runningAnnouncement(announcement);
  if (!running) return null;
  const linkText = running.linkText || 'Read more';
  return (
    <section className="icast-announcement" aria-label="Announcement" data-testid="announcement">
      <p className="icast-container icast-announcement__text">
        <span>
          <PhoneLinks text={running.text} />
        </span>
        {running.link.startsWith('/') && <Link to={running.link}>{linkText}</Link>}
        {running.link.startsWith('https://') && <a href={running.link}>{linkText}</a>}
      </p>
    </section>
  );
}
