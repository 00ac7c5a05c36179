/**
 * `npm run bench:load -- --clock-compare SETTING [--rounds 2] [the load's own options]`: the same
 * load with every table's clock off and with SETTING (e.g. fast), alternating (off, on, off, on,
 * ...) so drift on a shared machine hits both; each run is a separate `index.ts --json` process.
 * Prints the round means of the main figures and the ratio on / off. Not a test.
 */
import { FIGURES, run, type Report } from './baseline.ts';

export async function compareClocks(argv: string[]): Promise<void> {
  const rest = [...argv];
  const take = (name: string): string | undefined => {
    const i = rest.indexOf(`--${name}`);
    if (i < 0) return undefined;
    const v = rest[i + 1];
    rest.splice(i, 2);
    return v;
  };
  const setting = take('clock-compare');
  if (!setting || setting === 'off' || setting.startsWith('--')) throw new Error('--clock-compare needs a clock setting other than off');
  const rounds = Number(take('rounds') ?? '2');
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds needs a positive integer');
  if (rest.includes('--clock')) throw new Error('--clock is set by --clock-compare');
  const json = rest.includes('--json');
  if (json) rest.splice(rest.indexOf('--json'), 1);
  const off: Report[] = [];
  const on: Report[] = [];
  for (let i = 1; i <= rounds; i++) {
    if (!json) console.log(`round ${i}: clock off ...`);
    off.push(await run([...rest, '--clock', 'off']));
    if (!json) console.log(`round ${i}: clock ${setting} ...`);
    on.push(await run([...rest, '--clock', setting]));
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const r2 = (x: number) => Number(x.toFixed(2));
  const rows = FIGURES.map(([name, read]) => {
    const a = mean(off.map(read));
    const b = mean(on.map(read));
    return { figure: name, off: r2(a), on: r2(b), ratio: a === 0 ? null : r2(b / a), offRuns: off.map(read), onRuns: on.map(read) };
  });
  if (json) return void console.log(JSON.stringify({ setting, rounds, args: rest, rows }));
  console.log(`clock off vs ${setting}, ${rounds} alternating rounds of: ${rest.join(' ') || 'the default load'}`);
  for (const r of rows) {
    console.log(`${r.figure.padEnd(18)} off ${String(r.off).padStart(9)}  ${setting} ${String(r.on).padStart(9)}  x${r.ratio ?? '-'}   runs ${r.offRuns.join('/')} | ${r.onRuns.join('/')}`);
  }
}
