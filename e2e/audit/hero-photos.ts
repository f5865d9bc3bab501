import sharp from 'sharp';
import type { SiteContent } from '@icast/contracts';

/** Signs in as the first admin the audit's API was started with. */
export const AUDIT_ADMIN = { email: 'audit@icast.test', password: 'audit-admin-password-long' };

/** A photo-like JPEG (fine grain, soft edges) of the size a phone sends, so the page weighs what a real one would. */
function phoneSizedPhoto(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#3a6ea5',
      noise: { type: 'gaussian', mean: 110 + seed * 20, sigma: 40 },
    },
  })
    .blur(1.2)
    .jpeg({ quality: 88 })
    .toBuffer();
}

/**
 * `npm run audit -- --hero-photos`: gives every home slide a photo through the staff API, as staff would, so
 * Lighthouse measures `/` with photos in the hero.
 */
export async function giveHeroSlidesPhotos(apiUrl: string): Promise<void> {
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(AUDIT_ADMIN),
  });
  if (!login.ok) throw new Error(`audit: sign-in failed with ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  const content = (await (
    await fetch(`${apiUrl}/api/site-content/admin`, { headers: { cookie } })
  ).json()) as SiteContent;
  for (const [index, slide] of content.heroSlides.entries()) {
    const form = new FormData();
    form.set('heading', slide.heading);
    form.set('text', slide.text);
    form.set('buttons', JSON.stringify(slide.buttons));
    form.set('imageAlt', `ICAST campus photograph ${index + 1}`);
    form.set('image', new Blob([new Uint8Array(await phoneSizedPhoto(index))], { type: 'image/jpeg' }), 'slide.jpg');
    const saved = await fetch(`${apiUrl}/api/site-content/admin/hero-slides/${slide.id}`, {
      method: 'PUT',
      headers: { cookie },
      body: form,
    });
    if (!saved.ok)
      throw new Error(`audit: slide ${index + 1} photo refused with ${saved.status}: ${await saved.text()}`);
  }
}
