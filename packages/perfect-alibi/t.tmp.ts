import { checkConformance } from '@alibi/engine';
import { perfectAlibi } from './src/index.ts';
for (const [name, options] of Object.entries({standard:{}, unforgivingRival:{manualAnswers:true, unforgiving:true, rival:true}})) for (const players of [3,5]) {
  const t = Date.now(); let steps = 0;
  for (let i = 0; i < 100; i++) steps += checkConformance(perfectAlibi, { players, seed: `prop:${players}:${name}:${i}`, options, deep: i % 10 === 0, interruptRate: i % 2 === 0 ? 0.05 : 0.01 }).steps;
  console.log(name, players, 'steps/game', steps/100, 'ms', Date.now() - t);
}
