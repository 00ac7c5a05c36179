import { describe, expect, it } from 'vitest';
import { fourSuspects, type Event, type State } from '@alibi/four-suspects';
import { loadLang, translator } from '../src/i18n/format.ts';
import { fsDescribe, fsDraftFor, fsPrompt, fsSetupLine } from '../src/four/logic.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

const en = translator('en');
const zh = translator('zh-CN');
/** A 3-player deal: five cards each, the sixteenth card missing. */
const HANDS3 = [
  [0, 1, 2, 3, 4],
  [5, 6, 7, 8, 9],
  [10, 11, 12, 13, 14],
];
const name = (s: number) => ['Ada', 'Bo', 'Cy', 'Di'][s] ?? '?';
const setup = (players: number, deal: object): State => {
  const r = fourSuspects.setup({ players, seed: 'web', options: { deal } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const apply = (s: State, seat: number, action: unknown) => {
  const r = fourSuspects.apply(s, seat, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('Four Suspects table wording', () => {
  it('a resignation is logged for every viewer in both languages', () => {
    const s = setup(3, {
      missing: [15],
      hands: HANDS3,
      start: 0,
    });
    const e = apply(s, 1, { type: 'resign' }).events[0] as Event;
    for (const v of [0, 1, 'spectator'] as const) {
      const seen = fourSuspects.project(e, v);
      expect(seen && fsDescribe(seen, name, en)?.text).toBe('Bo resigned: out, but still answers and shows cards.');
      expect(seen && fsDescribe(seen, name, zh)?.text).toBe('Bo 认输出局，但仍要回答和出示卡牌。');
    }
  });

  it('the log opens with the setup: with 4 players the peek, its card only for the two players involved', () => {
    // Di holds 3 cards and looks at Ada's card 2 (breakfast at the tearoom, Cora); Ada starts.
    const s = setup(4, {
      missing: [15],
      hands: [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
        [8, 9, 10, 11],
        [12, 13, 14],
      ],
      peek: 2,
    });
    const line = (v: number | 'spectator') => fsSetupLine(fourSuspects.view(s, v), name, en);
    expect(line(3)).toMatchObject({
      text: 'Di holds 3 cards and looks at Cora at the Tearoom at Breakfast from Ada; Ada starts.',
      card: 2,
      private: true,
    });
    expect(line(0)).toMatchObject({ card: 2 });
    for (const v of [1, 2, 'spectator'] as const)
      expect(line(v)).toMatchObject({ text: 'Di holds 3 cards and looks at a random card of Ada; Ada starts.', card: null });
    const three = setup(3, {
      missing: [15],
      hands: HANDS3,
      start: 1,
    });
    expect(fsSetupLine(fourSuspects.view(three, 0), name, en).text).toBe('Bo starts (drawn at random).');
  });

  it('the turn and answer prompts offer a helper only when this seat can hire it now', () => {
    const deal = {
      missing: [15],
      hands: HANDS3,
      start: 0,
    };
    const poor = setup(3, deal);
    const prompt = (s: State, seat: number, tr = en) => {
      const p = fsPrompt(fourSuspects.view(s, seat), seat, true, name, tr, fourSuspects.legal(s, seat) as never);
      return tr(p.key, p.params);
    };
    // No coins: nothing to hire, and the prompt does not suggest it.
    expect(prompt(poor, 0)).toBe('Your turn: give a face-up card to ask a question.');
    expect(prompt(poor, 0, zh)).toBe('轮到你：交出一张翻开的卡提问。');
    // With coins, exactly the turn-start helpers this seat may buy, by name.
    const rich = { ...poor, public: { ...poor.public, coins: [[12, 13, 14], [16, 17, 18], []] } };
    const hires = fourSuspects.legal(rich, 0).flatMap((a) => (a.type === 'buy' ? [a.helper] : []));
    expect(hires.length).toBeGreaterThan(0);
    const names = hires.map((h) => en(`fs.helper.${h}`));
    expect(prompt(rich, 0)).toBe(
      `Your turn: hire the ${names.join(' or ')} if you like, then give a face-up card to ask a question.`,
    );
    expect(prompt(rich, 0, zh)).toContain(hires.map((h) => zh(`fs.helper.${h}`)).join('或'));
    // Asked (the card given is the answerer's coin): the poet is offered while it can be paid for.
    const ask = fourSuspects.legal(poor, 0).find((a) => a.type === 'ask' && a.target === 1);
    const asked = apply(poor, 0, ask).state;
    expect(asked.public.phase.kind).toBe('respond');
    expect(fourSuspects.legal(asked, 1)).toContainEqual({ type: 'buy', helper: 'poet' });
    expect(prompt(asked, 1)).toBe('Answer Ada’s question (hire the Poet first to shade it).');
    expect(prompt(asked, 1, zh)).toBe('回答 Ada 的问题（可先雇用诗人）。');
    const broke = { ...asked, public: { ...asked.public, coins: [[], [], []] } };
    expect(prompt(broke, 1)).toBe('Answer Ada’s question.');
    expect(prompt(broke, 1, zh)).toBe('回答 Ada 的问题。');
  });

  it('the end-of-turn step has its prompt in both languages', () => {
    let s = setup(3, {
      missing: [15],
      hands: HANDS3,
      start: 0,
      deck: [8, 18, ...Array.from({ length: 22 }, (_, i) => i).filter((c) => c !== 8 && c !== 18)],
    });
    s = { ...s, public: { ...s.public, coins: [[12, 13, 14], [], []] } };
    s = apply(s, 0, { type: 'ask', card: 8, target: 1, category: 'place', values: [3] }).state; // Bo: 7 only
    if (s.public.phase.kind === 'respond') s = apply(s, 1, { type: 'answer' }).state;
    expect(s.public.phase).toEqual({ kind: 'end', seat: 0 });
    const v = fourSuspects.view(s, 0);
    const me = fsPrompt(v, 0, true, name, en);
    expect(en(me.key, me.params)).toMatch(/courier/);
    expect(zh(me.key, me.params)).toMatch(/信使/);
    const other = fsPrompt(fourSuspects.view(s, 1), 1, false, name, en);
    expect(en(other.key, other.params)).toBe('Ada may hire the courier for another turn.');
  });

  it('a wrong guess that ends the game is worded without its cards for everyone but the guesser', () => {
    let s = setup(3, {
      missing: [15],
      hands: HANDS3,
      start: 0,
    });
    const events: Event[] = [];
    for (const [seat, action] of [
      [0, { type: 'guess', cards: [15] }],
      [1, { type: 'guess', cards: [0] }],
      [2, { type: 'pass' }],
    ] as const) {
      const r = apply(s, seat, action);
      s = r.state;
      events.push(...r.events);
    }
    const line = (e: Event | undefined, v: number) => {
      const seen = e ? fourSuspects.project(e, v) : null;
      return seen ? fsDescribe(seen, name, en)?.text : undefined;
    };
    const judged = events.find((e) => e.type === 'judged');
    expect(line(judged, 2)).toBe('Guesses judged: Ada right, Bo wrong. Missing: Agnes at the Bookshop at Supper.');
    expect(line(judged, 0)).toBe(line(judged, 2));
    const bo = events.find((e) => e.type === 'guessed' && e.seat === 1);
    expect(line(bo, 1)).toBe('Bo guesses Agnes at the Pier at Breakfast.');
    for (const v of [0, 2]) expect(line(bo, v)).toBe('Bo makes a guess.');
  });

  it('picking a card opens the composer on its own category, also with the scout; a show-me card on "show me"', () => {
    // Face up: place 1 (id 6) and a show-me card (18); Ada has the scout's coin.
    let s = setup(3, {
      missing: [15],
      hands: HANDS3,
      start: 0,
      deck: [6, 18, ...Array.from({ length: 22 }, (_, i) => i).filter((c) => c !== 6 && c !== 18)],
    });
    s = { ...s, public: { ...s.public, coins: [[12], [], []] } };
    expect(fsDraftFor(6, fourSuspects.legal(s, 0), 3)).toMatchObject({ card: 6, category: 'place', target: null });
    s = apply(s, 0, { type: 'buy', helper: 'scout' }).state;
    const legal = fourSuspects.legal(s, 0);
    expect(legal.some((a) => a.type === 'ask' && a.card === 6 && a.category === 'time')).toBe(true);
    expect(fsDraftFor(6, legal, 3)).toMatchObject({ category: 'place' });
    expect(fsDraftFor(18, legal, 3)).toMatchObject({ category: 'demand' });
  });
});
