import { useMemo } from 'react';
import type { ResourceProps } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { setAccessControlResources } from '../../providers';
import type { ConsoleDomain } from '../../resources/types';

/**
 * The registry's resources for `<Refine>` (and the access-control provider), with labels translated
 * so Refine's own components show them; `meta.labelKey` keeps the i18n key.
 */
export function useRefineResources(domains: readonly ConsoleDomain[]): ResourceProps[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const resources = domains.map(({ resource }) => ({
      ...resource,
      meta: { ...resource.meta, labelKey: resource.meta.label, label: t(resource.meta.label, { lng: language }) },
    }));
    setAccessControlResources(resources);
    return resources;
  }, [domains, t, language]);
}
