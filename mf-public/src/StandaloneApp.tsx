import { Outlet, type RouteObject } from 'react-router-dom';
import { standaloneRoutes as framed } from '@icast/ui';
import { routes } from './routes';

/** This remote's routes when it runs on its own, for a data router of its own. */
export const standaloneRoutes: RouteObject[] = framed({ remote: 'mf_public', routes, outlet: <Outlet /> });
