import { allEndpoints, API_PREFIX, type Endpoint, ENDPOINTS } from '@icast/contracts';

const KB = 1024;

/**
 * What a JSON or form body may weigh when its route takes nothing long: sign-in, a subscription, a payer, a
 * booking, a site setting. Four times the longest such body a person can write with every field at its limit in
 * three-byte characters, and far below what it takes to make the parser or the validation work for long.
 */
export const DEFAULT_BODY_LIMIT = 16 * KB;

/**
 * Routes that take long text, with the limit that fits it (every field at its limit, in three-byte characters,
 * with room to spare). Anything bigger is refused with 413 before it is parsed.
 */
const LONG_TEXT_ROUTES: ReadonlyArray<readonly [Endpoint, number]> = [
  // Forty answers, five of them up to 1,000 characters.
  [ENDPOINTS.applications.submit, 64 * KB],
  // A post of up to 5,000 characters sent as JSON (the original site's update).
  [ENDPOINTS.blog.update, 64 * KB],
  [ENDPOINTS.blog.improve, 64 * KB],
  // An event's description, up to 3,000 characters.
  [ENDPOINTS.events.create, 64 * KB],
  [ENDPOINTS.events.update, 64 * KB],
  // A reply of up to 5,000 characters.
  [ENDPOINTS.contact.reply, 64 * KB],
  // A hundred references with a note and a message to families.
  [ENDPOINTS.pipeline.changeStatus, 64 * KB],
  // Paystack's event: the transaction with its customer, authorization and history.
  [ENDPOINTS.payment.webhook, 64 * KB],
  // The privacy notice, up to 30,000 characters.
  [ENDPOINTS.privacyNotice.save, 128 * KB],
  // A whole public page: up to 30 blocks of paragraphs, cards and captions (the hostel page is about 6 KB).
  [ENDPOINTS.sitePages.update, 256 * KB],
  // The menus whole: 136 links at most, each with its words and an address of up to 500 characters.
  [ENDPOINTS.siteContent.updateMenus, 96 * KB],
  // A newsletter at its limits: 40 blocks of 3,000 characters, up to 3 bytes each in UTF-8 (Yoruba's tone marks).
  [ENDPOINTS.newsletter.preview, 512 * KB],
  [ENDPOINTS.newsletter.testSend, 512 * KB],
  [ENDPOINTS.newsletter.send, 512 * KB],
];

/** `1024` as `1 KB`, `16384` as `16 KB`: how a limit reads in a 413's message. */
export const formatBodyLimit = (bytes: number) => `${Math.round(bytes / KB)} KB`;

interface RouteLimit {
  method: string;
  segments: string[];
  limit: number;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * The body limit of each route of the endpoint table: DEFAULT_BODY_LIMIT unless LONG_TEXT_ROUTES names it. Matched
 * by method and path segments (`:id` takes any one segment), so a new route gets the default without anyone
 * remembering it.
 */
export class BodyLimits {
  private readonly routes: RouteLimit[];

  constructor(
    longTextRoutes: ReadonlyArray<readonly [Endpoint, number]> = LONG_TEXT_ROUTES,
    private readonly fallback = DEFAULT_BODY_LIMIT,
  ) {
    const longText = new Map(longTextRoutes);
    const parameters = (route: RouteLimit) => route.segments.filter((segment) => segment.startsWith(':')).length;
    // Literal paths first, as the router matches them: `events/admin/events` before `events/:id`.
    this.routes = allEndpoints()
      .map(({ endpoint }) => ({
        method: endpoint.method,
        segments: segmentsOf(`${API_PREFIX}/${endpoint.path}`),
        limit: longText.get(endpoint) ?? fallback,
      }))
      .sort((first, second) => parameters(first) - parameters(second));
  }

  /** The limit for a request; a path the table does not have gets the default (it will be a 404 anyway). */
  limitFor(method: string, path: string): number {
    // A path is at most a few hundred characters; the http parser has capped it at 16 KB already.
    const segments = segmentsOf(path);
    const route = this.routes.find(
      (candidate) =>
        candidate.method === method &&
        candidate.segments.length === segments.length &&
        candidate.segments.every((segment, index) => segment.startsWith(':') || segment === segments[index]),
    );
    return route?.limit ?? this.fallback;
  }

  /** Every distinct limit, so a parser can be made once per limit. */
  distinctLimits(): number[] {
    return [...new Set([this.fallback, ...this.routes.map((route) => route.limit)])];
  }
}
