import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bills } from '../../server/modules/finance/schema';
import { createOrganization, createUser } from '../support/fixtures';
import { signInApi } from '../support/http';
import { useTestServer } from '../support/server';

// 23:30 on 9 March in São Paulo (UTC-3), already 10 March in London and Tokyo.
let clock = new Date('2026-03-10T02:30:00Z');
const { suite, api } = useTestServer({ now: () => clock });

interface Person {
  id: number;
  token: string;
}
let ana: Person;
let bruno: Person;
let stranger: Person;

async function person(organizationId: number, user_type: 'user' | 'sub_user' | 'admin' = 'user'): Promise<Person> {
  const user = await createUser(suite.server.database.db, organizationId, { user_type });
  return { id: user.id, token: (await signInApi(suite.server.url, user.email, user.password)).access_token };
}

const pay = (who: Person, body: object) => api('/api/finance/bills-to-pay', { token: who.token, body });
const receive = (who: Person, body: object) => api('/api/finance/bills-to-receive', { token: who.token, body });
// Through the profile, as a user changes it: the server forgets its cached copy of the caller at once.
const setTimezone = async (who: Person, timezone: string) => expect((await api('/api/users/me', { token: who.token, method: 'PATCH', body: { timezone } })).status).toBe(200);
const billCount = async (who: Person) => (await suite.server.database.db.select().from(bills).where(eq(bills.user_id, who.id))).length;

beforeAll(async () => {
  const { db } = suite.server.database;
  const organization = await createOrganization(db);
  ana = await person(organization.id);
  bruno = await person(organization.id, 'sub_user');
  stranger = await person((await createOrganization(db)).id, 'admin');
});

beforeEach(async () => {
  clock = new Date('2026-03-10T02:30:00Z');
  await suite.server.database.db.delete(bills);
  for (const who of [ana, bruno, stranger]) await setTimezone(who, 'America/Sao_Paulo');
});

