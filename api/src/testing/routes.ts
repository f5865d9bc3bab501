import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX, type HttpMethod, type StaffRole } from '@icast/contracts';
import { STAFF_ROLES_KEY } from '../auth/staff-access';

/** A route as the running app registered it. */
export interface ServedRoute {
  method: HttpMethod;
  /** Full path pattern, e.g. /api/blog/delete-blog/:id */
  path: string;
  /** From @StaffOnly (on the handler or its controller); empty: any signed-in staff member; undefined: not staff-only. */
  roles: StaffRole[] | undefined;
}

export interface StaffRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Full path with every `:param` filled by a well-formed id, e.g. /api/blog/delete-blog/0000...; */
  path: string;
  /** Empty: any signed-in staff member. */
  roles: StaffRole[];
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
      const classRoles = Reflect.getMetadata(STAFF_ROLES_KEY, controller) as StaffRole[] | undefined;
      const prototype = controller.prototype as object;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        // The descriptor, not prototype[name]: reading a getter would run it without an instance.
        const handler: unknown = Object.getOwnPropertyDescriptor(prototype, name)?.value;
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const handlerPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        if (handlerPaths === undefined || !method) continue;
        const roles = (Reflect.getMetadata(STAFF_ROLES_KEY, handler) as StaffRole[] | undefined) ?? classRoles;
        for (const base of controllerPaths) {
          for (const sub of [handlerPaths].flat())
            routes.push({ method, path: joinPath(API_PREFIX, base, sub), roles });
        }
      }
    }
  }
  return routes;
}

/** Every route carrying @StaffOnly, ready to call, for the authorization test. */
export function discoverStaffRoutes(app: NestExpressApplication): StaffRoute[] {
  return discoverRoutes(app).flatMap(({ method, path, roles }) =>
    roles === undefined
      ? []
      : [{ method: method.toLowerCase() as StaffRoute['method'], path: withSampleParams(path), roles }],
  );
}
