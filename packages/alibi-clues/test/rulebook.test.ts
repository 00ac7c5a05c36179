/**
 * The rulebook (alibi-clues.rulebook.zh.txt), sentence by sentence, each rule as a scenario with a
 * fixed deal, plus the DECISIONS.md entries that settle what it leaves open. Our names: a cover
 * story is the rulebook's alibi card, hush money its bribe, a tip-off its witness; the features are
 * renamed (checked for dotted, lean for thin, spectacles for glasses, and so on).
 */
import { describe, expect, it } from 'vitest';
import {
  CLUE_FEATURE,
  F,
  FEATURES,
  FUNCTION_COUNTS,
  SUSPECTS,
  accusable,
  alibiClues,
  cluePlayable,
  heuristicPolicy,
  expertPolicy,
  type Action,
  type State,
} from '../src/index.ts';
import { Rng } from '@alibi/engine';
import { COVER, HUSH, TIP, act, clue, clueTurn, dealOf, legalTypes, play, refuse, start, types } from './helpers.ts';

const MABEL = 0,
  OTTO = 1,
  VERA = 2,
  RUFUS = 5,
  PETRA = 12,
  BRAM = 13;
/** Of these four, only long hair and the cane fit nobody: the four cards of those are unplayable. */
const ROW = [MABEL, OTTO, RUFUS, BRAM];
const END: Action = { type: 'end' };
const legalOf = (s: State, seat: number, type: Action['type']) => alibiClues.legal(s, seat).filter((a) => a.type === type);
const accusations = (s: State, seat: number) => legalOf(s, seat, 'accuse');
const UNPLAYABLE = [clue(F.long, 0), clue(F.long, 1), clue(F.cane, 0), clue(F.cane, 1)];
const c = (x: number | undefined) => x as number;

describe('setup', () => {
  it('paper and pen for scores: every seat starts at 0 and the scores are public', () => {
    const s = start(
      3,
      dealOf(ROW, [
        [0, 3, 6, 9],
        [1, 4, 7, 10],
        [2, 5, 8, 11],
      ]),
    );
    expect(s.public.scores).toEqual([0, 0, 0]);
    expect(alibiClues.view(s, 'spectator').scores).toEqual([0, 0, 0]);
  });

  it('the suspect deck is face down: nobody sees its order, only its size', () => {
    const s = start(
      2,
      dealOf(ROW, [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
      ]),
    );
    expect(s.public.suspectsLeft).toBe(12);
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = JSON.stringify(alibiClues.view(s, viewer));
      expect(v).not.toContain('"suspects"');
      expect(v).not.toContain(JSON.stringify(s.hidden.suspects));
    }
  });

  it('four suspects are turned face up in a row, visible to all', () => {
    const s = start(
      2,
      dealOf(ROW, [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
      ]),
    );
    for (const viewer of [0, 1, 'spectator'] as const) expect(alibiClues.view(s, viewer).row).toEqual(ROW);
  });

  it('clue and function cards are shuffled together; four each; the rest is the face-down deck beside an empty discard pile', () => {
    const r = alibiClues.setup({ players: 5, seed: 'rulebook', options: { firstPlayer: 0 } });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    expect(s.secret.map((x) => x.hand.length)).toEqual([4, 4, 4, 4, 4]);
    // 36 clue + 14 function cards (the 16 suspects are their own deck): 50 - 20 in the deck, less any redeal.
    expect(s.public.deckSize + s.public.discard.length).toBe(50 - 20);
    // The discard pile holds only the redealt hands (if any).
    expect(s.public.discard).toHaveLength(4 * s.public.redeals.length);
    expect(JSON.stringify(alibiClues.view(s, 0))).not.toContain('"deck"');
  });

  it('a hand of four function cards is discarded and four new cards drawn (again, if those are function cards too)', () => {
    const allFn = [c(COVER[0]), c(HUSH[0]), c(TIP[0]), c(COVER[1])];
    const again = [c(COVER[2]), c(HUSH[1]), c(TIP[1]), c(COVER[3])];
    const s = start(2, dealOf(ROW, [[0, 1, 2, 3], allFn], [...again, 4, 5, 6, 7]));
    expect(s.public.redeals.map((x) => x.seat)).toEqual([1, 1]);
    expect(s.secret[1]?.hand).toEqual([4, 5, 6, 7]);
    expect(s.public.discard).toEqual([...allFn, ...again]);
    // A hand with one clue card among three function cards is kept.
    const kept = start(
      2,
      dealOf(ROW, [
        [0, 1, 2, 3],
        [c(COVER[0]), c(HUSH[0]), c(TIP[0]), 4],
      ]),
    );
    expect(kept.public.redeals).toEqual([]);
  });

  it('the youngest player starts (the firstPlayer option) and play goes clockwise', () => {
    let s = start(
      3,
      dealOf(ROW, [
        [0, 3, 6, 9],
        [1, 4, 7, 10],
        [2, 5, 8, 11],
      ]),
      2,
    );
    expect(s.public.phase).toEqual({ kind: 'start', seat: 2 });
    for (const next of [0, 1, 2]) {
      const seat = (s.public.phase as { seat: number }).seat;
      const card = legalOf(s, seat, 'clue')[0] as Action;
      s = play(s, [
        [seat, card],
        [seat, END],
      ]).state;
      expect(s.public.phase).toEqual({ kind: 'start', seat: next });
    }
  });
});

