/**
 * The rulebook read sentence by sentence: each rule as a scenario with a fixed deal, named after
 * the rule (the rulebook's own examples among them, in this project's names: see
 * docs/games/perfect-alibi.md). The FOUR deal (helpers.ts): Red dawn library/garden/cellar, Blue
 * noon library, noon garden, dusk library; Green dawn observatory, noon cellar, noon observatory;
 * Yellow dusk garden/cellar/observatory; midnight library/garden/cellar public; midnight
 * observatory missing.
 */
import { describe, expect, it } from 'vitest';
import {
  expertPolicy,
  heuristicPolicy,
  perfectAlibi,
  type Action,
  type Assistant,
  type Event,
  type State,
} from '../src/index.ts';
import { perfectAlibiInfoSet } from '@alibi/deduction';
import { Rng } from '@alibi/engine';
import { act, BLUE, card, chooseAll, FOUR, GREEN, play, RED, refuse, stack, start, tile, VIOLET, YELLOW } from './helpers.ts';

/** Face up: blue location, red location, red time, yellow location with arrows. Blue chooses first. */
const TILES = stack(4, [tile(BLUE, 'location'), tile(RED, 'location'), tile(RED, 'time'), tile(YELLOW, 'location', true)]);
/** Assistants are picked by Blue, Red, Yellow, Green in that order; Green starts. */
const table = (picks: Assistant[] = ['reporter', 'lookout', 'lawyer', 'confessor'], options: Record<string, unknown> = {}) =>
  chooseAll(start(4, { ...FOUR, tiles: TILES }, options), picks);
const legalOf = (s: State, seat: number, type: Action['type']) => perfectAlibi.legal(s, seat).filter((a) => a.type === type);
const seats = [RED, BLUE, GREEN, YELLOW];
/** Green asks Blue how many library cards (truly 2) and Blue, typing, answers `count`. */
/** Plays any pending card showing (the first legal card). */
const settle = (s: State) => {
  let t = s;
  while (t.public.phase.kind === 'show') {
    const seat = t.public.phase.seat;
    t = act(t, seat, legalOf(t, seat, 'show')[0] as Action).state;
  }
  return t;
};
/** Plays the current turn to its end with the first ordinary legal action at every step. */
const finishTurn = (s: State) => {
  let t = s;
  const seat = t.public.active;
  while (t.public.phase.kind !== 'over' && !(t.public.phase.kind === 'turn' && t.public.active !== seat)) {
    const p = t.public.phase;
    const choice = perfectAlibi
      .legal(t, p.seat)
      .find((a) => !['claim', 'finalQuestion', 'accuse', 'requestConfirm'].includes(a.type));
    t = act(t, p.seat, choice as Action).state;
  }
  return t;
};
const greenAsksBlueLibrary = (s: State, count: number) =>
  play(s, [
    [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
    [GREEN, { type: 'ask', category: 'location', values: [0] }],
    [BLUE, { type: 'answer', count }],
  ]);

describe('Setup', () => {
  it('rival tiles stay in the box unless the Rival variant is played', () => {
    const s = table();
    expect(s.secret.map((x) => x.rival)).toEqual([null, null, null, null]);
    for (const v of seats) expect(perfectAlibi.view(s, v).rival).toBeNull();
  });

  it('one card lies hidden as the missing alibi; 4 players hold 3 each and 3 lie face up for everyone', () => {
    const s = table();
    expect(s.hidden.missing).toBe(card(3, 3));
    for (const v of [...seats, 'spectator' as const]) {
      const view = perfectAlibi.view(s, v);
      expect(view.publicCards).toEqual([card(3, 0), card(3, 1), card(3, 2)]);
      expect(view.missing).toBeNull();
      expect(view.handSizes).toEqual([3, 3, 3, 3]);
    }
  });

  it('3 players hold 5 cards each, 5 players 3 each, with nothing face up', () => {
    for (const [players, size] of [
      [3, 5],
      [5, 3],
    ] as const) {
      const r = perfectAlibi.setup({ players, seed: 'deal', options: {} });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.secret.map((x) => x.hand.length)).toEqual(Array.from({ length: players }, () => size));
      expect(r.value.public.publicCards).toEqual([]);
    }
  });

  it('each player sees their own cards and no one else’s', () => {
    const s = table();
    for (const v of seats) {
      const view = perfectAlibi.view(s, v);
      expect(view.hand).toEqual(FOUR.hands[v]);
      for (const other of seats.filter((o) => o !== v))
        for (const c of FOUR.hands[other] ?? []) expect(view.seen.some((x) => x.card === c)).toBe(false);
    }
    expect(perfectAlibi.view(s, 'spectator').hand).toBeNull();
  });

  it('the tiles of colours not in play are put away; four are turned face up from the shuffled rest', () => {
    const r = perfectAlibi.setup({ players: 3, seed: 'tiles', options: {} });
    if (!r.ok) throw new Error(r.error.message);
    const all = [...r.value.public.faceUp, ...r.value.hidden.stack];
    expect(r.value.public.faceUp).toHaveLength(4);
    expect(all.sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i));
  });

  it('the first tile’s colour picks an assistant first, then counterclockwise; the last to pick plays first', () => {
    const s = start(4, { ...FOUR, tiles: TILES });
    expect(s.public.phase).toEqual({ kind: 'chooseAssistant', seat: BLUE });
    expect(s.public.chooseOrder).toEqual([BLUE, RED, YELLOW, GREEN]);
    refuse(s, RED, { type: 'chooseAssistant', assistant: 'reporter' }, 'ILLEGAL'); // not Red's pick yet
    const after = table();
    expect(after.public.phase).toEqual({ kind: 'turn', seat: GREEN });
  });

  it('assistants nobody picked stay face up beside the board, for everyone to see', () => {
    const s = table();
    expect(s.public.unused).toEqual(['pickpocket']);
    expect(perfectAlibi.view(s, 'spectator').unused).toEqual(['pickpocket']);
  });
});

