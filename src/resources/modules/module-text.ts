import { useTranslation } from 'react-i18next';
import type { ModuleDto } from '../../../contract/modules';

/** A module's name and description in the interface language (by slug), else the catalog's own text. */
export function useModuleText(): (module: ModuleDto) => { name: string; description: string } {
  const { t } = useTranslation('modules');
  return (module) => ({
    name: t(`catalog.${module.slug}.name`, { defaultValue: module.name }),
    description: t(`catalog.${module.slug}.description`, { defaultValue: module.description ?? '' }),
  });
}
