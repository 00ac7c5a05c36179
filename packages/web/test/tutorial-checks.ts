import { expect } from 'vitest';
import type { Said, TutorialScript } from '../src/tutorial/script.ts';

const HAN = /[\u4e00-\u9fff]/;

/** A text in both languages: non-empty, and the Chinese one written in Chinese. */
export function checkSaid(said: Said | undefined, where: string): void {
  expect(said, where).toBeDefined();
  expect(said?.en.trim().length, `${where} (en)`).toBeGreaterThan(0);
  expect(said?.zh.trim().length, `${where} (zh)`).toBeGreaterThan(0);
  expect(said?.zh, `${where} (zh)`).toMatch(HAN);
}

/** Every learner and read beat speaks both languages, bots' words too when given; ids are unique. */
export function checkTexts(script: TutorialScript): void {
  checkSaid(script.title, 'title');
  checkSaid(script.finale, 'finale');
  expect(script.names.en).toHaveLength(script.players);
  expect(script.names.zh).toHaveLength(script.players);
  for (const n of script.names.zh) expect(n).toMatch(HAN);
  const ids: string[] = [];
  script.beats.forEach((b, i) => {
    if (b.kind === 'bot') {
      if (b.say) checkSaid(b.say, `beat ${i} (bot)`);
      return;
    }
    ids.push(b.id);
    checkSaid(b.say, b.id);
    if (b.kind === 'learner') checkSaid(b.wrong, `${b.id} (wrong)`);
  });
  expect(new Set(ids).size).toBe(ids.length);
}