describe('How to play', () => {
  it('turns go clockwise from the first player', () => {
    let s = table();
    const order: number[] = [];
    for (let i = 0; i < 5; i++) {
      order.push(s.public.active);
      s = finishTurn(s);
    }
    expect(order).toEqual([GREEN, YELLOW, RED, BLUE, GREEN]);
  });

  it('a turn takes a face-up tile of another player’s colour and questions that player', () => {
    const s = table();
    expect(legalOf(s, GREEN, 'takeTile')).toEqual([
      { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE },
      { type: 'takeTile', tile: tile(RED, 'location'), target: RED },
      { type: 'takeTile', tile: tile(RED, 'time'), target: RED },
      { type: 'takeTile', tile: tile(YELLOW, 'location', true), target: YELLOW },
    ]);
    refuse(s, GREEN, { type: 'takeTile', tile: tile(RED, 'time'), target: BLUE }, 'ILLEGAL');
  });

  it('a tile with arrows makes the asker change assistant before the question', () => {
    const s = act(table(), GREEN, { type: 'takeTile', tile: tile(YELLOW, 'location', true), target: YELLOW }).state;
    expect(s.public.phase).toEqual({ kind: 'changeAssistant', seat: GREEN, target: YELLOW });
    refuse(s, GREEN, { type: 'ask', category: 'location', values: [0] }, 'ILLEGAL');
  });

  it('question and answer are said aloud: every seat and spectator hears the count', () => {
    const r = play(table(['reporter', 'lookout', 'lawyer', 'pickpocket']), [
      [GREEN, { type: 'takeTile', tile: tile(RED, 'time'), target: RED }],
      [GREEN, { type: 'ask', category: 'time', values: [0] }],
    ]);
    for (const v of [...seats, 'spectator' as const]) expect(perfectAlibi.view(r.state, v).questions[0]?.heard).toBe(3);
  });

  it('special case: with all four face-up tiles in my colour I take any of them and question anyone', () => {
    const s = table();
    const mine = {
      ...s,
      public: {
        ...s.public,
        faceUp: [tile(GREEN, 'location'), tile(GREEN, 'location', true), tile(GREEN, 'time'), tile(GREEN, 'time', true)],
      },
    };
    const choices = legalOf(mine, GREEN, 'takeTile');
    expect(choices).toHaveLength(4 * 3);
    const r = act(mine, GREEN, { type: 'takeTile', tile: tile(GREEN, 'time'), target: RED });
    expect(r.state.public.phase).toMatchObject({ kind: 'ask', target: RED, category: 'time' });
    const arrows = act(mine, GREEN, { type: 'takeTile', tile: tile(GREEN, 'time', true), target: BLUE });
    expect(arrows.state.public.phase).toEqual({ kind: 'changeAssistant', seat: GREEN, target: BLUE }); // its arrows apply
  });
});

describe('Asking questions', () => {
  it('the wheel tile asks about locations only, the clock tile about times only', () => {
    const wheel = act(table(), GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }).state;
    expect(legalOf(wheel, GREEN, 'ask').every((a) => a.type === 'ask' && a.category === 'location')).toBe(true);
    const clock = act(table(), GREEN, { type: 'takeTile', tile: tile(RED, 'time'), target: RED }).state;
    expect(legalOf(clock, GREEN, 'ask').every((a) => a.type === 'ask' && a.category === 'time')).toBe(true);
  });

  it('a question counts the cards with any of one to three asked values taken together (three locations at once)', () => {
    let s = act(table(['reporter', 'lookout', 'lawyer', 'pickpocket']), GREEN, {
      type: 'takeTile',
      tile: tile(BLUE, 'location'),
      target: BLUE,
    }).state;
    expect(legalOf(s, GREEN, 'ask')).toHaveLength(14); // 4 + 6 + 4 sets of one to three locations
    refuse(s, GREEN, { type: 'ask', category: 'location', values: [0, 1, 2, 3] }, 'MALFORMED');
    s = act(s, GREEN, { type: 'ask', category: 'location', values: [1, 2, 3] }).state;
    expect(s.public.questions[0]?.answer).toBe(1); // only noon garden
  });

  it('two times in one question: how many cards for dawn and noon together', () => {
    const r = play(table(['reporter', 'lookout', 'lawyer', 'pickpocket']), [
      [GREEN, { type: 'takeTile', tile: tile(RED, 'time'), target: RED }],
      [GREEN, { type: 'ask', category: 'time', values: [1, 3] }],
    ]);
    expect(r.state.public.questions[0]).toMatchObject({ values: [1, 3], answer: 0, card: 'none' });
  });
});

describe('Answering questions and showing cards', () => {
  it('the answer is a number and, by default, the true one: nobody can answer otherwise', () => {
    const s = act(table(), GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }).state;
    const r = act(s, GREEN, { type: 'ask', category: 'location', values: [0] });
    expect(r.events.find((e) => e.type === 'answered')).toMatchObject({ count: 2 }); // the server answers
  });

  it('rulebook example: asked about two locations, Blue answers 3 and must show Yellow one card of them', () => {
    let s = play(table(['reporter', 'pickpocket', 'lawyer', 'confessor']), [
      [GREEN, { type: 'takeTile', tile: tile(RED, 'time'), target: RED }],
      [GREEN, { type: 'ask', category: 'time', values: [3] }],
    ]).state;
    s = act(s, YELLOW, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }).state;
    s = act(s, YELLOW, { type: 'ask', category: 'location', values: [0, 1] }).state;
    expect(s.public.questions[1]?.answer).toBe(3);
    expect(s.public.phase).toEqual({ kind: 'show', seat: BLUE, question: 1 });
    expect(legalOf(s, BLUE, 'show')).toHaveLength(3); // only cards asked about
    refuse(s, BLUE, { type: 'show', card: card(3, 3) }, 'ILLEGAL');
    const shown = act(s, BLUE, { type: 'show', card: card(2, 0) });
    const e = shown.events.find((x) => x.type === 'cardShown') as Event;
    // Everyone hears the question and answer; only the asker sees the card.
    expect(perfectAlibi.project(e, YELLOW)).toMatchObject({ card: card(2, 0) });
    for (const v of [RED, GREEN, 'spectator' as const]) expect(perfectAlibi.project(e, v)).toMatchObject({ card: null });
  });

  it('an answer of 0 or 1 shows no card', () => {
    const r = play(table(), [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [1] }],
    ]);
    expect(r.events.find((e) => e.type === 'noCard')).toMatchObject({ reason: 'low' });
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: YELLOW });
  });
});

