import { describe, expect, it } from 'vitest';
import { F, accusable, alibiClues, cluePlayable, type Action, type State } from '../src/index.ts';
import { COVER, HUSH, TIP, act, clue, clueTurn, dealOf, legalTypes, play, refuse, start, types } from './helpers.ts';

// Suspect ids used below (features in src/cards.ts).
const MABEL = 0, OTTO = 1, RUFUS = 5, BRAM = 13, PETRA = 12, VERA = 2;
const ROW = [MABEL, OTTO, RUFUS, BRAM];
const END: Action = { type: 'end' };
const accusations = (s: State, seat: number) => alibiClues.legal(s, seat).filter((a) => a.type === 'accuse');

/**
 * The rulebook's scoring example, with our cards: the suspect in the first slot (woman, lean,
 * short hair, checked, spectacles). A puts down woman and checked; B short hair, spectacles and a
 * second woman; B's lean is the fifth distinct feature, and B accuses.
 */
function scoringExample() {
  const deal = dealOf(ROW, [
    [clue(F.woman, 0), clue(F.checked, 0), clue(F.man, 0), clue(F.man, 1)],
    [clue(F.short, 0), clue(F.spectacles, 0), clue(F.woman, 1), clue(F.lean, 0)],
  ]);
  return play(start(2, deal), [
    ...clueTurn(0, clue(F.woman, 0)),
    ...clueTurn(1, clue(F.short, 0)),
    ...clueTurn(0, clue(F.checked, 0)),
    ...clueTurn(1, clue(F.spectacles, 0)),
    ...clueTurn(0, clue(F.man, 0)),
    ...clueTurn(1, clue(F.woman, 1)),
    ...clueTurn(0, clue(F.man, 1)),
    [1, { type: 'clue', card: clue(F.lean, 0) }],
  ]).state;
}

describe('setup', () => {
  it('four suspects face up, four cards each, the first player from the option', () => {
    const s = start(3, dealOf(ROW, [[0, 3, 6, 9], [1, 4, 7, 10], [2, 5, 8, 11]]), 2);
    expect(s.public.row).toEqual(ROW);
    expect(s.public.handSizes).toEqual([4, 4, 4]);
    expect(s.public.suspectsLeft).toBe(12);
    expect(s.public.deckSize).toBe(50 - 12);
    expect(s.public.phase).toEqual({ kind: 'start', seat: 2 });
  });

  it('without firstPlayer the first player is random (but fixed by the seed)', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const r = alibiClues.setup({ players: 4, seed: `first:${i}`, options: {} });
      if (!r.ok) throw new Error(r.error.message);
      firsts.add(r.value.public.firstPlayer);
    }
    expect(firsts.size).toBe(4);
  });

  it('a hand of four function cards is shown, discarded and replaced from the deck', () => {
    const s = start(2, dealOf(ROW, [[0, 1, 2, 3], [COVER[0], HUSH[0], TIP[0], COVER[1]] as number[]], [TIP[1] as number, 4, 5, 6, 7]));
    expect(s.public.redeals).toEqual([{ seat: 1, cards: [36, 37, 42, 46] }]);
    expect(s.public.discard).toEqual([36, 42, 46, 37]);
    expect(s.secret[1]?.hand).toEqual([4, 5, 6, TIP[1]]);
  });

  it('refuses bad player counts and options', () => {
    const bad = (players: number, options: unknown, code: string) => {
      const r = alibiClues.setup({ players, seed: 'x', options });
      expect(r.ok ? 'ok' : r.error.code).toBe(code);
    };
    bad(1, {}, 'BAD_PLAYERS');
    bad(6, {}, 'BAD_PLAYERS');
    bad(3, { firstPlayer: 3 }, 'BAD_OPTIONS');
    bad(3, { colour: 'red' }, 'MALFORMED');
    bad(2, { deal: dealOf(ROW, [[0, 1, 2, 3]]) }, 'BAD_OPTIONS');
    bad(2, { deal: { ...dealOf(ROW, [[0, 1, 2, 3], [4, 5, 6, 7]]), deck: [] } }, 'BAD_OPTIONS');
  });

  it('a deal may list fewer suspects (tutorials, puzzles): the game ends when a slot cannot be refilled', () => {
    const full = dealOf(ROW, [
      [clue(F.woman, 0), clue(F.checked, 0), clue(F.man, 0), clue(F.man, 1)],
      [clue(F.short, 0), clue(F.spectacles, 0), clue(F.woman, 1), clue(F.lean, 0)],
    ]);
    const bad = (suspects: number[], code: string) => {
      const r = alibiClues.setup({ players: 2, seed: 'x', options: { deal: { ...full, suspects } } });
      expect(r.ok ? 'ok' : r.error.code).toBe(code);
    };
    bad([MABEL, OTTO, RUFUS], 'MALFORMED');
    bad([MABEL, OTTO, RUFUS, MABEL], 'BAD_OPTIONS');
    bad([...ROW, PETRA], 'ok');
    // The scoring example with only the row: its case is the last one, and the game is over.
    const short = start(2, { ...full, suspects: ROW });
    expect(short.public.suspectsLeft).toBe(0);
    const end = play(short, [
      ...clueTurn(0, clue(F.woman, 0)),
      ...clueTurn(1, clue(F.short, 0)),
      ...clueTurn(0, clue(F.checked, 0)),
      ...clueTurn(1, clue(F.spectacles, 0)),
      ...clueTurn(0, clue(F.man, 0)),
      ...clueTurn(1, clue(F.woman, 1)),
      ...clueTurn(0, clue(F.man, 1)),
      [1, { type: 'clue', card: clue(F.lean, 0) }],
      [1, { type: 'accuse', suspect: MABEL }],
    ]).state;
    expect(alibiClues.outcome(end)).toEqual({ winners: [1], scores: [2, 5], reason: 'suspects-exhausted' });
  });
});

