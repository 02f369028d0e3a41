import type { JobDefinition } from '../../core/jobs';
import type { AppContext } from '../../context';

/** Longer than any act runs (a chat gives its provider two minutes), so only abandoned reservations qualify. */
const STALE_AFTER_MINUTES = 15;

/** Every ten minutes: gives back the credit held by reservations whose settlement never landed. */
export const staleReservationsJob = ({ ledger }: AppContext): JobDefinition => ({
  name: 'ledger-release-stale',
  cron: '*/10 * * * *',
  run: async () => ({ released: await ledger.releaseStale(STALE_AFTER_MINUTES) }),
});