describe('playing a card', () => {
  const deal = dealOf(ROW, [
    [clue(F.woman, 0), clue(F.long, 0), clue(F.woman, 1), clue(F.man, 0)],
    [clue(F.short, 0), clue(F.cane, 0), clue(F.plain, 0), clue(F.gloves, 0)],
  ]);

  it('on your turn you must play a clue card that fits at least one feature of one of the four suspects', () => {
    const s = start(2, deal);
    expect(legalOf(s, 0, 'clue').map((a) => (a as { card: number }).card)).toEqual([
      clue(F.man, 0),
      clue(F.woman, 0),
      clue(F.woman, 1),
    ]);
    // Long hair fits none of the four: refused, and with a playable card there is no discarding or passing.
    refuse(s, 0, { type: 'clue', card: clue(F.long, 0) }, 'ILLEGAL');
    refuse(s, 0, { type: 'discard', cards: [clue(F.long, 0)] }, 'ILLEGAL');
    refuse(s, 0, END, 'ILLEGAL');
    const r = act(s, 0, { type: 'clue', card: clue(F.woman, 0) });
    expect(r.state.public.tables[0]).toEqual([clue(F.woman, 0)]);
  });

  it('a clue card may repeat a clue already played', () => {
    const s = play(start(2, deal), clueTurn(0, clue(F.woman, 0))).state;
    const s2 = play(s, clueTurn(1, clue(F.short, 0))).state;
    const r = act(s2, 0, { type: 'clue', card: clue(F.woman, 1) });
    expect(r.state.public.tables[0]).toEqual([clue(F.woman, 0), clue(F.woman, 1)]);
  });

  it('the clue features: gender 2, build 2, hair 3, clothes 3, accessory 6 values', () => {
    const count = (cat: string) => FEATURES.filter((f) => f.category === cat).length;
    expect(['gender', 'build', 'hair', 'clothes', 'accessory'].map(count)).toEqual([2, 2, 3, 3, 6]);
    expect(CLUE_FEATURE).toHaveLength(36);
    expect(FUNCTION_COUNTS).toEqual({ cover: 6, hush: 4, tip: 4 });
  });

  it('a suspect has 5 or 6 of these features', () => {
    for (const x of SUSPECTS) expect([5, 6]).toContain(x.features.length);
    expect(SUSPECTS.some((x) => x.features.length === 5) && SUSPECTS.some((x) => x.features.length === 6)).toBe(true);
  });

  it('after playing, draw one card from the deck', () => {
    const s = start(2, deal);
    const r = act(s, 0, { type: 'clue', card: clue(F.man, 0) });
    const drew = r.events.find((e) => e.type === 'drew');
    expect(drew).toEqual({ type: 'drew', seat: 0, cards: [s.hidden.deck[0]] });
    expect(r.state.public.deckSize).toBe(s.public.deckSize - 1);
    expect(r.state.public.handSizes[0]).toBe(4);
  });

  it('when the deck runs out, the discard pile is shuffled into a new deck', () => {
    const s0 = start(2, deal);
    const s: State = JSON.parse(JSON.stringify(s0));
    s.public.discard = s.hidden.deck;
    s.hidden.deck = [];
    s.public.deckSize = 0;
    const r = act(s, 0, { type: 'clue', card: clue(F.man, 0) });
    expect(types(r.events)).toEqual(['cluePlayed', 'reshuffled', 'drew']);
    expect(r.state.public.discard).toEqual([]);
    expect(r.state.public.deckSize).toBe(s0.hidden.deck.length - 1);
  });
});