describe('a turn', () => {
  const deal = dealOf(ROW, [
    [clue(F.woman, 0), clue(F.long, 0), clue(F.cane, 0), TIP[0] as number],
    [clue(F.long, 1), clue(F.cane, 1), HUSH[0] as number, clue(F.short, 0)],
  ]);

  it('a clue must show a feature of a face-up suspect; then a card is drawn; the exchange is optional and once', () => {
    const s = start(2, deal);
    const clues = alibiClues.legal(s, 0).filter((a) => a.type === 'clue');
    expect(clues).toEqual([{ type: 'clue', card: clue(F.woman, 0) }]);
    refuse(s, 0, { type: 'clue', card: clue(F.long, 0) }, 'ILLEGAL');
    const r = act(s, 0, { type: 'clue', card: clue(F.woman, 0) });
    expect(types(r.events)).toEqual(['cluePlayed', 'drew']);
    expect(r.state.public.tables[0]).toEqual([clue(F.woman, 0)]);
    expect(r.state.public.handSizes[0]).toBe(4);
    expect(legalTypes(r.state, 0)).toEqual(['exchange', 'end']);
    const x = act(r.state, 0, { type: 'exchange', card: clue(F.long, 0) });
    expect(x.state.public.discard).toEqual([clue(F.long, 0)]);
    expect(x.state.public.handSizes[0]).toBe(4);
    refuse(x.state, 0, { type: 'exchange', card: clue(F.cane, 0) }, 'ILLEGAL');
    const e = act(x.state, 0, END);
    expect(e.state.public.phase).toEqual({ kind: 'start', seat: 1 });
    expect(types(e.events)).toEqual(['turnStarted']);
  });

  it('hush money needs a clue on the table, and discards it with the hush money', () => {
    const s = start(2, deal, 1);
    expect(alibiClues.legal(s, 1).some((a) => a.type === 'hush')).toBe(false);
    const s2 = play(s, [...clueTurn(1, clue(F.short, 0)), ...clueTurn(0, clue(F.woman, 0))]).state;
    const hushes = alibiClues.legal(s2, 1).filter((a) => a.type === 'hush');
    expect(hushes).toEqual([
      { type: 'hush', card: HUSH[0], clue: clue(F.woman, 0) },
      { type: 'hush', card: HUSH[0], clue: clue(F.short, 0) },
    ]);
    const r = act(s2, 1, { type: 'hush', card: HUSH[0] as number, clue: clue(F.woman, 0) });
    expect(r.state.public.tables).toEqual([[], [clue(F.short, 0)]]);
    expect(r.state.public.discard.slice(-2)).toEqual([clue(F.woman, 0), HUSH[0]]);
    expect(r.events[0]).toEqual({ type: 'hushed', seat: 1, card: HUSH[0], clue: clue(F.woman, 0), owner: 0 });
  });

  it('a tip-off: two more clue cards at once (only one if no other fits), then the tip-off is discarded and the hand refilled', () => {
    const two = start(2, dealOf(ROW, [[TIP[0] as number, clue(F.woman, 0), clue(F.short, 0), clue(F.man, 0)], [4, 5, 6, 7]]));
    const t = act(two, 0, { type: 'tip', card: TIP[0] as number });
    expect(t.state.public.phase).toEqual({ kind: 'tip', seat: 0, card: TIP[0], left: 2 });
    expect(legalTypes(t.state, 0)).toEqual(['clue']);
    const done = play(t.state, [
      [0, { type: 'clue', card: clue(F.woman, 0) }],
      [0, { type: 'clue', card: clue(F.short, 0) }],
    ]);
    expect(done.state.public.tables[0]).toEqual([clue(F.woman, 0), clue(F.short, 0)]);
    expect(done.state.public.discard).toEqual([TIP[0]]);
    expect(done.state.public.handSizes[0]).toBe(4);
    expect(done.state.public.phase).toEqual({ kind: 'after', seat: 0, exchanged: false });

    const one = act(start(2, deal), 0, { type: 'tip', card: TIP[0] as number });
    const r = act(one.state, 0, { type: 'clue', card: clue(F.woman, 0) });
    expect(r.events.find((e) => e.type === 'tipDone')).toEqual({ type: 'tipDone', seat: 0, played: 1 });
    expect(r.state.public.phase.kind).toBe('after');
  });

  it('with nothing playable: discard 1-4 cards and refill (or end the turn), no card played; the exchange still follows', () => {
    const s = start(2, dealOf(ROW, [[clue(F.long, 0), clue(F.long, 1), clue(F.cane, 0), clue(F.cane, 1)], [4, 5, 6, 7]]));
    const moves = alibiClues.legal(s, 0);
    expect(moves).toHaveLength(17);
    expect(moves.filter((a) => a.type === 'discard')).toHaveLength(15);
    expect(moves.slice(-2)).toEqual([END, { type: 'resign' }]);
    refuse(s, 0, { type: 'clue', card: clue(F.long, 0) }, 'ILLEGAL');
    // A discard is a set: any order is accepted.
    const r = act(s, 0, { type: 'discard', cards: [clue(F.cane, 0), clue(F.long, 0)] });
    expect(r.state.public.discard).toEqual([clue(F.long, 0), clue(F.cane, 0)]);
    expect(r.state.public.tables[0]).toEqual([]);
    expect(r.state.public.handSizes[0]).toBe(4);
    expect(legalTypes(r.state, 0)).toEqual(['exchange', 'end']);
  });

  it('the discard pile is shuffled into a new deck when the deck runs out', () => {
    const s0 = start(2, deal);
    const s: State = JSON.parse(JSON.stringify(s0));
    s.public.discard = s.hidden.deck;
    s.hidden.deck = [];
    s.public.deckSize = 0;
    const r = act(s, 0, { type: 'clue', card: clue(F.woman, 0) });
    expect(types(r.events)).toEqual(['cluePlayed', 'reshuffled', 'drew']);
    expect(r.state.public.discard).toEqual([]);
    expect(r.state.public.deckSize).toBe(s0.public.deckSize - 1);
  });
});

