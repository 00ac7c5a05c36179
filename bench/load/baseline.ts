/**
 * `npm run bench:load -- --baseline [REF] [--rounds 2] [the load's own options]`: the same load
 * against the server of REF (default 5e2ada4, the build before the issue #16 hardening) and
 * against this tree's, alternating (baseline, this, baseline, this, ...) so that drift on a
 * shared machine hits both. Each run is a separate `index.ts --json` process; the load clients
 * are always this tree's. REF is checked out in a temporary detached git worktree (the main
 * tree's checkout, index and branches are not touched) whose node_modules links the main tree's
 * entries, except `@alibi/*`, which point at the worktree's own packages; the worktree is
 * removed at the end. Prints every figure for both, the ratio this / baseline of the round
 * means, and the per-round spread (min..max); `--json` prints all of it as one object.
 * REF may also be a directory that holds a prepared tree (packages/ and a node_modules/ like the
 * one materialise() makes), run as it is. Not a test: it never fails on timing.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEFAULT_REF = '5e2ada4';
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

export type Report = Record<string, unknown>;

/** Figures compared, with how to read each from one run's report (also by clock-compare.ts). */
export const FIGURES: [string, (r: Report) => number][] = [
  ['actionsPerSecond', (r) => r.actionsPerSecond as number],
  ['p50Ms', (r) => r.p50Ms as number],
  ['p99Ms', (r) => r.p99Ms as number],
  ['maxMs', (r) => r.maxMs as number],
  ['ackP50Ms', (r) => r.ackP50Ms as number],
  ['ackP99Ms', (r) => r.ackP99Ms as number],
  ['errors', (r) => r.errors as number],
  ['matchesFinished', (r) => r.matchesFinished as number],
  ['bytesPerMessage', (r) => r.bytesPerMessage as number],
  // Absent from builds before 6 December 2026 (NaN there).
  ['pushesPerAction', (r) => (r.pushesPerAction as number | undefined) ?? NaN],
  ['heapPerConnectionKb', (r) => r.heapPerConnectionKb as number],
  ['heapPerMatchKb', (r) => r.heapPerMatchKb as number],
  ['serverHeapMb', (r) => r.serverHeapMb as number],
  ['serverRssMb', (r) => r.serverRssMb as number],
  ['serverCpuMsPerAction', (r) => (r.serverCpuMsPerAction as number | undefined) ?? NaN],
  ['serverGcMs', (r) => (r.serverGc as { totalMs: number }[]).reduce((n, g) => n + g.totalMs, 0)],
  ['serverGcMajor', (r) => (r.serverGc as { major: number }[]).reduce((n, g) => n + g.major, 0)],
  ['serverLoopP99Ms', (r) => Math.max(...(r.serverLoop as { p99Ms: number }[]).map((l) => l.p99Ms))],
  ['serverLoopMaxMs', (r) => Math.max(...(r.serverLoop as { maxMs: number }[]).map((l) => l.maxMs))],
];

/** A worktree of `ref` whose server runs without installing anything. */
function materialise(ref: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'alibi-baseline-'));
  rmSync(dir, { recursive: true });
  execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', '--quiet', dir, ref], { stdio: 'inherit' });
  const main = join(root, 'node_modules');
  const mine = join(dir, 'node_modules');
  mkdirSync(mine);
  for (const entry of readdirSync(main)) {
    if (entry === '@alibi') {
      // npm links workspace packages as relative links (../../packages/x): the same links here
      // name the worktree's packages.
      mkdirSync(join(mine, entry));
      for (const pkg of readdirSync(join(main, entry))) {
        symlinkSync(readlinkSync(join(main, entry, pkg)), join(mine, entry, pkg));
      }
    } else {
      symlinkSync(join(main, entry), join(mine, entry));
    }
  }
  // Packages with dependencies of their own (npm put them beside the package, not at the root).
  for (const pkg of readdirSync(join(root, 'packages'))) {
    const own = join(root, 'packages', pkg, 'node_modules');
    if (existsSync(own) && existsSync(join(dir, 'packages', pkg))) symlinkSync(own, join(dir, 'packages', pkg, 'node_modules'));
  }
  return dir;
}