describe('no card to play (DECISIONS.md: function cards have no features)', () => {
  it('with no clue card that fits: discard 1-4 cards face up and draw back up to 4', () => {
    const s = start(2, dealOf(ROW, [UNPLAYABLE, [4, 5, 6, 7]]));
    expect(legalOf(s, 0, 'discard')).toHaveLength(15);
    const r = act(s, 0, { type: 'discard', cards: [clue(F.long, 1), clue(F.cane, 0), clue(F.long, 0)] });
    expect(r.state.public.discard).toEqual([clue(F.long, 0), clue(F.long, 1), clue(F.cane, 0)]);
    expect(r.events.find((e) => e.type === 'discarded')).toEqual({
      type: 'discarded',
      seat: 0,
      cards: [clue(F.long, 0), clue(F.long, 1), clue(F.cane, 0)],
    });
    expect(r.state.public.handSizes[0]).toBe(4);
  });

  it('after the refill no card may be played (only the exchange, then the end of the turn)', () => {
    const s = start(2, dealOf(ROW, [UNPLAYABLE, [4, 5, 6, 7]]));
    const r = act(s, 0, { type: 'discard', cards: UNPLAYABLE });
    // The refill brought playable clue cards (the deck's next cards: man, man, man, woman), but the turn's play is gone.
    expect(r.state.secret[0]?.hand).toEqual([clue(F.man, 0), clue(F.man, 1), clue(F.man, 2), clue(F.woman, 0)]);
    expect(legalTypes(r.state, 0)).toEqual(['exchange', 'end']);
    refuse(r.state, 0, { type: 'clue', card: clue(F.man, 0) }, 'ILLEGAL');
  });

  it('a player holding a function card and only unplayable clues may still discard, or end the turn', () => {
    const hand = [c(COVER[0]), clue(F.long, 0), clue(F.cane, 0), clue(F.long, 1)];
    const s = start(2, dealOf(ROW, [hand, [4, 5, 6, 7]]));
    expect(legalTypes(s, 0)).toEqual(['cover', 'discard', 'end']);
    expect(legalOf(s, 0, 'cover')).toHaveLength(4);
    expect(legalOf(s, 0, 'discard')).toHaveLength(15);
    const r = act(s, 0, { type: 'discard', cards: [c(COVER[0]), clue(F.long, 0)] });
    expect(r.state.public.covers).toEqual([null, null, null, null]);
  });

  it('…so the third cover story is never forced on a player who has no card to play', () => {
    const deal = dealOf(
      ROW,
      [
        [c(COVER[0]), c(COVER[1]), clue(F.long, 0), clue(F.cane, 0)],
        [c(COVER[2]), clue(F.long, 1), clue(F.cane, 1), c(HUSH[0])],
      ],
      // Both draw hush money, which the empty table gives nothing to do.
      [c(HUSH[1]), c(HUSH[2])],
    );
    const s = play(start(2, deal), [
      [0, { type: 'cover', card: c(COVER[0]), slot: 1 }],
      [0, END],
      [1, { type: 'cover', card: c(COVER[2]), slot: 3 }],
      [1, END],
    ]).state;
    expect(s.secret[0]?.hand).toEqual([clue(F.long, 0), clue(F.cane, 0), c(COVER[1]), c(HUSH[1])]);
    // The two covers left would convict Mabel or Rufus; the player may instead discard or end.
    expect(legalTypes(s, 0)).toEqual(['cover', 'discard', 'end']);
    const ended = act(s, 0, END);
    expect(ended.state.public.cases).toEqual([]);
    expect(ended.state.public.covers).toEqual([null, COVER[0], null, COVER[2]]);
  });

  it('a player with nothing playable may end the turn without discarding (the table is told)', () => {
    const s = start(2, dealOf(ROW, [UNPLAYABLE, [4, 5, 6, 7]]));
    const r = act(s, 0, END);
    expect(types(r.events)).toEqual(['skipped', 'turnStarted']);
    expect(r.state.secret[0]?.hand).toEqual(UNPLAYABLE);
    expect(r.state.public.discard).toEqual([]);
    expect(r.state.public.phase).toEqual({ kind: 'start', seat: 1 });
    const seen = alibiClues.project(r.events[0] as never, 1);
    expect(seen).toEqual({ type: 'skipped', seat: 0 });
    expect(seen && alibiClues.describeEvent(seen)).toBe('Player 1 has no card to play and ends the turn');
  });

  it('a function card is played there only when its conditions hold: hush money needs a clue on the table, a tip-off a clue to follow', () => {
    const hand = [c(HUSH[0]), c(TIP[0]), clue(F.long, 0), clue(F.cane, 0)];
    const s = start(2, dealOf(ROW, [hand, [clue(F.man, 0), 5, 6, 7]]), 1);
    const s2 = play(s, clueTurn(1, clue(F.man, 0))).state;
    expect(legalTypes(s2, 0)).toEqual(['hush', 'discard', 'end']);
    refuse(s2, 0, { type: 'tip', card: c(TIP[0]) }, 'ILLEGAL');
    const r = act(s2, 0, { type: 'hush', card: c(HUSH[0]), clue: clue(F.man, 0) });
    expect(r.state.public.tables).toEqual([[], []]);
  });

  it('with a playable clue in hand, function cards are playable as well, but no discard and no ending', () => {
    const s = start(
      2,
      dealOf(ROW, [
        [c(COVER[0]), c(TIP[0]), clue(F.woman, 0), clue(F.long, 0)],
        [4, 5, 6, 7],
      ]),
    );
    expect(legalTypes(s, 0)).toEqual(['clue', 'cover', 'tip']);
  });

  it('a carried right to accuse lapses when the player ends or discards instead', () => {
    // Seat 1 shows Mabel's five features one by one while seat 0, with nothing playable, ends each turn.
    const deal = dealOf(
      ROW,
      [UNPLAYABLE, [clue(F.woman, 0), clue(F.lean, 0), clue(F.short, 0), clue(F.checked, 0)]],
      [clue(F.spectacles, 0)],
    );
    const five = [clue(F.woman, 0), clue(F.lean, 0), clue(F.short, 0), clue(F.checked, 0), clue(F.spectacles, 0)];
    const s = play(
      start(2, deal, 1),
      five.flatMap((card, i) => [...clueTurn(1, card), ...(i < 4 ? [[0, END] as [number, Action]] : [])]),
    ).state;
    expect(s.public.right).toEqual({ seat: 0, carried: true });
    expect(legalTypes(s, 0)).toEqual(['accuse', 'discard', 'end']);
    const ended = act(s, 0, END);
    expect(types(ended.events)).toEqual(['skipped', 'turnStarted']);
    expect(accusable(ended.state.public)).toEqual([MABEL]);
    expect(accusations(ended.state, 1)).toEqual([]);
    const discarded = act(s, 0, { type: 'discard', cards: [clue(F.long, 0)] });
    expect(legalTypes(discarded.state, 0)).toEqual(['exchange', 'end']);
  });
});