describe('bills', () => {
  it('records, lists, edits, marks paid and deletes a bill of its owner', async () => {
    const created = await pay(ana, { description: 'Aluguel', value: '1500.50', currency: 'BRL', due_date: '2026-03-15', notes: 'Apto 12' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ description: 'Aluguel', value: 1500.5, currency: 'BRL', due_date: '2026-03-15', status: 'pending', notes: 'Apto 12', settled_at: null });

    const list = await api('/api/finance/bills-to-pay', { token: ana.token });
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body.map((b: { id: number }) => b.id)).toEqual([created.body.id]);
    expect((await api('/api/finance/bills-to-receive', { token: ana.token })).body).toEqual([]);

    const edited = await api(`/api/finance/bills-to-pay/${created.body.id}`, { token: ana.token, method: 'PATCH', body: { value: 1600, notes: '' } });
    expect(edited.body).toMatchObject({ value: 1600, notes: null, description: 'Aluguel' });

    const paid = await api(`/api/finance/bills-to-pay/${created.body.id}/mark-paid`, { token: ana.token, method: 'POST' });
    expect(paid.body.status).toBe('paid');
    expect(paid.body.settled_at).not.toBeNull();
    const again = await api(`/api/finance/bills-to-pay/${created.body.id}/mark-paid`, { token: ana.token, method: 'POST', headers: { 'accept-language': 'pt-BR' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'bill_already_paid', detail: 'Esta conta já foi paga.' });

    expect((await api(`/api/finance/bills-to-pay/${created.body.id}`, { token: ana.token, method: 'DELETE' })).status).toBe(204);
    expect(await billCount(ana)).toBe(0);
  });

  it('marks a bill to receive as received, and keeps the two kinds apart', async () => {
    const toReceive = await receive(ana, { description: 'Consultoria', value: 800, currency: 'USD', due_date: '2026-03-20' });
    expect(toReceive.body.status).toBe('pending');
    // A bill to receive is not reachable through the bills-to-pay paths.
    expect((await api(`/api/finance/bills-to-pay/${toReceive.body.id}/mark-paid`, { token: ana.token, method: 'POST' })).status).toBe(404);
    expect((await api(`/api/finance/bills-to-pay/${toReceive.body.id}`, { token: ana.token, method: 'DELETE' })).status).toBe(404);
    const received = await api(`/api/finance/bills-to-receive/${toReceive.body.id}/mark-received`, { token: ana.token, method: 'POST', headers: { 'accept-language': 'en-US' } });
    expect(received.body.status).toBe('received');
    const again = await api(`/api/finance/bills-to-receive/${toReceive.body.id}/mark-received`, { token: ana.token, method: 'POST', headers: { 'accept-language': 'en-US' } });
    expect(again.body).toMatchObject({ code: 'bill_already_received', detail: 'This bill has already been received.' });
    expect((await api('/api/finance/bills-to-receive?status=received', { token: ana.token })).body).toHaveLength(1);
    expect((await api('/api/finance/bills-to-receive?status=pending', { token: ana.token })).body).toHaveLength(0);
  });

  it("lets nobody else read or touch a user's bills: a colleague and another organization get 404", async () => {
    const mine = await pay(ana, { description: 'Luz', value: 200, currency: 'BRL', due_date: '2026-03-12' });
    for (const other of [bruno, stranger]) {
      expect((await api('/api/finance/bills-to-pay', { token: other.token })).body).toEqual([]);
      expect((await api(`/api/finance/bills-to-pay/${mine.body.id}`, { token: other.token, method: 'PATCH', body: { value: 1 } })).status).toBe(404);
      expect((await api(`/api/finance/bills-to-pay/${mine.body.id}/mark-paid`, { token: other.token, method: 'POST' })).status).toBe(404);
      expect((await api(`/api/finance/bills-to-pay/${mine.body.id}`, { token: other.token, method: 'DELETE' })).status).toBe(404);
      expect((await api('/api/finance/dashboard?target_currency=BRL', { token: other.token })).body.total_to_pay).toBe(0);
    }
    const [row] = await suite.server.database.db.select().from(bills).where(eq(bills.id, mine.body.id));
    expect(row).toMatchObject({ value_micros: 200_000_000n, settled_at: null });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const headers = { 'accept-language': 'pt-BR' };
    const valid = { description: 'Internet', value: 99.9, currency: 'BRL', due_date: '2026-03-15' };
    const cases: [object, string, string][] = [
      [{ ...valid, value: 0 }, 'body.value', 'O valor deve ser de pelo menos 0,01.'],
      [{ ...valid, value: -5 }, 'body.value', 'O valor deve ser de pelo menos 0,01.'],
      [{ ...valid, value: 1.005 }, 'body.value', 'Casas decimais demais.'],
      [{ ...valid, value: 2_000_000_000 }, 'body.value', 'Deve ser menor ou igual a 1000000000'],
      [{ ...valid, value: 'dez' }, 'body.value', ''],
      [{ ...valid, currency: 'GBP' }, 'body.currency', 'Escolha uma moeda: BRL, USD ou EUR.'],
      [{ ...valid, due_date: '2026-02-30' }, 'body.due_date', ''],
      [{ ...valid, due_date: '15/03/2026' }, 'body.due_date', ''],
      [{ ...valid, description: '   ' }, 'body.description', 'Informe a descrição.'],
    ];
    for (const [body, path, message] of cases) {
      const res = await api('/api/finance/bills-to-pay', { token: ana.token, body, headers });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = res.body.errors.find((e: { path: string }) => e.path === path);
      expect(error, JSON.stringify(res.body)).toBeDefined();
      if (message) expect(error.message).toBe(message);
    }
    const bill = await pay(ana, valid);
    const url = `/api/finance/bills-to-pay/${bill.body.id}`;
    expect((await api(url, { token: ana.token, method: 'PATCH', body: { value: 0 }, headers })).status).toBe(400);
    expect((await api(url, { token: ana.token, method: 'PATCH', body: {}, headers })).body.code).toBe('nothing_to_update');
    expect((await api(url, { token: ana.token, method: 'PATCH', body: { status: 'paid' }, headers })).status).toBe(400);
    expect((await api('/api/finance/bills-to-pay/abc', { token: ana.token, method: 'PATCH', body: { value: 1 } })).status).toBe(400);
    expect((await api('/api/finance/bills-to-pay/2147483647', { token: ana.token, method: 'PATCH', body: { value: 1 } })).status).toBe(404);
    expect((await api('/api/finance/bills-to-pay?start_date=2026-13-01', { token: ana.token })).status).toBe(400);
    expect((await api('/api/finance/bills-to-pay?status=late', { token: ana.token })).status).toBe(400);
    const [row] = await suite.server.database.db.select().from(bills).where(eq(bills.user_id, ana.id));
    expect(await billCount(ana)).toBe(1);
    expect(row).toMatchObject({ value_micros: 99_900_000n, settled_at: null });
  });

  it('filters by status and by due date (both ends inclusive), ten per page by due date', async () => {
    for (let day = 1; day <= 12; day++) await pay(ana, { description: `Conta ${day}`, value: day, currency: 'BRL', due_date: `2026-03-${String(day).padStart(2, '0')}` });
    const first = await api('/api/finance/bills-to-pay', { token: ana.token });
    expect(first.headers.get('x-total-count')).toBe('12');
    expect(first.body).toHaveLength(10);
    expect(first.body.map((b: { due_date: string }) => b.due_date).slice(0, 2)).toEqual(['2026-03-01', '2026-03-02']);
    expect((await api('/api/finance/bills-to-pay?_start=10&_end=20', { token: ana.token })).body.map((b: { description: string }) => b.description)).toEqual(['Conta 11', 'Conta 12']);
    const ranged = await api('/api/finance/bills-to-pay?start_date=2026-03-05&end_date=2026-03-07', { token: ana.token });
    expect(ranged.body.map((b: { due_date: string }) => b.due_date)).toEqual(['2026-03-05', '2026-03-06', '2026-03-07']);
    // Today is 9 March in São Paulo: the 1st to the 8th are overdue, the 9th to the 12th pending.
    expect((await api('/api/finance/bills-to-pay?status=overdue', { token: ana.token })).headers.get('x-total-count')).toBe('8');
    expect((await api('/api/finance/bills-to-pay?status=pending', { token: ana.token })).headers.get('x-total-count')).toBe('4');
    expect((await api('/api/finance/bills-to-pay?q=conta 1', { token: ana.token })).headers.get('x-total-count')).toBe('4');
  });
});

