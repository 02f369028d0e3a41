import { Route } from 'react-router';
import type { ConsoleDomain, PageAction } from '../../resources/types';
import { GuardedPage } from './GuardedPage';
import { requiredPermission } from '../../providers';

const FULL_PAGE_ACTIONS: Exclude<PageAction, 'list'>[] = ['create', 'edit', 'show'];

/** The routes of every domain: its list page (with extra routes nested under it) and its create/edit/show pages. */
export function domainRoutes(domains: readonly ConsoleDomain[]) {
  return domains.flatMap(({ resource, pages, routes = [] }) => {
    const { meta } = resource;
    const elements = [];
    if (pages.list) {
      elements.push(
        <Route
          key={`${resource.name}:list`}
          path={resource.list}
          element={<GuardedPage meta={meta} permission={requiredPermission(meta, 'list')} page={pages.list} />}
        >
          {routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<GuardedPage meta={meta} permission={route.permission ?? meta.permission} page={route.page} />}
            />
          ))}
        </Route>,
      );
    }
    for (const action of FULL_PAGE_ACTIONS) {
      const page = pages[action];
      const path = resource[action];
      if (!page || typeof path !== 'string') continue;
      elements.push(
        <Route
          key={`${resource.name}:${action}`}
          path={path}
          element={<GuardedPage meta={meta} permission={requiredPermission(meta, action)} page={page} />}
        />,
      );
    }
    return elements;
  });
}
