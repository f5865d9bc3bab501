import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fetchApi } from '@icast/api-client';
import {
  ENDPOINTS,
  PREVIEWED_KINDS,
  type BlogPost,
  type ContentPreview,
  type SchoolEvent,
  type SitePageView,
} from '@icast/contracts';
import { formatLagosDate } from '@icast/content';
import { Alert } from '@icast/ui';
import { ArticleBody } from '../blog/BlogPostPage';
import { SitePage } from '../components/SitePage';
import { sendFailureText } from '../components/sendFailure';
import { EventDetails } from '../events/EventPage';
import { AboutSitePage } from '../pages/AboutPage';

type Shown = { state: 'loading' } | { state: 'failed'; message: string } | ContentPreview;
type Ready = Extract<ContentPreview, { state: 'ready' }>;

/**
 * The change drawn as its public page draws it. A page shows its own gallery photos (a published album's photos
 * would stand in for them on the live page, and they are not part of the change).
 */
function Previewed({ preview }: { preview: Ready }) {
  switch (preview.kind) {
    case 'post': {
      const post = preview.value as BlogPost;
      return (
        <div className="icast-container pub-page pub-article">
          <ArticleBody state={{ status: 'loaded', value: { ...post, previous: null, next: null } }} />
        </div>
      );
    }
    case 'event':
      return <EventDetails event={preview.value as SchoolEvent} />;
    case 'page': {
      const page = preview.value as SitePageView;
      return page.key === 'about' ? <AboutSitePage page={page} /> : <SitePage page={page} />;
    }
    default:
      return null;
  }
}

/**
 * /preview/:token: an editor's change waiting for approval, as its page would show it, for whoever has the private
 * link (the head teacher, a colleague). Marked as a preview; the document server never indexes or keeps it, and the
 * API answers it uncached. An expired, replaced or decided link says so plainly.
 */
export function PreviewPage() {
  const { token = '' } = useParams();
  const [shown, setShown] = useState<Shown>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    fetchApi(ENDPOINTS.contentApproval.preview, { params: { token } }).then(
      (preview) => current && setShown(preview),
      (error: unknown) => current && setShown({ state: 'failed', message: sendFailureText(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (shown.state === 'loading') {
    return (
      <div className="icast-container pub-page">
        <p role="status">Loading the preview...</p>
      </div>
    );
  }
  if (shown.state !== 'ready' || !PREVIEWED_KINDS.includes(shown.kind)) {
    const message = shown.state === 'ready' ? 'This kind of change has no preview page yet' : shown.message;
    return (
      <div className="icast-container pub-page">
        <h1>This preview is not available</h1>
        <Alert tone="info">
          <p>{message}.</p>
          <p>
            <Link to="/">Go to the home page</Link>
          </p>
        </Alert>
      </div>
    );
  }
  return (
    <div className="pub-preview">
      <div className="icast-container">
        <div className="pub-preview-banner" role="note" aria-label="Preview">
          <p>
            <strong>Preview of a change waiting for approval.</strong> Visitors do not see it yet. This private link
            works until {formatLagosDate(shown.expiresAt)}.
          </p>
        </div>
      </div>
      <Previewed preview={shown} />
    </div>
  );
}
