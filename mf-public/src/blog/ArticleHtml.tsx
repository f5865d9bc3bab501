import { useEffect, useRef } from 'react';
import { YOUTUBE_VIDEO_ID, youtubeEmbedUrl } from '@icast/contracts';

/**
 * A rich article as the API rendered and sanitised it when it was saved (headings, links, lists, quotes, the school's
 * photos through the image pipeline, videos as previews). A video is a link to youtube.com until the reader presses
 * it: then, and only then, the privacy-enhanced youtube-nocookie player takes its place. Without script the link
 * simply opens the video on YouTube.
 */
export function ArticleHtml({ html }: { html: string }) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = body.current;
    if (!element) return undefined;
    // A native listener: a press the page held while the app was waking is clicked again once this effect has run.
    const play = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[data-video-id]') : null;
      const videoId = link instanceof HTMLAnchorElement ? (link.dataset.videoId ?? '') : '';
      if (!link || !YOUTUBE_VIDEO_ID.test(videoId)) return;
      event.preventDefault();
      const frame = document.createElement('iframe');
      frame.src = youtubeEmbedUrl(videoId);
      frame.title = link.querySelector('.article-video__title')?.textContent?.replace(/^Play video: /, '') || 'Video';
      frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
      frame.allowFullscreen = true;
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      frame.className = 'article-video__frame';
      link.replaceWith(frame);
      frame.focus();
    };
    element.addEventListener('click', play);
    return () => element.removeEventListener('click', play);
  }, [html]);
  return <div ref={body} className="pub-article__body" dangerouslySetInnerHTML={{ __html: html }} />;
}