describe('Changing assistants', () => {
  it('arrows: the asker puts back the assistant and takes an unused one', () => {
    let s = act(table(), GREEN, { type: 'takeTile', tile: tile(YELLOW, 'location', true), target: YELLOW }).state;
    expect(legalOf(s, GREEN, 'changeAssistant')).toEqual([
      { type: 'changeAssistant', assistant: 'lawyer' }, // Yellow's
      { type: 'changeAssistant', assistant: 'pickpocket' }, // unused
    ]);
    s = act(s, GREEN, { type: 'changeAssistant', assistant: 'pickpocket' }).state;
    expect(s.public.assistants[GREEN]).toBe('pickpocket');
    expect(s.public.unused).toEqual(['confessor']);
    expect(s.public.phase).toMatchObject({ kind: 'ask', seat: GREEN, target: YELLOW });
  });

  it('rulebook example: taking the questioned player’s assistant, who then picks one of the unused ones', () => {
    let s = act(table(), GREEN, { type: 'takeTile', tile: tile(YELLOW, 'location', true), target: YELLOW }).state;
    s = act(s, GREEN, { type: 'changeAssistant', assistant: 'lawyer' }).state;
    expect(s.public.phase).toEqual({ kind: 'rechoose', seat: YELLOW, asker: GREEN });
    expect(legalOf(s, YELLOW, 'chooseAssistant')).toEqual([
      { type: 'chooseAssistant', assistant: 'confessor' },
      { type: 'chooseAssistant', assistant: 'pickpocket' },
    ]);
    s = act(s, YELLOW, { type: 'chooseAssistant', assistant: 'confessor' }).state;
    expect(s.public.assistants).toEqual(['lookout', 'reporter', 'lawyer', 'confessor']);
    expect(s.public.phase).toMatchObject({ kind: 'ask', seat: GREEN, target: YELLOW });
  });

  it('with 5 players there is no unused assistant, so the two players swap', () => {
    const five = {
      missing: 15,
      hands: [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [9, 10, 11],
        [12, 13, 14],
      ],
      tiles: stack(5, [tile(VIOLET, 'location', true), tile(RED, 'time'), tile(BLUE, 'time'), tile(GREEN, 'time')]),
    };
    // Violet picks first, then Yellow, Green, Blue, Red; Red starts.
    let s = chooseAll(start(5, five), ['reporter', 'lookout', 'lawyer', 'confessor', 'pickpocket']);
    expect(s.public.phase).toEqual({ kind: 'turn', seat: RED });
    s = act(s, RED, { type: 'takeTile', tile: tile(VIOLET, 'location', true), target: VIOLET }).state;
    expect(legalOf(s, RED, 'changeAssistant')).toEqual([{ type: 'changeAssistant', assistant: 'reporter' }]);
    s = act(s, RED, { type: 'changeAssistant', assistant: 'reporter' }).state;
    s = act(s, VIOLET, { type: 'chooseAssistant', assistant: 'pickpocket' }).state;
    expect(s.public.assistants[RED]).toBe('reporter');
    expect(s.public.assistants[VIOLET]).toBe('pickpocket');
  });
});

describe('End of turn', () => {
  it('the tile used is discarded and a new one drawn', () => {
    const before = table();
    const r = play(before, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [3] }],
    ]);
    expect(r.state.public.discard).toEqual([tile(BLUE, 'location')]);
    expect(r.state.public.faceUp).toHaveLength(4);
    expect(r.state.public.stackSize).toBe(before.public.stackSize - 1);
  });

  it('when the stack runs out the used tiles are shuffled into a new one', () => {
    const s = table();
    const empty = { ...s, public: { ...s.public, stackSize: 0, discard: [tile(GREEN, 'time'), tile(RED, 'location', true)] } };
    const emptied = { ...empty, hidden: { ...empty.hidden, stack: [] } };
    const r = play(emptied, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [3] }],
    ]);
    expect(r.events.find((e) => e.type === 'tilesReshuffled')).toMatchObject({ count: 3 });
    expect(r.state.public.discard).toEqual([]);
    expect(r.state.public.faceUp).toHaveLength(4);
  });
});

