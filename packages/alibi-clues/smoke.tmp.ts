import { checkConformance } from '@alibi/engine';
import { alibiClues } from '@alibi/alibi-clues';
for (let k = 0; k < 3; k++) {
  const t = process.cpuUsage(); let steps = 0;
  const n = k == 2 ? 20 : 100;
  for (let i = 0; i < n; i++) { const r = checkConformance(alibiClues, { players: 4, seed: `s${i}`, deep: k==2, interruptRate: 0.3 }); steps += r.steps; }
  const u = process.cpuUsage(t);
  console.log(((u.user + u.system) / 1000 / n).toFixed(1), 'ms cpu/game', steps / n, 'steps/game');
}
