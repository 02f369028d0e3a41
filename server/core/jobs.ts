import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** A recurring job: pg-boss sends one per cron tick across every instance, and one worker runs it. */
export interface JobDefinition {
  name: string;
  /** Cron in UTC. */
  cron: string;
  run(): Promise<unknown>;
}

export interface JobRunner {
  /** Queues a job now (as its schedule would) and resolves when a worker of any instance has finished it. */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts pg-boss on the application's connection pool and schedules every job (pg-boss keeps its own schema). */
export async function startJobs(pool: pg.Pool, jobs: JobDefinition[], log: FastifyBaseLogger, { schedule = true } = {}): Promise<JobRunner> {
  const boss = new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, schema: 'pgboss', schedule });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of jobs) {
    // singleton: at most one run of a job at a time, whatever the number of instances.
    await boss.createQueue(job.name, { name: job.name, policy: 'singleton', retryLimit: 2, retryDelay: 30 });
    if (schedule) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.name, { pollingIntervalSeconds: schedule ? 2 : 0.5 }, async () => {
      const result = await job.run();
      log.info({ job: job.name, result }, 'job finished');
    });
  }
  return {
    async runNow(name) {
      const id = await boss.send(name, {});
      if (!id) return; // a run of this job is already queued
      // Any instance's worker may take it: wait on the job's state in the queue.
      for (;;) {
        const job = await boss.getJobById(name, id);
        if (!job || job.state === 'completed') return;
        if (job.state === 'failed' || job.state === 'cancelled') throw new Error(`job ${name} ${job.state}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
