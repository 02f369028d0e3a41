import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();

const JUNK_BODIES = ['null', '[]', '"x"', '{"email": {"$ne": 1}}', '{"organization_id": 99999999999}', '{"role_id": -1}', '{"permission_ids": [99999999999]}', '{"name": ""}', '{"user_type": "god"}'];

/** Every route of the API with ids out of range, malformed and foreign-looking values: 4xx, never 500. */
const CALLS: [string, string][] = [
  ['GET', '/api/users/99999999999'],
  ['GET', '/api/users/0'],
  ['GET', '/api/users?_start=-1'],
  ['GET', '/api/users?_end=99999999999'],
  ['GET', '/api/users?_sort=password_hash'],
  ['GET', '/api/users?organization_id=99999999999'],
  ['GET', '/api/users?user_type=god'],
  ['POST', '/api/users'],
  ['PATCH', '/api/users/1'],
  ['POST', '/api/users/99999999999/suspend'],
  ['POST', '/api/users/1/change-password'],
  ['PATCH', '/api/users/1/organization'],
  ['PATCH', '/api/users/me'],
  ['POST', '/api/users/me/change-password'],
  ['DELETE', '/api/users/me/sessions/99999999999'],
  ['POST', '/api/permissions/roles'],
  ['PATCH', '/api/permissions/roles/99999999999'],
  ['DELETE', '/api/permissions/roles/abc'],
  ['POST', '/api/impersonate/start/99999999999'],
  ['POST', '/api/organizations'],
  ['PATCH', '/api/organizations/99999999999'],
  ['POST', '/api/organizations/99999999999/suspend'],
  ['GET', '/api/audit-log?start_date=2026-02-30'],
  ['GET', '/api/audit-log?actor_id=99999999999'],
  ['GET', '/api/audit-log?_end=abc'],
  ['POST', '/api/credits/add'],
  ['PUT', '/api/credits/rates'],
  ['GET', '/api/credits/transactions?limit=0'],
  ['GET', '/api/credits/transactions?target_currency=XXX'],
  ['GET', '/api/credits/admin/transactions?organization_id=99999999999'],
  ['GET', '/api/credits/admin/organizations?_sort=password'],
  ['POST', '/api/resources/types'],
  ['PATCH', '/api/resources/types/1'],
  ['PATCH', '/api/resources/types/99999999999'],
  ['DELETE', '/api/resources/types/0'],
  ['POST', '/api/resources/pricing'],
  ['PATCH', '/api/resources/pricing/99999999999'],
  ['GET', '/api/resources/pricing?plan_type=gold'],
  ['GET', '/api/resources/usage?start_date=2026-02-30'],
  ['GET', '/api/resources/usage?resource_type_id=abc'],
  ['GET', '/api/resources/usage/report?end_date=tomorrow'],
  ['GET', '/api/resources/usage/export?status=paid'],
  ['POST', '/api/resources/usage/99999999999/refund'],
  ['POST', '/api/modules/99999999999/activate'],
  ['POST', '/api/modules/4/deactivate'],
  ['GET', '/api/modules/abc/pricing'],
  ['GET', '/api/organizations/99999999999/users'],
  ['POST', '/api/organizations/1/users'],
  ['PATCH', '/api/organizations/1'],
  ['POST', '/api/providers'],
  ['PUT', '/api/providers/99999999999'],
  ['DELETE', '/api/providers/0'],
  ['POST', '/api/providers/abc/test'],
  ['POST', '/api/agents'],
  ['PUT', '/api/agents/99999999999'],
  ['GET', '/api/agents?is_active=maybe'],
  ['POST', '/api/organizations/1/system-agent?agent_id=abc'],
  ['GET', '/api/organizations/99999999999/system-agent'],
  ['POST', '/api/sessions'],
  ['PATCH', '/api/sessions/99999999999'],
  ['GET', '/api/sessions?limit=0'],
  ['POST', '/api/agents/1/chat'],
  ['POST', '/api/agents/99999999999/chat'],
  ['POST', '/api/system-chat/send'],
  ['GET', '/api/system-chat/history/not-a-uuid'],
  ['GET', '/api/system-chat/sessions?limit=-1'],
  ['POST', '/api/tokens'],
  ['POST', '/api/tokens/99999999999/toggle'],
  ['GET', '/api/tokens?agent_id=abc'],
  ['POST', '/api/v1/chat/completions'],
  ['GET', '/api/admin/metrics?days=9999'],
  ['GET', '/api/organizations/me/usage-stats?days=abc'],
  ['POST', '/api/finance/bills-to-pay'],
  ['POST', '/api/finance/bills-to-receive'],
  ['PATCH', '/api/finance/bills-to-pay/1'],
  ['PATCH', '/api/finance/bills-to-receive/99999999999'],
  ['POST', '/api/finance/bills-to-pay/abc/mark-paid'],
  ['GET', '/api/finance/bills-to-pay?status=late&start_date=2026-02-30'],
  ['GET', '/api/finance/dashboard?target_currency=XYZ'],
];

describe('bad input', () => {
  it.each(CALLS)('%s %s answers 4xx with the error body for every junk payload', async (method, path) => {
    const bodies = method === 'GET' || method === 'DELETE' ? [undefined] : JUNK_BODIES;
    for (const raw of bodies) {
      const res = await api(path, { method, raw, token: suite.root });
      expect(res.status, `${raw} → ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${raw} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
      expect(typeof res.body.detail).toBe('string');
    }
  });

  it('left nothing changed', async () => {
    const users = await api('/api/users?_end=100', { token: suite.root });
    expect(users.body).toHaveLength(1);
    expect((await api('/api/organizations', { token: suite.root })).body).toHaveLength(1);
    expect((await api('/api/permissions/roles', { token: suite.root })).body).toHaveLength(4);
    expect((await api('/api/credits/admin/transactions', { token: suite.root })).body).toHaveLength(0);
    expect((await api('/api/resources/types', { token: suite.root })).body).toHaveLength(4);
    expect((await api('/api/resources/pricing', { token: suite.root })).body).toHaveLength(4);
    expect((await api('/api/credits/rates', { token: suite.root })).body.rates).toEqual({ USD: 1, BRL: 5.2, EUR: 0.92, GBP: 0.79 });
  });
});
