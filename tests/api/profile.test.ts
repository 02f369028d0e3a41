import { describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

const { suite, api } = useTestServer();

async function member() {
  const org = await createOrganization(suite.server.database.db);
  const user = await createUser(suite.server.database.db, org.id, { full_name: 'Carla Dias' });
  return { user, session: await signInApi(suite.server.url, user.email, user.password) };
}

describe('own profile', () => {
  it('saves personal info and preferences, refusing unknown values', async () => {
    const { session } = await member();
    const token = session.access_token;
    const res = await api('/api/users/me', { token, method: 'PATCH', body: { full_name: 'Carla D. Souza', language: 'en-US', currency: 'EUR', timezone: 'Asia/Tokyo' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ full_name: 'Carla D. Souza', preferences: { language: 'en-US', currency: 'EUR', timezone: 'Asia/Tokyo' } });
    expect((await api('/api/auth/me', { token })).body.preferences.timezone).toBe('Asia/Tokyo');
    // errors now speak the saved language
    const bad = await api('/api/users/me', { token, method: 'PATCH', body: { timezone: 'Mars/Olympus', currency: 'XXX', language: 'fr-FR' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Invalid data');
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['body.currency', 'body.language', 'body.timezone']);
    expect((await api('/api/auth/me', { token })).body.preferences).toEqual({ language: 'en-US', currency: 'EUR', timezone: 'Asia/Tokyo' });
  });

  it('refuses an email that another user holds', async () => {
    const a = await member();
    const b = await member();
    const res = await api('/api/users/me', { token: a.session.access_token, method: 'PATCH', body: { email: b.user.email } });
    expect(res.status).toBe(409);
  });
});

describe('own password', () => {
  it('needs the current password, follows the policy, and signs out every other session', async () => {
    const { user, session } = await member();
    const other = await signInApi(suite.server.url, user.email, user.password);
    const token = session.access_token;
    const wrong = await api('/api/users/me/change-password', { token, body: { current_password: 'nope-nope', new_password: 'brand-new-secret' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('current_password_wrong');
    const common = await api('/api/users/me/change-password', { token, body: { current_password: user.password, new_password: 'iloveyou1' } });
    expect(common.body.code).toBe('password_too_common');

    expect((await api('/api/users/me/change-password', { token, body: { current_password: user.password, new_password: 'brand-new-secret' } })).status).toBe(204);
    expect((await api('/api/auth/refresh', { body: { refresh_token: other.refresh_token } })).status).toBe(401);
    expect((await api('/api/auth/me', { token: other.access_token })).status).toBe(401);
    expect((await api('/api/auth/me', { token })).status).toBe(200);
    expect((await api('/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(200);
    expect((await api('/api/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(401);
    expect((await api('/api/auth/login', { body: { email: user.email, password: 'brand-new-secret' } })).status).toBe(200);
  });
});

describe('own sessions', () => {
  it('lists active sessions with device, IP and last use, and signs one out', async () => {
    const { user, session } = await member();
    const phone = await api('/api/auth/login', { body: { email: user.email, password: user.password }, headers: { 'user-agent': 'PhoneBrowser/1.0', 'x-forwarded-for': '203.0.113.77' } });
    const list = await api('/api/users/me/sessions', { token: session.access_token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const current = list.body.find((s: { current: boolean }) => s.current);
    const mobile = list.body.find((s: { device: string }) => s.device === 'PhoneBrowser/1.0');
    expect(current).toBeTruthy();
    expect(mobile).toMatchObject({ ip: '203.0.113.77', current: false });
    expect(new Date(mobile.last_used_at).getTime()).toBeGreaterThanOrEqual(new Date(mobile.created_at).getTime());

    expect((await api(`/api/users/me/sessions/${mobile.id}`, { token: session.access_token, method: 'DELETE' })).status).toBe(204);
    expect((await api('/api/auth/refresh', { body: { refresh_token: phone.body.refresh_token } })).status).toBe(401);
    expect((await api('/api/auth/me', { token: phone.body.access_token })).status).toBe(401);
    expect((await api('/api/users/me/sessions', { token: session.access_token })).body).toHaveLength(1);

    const someoneElse = await member();
    const theirs = (await api('/api/users/me/sessions', { token: someoneElse.session.access_token })).body[0];
    expect((await api(`/api/users/me/sessions/${theirs.id}`, { token: session.access_token, method: 'DELETE' })).status).toBe(404);
    expect((await api('/api/users/me/sessions/not-a-uuid', { token: session.access_token, method: 'DELETE' })).status).toBe(400);
  });
});