function unmaterialise(dir: string): void {
  try {
    execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', dir], { stdio: 'inherit' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['-C', root, 'worktree', 'prune']);
  }
}

/** One load run (a child `index.ts --json`), its report. */
/** One load run as its own `index.ts --json` process; resolves with its report. */
export function run(args: string[]): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, fileURLToPath(new URL('./index.ts', import.meta.url)), ...args, '--json'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`a load run exited with ${code}`));
      try {
        resolve(JSON.parse(last) as Report);
      } catch {
        reject(new Error(`a load run printed no report: ${last.slice(0, 200)}`));
      }
    });
  });
}

export async function compare(argv: string[]): Promise<void> {
  const json = argv.includes('--json');
  const say = (line: string) => {
    if (!json) console.log(line);
  };
  const rest = [...argv];
  const take = (name: string, hasValue: (v: string | undefined) => boolean): string | undefined => {
    const i = rest.indexOf(`--${name}`);
    if (i < 0) return undefined;
    const v = rest[i + 1];
    const valued = hasValue(v);
    rest.splice(i, valued ? 2 : 1);
    return valued ? v : '';
  };
  const ref = take('baseline', (v) => v !== undefined && !v.startsWith('--')) || DEFAULT_REF;
  const roundsText = take('rounds', () => true);
  const rounds = roundsText === undefined ? 2 : Number(roundsText);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds needs a positive integer');
  take('json', () => false);
  if (rest.includes('--bare')) throw new Error('--baseline compares servers: not with --bare');
  if (rest.includes('--server-root')) throw new Error('--server-root is set by --baseline');

  // A directory holding a prepared tree (packages/ and node_modules/, e.g. the working tree with
  // one change taken out) is run as it is: nothing is checked out or removed.
  const prepared = existsSync(join(ref, 'packages/server/src/index.ts'));
  const commit = prepared
    ? ref
    : execFileSync('git', ['-C', root, 'rev-parse', '--short', `${ref}^{commit}`])
        .toString()
        .trim();
  const dir = prepared ? ref : materialise(ref);
  const release = () => {
    if (!prepared) unmaterialise(dir);
  };
  const stop = () => {
    release();
    process.exit(130);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const baseline: Report[] = [];
  const current: Report[] = [];
  try {
    say(`baseline ${ref} (${commit}) in ${dir}; ${rounds} rounds of: ${rest.join(' ') || 'the default load'}`);
    for (let i = 1; i <= rounds; i++) {
      say(`round ${i}: baseline ...`);
      baseline.push(await run([...rest, '--server-root', dir]));
      say(`round ${i}: this build ...`);
      current.push(await run(rest));
    }
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    release();
  }

  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const r2 = (x: number) => Number(x.toFixed(2));
  const figures = Object.fromEntries(
    FIGURES.map(([name, get]) => {
      const b = baseline.map(get);
      const c = current.map(get);
      const bm = mean(b);
      const cm = mean(c);
      return [
        name,
        { baseline: r2(bm), current: r2(cm), ratio: bm === 0 ? null : r2(cm / bm), baselineRounds: b, currentRounds: c },
      ];
    }),
  );
  if (json) {
    console.log(
      JSON.stringify({ baseline: ref, commit, rounds, args: rest, figures, baselineRuns: baseline, currentRuns: current }),
    );
    return;
  }
  const spread = (xs: number[]) => (xs.length > 1 ? ` [${Math.min(...xs)}..${Math.max(...xs)}]` : '');
  say('');
  say(`figure (mean of ${rounds} rounds [min..max])   baseline ${commit}          this build          this/baseline`);
  for (const [name, f] of Object.entries(figures)) {
    say(
      `${name.padEnd(22)} ${`${f.baseline}${spread(f.baselineRounds)}`.padEnd(26)} ${`${f.current}${spread(f.currentRounds)}`.padEnd(26)} ${f.ratio === null ? '-' : `x${f.ratio}`}`,
    );
  }
  const samples = [...baseline, ...current].flatMap((r) => r.errorSamples as string[]).slice(0, 4);
  if (samples.length) say(`error samples: ${samples.join('; ')}`);
}
