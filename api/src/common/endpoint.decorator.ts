import { RequestMapping, RequestMethod } from '@nestjs/common';
import type { Endpoint as ContractEndpoint, FileResult, ResultOf } from '@icast/contracts';

/** What the handler itself returns: a file is written to the response (`@Res()`), so that handler returns nothing. */
type HandlerResult<E> = ResultOf<E> extends FileResult ? void : ResultOf<E>;

/**
 * Routes a handler to an entry of the endpoint table (`ENDPOINTS` in @icast/contracts), its only source of method
 * and path, so the browser and the API cannot disagree on either. The compiler also checks that the handler
 * returns the entry's result type. Access is declared separately (`@StaffOnly()`), and a test compares both with
 * the table.
 */
export function Endpoint<E extends ContractEndpoint>(endpoint: E) {
  const mapping = RequestMapping({ method: RequestMethod[endpoint.method], path: endpoint.path });
  return <Handler extends (...args: never[]) => HandlerResult<E> | Promise<HandlerResult<E>>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<Handler>,
  ): void => {
    mapping(target, key, descriptor);
  };
}
