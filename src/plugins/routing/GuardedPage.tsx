import type { ConsoleResourceMeta, LazyPage } from '../../resources/types';
import { AccessDenied } from '../../pages/errors/AccessDenied';
import { useCanAccess } from './useCanAccess';

interface Props {
  meta: ConsoleResourceMeta;
  permission: string | undefined;
  page: LazyPage;
}

/** Renders a domain page, or the access-denied page when the user lacks its permission. */
export function GuardedPage({ meta, permission, page: Page }: Props) {
  const canAccess = useCanAccess();
  if (!canAccess(permission)) return <AccessDenied audience={meta.denied ?? 'admin'} />;
  return <Page />;
}