describe('accusations', () => {
  it('the rulebook scoring example: the accuser scores 1 + 4, the other player 2 (duplicates count)', () => {
    const s = scoringExample();
    expect(accusations(s, 1)).toEqual([{ type: 'accuse', suspect: MABEL }]);
    const r = act(s, 1, { type: 'accuse', suspect: MABEL });
    expect(r.state.public.cases).toEqual([{ round: 1, culprit: MABEL, slot: 0, how: 'accused', by: 1, points: [2, 5] }]);
    expect(r.state.public.scores).toEqual([2, 5]);
    // A new suspect takes the culprit's place, the clues are discarded, the player after the accuser starts.
    expect(r.state.public.row).toEqual([VERA, OTTO, RUFUS, BRAM]);
    expect(r.state.public.tables).toEqual([[], []]);
    expect(r.state.public.discard).toHaveLength(8);
    expect(r.state.public.phase).toEqual({ kind: 'start', seat: 0 });
    expect(r.state.public.round).toBe(2);
    expect(types(r.events)).toEqual(['accused', 'solved', 'newSuspect', 'turnStarted']);
  });

  it('a suspect with a cover story cannot be accused, and a clue only it shows cannot be played', () => {
    const s = scoringExample();
    expect(accusable({ ...s.public, covers: [COVER[0] as number, null, null, null] })).toEqual([]);
    expect(cluePlayable(s.public, clue(F.spectacles, 1))).toBe(true);
    expect(cluePlayable({ ...s.public, covers: [COVER[0] as number, null, null, null] }, clue(F.spectacles, 1))).toBe(false);
  });

  const three = () =>
    play(
      start(
        3,
        dealOf(ROW, [
          [clue(F.woman, 0), clue(F.checked, 0), clue(F.lean, 0), clue(F.man, 2)],
          [clue(F.short, 0), clue(F.man, 0), clue(F.man, 1), clue(F.woman, 1)],
          [clue(F.heavy, 0), clue(F.short, 1), clue(F.spectacles, 1), clue(F.bald, 0)],
        ]),
      ),
      [
        ...clueTurn(0, clue(F.woman, 0)),
        ...clueTurn(1, clue(F.short, 0)),
        ...clueTurn(2, clue(F.spectacles, 1)),
        ...clueTurn(0, clue(F.checked, 0)),
        ...clueTurn(1, clue(F.man, 0)),
        ...clueTurn(2, clue(F.bald, 0)),
        [0, { type: 'clue', card: clue(F.lean, 0) }],
      ],
    ).state;

  it('the player of the fifth clue may accuse during the turn; if not, only the next player at the start of their turn', () => {
    const s = three();
    expect(accusations(s, 0)).toEqual([{ type: 'accuse', suspect: MABEL }]);
    const passed = act(s, 0, END);
    expect(types(passed.events)).toEqual(['rightPassed', 'turnStarted']);
    expect(accusations(passed.state, 1)).toEqual([{ type: 'accuse', suspect: MABEL }]);
    // The next player accuses at once: they score the bonus, the round after starts with the seat after them.
    const r = act(passed.state, 1, { type: 'accuse', suspect: MABEL });
    expect(r.state.public.cases[0]).toMatchObject({ by: 1, points: [3, 2, 1] });
    expect(r.state.public.phase).toEqual({ kind: 'start', seat: 2 });
  });

  it('an unused right lapses after the next player’s start, until another clue of an accusable suspect', () => {
    const s = play(three(), [[0, END], ...clueTurn(1, clue(F.man, 1))]).state;
    expect(accusations(s, 2)).toEqual([]);
    expect(accusable(s.public)).toEqual([MABEL]);
    // A clue of another suspect gives no right...
    const heavy = act(s, 2, { type: 'clue', card: clue(F.heavy, 0) });
    expect(accusations(heavy.state, 2)).toEqual([]);
    // ...a further clue of the accusable suspect (even a repeated feature) does.
    const short = act(s, 2, { type: 'clue', card: clue(F.short, 1) });
    expect(accusations(short.state, 2)).toEqual([{ type: 'accuse', suspect: MABEL }]);
    refuse(heavy.state, 2, { type: 'accuse', suspect: MABEL }, 'ILLEGAL');
  });

  it('with several suspects at five features, the accuser chooses', () => {
    const deal = dealOf([MABEL, PETRA, OTTO, BRAM], [
      [clue(F.woman, 0), clue(F.spectacles, 0), clue(F.plain, 0), clue(F.man, 0)],
      [clue(F.short, 0), clue(F.checked, 0), clue(F.lean, 0), clue(F.man, 1)],
    ]);
    const s = play(start(2, deal), [
      ...clueTurn(0, clue(F.woman, 0)),
      ...clueTurn(1, clue(F.short, 0)),
      ...clueTurn(0, clue(F.spectacles, 0)),
      ...clueTurn(1, clue(F.checked, 0)),
      ...clueTurn(0, clue(F.plain, 0)),
      [1, { type: 'clue', card: clue(F.lean, 0) }],
    ]).state;
    expect(accusations(s, 1)).toEqual([
      { type: 'accuse', suspect: MABEL },
      { type: 'accuse', suspect: PETRA },
    ]);
    const r = act(s, 1, { type: 'accuse', suspect: PETRA });
    expect(r.state.public.cases[0]).toMatchObject({ culprit: PETRA, slot: 1, points: [3, 3] });
  });
});

