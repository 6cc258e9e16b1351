/**
 * `npm run bench -w @arbiter/tri-d-chess`: perft(5) from the initial position through the
 * public rules (`countLeaves`), then deeper and mid-game figures for the README.
 * Prints `nodes N`, `seconds S`, `nps X` for the headline run. `--depth N` changes the depth;
 * `--table` adds the published table (slow).
 */
import { resolveOptions, unwrap } from '@arbiter/kernel';
import { triDChess } from '../src/index';
import { SEEDS } from '../src/testing/positions';

const args = process.argv.slice(2);
const depthArg = args.indexOf('--depth');
const depth = depthArg >= 0 ? Number(args[depthArg + 1]) : 5;
const options = unwrap(resolveOptions(triDChess.options));
const start = unwrap(triDChess.start('standard', options));

function timed(run: () => number): { nodes: number; seconds: number; cpu: number } {
  const t = process.hrtime.bigint();
  const c = process.cpuUsage();
  const nodes = run();
  const used = process.cpuUsage(c);
  return { nodes, seconds: Number(process.hrtime.bigint() - t) / 1e9, cpu: (used.user + used.system) / 1e6 };
}

triDChess.countLeaves?.(start, 4); // warm-up: let the JIT compile the generator first
const { nodes, seconds, cpu } = timed(() => triDChess.countLeaves!(start, depth));
console.log(`perft(${depth}) from the initial position`);
console.log(`nodes ${nodes}`);
console.log(`seconds ${seconds.toFixed(3)}`);
console.log(`nps ${Math.round(nodes / seconds)}`);
// The machine is shared: CPU time shows what the run itself cost when other work competes for the cores.
console.log(`cpu-seconds ${cpu.toFixed(3)}`);
console.log(`nodes per CPU second ${Math.round(nodes / cpu)}`);

if (args.includes('--table')) {
  console.log('\n| position | depth | nodes | seconds |\n|---|---|---|---|');
  for (const d of [1, 2, 3, 4, 5, 6]) {
    const r = timed(() => triDChess.countLeaves!(start, d));
    console.log(`| initial position | ${d} | ${r.nodes} | ${r.seconds.toFixed(2)} |`);
  }
  for (const seed of SEEDS.slice(1)) {
    const p = unwrap(triDChess.parsePosition(seed.position, options));
    for (const d of [3, 4]) {
      const r = timed(() => triDChess.countLeaves!(p, d));
      console.log(`| ${seed.aim} | ${d} | ${r.nodes} | ${r.seconds.toFixed(2)} |`);
    }
  }
}
