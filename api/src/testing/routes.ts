import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX, type EndpointAccess, type HttpMethod } from '@icast/contracts';
import { endpointOf } from '../platform/http/endpoint.decorator';

/** A route as the running app registered it. */
export interface ServedRoute {
  method: HttpMethod;
  /** Full path pattern, e.g. /api/blog/delete-blog/:id */
  path: string;
  /** What the staff session guard enforces: the access of the handler's `@Endpoint()` entry (undefined: none). */
  access: EndpointAccess | undefined;
  /** The controller class and the handler's name, for tests that read its decorators' metadata. */
  controller: new (...args: never[]) => object;
  handlerName: string;
}

const METHODS: Partial<Record<RequestMethod, HttpMethod>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

const SAMPLE_PARAM = '0123456789abcdef01234567';
const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** The path with each `:param` replaced by a well-formed id, ready to call. */
export const withSampleParams = (path: string) => path.replace(/:\w+/g, SAMPLE_PARAM);

/**
 * Every route of every controller in the running app, found through Nest's module container, so tests cover the
 * routes other modules add without listing them.
 */
export function discoverRoutes(app: NestExpressApplication): ServedRoute[] {
  const routes: ServedRoute[] = [];
  for (const moduleRef of app.get(ModulesContainer).values()) {
    for (const wrapper of moduleRef.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const controllerPaths = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      const prototype = controller.prototype as object;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        // The descriptor, not prototype[name]: reading a getter would run it without an instance.
        const handler: unknown = Object.getOwnPropertyDescriptor(prototype, name)?.value;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const handlerPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        if (handlerPaths === undefined || !method) continue;
        const access = endpointOf(handler)?.access;
        for (const base of controllerPaths) {
          for (const sub of [handlerPaths].flat())
            routes.push({ method, path: joinPath(API_PREFIX, base, sub), access, controller, handlerName: name });
        }
      }
    }
  }
  return routes;
}

/** `GET /api/...` keys of every route the guard treats as staff-only, for the authorization test. */
export function discoverStaffRoutes(app: NestExpressApplication): string[] {
  return discoverRoutes(app)
    .filter((route) => route.access === 'staff')
    .map((route) => `${route.method} ${route.path}`);
}
