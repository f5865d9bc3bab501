import { ROUTE_OWNERSHIP } from '@icast/contracts';

/**
 * The pages that need what a fresh visitor has not got (a token, a payment, a link from an e-mail, a post or event
 * made first): the browser draws those, or they need data made first.
 */
const NEEDS_MORE_THAN_A_VISIT = [
  '/login',
  '/blog/:id',
  '/events/:id',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/payment_success',
  '/my-applications',
  '/bookings/:token',
  // A private preview of a change waiting for approval (content-approval.spec opens one).
  '/preview/:token',
];

/**
 * Every public route of the one route table (so a page added later is checked too), a route with a parameter by a
 * sample address; `alsoLeftOut` names more a spec cannot visit as it is.
 */
export function publicPagesOfTheRouteTable(alsoLeftOut: readonly string[] = []): string[] {
  const left = new Set([...NEEDS_MORE_THAN_A_VISIT, ...alsoLeftOut]);
  return ROUTE_OWNERSHIP.filter((route) => route.layout === 'public' && !left.has(route.path)).map((route) =>
    route.path.replace(':id', '1'),
  );
}
