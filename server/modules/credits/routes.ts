import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { balanceQuery, creditBalance } from '../../../contract/credits';
import { inOrganization } from '../../core/tenancy';
import { convertMicros, microsToNumber } from '../../core/money';
import type { AppContext } from '../../context';
import { creditAccounts } from './schema';

export async function creditRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/credits/balance', {
    config: { permission: 'credits:read' },
    schema: { tags: ['credits'], summary: "The caller's organization credit balance", querystring: balanceQuery, response: { 200: creditBalance } },
    handler: async (request) => {
      const [account] = await db.select().from(creditAccounts).where(inOrganization(request, creditAccounts.organization_id));
      const balance = account?.balance_micros ?? 0n;
      const reserved = account?.reserved_micros ?? 0n;
      const from = account?.currency ?? 'BRL';
      const target = request.query.target_currency ?? from;
      // Currencies without a configured rate are answered in the account's own currency.
      const convert = (micros: bigint) => convertMicros(micros, from, target);
      const converted = convert(balance) !== null;
      const pick = (micros: bigint) => microsToNumber(converted ? (convert(micros) as bigint) : micros);
      return {
        balance: pick(balance),
        reserved_balance: pick(reserved),
        available_balance: pick(balance - reserved),
        currency: converted ? target : from,
      };
    },
  });
}
