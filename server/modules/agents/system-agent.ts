import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations } from '../organizations/schema';
import { agents, type Agent } from './schema';
import { templateFields } from './template-fields';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The platform's system agent: the template every organization's system agent replicates. */
export async function systemTemplate(db: Pick<Database, 'select'>): Promise<Agent | undefined> {
  const [template] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.is_system_agent, true), eq(agents.is_base_template, true), isNull(agents.base_template_id)))
    .limit(1);
  return template;
}

/** Gives an organization its replica of the system agent, when there is one and it has none yet. */
export async function replicateSystemAgent(tx: Tx, organizationId: number) {
  const template = await systemTemplate(tx);
  if (!template || template.organization_id === organizationId) return;
  const [existing] = await tx.select({ id: agents.id }).from(agents).where(and(eq(agents.organization_id, organizationId), eq(agents.base_template_id, template.id)));
  if (existing) {
    await tx.update(agents).set({ is_system_agent: true }).where(eq(agents.id, existing.id));
    return;
  }
  await tx.insert(agents).values({ ...templateFields(template), organization_id: organizationId, name: template.name, base_template_id: template.id, is_system_agent: true });
}

/** Makes `agent` the system agent of every organization; answers how many organizations have it. */
export async function setSystemAgent(db: Database, agent: Agent): Promise<number> {
  return db.transaction(async (tx) => {
    // one system agent at a time, set by one caller at a time
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('system-agent'))`);
    const previous = await systemTemplate(tx);
    if (previous && previous.id !== agent.id) await unsetSystemAgent(tx);
    await tx.update(agents).set({ is_base_template: true, is_system_agent: true, updated_at: sql`now()` }).where(eq(agents.id, agent.id));
    const others = await tx.select({ id: organizations.id }).from(organizations).where(ne(organizations.id, agent.organization_id));
    for (const { id } of others) await replicateSystemAgent(tx, id);
    return others.length + 1;
  });
}

/** Removes the system agent from every organization: the replicas go, the template stays a plain agent. */
export async function unsetSystemAgent(tx: Tx) {
  const template = await systemTemplate(tx);
  if (!template) return;
  await tx.delete(agents).where(and(eq(agents.base_template_id, template.id), eq(agents.is_system_agent, true)));
  const [replica] = await tx.select({ id: agents.id }).from(agents).where(eq(agents.base_template_id, template.id)).limit(1);
  await tx.update(agents).set({ is_system_agent: false, is_base_template: Boolean(replica), updated_at: sql`now()` }).where(eq(agents.id, template.id));
}