describe('cover stories', () => {
  const deal = dealOf(ROW, [
    [COVER[0] as number, COVER[1] as number, clue(F.woman, 0), clue(F.man, 0)],
    [COVER[2] as number, clue(F.short, 0), clue(F.checked, 0), clue(F.lean, 0)],
  ]);

  it('one per suspect; the third convicts the last suspect without one, and its player scores a bonus point', () => {
    const s = play(start(2, deal), [
      [0, { type: 'cover', card: COVER[0] as number, slot: 1 }],
      [0, END],
      ...clueTurn(1, clue(F.short, 0)),
    ]).state;
    expect(s.public.covers).toEqual([null, COVER[0], null, null]);
    expect(alibiClues.legal(s, 0).filter((a) => a.type === 'cover').map((a) => (a as { slot: number }).slot)).toEqual([0, 2, 3]);
    refuse(s, 0, { type: 'cover', card: COVER[1], slot: 1 }, 'ILLEGAL');
    const two = play(s, [[0, { type: 'cover', card: COVER[1] as number, slot: 3 }], [0, END]]).state;
    // Bald fits only the two covered suspects now.
    expect(cluePlayable(two.public, clue(F.bald, 0))).toBe(false);
    const r = act(two, 1, { type: 'cover', card: COVER[2] as number, slot: 0 });
    expect(types(r.events)).toEqual(['covered', 'drew', 'solved', 'newSuspect', 'turnStarted']);
    // The culprit: Rufus (short hair matches: 1, plus the bonus).
    expect(r.state.public.cases[0]).toEqual({ round: 1, culprit: RUFUS, slot: 2, how: 'covers', by: 1, points: [0, 2] });
    expect(r.state.public.covers).toEqual([null, null, null, null]);
    expect(r.state.public.discard).toEqual(expect.arrayContaining([COVER[0], COVER[1], COVER[2], clue(F.short, 0)]));
    expect(r.state.public.phase).toEqual({ kind: 'start', seat: 0 });
  });
});

