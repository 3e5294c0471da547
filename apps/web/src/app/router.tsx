import { useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { distinctPaths, notFoundRoute, routes } from '@/lib/paths';
import { RouteElement } from './route-element';
import { pageFor } from './route-pages';

/**
 * React Router's routes, generated from the path table: one per distinct translated path. Declarative
 * mode (`useRoutes`) on purpose: the data router adds about 17 KB gzipped to the first page and we use
 * none of its loaders or actions.
 */
export function createRouteObjects(): RouteObject[] {
  const children: RouteObject[] = routes.flatMap((route) =>
    distinctPaths(route).map(({ path, langs }) => ({
      path,
      element: (
        <RouteElement
          key={`${route.id}:${path}`}
          route={route}
          page={pageFor(route)}
          langs={langs}
        />
      ),
    })),
  );
  children.push({
    path: '*',
    element: (
      <RouteElement
        key={notFoundRoute.id}
        route={notFoundRoute}
        page={pageFor(notFoundRoute)}
        langs={[]}
      />
    ),
  });
  return [{ element: <AppLayout />, children }];
}

const routeObjects = createRouteObjects();

export function AppRoutes() {
  return useRoutes(routeObjects);
}
