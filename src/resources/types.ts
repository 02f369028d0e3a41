import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { ResourceProps } from '@refinedev/core';

type ResourceMeta = NonNullable<ResourceProps['meta']>;

/** Where a domain's list page appears: the main menu, the account (avatar) menu, the Administration group, or nowhere. */
export type MenuSection = 'main' | 'account' | 'admin' | 'hidden';

/** Page actions a domain can declare; extra routes may name their own. */
export type PageAction = 'list' | 'create' | 'edit' | 'show';

export type LazyPage = LazyExoticComponent<ComponentType>;

export interface ConsoleResourceMeta extends ResourceMeta {
  /** i18n key of the label, e.g. 'shell:menu.agents'. */
  label: string;
  icon?: ReactNode;
  menu: MenuSection;
  /** Position inside its menu section (ascending). */
  order: number;
  /** Permission needed to see the menu entry and open any page of the domain. */
  permission?: string;
  /** Permission per action (list, create, edit, show, delete, or a custom one), overriding `permission`. */
  permissions?: Partial<Record<string, string>>;
  /** Which access-denied text to show when the permission is missing: super-admins-only, or (default) administrators-only. */
  denied?: 'admin' | 'super_admin';
  /** Render the page edge to edge, without the content padding. */
  flush?: boolean;
}

export interface ConsoleResource extends ResourceProps {
  name: string;
  list: string;
  meta: ConsoleResourceMeta;
}

/** A route beyond list/create/edit/show, nested under the list route (rendered in its `<Outlet />`). */
export interface ConsoleRoute {
  /** Relative to the list path ('create', ':id/logs') or absolute ('/agents/:id/logs'). */
  path: string;
  page: LazyPage;
  /** Permission for this route; defaults to the domain's `permission`. */
  permission?: string;
}

export interface ConsoleDomain {
  resource: ConsoleResource;
  pages: Partial<Record<PageAction, LazyPage>>;
  routes?: ConsoleRoute[];
}
