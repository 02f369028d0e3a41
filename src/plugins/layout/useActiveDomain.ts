import { useLocation } from 'react-router';
import { consoleDomains } from '../../resources';
import type { ConsoleDomain } from '../../resources/types';
import { activeEntry } from './active-entry';

const LIST_PATHS = consoleDomains.map((domain) => domain.resource.list);

/** The list path of the entry matching the current location, and its domain when one is registered. */
export function useActiveDomain(): { path: string; domain?: ConsoleDomain } {
  const { pathname } = useLocation();
  const path = activeEntry(pathname, LIST_PATHS);
  const domain = pathname === path || path !== '/' ? consoleDomains.find((d) => d.resource.list === path) : undefined;
  return { path, domain };
}