describe('the exchange', () => {
  const deal = dealOf(ROW, [
    [clue(F.woman, 0), clue(F.long, 0), clue(F.cane, 0), clue(F.man, 0)],
    [4, 5, 6, 7],
  ]);

  it('each time after playing a card, or after discarding, you may exchange one card (once)', () => {
    const played = act(start(2, deal), 0, { type: 'clue', card: clue(F.woman, 0) }).state;
    expect(legalTypes(played, 0)).toEqual(['exchange', 'end']);
    const discarded = act(start(2, dealOf(ROW, [UNPLAYABLE, [4, 5, 6, 7]])), 0, {
      type: 'discard',
      cards: [clue(F.long, 0)],
    }).state;
    expect(legalTypes(discarded, 0)).toEqual(['exchange', 'end']);
    const once = act(played, 0, { type: 'exchange', card: clue(F.long, 0) }).state;
    expect(legalTypes(once, 0)).toEqual(['end']);
  });

  it('the exchanged card goes face up on the discard pile, and one card is drawn', () => {
    const played = act(start(2, deal), 0, { type: 'clue', card: clue(F.woman, 0) }).state;
    const top = played.hidden.deck[0];
    const r = act(played, 0, { type: 'exchange', card: clue(F.cane, 0) });
    expect(r.state.public.discard).toEqual([clue(F.cane, 0)]);
    expect(r.state.secret[0]?.hand).toContain(top);
    expect(r.state.secret[0]?.hand).not.toContain(clue(F.cane, 0));
    expect(r.state.public.handSizes[0]).toBe(4);
  });

  it('the exchange is optional: the turn then passes to the next player', () => {
    const played = act(start(2, deal), 0, { type: 'clue', card: clue(F.woman, 0) }).state;
    const r = act(played, 0, END);
    expect(r.state.public.phase).toEqual({ kind: 'start', seat: 1 });
  });
});

