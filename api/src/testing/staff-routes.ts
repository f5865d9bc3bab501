import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { StaffRole } from '@icast/contracts';
import { STAFF_ROLES_KEY } from '../auth/staff-access';

export interface StaffRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Full path with every `:param` filled by a well-formed id, e.g. /api/blog/delete-blog/0000...; */
  path: string;
  /** Empty: any signed-in staff member. */
  roles: StaffRole[];
}

const METHOD_NAMES: Partial<Record<RequestMethod, StaffRoute['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

const SAMPLE_PARAM = '0123456789abcdef01234567';
const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/**
 * Every route in the running app carrying @StaffOnly (on the handler or its controller), found through Nest's
 * module container, so routes that other modules add are covered by the authorization test without listing them.
 */
export function discoverStaffRoutes(app: NestExpressApplication, prefix = 'api'): StaffRoute[] {
  const routes: StaffRoute[] = [];
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
        const method = METHOD_NAMES[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        if (handlerPaths === undefined || !method) continue;
        const roles = (Reflect.getMetadata(STAFF_ROLES_KEY, handler) as StaffRole[] | undefined) ?? classRoles;
        if (roles === undefined) continue;
        for (const base of controllerPaths) {
          for (const sub of [handlerPaths].flat()) {
            routes.push({ method, path: joinPath(prefix, base, sub).replace(/:\w+/g, SAMPLE_PARAM), roles });
          }
        }
      }
    }
  }
  return routes;
}