describe('overdue, derived when read in the user timezone', () => {
  it('turns a bill overdue at midnight in São Paulo, and earlier for a user in London or Tokyo', async () => {
    const bill = await pay(ana, { description: 'Boleto', value: 10, currency: 'BRL', due_date: '2026-03-09' });
    const statusFor = async () => (await api('/api/finance/bills-to-pay', { token: ana.token })).body[0].status;
    const overdueCount = async () => (await api('/api/finance/dashboard?target_currency=BRL', { token: ana.token })).body.overdue_count;

    // 23:30 on the 9th in São Paulo: due today, still pending.
    expect(bill.body.status).toBe('pending');
    expect(await statusFor()).toBe('pending');
    expect(await overdueCount()).toBe(0);
    // The same instant is the 10th in London and Tokyo.
    await setTimezone(ana, 'Europe/London');
    expect(await statusFor()).toBe('overdue');
    expect(await overdueCount()).toBe(1);
    await setTimezone(ana, 'Asia/Tokyo');
    expect(await statusFor()).toBe('overdue');

    // One minute before and at midnight in São Paulo.
    await setTimezone(ana, 'America/Sao_Paulo');
    clock = new Date('2026-03-10T02:59:59Z');
    expect(await statusFor()).toBe('pending');
    clock = new Date('2026-03-10T03:00:00Z');
    expect(await statusFor()).toBe('overdue');
    expect(await overdueCount()).toBe(1);
    expect((await api('/api/finance/bills-to-pay?status=overdue', { token: ana.token })).body).toHaveLength(1);

    // A bill paid late is paid, not overdue.
    await api(`/api/finance/bills-to-pay/${bill.body.id}/mark-paid`, { token: ana.token, method: 'POST' });
    expect(await statusFor()).toBe('paid');
    expect(await overdueCount()).toBe(0);
  });

  it('reads Los Angeles behind São Paulo: due yesterday there is still pending when São Paulo has moved on', async () => {
    // 02:00 on the 11th in São Paulo is 21:00 on the 10th in Los Angeles (UTC-8 before its March change).
    clock = new Date('2026-03-11T05:00:00Z');
    await pay(ana, { description: 'Cartão', value: 10, currency: 'BRL', due_date: '2026-03-10' });
    expect((await api('/api/finance/bills-to-pay', { token: ana.token })).body[0].status).toBe('overdue');
    await setTimezone(ana, 'America/Los_Angeles');
    expect((await api('/api/finance/bills-to-pay', { token: ana.token })).body[0].status).toBe('pending');
  });
});

