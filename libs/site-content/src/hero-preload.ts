import { HERO_PHOTO_SIZES, IMAGE_CONTENT_TYPES, pictureSrcset, type SiteContent } from '@icast/contracts';
import { loadSiteContent, siteContentState } from './site-content-store';

/**
 * On the home page the first slide's photo is the largest paint. The document server names it in the page's head;
 * a page that came without it (the built index.html, when no document server answers) gets it from here, as soon as
 * the site's content arrives, long before the home page's code has loaded: a preload with the same srcset and sizes
 * as the `<picture>`'s AVIF source, which the page then finds already on its way.
 */
export function preloadFirstHeroPhoto(content: SiteContent, document: Document): void {
  const picture = content.heroSlides[0]?.picture;
  if (!picture || document.querySelector('link[data-hero-preload]')) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('type', IMAGE_CONTENT_TYPES.avif);
  link.setAttribute('imagesrcset', pictureSrcset(picture, 'avif'));
  link.setAttribute('imagesizes', HERO_PHOTO_SIZES);
  link.setAttribute('fetchpriority', 'high');
  link.dataset.heroPreload = '';
  document.head.append(link);
}

/**
 * Starts the content request at once (after the page's load when the page carries the content) and, on `/`, the
 * first hero photo as soon as its address is known.
 */
export function startSiteContent(document: Document, pathname: string): void {
  const preloadOnHome = () => {
    const { content, source } = siteContentState();
    if (source !== 'defaults' && pathname === '/') preloadFirstHeroPhoto(content, document);
  };
  preloadOnHome();
  void loadSiteContent().then(preloadOnHome);
}
