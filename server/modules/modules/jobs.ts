import type { JobDefinition } from '../../core/jobs';
import type { AppContext } from '../../context';
import { createModuleService } from './service';

/** At the start of every hour, bills that hour of every active paid module (once, across instances). */
export const moduleBillingJob = ({ db, ledger }: AppContext): JobDefinition => {
  const service = createModuleService(db, ledger);
  return { name: 'modules-bill-hour', cron: '0 * * * *', run: () => service.billActiveModules() };
};
