import { checkConformance } from '@alibi/engine';
import { perfectAlibi } from './src/index.ts';
for (let i = 0; i < 100; i++) checkConformance(perfectAlibi, { players: 5, seed: `p:${i}`, options: {}, deep: false, interruptRate: 0.01 });
