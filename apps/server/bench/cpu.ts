/**
 * CPU time of processes on this machine (Linux /proc), for figures that a shared machine does
 * not blur: wall-clock latencies depend on what else runs, the CPU a request costs hardly does.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** User + system CPU of a process so far, in seconds (0 when it is gone or not readable). */
export function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ = 100 on Linux
  } catch {
    return 0;
  }
}

/** This process's own CPU so far, in seconds. */
export function ownCpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/**
 * The CPU of the PostgreSQL backends serving one database so far, in seconds, by pid (from
 * `pg_stat_activity`); empty when the database server is not on this machine.
 */
export async function databaseCpu(url: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return new Map(rows.map((r) => [r.pid, processCpuSeconds(r.pid)]));
  } finally {
    await client.end();
  }
}

/** CPU spent between two `databaseCpu` readings (a backend new since the first counts whole). */
export function cpuBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let s = 0;
  for (const [pid, cpu] of after) s += cpu - (before.get(pid) ?? 0);
  return s;
}
