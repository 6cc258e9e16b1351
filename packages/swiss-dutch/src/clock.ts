/**
 * The clock of the engine's profile (DutchStats): the process's CPU time in milliseconds where it
 * can be read (Node), else wall time. On a shared machine wall time measures the neighbours as
 * much as the engine.
 */
export function cpuMs(): number {
  const proc = (globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } }).process;
  if (proc?.cpuUsage) {
    const c = proc.cpuUsage();
    return (c.user + c.system) / 1000;
  }
  return performance.now();
}