/**
 * The rulebook's example: the suspect in the first slot (our Mabel: woman, lean, short hair,
 * checked, spectacles). A plays woman and checked (and two men that do not fit her); B plays short
 * hair, spectacles and a second woman, then lean — the fifth different feature — and accuses.
 */
function rulebookExample() {
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

describe('accusing the culprit', () => {
  it('once the cards in front of all players show 5 different clues of one suspect, the player of the fifth may accuse it', () => {
    const s = rulebookExample();
    // Four different features, one repeated (woman twice), then the fifth: lean.
    expect(accusable(s.public)).toEqual([MABEL]);
    expect(accusations(s, 1)).toEqual([{ type: 'accuse', suspect: MABEL }]);
  });

  it('a repeated feature is not a new clue: four features shown by five cards are not enough', () => {
    const s = play(
      start(
        2,
        dealOf(ROW, [
          [clue(F.woman, 0), clue(F.checked, 0), clue(F.man, 0), clue(F.man, 1)],
          [clue(F.short, 0), clue(F.spectacles, 0), clue(F.woman, 1), clue(F.lean, 0)],
        ]),
      ),
      [
        ...clueTurn(0, clue(F.woman, 0)),
        ...clueTurn(1, clue(F.short, 0)),
        ...clueTurn(0, clue(F.checked, 0)),
        ...clueTurn(1, clue(F.spectacles, 0)),
        ...clueTurn(0, clue(F.man, 0)),
      ],
    ).state;
    // The second woman: five cards of Mabel's on the table, but only four different features.
    const r = act(s, 1, { type: 'clue', card: clue(F.woman, 1) });
    expect(r.state.public.tables.flat().filter((x) => x !== clue(F.man, 0))).toHaveLength(5);
    expect(accusable(r.state.public)).toEqual([]);
    expect(accusations(r.state, 1)).toEqual([]);
  });

  it('if the player of the fifth clue does not accuse, the next player may (at the start of their turn only)', () => {
    const s = act(rulebookExample(), 1, END);
    expect(types(s.events)).toEqual(['rightPassed', 'turnStarted']);
    expect(accusations(s.state, 0)).toEqual([{ type: 'accuse', suspect: MABEL }]);
    // Once the next player plays, the right is gone.
    const play1 = alibiClues.legal(s.state, 0).find((a) => a.type !== 'accuse') as Action;
    const played = act(s.state, 0, play1);
    expect(accusations(played.state, 0)).toEqual([]);
    const r = act(s.state, 0, { type: 'accuse', suspect: MABEL });
    expect(r.state.public.cases[0]).toMatchObject({ culprit: MABEL, by: 0 });
  });

  it('if more than one suspect shows 5 clues, the accusing player chooses which one', () => {
    const deal = dealOf(
      [MABEL, PETRA, OTTO, BRAM],
      [
        [clue(F.woman, 0), clue(F.spectacles, 0), clue(F.plain, 0), clue(F.man, 0)],
        [clue(F.short, 0), clue(F.checked, 0), clue(F.lean, 0), clue(F.man, 1)],
      ],
    );
    const s = play(start(2, deal), [
      ...clueTurn(0, clue(F.woman, 0)),
      ...clueTurn(1, clue(F.short, 0)),
      ...clueTurn(0, clue(F.spectacles, 0)),
      ...clueTurn(1, clue(F.checked, 0)),
      ...clueTurn(0, clue(F.plain, 0)),
      [1, { type: 'clue', card: clue(F.lean, 0) }],
    ]).state;
    expect(accusations(s, 1).map((a) => (a as { suspect: number }).suspect)).toEqual([MABEL, PETRA]);
    expect(act(s, 1, { type: 'accuse', suspect: PETRA }).state.public.cases[0]?.culprit).toBe(PETRA);
    expect(act(s, 1, { type: 'accuse', suspect: MABEL }).state.public.cases[0]?.culprit).toBe(MABEL);
  });
});

describe('scoring', () => {
  it('the accusing player scores 1 point', () => {
    const r = act(rulebookExample(), 1, { type: 'accuse', suspect: MABEL });
    expect(r.state.public.cases[0]?.by).toBe(1);
    // B's 4 matching clue cards plus the accuser's point.
    expect(r.state.public.cases[0]?.points[1]).toBe(4 + 1);
  });

  it('whoever accused, every player scores 1 point per clue card in front of them that fits the culprit, duplicates each', () => {
    // The next player accuses: A still scores its woman and checked cards, B its four.
    const s = act(rulebookExample(), 1, END).state;
    const r = act(s, 0, { type: 'accuse', suspect: MABEL });
    expect(r.state.public.cases[0]?.points).toEqual([2 + 1, 4]);
  });

  it('the rulebook example: B plays lean (thin) and accuses, scoring 4 + 1 = 5; A scores 2', () => {
    const r = act(rulebookExample(), 1, { type: 'accuse', suspect: MABEL });
    expect(r.state.public.cases).toEqual([{ round: 1, culprit: MABEL, slot: 0, how: 'accused', by: 1, points: [2, 5] }]);
    expect(r.state.public.scores).toEqual([2, 5]);
  });

  it('duplicates each score: two cards of the same feature are two points', () => {
    const deal = dealOf(ROW, [
      [clue(F.woman, 0), clue(F.woman, 1), clue(F.checked, 0), clue(F.man, 0)],
      [clue(F.short, 0), clue(F.spectacles, 0), clue(F.lean, 0), clue(F.man, 1)],
    ]);
    const s = play(start(2, deal), [
      ...clueTurn(0, clue(F.woman, 0)),
      ...clueTurn(1, clue(F.short, 0)),
      ...clueTurn(0, clue(F.woman, 1)),
      ...clueTurn(1, clue(F.spectacles, 0)),
      ...clueTurn(0, clue(F.checked, 0)),
      [1, { type: 'clue', card: clue(F.lean, 0) }],
      [1, { type: 'accuse', suspect: MABEL }],
    ]).state;
    expect(s.public.cases[0]?.points).toEqual([3, 4]);
  });
});

describe('a new suspect', () => {
  const solved = () => {
    // Seat 0 lays a cover story on Otto first, so the round's end has a cover to clear.
    const deal = dealOf(ROW, [
      [clue(F.woman, 0), clue(F.checked, 0), c(COVER[0]), clue(F.man, 1)],
      [clue(F.short, 0), clue(F.spectacles, 0), clue(F.woman, 1), clue(F.lean, 0)],
    ]);
    return play(start(2, deal), [
      [0, { type: 'cover', card: c(COVER[0]), slot: 1 }],
      [0, END],
      ...clueTurn(1, clue(F.short, 0)),
      ...clueTurn(0, clue(F.woman, 0)),
      ...clueTurn(1, clue(F.spectacles, 0)),
      ...clueTurn(0, clue(F.checked, 0)),
      [1, { type: 'clue', card: clue(F.lean, 0) }],
      [1, { type: 'accuse', suspect: MABEL }],
    ]);
  };

  it('after scoring, every player’s clue cards go face up on the discard pile', () => {
    const { state } = solved();
    expect(state.public.tables).toEqual([[], []]);
    expect(state.public.discard).toEqual(
      expect.arrayContaining([clue(F.woman, 0), clue(F.checked, 0), clue(F.short, 0), clue(F.spectacles, 0), clue(F.lean, 0)]),
    );
  });

  it('the cover stories on the other suspects go to the discard pile too', () => {
    const { state } = solved();
    expect(state.public.covers).toEqual([null, null, null, null]);
    expect(state.public.discard).toContain(COVER[0]);
  });

  it('the culprit leaves the game; a new suspect from the suspect deck fills the gap', () => {
    const { state } = solved();
    expect(state.public.row).toEqual([VERA, OTTO, RUFUS, BRAM]);
    expect(state.public.suspectsLeft).toBe(11);
    expect(state.hidden.suspects).not.toContain(MABEL);
  });

  it('the player after the accuser starts the new round', () => {
    const { state } = solved();
    expect(state.public.round).toBe(2);
    expect(state.public.phase).toEqual({ kind: 'start', seat: 0 });
  });
});

describe('function cards', () => {
  it('cover story (alibi): laid on one suspect, who cannot be accused this round', () => {
    const s = rulebookExample();
    const covered: State = JSON.parse(JSON.stringify(s));
    covered.public.covers[0] = c(COVER[0]);
    expect(accusable(covered.public)).toEqual([]);
    expect(accusable(s.public)).toEqual([MABEL]);
  });

  it('a clue that fits only suspects with a cover story cannot be played (DECISIONS: a suspect without an alibi)', () => {
    const deal = dealOf(ROW, [
      [c(COVER[0]), clue(F.woman, 0), clue(F.man, 0), clue(F.man, 1)],
      [clue(F.spectacles, 0), 5, 6, 7],
    ]);
    const s = play(start(2, deal), [
      [0, { type: 'cover', card: c(COVER[0]), slot: 0 }],
      [0, END],
    ]).state;
    // Spectacles fit Mabel only, who has a cover story now.
    refuse(s, 1, { type: 'clue', card: clue(F.spectacles, 0) }, 'ILLEGAL');
  });

  it('a suspect can carry only one cover story', () => {
    const deal = dealOf(ROW, [
      [c(COVER[0]), c(COVER[1]), clue(F.woman, 0), clue(F.man, 0)],
      [clue(F.short, 0), 5, 6, 7],
    ]);
    const s = play(start(2, deal), [
      [0, { type: 'cover', card: c(COVER[0]), slot: 2 }],
      [0, END],
      ...clueTurn(1, clue(F.short, 0)),
    ]).state;
    expect(legalOf(s, 0, 'cover').map((a) => (a as { slot: number }).slot)).toEqual([0, 1, 3]);
    refuse(s, 0, { type: 'cover', card: c(COVER[1]), slot: 2 }, 'ILLEGAL');
  });

  it('with three cover stories laid, the last suspect is the culprit, five clues or not; its player scores 1 extra; the rest as usual', () => {
    const deal = dealOf(ROW, [
      [c(COVER[0]), c(COVER[1]), clue(F.man, 0), clue(F.gloves, 0)],
      [c(COVER[2]), clue(F.short, 0), clue(F.heavy, 0), clue(F.lean, 0)],
    ]);
    const s = play(start(2, deal), [
      [0, { type: 'cover', card: c(COVER[0]), slot: 0 }],
      [0, END],
      ...clueTurn(1, clue(F.short, 0)),
      [0, { type: 'cover', card: c(COVER[1]), slot: 1 }],
      [0, END],
    ]).state;
    expect(accusable(s.public)).toEqual([]);
    const r = act(s, 1, { type: 'cover', card: c(COVER[2]), slot: 3 });
    // Rufus (slot 2) is the culprit with one feature shown; seat 1 scores its short hair + 1.
    expect(r.state.public.cases[0]).toEqual({ round: 1, culprit: RUFUS, slot: 2, how: 'covers', by: 1, points: [0, 2] });
  });

  it('after scoring the cover stories are removed and those suspects are ordinary suspects again', () => {
    const deal = dealOf(ROW, [
      [c(COVER[0]), c(COVER[1]), clue(F.man, 0), clue(F.gloves, 0)],
      [c(COVER[2]), clue(F.short, 0), clue(F.heavy, 0), clue(F.spectacles, 0)],
    ]);
    const s = play(start(2, deal), [
      [0, { type: 'cover', card: c(COVER[0]), slot: 0 }],
      [0, END],
      ...clueTurn(1, clue(F.short, 0)),
      [0, { type: 'cover', card: c(COVER[1]), slot: 1 }],
      [0, END],
      [1, { type: 'cover', card: c(COVER[2]), slot: 3 }],
    ]).state;
    expect(s.public.covers).toEqual([null, null, null, null]);
    expect(s.public.discard).toEqual(expect.arrayContaining([COVER[0], COVER[1], COVER[2]]));
    // Mabel (who had a cover story) is open again: spectacles, which fit her alone, are playable.
    expect(cluePlayable(s.public, clue(F.spectacles, 1))).toBe(true);
    expect(
      accusable({
        ...s.public,
        tables: [[clue(F.woman, 0), clue(F.lean, 0), clue(F.short, 0), clue(F.checked, 0), clue(F.spectacles, 1)], []],
      }),
    ).toEqual([MABEL]);
  });

  it('hush money (bribe): a clue card in front of yourself or another player goes to the discard pile with it', () => {
    const deal = dealOf(ROW, [
      [c(HUSH[0]), clue(F.woman, 0), clue(F.man, 0), clue(F.long, 0)],
      [clue(F.short, 0), 5, 6, 7],
    ]);
    const s = play(start(2, deal), [...clueTurn(0, clue(F.woman, 0)), ...clueTurn(1, clue(F.short, 0))]).state;
    expect(legalOf(s, 0, 'hush')).toEqual([
      { type: 'hush', card: HUSH[0], clue: clue(F.woman, 0) },
      { type: 'hush', card: HUSH[0], clue: clue(F.short, 0) },
    ]);
    const own = act(s, 0, { type: 'hush', card: c(HUSH[0]), clue: clue(F.woman, 0) });
    expect(own.state.public.tables).toEqual([[], [clue(F.short, 0)]]);
    const other = act(s, 0, { type: 'hush', card: c(HUSH[0]), clue: clue(F.short, 0) });
    expect(other.state.public.tables).toEqual([[clue(F.woman, 0)], []]);
    expect(other.state.public.discard.slice(-2)).toEqual([clue(F.short, 0), HUSH[0]]);
  });

  it('tip-off (witness): two more clue cards at once, then the tip-off is discarded and the hand refilled to 4', () => {
    const s = start(
      2,
      dealOf(ROW, [
        [c(TIP[0]), clue(F.woman, 0), clue(F.short, 0), clue(F.long, 0)],
        [4, 5, 6, 7],
      ]),
    );
    const t = act(s, 0, { type: 'tip', card: c(TIP[0]) });
    expect(t.state.public.phase).toEqual({ kind: 'tip', seat: 0, card: TIP[0], left: 2 });
    // Only clue cards now; no drawing between them.
    expect(legalTypes(t.state, 0)).toEqual(['clue']);
    const one = act(t.state, 0, { type: 'clue', card: clue(F.woman, 0) });
    expect(types(one.events)).toEqual(['cluePlayed']);
    const two = act(one.state, 0, { type: 'clue', card: clue(F.short, 0) });
    expect(types(two.events)).toEqual(['cluePlayed', 'tipDone', 'drew']);
    expect(two.state.public.discard).toEqual([TIP[0]]);
    expect(two.state.public.handSizes[0]).toBe(4);
    expect(two.state.public.phase).toEqual({ kind: 'after', seat: 0, exchanged: false });
  });
});

describe('the end of the game', () => {
  it('ends when the suspect deck cannot refill the row to four; the most points wins', () => {
    const s: State = JSON.parse(JSON.stringify(rulebookExample()));
    s.hidden.suspects = [];
    s.public.suspectsLeft = 0;
    const r = act(s, 1, { type: 'accuse', suspect: MABEL });
    expect(r.state.public.phase).toEqual({ kind: 'over' });
    expect(alibiClues.outcome(r.state)).toEqual({ winners: [1], scores: [2, 5], reason: 'suspects-exhausted' });
  });

  it('a whole game has 13 culprits: 16 suspects, 4 in the row, 12 to refill it', () => {
    for (const policy of [heuristicPolicy, expertPolicy]) {
      const rng = Rng.fromSeed(`rulebook:${policy.name}`);
      let s = start(
        3,
        dealOf(ROW, [
          [0, 3, 6, 9],
          [1, 4, 7, 10],
          [2, 5, 8, 11],
        ]),
      );
      for (let i = 0; i < 5000 && s.public.phase.kind !== 'over'; i++) {
        const seat = alibiClues.waitingFor(s)[0] as number;
        const legal = alibiClues.legal(s, seat);
        const a = policy.choose({ seat, legal, view: alibiClues.view(s, seat), rng, mustAct: true }) ?? (legal[0] as Action);
        s = act(s, seat, a).state;
      }
      expect(s.public.phase.kind).toBe('over');
      expect(s.public.cases).toHaveLength(13);
    }
  });
});