describe('the end of the game', () => {
  it('ends when no suspect is left to refill the row; the highest total wins, ties shared', () => {
    const s: State = JSON.parse(JSON.stringify(scoringExample()));
    s.hidden.suspects = [];
    s.public.suspectsLeft = 0;
    s.public.scores = [3, 0];
    const r = act(s, 1, { type: 'accuse', suspect: MABEL });
    expect(r.state.public.phase).toEqual({ kind: 'over' });
    expect(alibiClues.outcome(r.state)).toEqual({ winners: [0, 1], scores: [5, 5], reason: 'suspects-exhausted' });
    expect(alibiClues.actors(r.state)).toEqual([]);
    refuse(r.state, 0, END, 'GAME_OVER');
  });
});

describe('bad input', () => {
  it('malformed, out-of-turn and illegal actions: typed errors, state unchanged', () => {
    const s = scoringExample();
    refuse(s, 1, null, 'MALFORMED');
    refuse(s, 1, { type: 'clue' }, 'MALFORMED');
    refuse(s, 1, { type: 'clue', card: 50 }, 'MALFORMED');
    refuse(s, 1, { type: 'end', extra: true }, 'MALFORMED');
    refuse(s, 1, { type: 'discard', cards: [] }, 'MALFORMED');
    // Seat 0 acts out of turn (it may resign), but only that.
    refuse(s, 0, END, 'ILLEGAL');
    refuse(s, 1, { type: 'accuse', suspect: OTTO }, 'ILLEGAL');
    refuse(s, 1, { type: 'clue', card: clue(F.man, 2) }, 'ILLEGAL');
    refuse(s, 1, { type: 'cover', card: COVER[0], slot: 0 }, 'ILLEGAL');
  });
});

describe('views', () => {
  it('hands are secret, the table is public, the deck order hidden; only the drawer sees the card drawn', () => {
    const s = start(3, dealOf(ROW, [[0, 3, 6, 9], [1, 4, 7, 10], [2, 5, 8, 11]]));
    const v = alibiClues.view(s, 1);
    expect(v.hand).toEqual([1, 4, 7, 10]);
    expect(JSON.stringify(v)).not.toContain('"deck"');
    expect(alibiClues.view(s, 'spectator').hand).toBeNull();
    const r = act(s, 0, { type: 'clue', card: 0 });
    const drew = r.events.find((e) => e.type === 'drew');
    if (!drew) throw new Error('no draw');
    expect(alibiClues.project(drew, 0)).toEqual({ type: 'drew', seat: 0, count: 1, cards: [12] });
    expect(alibiClues.project(drew, 1)).toEqual({ type: 'drew', seat: 0, count: 1, cards: null });
    const hidden = alibiClues.project(drew, 2);
    expect(hidden && alibiClues.describeEvent(hidden)).toBe('Player 1 draws 1 card');
  });
});