describe('finance dashboard', () => {
  it('sums open bills per currency, converts them exactly, and counts overdue and the next 7 days of bills to pay', async () => {
    // Today is 9 March in São Paulo.
    await pay(ana, { description: 'Atrasada', value: 100, currency: 'BRL', due_date: '2026-03-02' });
    await pay(ana, { description: 'Hoje', value: 10, currency: 'USD', due_date: '2026-03-09' });
    await pay(ana, { description: 'Em 6 dias', value: 9.2, currency: 'EUR', due_date: '2026-03-15' });
    await pay(ana, { description: 'Em 7 dias', value: 52, currency: 'BRL', due_date: '2026-03-16' });
    const paid = await pay(ana, { description: 'Paga', value: 1000, currency: 'BRL', due_date: '2026-03-01' });
    await api(`/api/finance/bills-to-pay/${paid.body.id}/mark-paid`, { token: ana.token, method: 'POST' });
    await receive(ana, { description: 'Cliente', value: 260, currency: 'BRL', due_date: '2026-03-20' });
    await receive(ana, { description: 'Fora do gráfico', value: 5, currency: 'USD', due_date: '2026-04-30' });

    // Default rates against USD: BRL 5.2, EUR 0.92.
    const brl = (await api('/api/finance/dashboard?target_currency=BRL', { token: ana.token })).body;
    expect(brl).toMatchObject({
      currency: 'BRL',
      total_to_pay: 100 + 52 + 52 + 52,
      total_to_receive: 260 + 26,
      balance: 286 - 256,
      overdue_count: 1,
      overdue_amount: 100,
      upcoming_7days_count: 2,
      upcoming_7days_amount: 104,
    });
    expect(brl.upcoming).toEqual([
      { date: '2026-03-09', to_pay: 52, to_receive: 0 },
      { date: '2026-03-15', to_pay: 52, to_receive: 0 },
      { date: '2026-03-16', to_pay: 52, to_receive: 0 },
      { date: '2026-03-20', to_pay: 0, to_receive: 260 },
    ]);

    const usd = (await api('/api/finance/dashboard?target_currency=USD', { token: ana.token })).body;
    // 152 BRL / 5.2 = 29.230769..., summed per currency before converting, then 10 + 10.
    expect(usd.total_to_pay).toBe(49.230769);
    expect(usd.overdue_amount).toBe(19.230769);
    expect(usd.total_to_receive).toBe(55);
    // Without target_currency the user's preferred currency answers (BRL by default).
    expect((await api('/api/finance/dashboard', { token: ana.token })).body.currency).toBe('BRL');

    // Rates configured by a super admin apply at once.
    await api('/api/credits/rates', { token: suite.root, method: 'PUT', body: { rates: { BRL: 5 } } });
    try {
      expect((await api('/api/finance/dashboard?target_currency=USD', { token: ana.token })).body.total_to_pay).toBe(50.4);
    } finally {
      await api('/api/credits/rates', { token: suite.root, method: 'PUT', body: { rates: { BRL: 5.2 } } });
    }
  });

  it('answers zeros for a user without bills', async () => {
    const empty = (await api('/api/finance/dashboard?target_currency=EUR', { token: bruno.token })).body;
    expect(empty).toEqual({ currency: 'EUR', total_to_pay: 0, total_to_receive: 0, balance: 0, overdue_count: 0, overdue_amount: 0, upcoming_7days_count: 0, upcoming_7days_amount: 0, upcoming: [] });
  });
});