describe('Ending the game', () => {
  it('a player may claim at any moment, even during another player’s turn', () => {
    const s = act(table(), GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }).state;
    for (const seat of [RED, BLUE, YELLOW]) expect(legalOf(s, seat, 'claim').length).toBeGreaterThan(0);
    const r = act(s, RED, { type: 'claim', card: card(3, 3) });
    expect(perfectAlibi.outcome(r.state)).toEqual({ winners: [RED], reason: 'correct-claim' });
  });

  it('claims are checked one at a time: the first right one wins and later ones come too late', () => {
    const s = table();
    const first = act(s, YELLOW, { type: 'claim', card: card(3, 3) });
    refuse(first.state, RED, { type: 'claim', card: card(3, 3) }, 'GAME_OVER');
  });

  it('a right claim wins and the claimant’s knowledge (every hand) is revealed to all', () => {
    const r = act(table(), BLUE, { type: 'claim', card: card(3, 3) });
    const v = perfectAlibi.view(r.state, RED);
    expect(v.reveal?.winners).toEqual([BLUE]);
    expect(v.reveal?.hands).toEqual(FOUR.hands);
  });

  it('a wrong claimant looks at the missing card alone; the card goes back and play goes on', () => {
    const r = act(table(), RED, { type: 'claim', card: card(2, 1) });
    expect(perfectAlibi.view(r.state, RED).missing).toBe(card(3, 3));
    for (const v of [BLUE, GREEN, YELLOW]) expect(perfectAlibi.view(r.state, v).missing).toBeNull();
    const e = r.events.find((x) => x.type === 'claimed') as Event;
    expect(perfectAlibi.project(e, BLUE)).toMatchObject({ card: null, correct: false });
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: GREEN });
  });

  it('a wrong claimant is out: turns skip them and they ask nothing, but they answer under the assistants’ rules', () => {
    // Yellow holds the lawyer and claims wrongly.
    let s = act(table(), YELLOW, { type: 'claim', card: card(0, 0) }).state;
    expect(perfectAlibi.legal(s, YELLOW)).toEqual([]);
    s = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(YELLOW, 'location', true), target: YELLOW }],
      [GREEN, { type: 'changeAssistant', assistant: 'pickpocket' }],
      [GREEN, { type: 'ask', category: 'location', values: [1, 2, 3] }],
    ]).state;
    // Yellow still answers (3) and, as the lawyer, shows nothing; the next turn skips Yellow.
    expect(s.public.questions[0]).toMatchObject({ answer: 3, card: 'none' });
    expect(s.public.phase).toEqual({ kind: 'turn', seat: RED });
  });

  it('when all but one have claimed wrongly, the last one wins', () => {
    let s = table();
    s = act(s, RED, { type: 'claim', card: card(2, 1) }).state;
    s = act(s, BLUE, { type: 'claim', card: card(2, 1) }).state;
    s = act(s, YELLOW, { type: 'claim', card: card(0, 3) }).state;
    expect(perfectAlibi.outcome(s)).toEqual({ winners: [GREEN], reason: 'last-standing' });
  });
});

describe('The final question', () => {
  it('at the start of a turn, instead of a tile, question any player about anything', () => {
    const s = table();
    expect(legalOf(s, GREEN, 'finalQuestion')).toHaveLength(3);
    const f = act(s, GREEN, { type: 'finalQuestion', target: RED }).state;
    expect(legalOf(f, GREEN, 'ask')).toHaveLength(28); // both categories
    const taken = act(s, GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }).state;
    expect(legalOf(taken, GREEN, 'finalQuestion')).toEqual([]); // not once a tile is taken
  });

  it('after the final answer the asker must guess at once: a claim is all they are offered', () => {
    const r = play(table(), [
      [GREEN, { type: 'finalQuestion', target: YELLOW }],
      [GREEN, { type: 'ask', category: 'time', values: [1] }],
    ]);
    expect(r.state.public.phase).toEqual({ kind: 'mustClaim', seat: GREEN });
    expect(perfectAlibi.legal(r.state, GREEN).every((a) => a.type === 'claim' || a.type === 'resign')).toBe(true); // leaving stays open
    const wrong = act(r.state, GREEN, { type: 'claim', card: card(2, 1) });
    expect(wrong.state.public.eliminated[GREEN]).toBe(true);
    expect(wrong.state.public.phase).toEqual({ kind: 'turn', seat: YELLOW });
  });

  it('Unforgiving: after a final question the asker cannot escape the guess by accusing', () => {
    const s = play(table(['reporter', 'lookout', 'lawyer', 'pickpocket'], { manualAnswers: true, unforgiving: true }), [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [0] }],
      [BLUE, { type: 'answer', count: 1 }], // wrong: Blue has 2
      [YELLOW, { type: 'finalQuestion', target: RED }],
      [YELLOW, { type: 'ask', category: 'time', values: [1] }],
      [RED, { type: 'answer', count: 0 }],
    ]).state;
    expect(s.public.phase).toEqual({ kind: 'mustClaim', seat: YELLOW });
    expect(perfectAlibi.legal(s, YELLOW).every((a) => a.type === 'claim' || a.type === 'resign')).toBe(true); // leaving stays open
    refuse(s, YELLOW, { type: 'accuse', questions: [0] }, 'ILLEGAL');
    // The others may still accuse at any moment.
    expect(legalOf(s, RED, 'accuse')).toEqual([{ type: 'accuse', questions: [0] }]);
  });

  it('with manual answers nobody may hold up the compulsory claim with a confirmation request', () => {
    const s = play(table(['reporter', 'lookout', 'lawyer', 'pickpocket'], { manualAnswers: true }), [
      [GREEN, { type: 'finalQuestion', target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [2] }],
      [BLUE, { type: 'answer', count: 0 }],
    ]).state;
    expect(s.public.phase).toEqual({ kind: 'mustClaim', seat: GREEN });
    for (const v of seats) expect(legalOf(s, v, 'requestConfirm')).toEqual([]);
  });
});

