import { describe, expect, it } from 'vitest';
import { alibi1993, type State } from '@alibi/alibi-1993';
import { loadLang, translator } from '../src/i18n/format.ts';
import { a93Describe } from '../src/a93/logic.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

const name = (s: number) => ['Ada', 'Bo', 'Cy'][s] ?? '?';

describe('Alibi (1993) table logic: resigning', () => {
  it('logs a resignation for every viewer in both languages, and the view marks the seat', () => {
    const r0 = alibi1993.setup({ players: 3, seed: 'web-resign', options: {} });
    if (!r0.ok) throw new Error(r0.error.message);
    const s: State = r0.value;
    const idle = [0, 1, 2].find((seat) => !(s.public.phase.kind === 'turn' && s.public.phase.seat === seat)) as number;
    const r = alibi1993.apply(s, idle, { type: 'resign' });
    if (!r.ok) throw new Error(r.error.message);
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      const e = alibi1993.project(r.value.events[0] as never, viewer);
      if (!e) throw new Error('the resignation is public');
      expect(a93Describe(e, name, translator('en'), viewer === 'spectator' ? null : viewer)?.text).toBe(
        `${name(idle)} resigns and is out of the race (the cards stay in play).`,
      );
      expect(a93Describe(e, name, translator('zh-CN'), null)?.text).toBe(`${name(idle)} 认输退出角逐（手牌仍留在游戏中）。`);
      expect(alibi1993.view(r.value.state, viewer).resigned[idle]).toBe(true);
    }
  });
});
