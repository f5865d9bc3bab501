import { RequestMapping, RequestMethod, SetMetadata } from '@nestjs/common';
import type { Endpoint as ContractEndpoint, FileResult, ResultOf } from '@icast/contracts';

/** What the handler itself returns: a file is written to the response (`@Res()`), so that handler returns nothing. */
type HandlerResult<E> = ResultOf<E> extends FileResult ? void : ResultOf<E>;

/** Where `@Endpoint()` keeps the handler's table entry; the staff session guard reads who may call it from there. */
export const ENDPOINT_KEY = 'icast:endpoint';

/**
 * Routes a handler to an entry of the endpoint table (`ENDPOINTS` in @icast/contracts), its only source of method,
 * path and access (`public`, `session`, or `staff(...roles)`), so the browser and the API cannot disagree on any of
 * them. The compiler also checks that the handler returns the entry's result type.
 */
export function Endpoint<E extends ContractEndpoint>(endpoint: E) {
  const mapping = RequestMapping({ method: RequestMethod[endpoint.method], path: endpoint.path });
  const access = SetMetadata(ENDPOINT_KEY, endpoint);
  return <Handler extends (...args: never[]) => HandlerResult<E> | Promise<HandlerResult<E>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<Handler>,
  ): void => {
    mapping(target, key, descriptor);
    access(target, key, descriptor);
  };
}

/** The table entry `@Endpoint()` put on a handler, or undefined for a function that is not a route. */
export function endpointOf(handler: unknown): ContractEndpoint | undefined {
  return typeof handler === 'function'
    ? (Reflect.getMetadata(ENDPOINT_KEY, handler) as ContractEndpoint | undefined)
    : undefined;
}