describe('Assistants', () => {
  it('Journalist (our reporter): instead of a tile, ask any other player about times or locations', () => {
    const s = table(['lookout', 'lawyer', 'confessor', 'reporter']); // Green: reporter
    expect(legalOf(s, GREEN, 'useReporter')).toEqual([
      { type: 'useReporter', target: RED },
      { type: 'useReporter', target: BLUE },
      { type: 'useReporter', target: YELLOW },
    ]);
    const r = act(s, GREEN, { type: 'useReporter', target: RED }).state;
    expect(legalOf(r, GREEN, 'ask')).toHaveLength(28);
    expect(r.public.pendingTile).toBeNull();
  });

  it('rulebook example, Captain (our lookout): another player’s shown card is seen by the lookout too', () => {
    // Blue holds the lookout; Green asks Yellow about dusk garden/cellar (answer 2) and is shown one.
    let t = table(['lookout', 'lawyer', 'confessor', 'reporter']); // Blue lookout, Green reporter
    t = play(t, [
      [GREEN, { type: 'useReporter', target: YELLOW }],
      [GREEN, { type: 'ask', category: 'location', values: [1, 2] }],
    ]).state;
    expect(t.public.questions[0]?.answer).toBe(2);
    const r = act(t, YELLOW, { type: 'show', card: card(2, 2) });
    const e = r.events.find((x) => x.type === 'cardShown') as Event;
    expect(e).toMatchObject({ watcher: BLUE });
    expect(perfectAlibi.project(e, BLUE)).toMatchObject({ card: card(2, 2) });
    expect(perfectAlibi.project(e, RED)).toMatchObject({ card: null });
  });

  it('Captain exception: the lookout does not see a card the pickpocket takes at random', () => {
    // Red lookout, Green pickpocket asks Blue (2 library cards).
    const r = play(table(['reporter', 'lookout', 'lawyer', 'pickpocket']), [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [0] }],
    ]);
    const e = r.events.find((x) => x.type === 'cardTaken') as Event;
    expect(perfectAlibi.project(e, RED)).toMatchObject({ card: null });
    expect(perfectAlibi.view(r.state, RED).seen).toEqual([]);
  });

  it('rulebook example, Psychiatrist (our lawyer): answer 3, but no card is shown', () => {
    // Yellow lawyer, Blue reporter asks Yellow: 3 dusk cards.
    let s = play(table(['reporter', 'lookout', 'lawyer', 'pickpocket']), [
      [GREEN, { type: 'takeTile', tile: tile(RED, 'time'), target: RED }],
      [GREEN, { type: 'ask', category: 'time', values: [3] }],
      [YELLOW, { type: 'takeTile', tile: tile(RED, 'location'), target: RED }],
      [YELLOW, { type: 'ask', category: 'location', values: [3] }],
    ]).state;
    expect(s.public.phase).toEqual({ kind: 'turn', seat: RED });
    s = act(s, RED, legalOf(s, RED, 'takeTile')[0] as Action).state;
    s = act(s, RED, legalOf(s, RED, 'ask')[0] as Action).state;
    while (s.public.phase.kind !== 'turn') {
      const p = s.public.phase;
      if (p.kind === 'over') break;
      s = act(s, p.seat, perfectAlibi.legal(s, p.seat).find((a) => a.type !== 'claim') as Action).state;
    }
    expect(s.public.phase).toEqual({ kind: 'turn', seat: BLUE });
    const r = play(s, [
      [BLUE, { type: 'useReporter', target: YELLOW }],
      [BLUE, { type: 'ask', category: 'time', values: [2] }],
    ]);
    const asked = r.state.public.questions.at(-1);
    expect(asked).toMatchObject({ answer: 3, card: 'none' });
    expect(r.events.find((e) => e.type === 'noCard')).toMatchObject({ reason: 'lawyer' });
  });

  it('rulebook example, Priest (our confessor): only the asker hears the count; a card shown tells the rest it was 2 or more', () => {
    const r = play(table(['reporter', 'lookout', 'lawyer', 'confessor']), [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [0] }],
    ]);
    expect(perfectAlibi.view(r.state, GREEN).questions[0]?.heard).toBe(2);
    expect(perfectAlibi.view(r.state, BLUE).questions[0]?.heard).toBe(2);
    expect(perfectAlibi.view(r.state, YELLOW).questions[0]?.heard).toBeNull();
    expect(r.state.public.phase).toEqual({ kind: 'show', seat: BLUE, question: 0 }); // everyone sees a card is due
  });

  it('rulebook example, Cook (our pickpocket): the asker takes a random card, maybe not one asked about', () => {
    const r = play(table(['reporter', 'lookout', 'lawyer', 'pickpocket']), [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [0] }],
    ]);
    const e = r.events.find((x) => x.type === 'cardTaken');
    expect(e).toBeDefined();
    expect(FOUR.hands[BLUE]).toContain((e as Extract<Event, { type: 'cardTaken' }>).card);
    expect(legalOf(r.state, BLUE, 'show')).toEqual([]); // Blue chooses nothing
  });
});

describe('Rival variant', () => {
  const rivalTable = (options: Record<string, unknown> = {}) =>
    chooseAll(
      start(4, { ...FOUR, tiles: TILES, rivals: ['lookout', 'lawyer', 'reporter', 'pickpocket'] }, { rival: true, ...options }),
      ['reporter', 'lookout', 'lawyer', 'pickpocket'], // Green: pickpocket, Yellow's rival tile
    );

  it('each player gets a secret rival tile before the assistants are picked; the rest stay unseen', () => {
    const s = start(4, { ...FOUR, tiles: TILES, rivals: ['lookout', 'lawyer', 'reporter', 'pickpocket'] }, { rival: true });
    expect(s.public.phase.kind).toBe('chooseAssistant');
    expect(perfectAlibi.view(s, YELLOW).rival).toBe('pickpocket');
    const red = perfectAlibi.view(s, RED);
    expect(red.rival).toBe('lookout');
    expect(JSON.stringify(red)).not.toMatch(/lawyer"?\]|rivals/); // nobody sees another rival tile
  });

  it('rulebook example: asked by the holder of my rival assistant I must answer one off, and 1 avoids showing', () => {
    // Green holds the pickpocket, the assistant on Yellow's rival tile; Yellow holds 2 garden/cellar cards.
    const asked = play(rivalTable(), [
      [GREEN, { type: 'finalQuestion', target: YELLOW }],
      [GREEN, { type: 'ask', category: 'location', values: [1, 2] }],
    ]).state;
    expect(legalOf(asked, YELLOW, 'answer')).toEqual([
      { type: 'answer', count: 1 },
      { type: 'answer', count: 3 },
    ]);
    refuse(asked, YELLOW, { type: 'answer', count: 2 }, 'ILLEGAL');
    const lie = act(asked, YELLOW, { type: 'answer', count: 1 });
    expect(lie.events.find((e) => e.type === 'noCard')).toMatchObject({ reason: 'low' });
    const high = act(asked, YELLOW, { type: 'answer', count: 3 });
    // 3 would owe a card (Yellow's lawyer keeps it back): the card follows the spoken answer.
    expect(high.events.find((e) => e.type === 'noCard')).toMatchObject({ reason: 'lawyer' });
  });

  it('a liar must not say so: nothing in anyone else’s view tells a required lie from the truth', () => {
    const s = rivalTable();
    const asked = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [0] }],
    ]).state;
    expect(asked.public.phase).toEqual({ kind: 'answer', seat: BLUE, question: 0 }); // the answerer always types
    for (const v of [RED, GREEN, YELLOW])
      expect(JSON.stringify(perfectAlibi.view(asked, v))).not.toMatch(/lieRequired|trueCount/);
  });
});

