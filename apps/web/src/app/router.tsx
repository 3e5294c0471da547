import { useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteElement } from './route-element';
import { distinctPaths, notFoundRoute, routes } from './routes';

/**
 * React Router's routes, generated from the route table: one per distinct translated path. Declarative
 * mode (`useRoutes`) on purpose: the data router adds about 17 KB gzipped to the first page and we use
 * none of its loaders or actions.
 */
export function createRouteObjects(): RouteObject[] {
  const children: RouteObject[] = routes.flatMap((route) =>
    distinctPaths(route).map(({ path, langs }) => ({
      path,
      element: <RouteElement key={`${route.id}:${path}`} page={route} langs={langs} />,
    })),
  );
  children.push({
    path: '*',
    element: <RouteElement key={notFoundRoute.id} page={notFoundRoute} langs={[]} />,
  });
  return [{ element: <AppLayout />, children }];
}

const routeObjects = createRouteObjects();

export function AppRoutes() {
  return useRoutes(routeObjects);
}
