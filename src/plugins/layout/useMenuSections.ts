import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleDomains } from '../../resources';
import type { ConsoleDomain, MenuSection } from '../../resources/types';
import { requiredPermission } from '../../providers';
import { useCanAccess } from '../routing/useCanAccess';

export interface MenuEntry {
  name: string;
  path: string;
  label: string;
  icon?: ReactNode;
}

export type MenuSections = Record<Exclude<MenuSection, 'hidden'>, MenuEntry[]>;

const byOrder = (a: ConsoleDomain, b: ConsoleDomain) => a.resource.meta.order - b.resource.meta.order;

/** The menu entries the signed-in user may open, per section, from the domain registry. */
export function useMenuSections(): MenuSections {
  const { t } = useTranslation();
  const canAccess = useCanAccess();
  const sections: MenuSections = { main: [], admin: [], account: [] };
  for (const domain of [...consoleDomains].sort(byOrder)) {
    const { resource, pages } = domain;
    const section = resource.meta.menu;
    if (section === 'hidden' || !pages.list || !canAccess(requiredPermission(resource.meta, 'list'))) continue;
    sections[section].push({ name: resource.name, path: resource.list, label: t(resource.meta.label), icon: resource.meta.icon });
  }
  return sections;
}