describe('Wrong answers: asking a player to confirm (manual answers, no Unforgiving)', () => {
  const manual = (picks: Assistant[] = ['reporter', 'lookout', 'pickpocket', 'lawyer']) => table(picks, { manualAnswers: true });

  it('any player who heard an earlier answer may ask its giver to confirm it; the asked player must reply', () => {
    const s = greenAsksBlueLibrary(manual(), 1).state;
    for (const v of [RED, GREEN, YELLOW])
      expect(legalOf(s, v, 'requestConfirm')).toEqual([{ type: 'requestConfirm', question: 0 }]);
    expect(legalOf(s, BLUE, 'requestConfirm')).toEqual([]); // not one's own answer
    const r = act(s, RED, { type: 'requestConfirm', question: 0 });
    expect(r.state.public.confirmRequest).toEqual({ by: RED, seat: BLUE, question: 0 });
    expect(perfectAlibi.waitingFor(r.state)).toEqual([YELLOW, BLUE]);
    expect(legalOf(r.state, BLUE, 'confirmAnswer')).toEqual([{ type: 'confirmAnswer' }]);
    // Play goes on meanwhile; one request at a time.
    expect(legalOf(r.state, GREEN, 'requestConfirm')).toEqual([]);
    expect(legalOf(r.state, YELLOW, 'takeTile').length).toBeGreaterThan(0);
  });

  it('confirming: everyone’s log says the answer stands, and it cannot be asked about again', () => {
    const s = act(greenAsksBlueLibrary(manual(), 2).state, BLUE, { type: 'show', card: card(1, 0) }).state;
    const asked = act(s, YELLOW, { type: 'requestConfirm', question: 0 }).state;
    const r = act(asked, BLUE, { type: 'confirmAnswer' });
    expect(r.events).toEqual([{ type: 'answerConfirmed', by: YELLOW, seat: BLUE, question: 0 }]);
    expect(perfectAlibi.describeEvent(r.events[0] as never)).toBe('Q1: Blue confirms the answer');
    expect(r.state.public.questions[0]).toMatchObject({ answer: 2, confirmed: true, corrected: false });
    expect(r.state.public.confirmRequest).toBeNull();
    for (const v of seats) expect(legalOf(r.state, v, 'requestConfirm')).toEqual([]);
  });

  it('correcting: the new count replaces the old for everyone, and a rise to 2 or more owes the asker a card now', () => {
    // Red holds the lookout; Green (the lawyer, no effect when asking) asked.
    const s = act(greenAsksBlueLibrary(manual(), 1).state, RED, { type: 'requestConfirm', question: 0 }).state;
    expect(legalOf(s, BLUE, 'correctAnswer')).toEqual([
      { type: 'correctAnswer', count: 0 },
      { type: 'correctAnswer', count: 2, show: card(1, 0) },
      { type: 'correctAnswer', count: 2, show: card(2, 0) },
      { type: 'correctAnswer', count: 3, show: card(1, 0) },
      { type: 'correctAnswer', count: 3, show: card(2, 0) },
    ]);
    refuse(s, BLUE, { type: 'correctAnswer', count: 2 }, 'ILLEGAL'); // the card owed must be named
    refuse(s, BLUE, { type: 'correctAnswer', count: 1 }, 'ILLEGAL'); // that is confirming
    refuse(s, RED, { type: 'confirmAnswer' }, 'ILLEGAL'); // only the asked player replies
    const r = act(s, BLUE, { type: 'correctAnswer', count: 2, show: card(2, 0) });
    expect(r.events[0]).toEqual({
      type: 'answerCorrected',
      by: RED,
      seat: BLUE,
      question: 0,
      was: 1,
      count: 2,
      private: false,
      asker: GREEN,
    });
    expect(r.events[1]).toEqual({ type: 'cardShown', question: 0, from: BLUE, to: GREEN, card: card(2, 0), watcher: RED });
    for (const v of [...seats, 'spectator' as const]) {
      const q = perfectAlibi.view(r.state, v).questions[0];
      expect(q).toMatchObject({ heard: 2, answer: 2, corrected: true, confirmed: true, card: 'shown' });
    }
    expect(perfectAlibi.view(r.state, GREEN).seen).toEqual([{ question: 0, card: card(2, 0), from: BLUE, how: 'shown-to-me' }]);
    expect(perfectAlibi.project(r.events[1] as Event, YELLOW)).toMatchObject({ card: null });
    // The deduction engine reads the corrected answer.
    const obs = perfectAlibiInfoSet(perfectAlibi.view(r.state, YELLOW)).observations.find((o) => o.key === 'answered');
    expect(obs?.params.count).toBe(2);
  });

  it('a correction after a card was shown cannot take the card back; a fall below 2 moves no card', () => {
    const s = act(greenAsksBlueLibrary(manual(), 3).state, BLUE, { type: 'show', card: card(1, 0) }).state;
    const asked = act(s, GREEN, { type: 'requestConfirm', question: 0 }).state;
    expect(legalOf(asked, BLUE, 'correctAnswer')).toEqual([0, 1, 2].map((count) => ({ type: 'correctAnswer', count })));
    const r = act(asked, BLUE, { type: 'correctAnswer', count: 2 });
    expect(r.events.map((e) => e.type)).toEqual(['answerCorrected']);
    expect(r.state.public.questions[0]).toMatchObject({ answer: 2, card: 'shown' });
  });

  it('a correction follows the assistants of the question: a pickpocket asker takes at random, a lawyer shows nothing', () => {
    // Green pickpocket.
    const p = act(greenAsksBlueLibrary(manual(['reporter', 'lookout', 'lawyer', 'pickpocket']), 1).state, RED, {
      type: 'requestConfirm',
      question: 0,
    }).state;
    expect(legalOf(p, BLUE, 'correctAnswer')).toEqual([0, 2, 3].map((count) => ({ type: 'correctAnswer', count })));
    const taken = act(p, BLUE, { type: 'correctAnswer', count: 2 });
    expect(taken.events[1]).toMatchObject({ type: 'cardTaken', from: BLUE, to: GREEN });
    expect(perfectAlibi.project(taken.events[1] as Event, RED)).toMatchObject({ card: null }); // not even the lookout
    // Blue lawyer.
    const l = act(greenAsksBlueLibrary(manual(['lawyer', 'lookout', 'reporter', 'pickpocket']), 1).state, RED, {
      type: 'requestConfirm',
      question: 0,
    }).state;
    const none = act(l, BLUE, { type: 'correctAnswer', count: 2 });
    expect(none.events[1]).toMatchObject({ type: 'noCard', reason: 'lawyer' });
  });

  it('a confessor’s answer can be put to the test only by its asker; the correction is heard by the two alone', () => {
    const s = greenAsksBlueLibrary(manual(['reporter', 'lookout', 'pickpocket', 'confessor']), 1).state; // Green confessor
    expect(legalOf(s, RED, 'requestConfirm')).toEqual([]);
    const asked = act(s, GREEN, { type: 'requestConfirm', question: 0 }).state;
    const r = act(asked, BLUE, { type: 'correctAnswer', count: 0 });
    const e = r.events[0] as Event;
    expect(perfectAlibi.project(e, GREEN)).toMatchObject({ was: 1, count: 0 });
    expect(perfectAlibi.project(e, YELLOW)).toMatchObject({ was: null, count: null, private: true });
    expect(perfectAlibi.describeEvent(perfectAlibi.project(e, YELLOW) as never)).toBe('Q1: Blue corrects the answer');
    expect(perfectAlibi.view(r.state, GREEN).questions[0]?.heard).toBe(0);
    expect(perfectAlibi.view(r.state, YELLOW).questions[0]?.heard).toBeNull();
    expect(r.events).toHaveLength(1); // no card moves, and nothing says why
  });

  it('no requests without manual answers, under Unforgiving, from a player who is out, or about an unfinished question', () => {
    const auto = play(table(), [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [1] }],
    ]).state;
    expect(legalOf(auto, RED, 'requestConfirm')).toEqual([]);
    const unforgiving = greenAsksBlueLibrary(
      table(['reporter', 'lookout', 'pickpocket', 'lawyer'], { manualAnswers: true, unforgiving: true }),
      1,
    );
    expect(legalOf(unforgiving.state, RED, 'requestConfirm')).toEqual([]);
    const out = act(greenAsksBlueLibrary(manual(), 1).state, RED, { type: 'claim', card: card(2, 1) }).state;
    expect(legalOf(out, RED, 'requestConfirm')).toEqual([]);
    const showing = greenAsksBlueLibrary(manual(), 2).state; // Blue still has to show the card
    expect(showing.public.phase.kind).toBe('show');
    expect(legalOf(showing, RED, 'requestConfirm')).toEqual([]);
    refuse(showing, RED, { type: 'requestConfirm', question: 0 }, 'ILLEGAL');
  });

  it('a player who is out still replies to a request', () => {
    let s = greenAsksBlueLibrary(manual(), 1).state;
    s = act(s, BLUE, { type: 'claim', card: card(2, 1) }).state;
    s = act(s, RED, { type: 'requestConfirm', question: 0 }).state;
    expect(perfectAlibi.actors(s)).toContain(BLUE);
    expect(legalOf(s, BLUE, 'confirmAnswer')).toHaveLength(1);
    expect(legalOf(s, BLUE, 'claim')).toEqual([]);
  });

  it('bots reply truthfully: they stand by a right answer and correct a wrong one, with the card owed', () => {
    const choose = (s: State, seat: number) =>
      heuristicPolicy.choose({
        seat,
        legal: perfectAlibi.legal(s, seat),
        view: perfectAlibi.view(s, seat),
        rng: Rng.fromSeed('b'),
        mustAct: true,
      });
    const wrong = act(greenAsksBlueLibrary(manual(), 1).state, RED, { type: 'requestConfirm', question: 0 }).state;
    const fix = choose(wrong, BLUE);
    expect(fix).toMatchObject({ type: 'correctAnswer', count: 2 });
    expect(act(wrong, BLUE, fix as Action).state.public.questions[0]?.answer).toBe(2);
    const right = act(greenAsksBlueLibrary(manual(), 0).state, RED, { type: 'requestConfirm', question: 0 });
    expect(right.state.public.questions[0]?.answer).toBe(0);
    const base = play(manual(), [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [3] }],
      [BLUE, { type: 'answer', count: 0 }],
      [RED, { type: 'requestConfirm', question: 0 }],
    ]).state;
    expect(choose(base, BLUE)).toEqual({ type: 'confirmAnswer' });
    // The hard bot replies the same way.
    const hard = expertPolicy.choose({
      seat: BLUE,
      legal: perfectAlibi.legal(wrong, BLUE),
      view: perfectAlibi.view(wrong, BLUE),
      rng: Rng.fromSeed('e'),
      mustAct: true,
    });
    expect(hard).toMatchObject({ type: 'correctAnswer', count: 2 });
  });

  it('a request still open when the game ends is dropped', () => {
    const s = act(greenAsksBlueLibrary(manual(), 1).state, RED, { type: 'requestConfirm', question: 0 }).state;
    const over = act(s, YELLOW, { type: 'claim', card: card(3, 3) }).state;
    expect(over.public.confirmRequest).toBeNull();
    expect(perfectAlibi.actors(over)).toEqual([]);
  });
});

