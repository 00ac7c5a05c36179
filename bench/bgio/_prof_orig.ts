import { perfectAlibi, type State } from '../../node_modules/.cache/pa-orig/packages/perfect-alibi/src/index.ts';
import { AnchorPolicy } from './player.ts';
const mode = process.argv[2] ?? 'apply';
const games = Number(process.argv[3] ?? 300);
// record logs first (untimed), then replay apply only
const logs: { seed: string; log: { seat: number; action: unknown }[] }[] = [];
for (let g = 0; g < games; g++) {
  const seed = `p:${g}`;
  const r = perfectAlibi.setup({ players: 5, seed, options: {} });
  if (!r.ok) throw new Error();
  let s = r.value as State;
  const bot = new AnchorPolicy(s, 'bot:' + seed);
  const log = [];
  while (s.public.phase.kind !== 'over') {
    const { seat, action } = bot.decide(s);
    log.push({ seat, action });
    const a = perfectAlibi.apply(s, seat, action);
    if (!a.ok) throw new Error(a.error.message);
    s = a.value.state;
  }
  logs.push({ seed, log });
}
const c0 = process.cpuUsage();
let n = 0, sink = 0;
for (let rep = 0; rep < 3; rep++)
for (const { seed, log } of logs) {
  const r = perfectAlibi.setup({ players: 5, seed, options: {} });
  if (!r.ok) throw new Error();
  let s = r.value as State;
  for (const { seat, action } of log) {
    const a = perfectAlibi.apply(s, seat, action);
    if (!a.ok) throw new Error(a.error.message);
    s = a.value.state;
    n++;
    if (mode === 'views') for (let v = 0; v < 5; v++) sink += JSON.stringify(perfectAlibi.view(s, v)).length;
    if (mode === 'viewonly') for (let v = 0; v < 5; v++) sink += perfectAlibi.view(s, v).questions.length;
  }
}
const cu = process.cpuUsage(c0); const ms = (cu.user + cu.system) / 1000;
console.log(mode, (ms * 1000 / n).toFixed(2), 'us/action', n, sink);