describe('The Unforgiving variant', () => {
  const unforgiving = (picks: Assistant[] = ['reporter', 'lookout', 'pickpocket', 'lawyer'], rival = false) =>
    rival
      ? chooseAll(
          start(
            4,
            { ...FOUR, tiles: TILES, rivals: ['lookout', 'lawyer', 'reporter', 'pickpocket'] },
            { manualAnswers: true, unforgiving: true, rival: true },
          ),
          picks,
        )
      : table(picks, { manualAnswers: true, unforgiving: true });
  /** Q0: Green asks Blue library (truly 2); Q1: Yellow asks Red time dawn (truly 3), Red answers `red`. */
  const twoAnswers = (blue: number, red: number, rival = false) => {
    let s = greenAsksBlueLibrary(unforgiving(['reporter', 'lookout', 'pickpocket', 'lawyer'], rival), blue).state;
    if (s.public.phase.kind === 'show') s = act(s, BLUE, legalOf(s, BLUE, 'show')[0] as Action).state;
    s = play(s, [
      [YELLOW, { type: 'takeTile', tile: tile(RED, 'time'), target: RED }],
      [YELLOW, { type: 'ask', category: 'time', values: [0] }],
      [RED, { type: 'answer', count: red }],
    ]).state;
    return settle(s);
  };

  it('an accusation may name several earlier questions of the accused: treachery if any was wrong, and the accuser wins', () => {
    // Green, then Yellow question Blue; Red, with four red tiles face up, questions Yellow.
    const tiles = stack(4, [tile(BLUE, 'location'), tile(BLUE, 'location') + 1, tile(RED, 'location'), tile(RED, 'time')]);
    let s = chooseAll(start(4, { ...FOUR, tiles }, { manualAnswers: true, unforgiving: true }), [
      'reporter',
      'lookout',
      'pickpocket',
      'lawyer',
    ]);
    s = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [0] }],
      [BLUE, { type: 'answer', count: 2 }], // right
      [BLUE, { type: 'show', card: card(1, 0) }],
      [YELLOW, { type: 'takeTile', tile: tile(BLUE, 'location') + 1, target: BLUE }],
      [YELLOW, { type: 'ask', category: 'location', values: [3] }],
      [BLUE, { type: 'answer', count: 1 }], // wrong: Blue has no observatory
      [RED, { type: 'takeTile', tile: tile(RED, 'time'), target: YELLOW }],
      [RED, { type: 'ask', category: 'time', values: [2] }],
      [YELLOW, { type: 'answer', count: 3 }], // right
    ]).state;
    s = settle(s);
    expect(legalOf(s, GREEN, 'accuse')).toEqual([0, 1, 2].map((q) => ({ type: 'accuse', questions: [q] })));
    refuse(s, GREEN, { type: 'accuse', questions: [0, 2] }, 'ILLEGAL'); // Blue and Yellow: one player per accusation
    refuse(s, GREEN, { type: 'accuse', questions: [1, 1] }, 'ILLEGAL');
    refuse(s, BLUE, { type: 'accuse', questions: [0, 1] }, 'ILLEGAL'); // not one's own answers
    const r = act(s, GREEN, { type: 'accuse', questions: [1, 0] });
    expect(r.events[0]).toEqual({
      type: 'accused',
      accuser: GREEN,
      accused: BLUE,
      questions: [0, 1],
      wrong: [1],
      treachery: true,
    });
    expect(perfectAlibi.outcome(r.state)).toEqual({ winners: [GREEN], reason: 'treachery-found' });
  });

  it('when every named answer was right the accuser is out as after a wrong guess, and those answers stand', () => {
    const t = settle(twoAnswers(2, 3));
    const r = act(t, YELLOW, { type: 'accuse', questions: [0] });
    expect(r.events[0]).toMatchObject({ treachery: false, wrong: [] });
    expect(r.state.public.eliminated[YELLOW]).toBe(true);
    expect(r.state.public.questions[0]?.confirmed).toBe(true);
    for (const v of seats)
      expect(legalOf(r.state, v, 'accuse').some((a) => a.type === 'accuse' && a.questions.includes(0))).toBe(false);
    // Out: Yellow takes no more turns but still answers.
    expect(legalOf(r.state, YELLOW, 'takeTile')).toEqual([]);
  });

  it('judged against the hand and the rules then: a required Rival lie is no treachery, an unrequired one is', () => {
    // Rival tiles: Red lookout, Blue lawyer, Green reporter, Yellow pickpocket. Picks: Blue reporter,
    // Red lookout, Yellow pickpocket, Green lawyer → Green’s questions to Blue must be lied to.
    const lied = twoAnswers(1, 3, true); // Blue lies by one (required); Red tells the truth (required)
    expect(act(lied, RED, { type: 'accuse', questions: [0] }).state.public.eliminated[RED]).toBe(true);
    const t = settle(twoAnswers(2, 3, true));
    expect(perfectAlibi.outcome(act(t, RED, { type: 'accuse', questions: [0] }).state)?.winners).toEqual([RED]); // the truth was required to be a lie
    const needless = twoAnswers(1, 2, true); // Red lies to Yellow, whose pickpocket is not on Red's tile
    expect(perfectAlibi.outcome(act(needless, GREEN, { type: 'accuse', questions: [1] }).state)?.winners).toEqual([GREEN]);
  });

  it('a confessor’s answer can be accused only by the one who heard it', () => {
    const s = greenAsksBlueLibrary(unforgiving(['reporter', 'lookout', 'pickpocket', 'confessor']), 1).state;
    expect(legalOf(s, RED, 'accuse')).toEqual([]);
    expect(legalOf(s, GREEN, 'accuse')).toEqual([{ type: 'accuse', questions: [0] }]);
  });

  it('a log saved before accusations named several questions still replays', () => {
    const s = greenAsksBlueLibrary(unforgiving(), 1).state;
    const r = perfectAlibi.apply(s, RED, { type: 'accuse', question: 0 });
    expect(r.ok && r.value.events[0]).toMatchObject({ type: 'accused', questions: [0], treachery: true });
  });
});
