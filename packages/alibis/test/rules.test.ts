import { describe, expect, it } from 'vitest';
import {
  HEAT,
  SUSPECTS,
  alibis,
  ratingFor,
  type Action,
  type Deal,
  type Event,
  type ProjectedEvent,
  type State,
  type View,
} from '../src/index.ts';
import {
  NEUTRAL,
  act,
  board,
  emptyMarks,
  guessAction,
  guessAll,
  play,
  refuse,
  simpleDeal,
  start,
  types,
  wordsFor,
  writeAll,
} from './helpers.ts';

const setupOf = (players: number, options: unknown = {}, seed = 'rules') => alibis.setup({ players, seed, options });

/** Plays the writing of round `s` and returns the state in the guess phase. */
const shared = (s: State) => play(s, writeAll(s)).state;

describe('setup', () => {
  it.each([2, 3, 4, 5, 6])('%i players: suspects, heat, pairs per player, one perpetrator left over', (players) => {
    const r = setupOf(players);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value;
    const n = SUSPECTS[players] as number;
    expect(n).toBe({ 2: 9, 3: 13, 4: 9, 5: 11, 6: 13 }[players]);
    expect(s.public.heat).toBe({ 2: 20, 3: 30, 4: 32, 5: 40, 6: 48 }[players]);
    expect(s.public.heat).toBe(HEAT[players]);
    expect(s.public.words).toHaveLength(n);
    expect(new Set(s.public.words).size).toBe(n);
    const per = players <= 3 ? 2 : 1;
    for (const x of s.secret) expect(x.pairs).toHaveLength(per);
    const held = s.secret.flatMap((x) => x.pairs.flat());
    expect(new Set([...held, s.hidden.perpetrator]).size).toBe(n);
    expect(held).not.toContain(s.hidden.perpetrator);
    expect(s.public.phase).toBe('write');
    expect(alibis.actors(s)).toEqual(Array.from({ length: players }, (_, i) => i));
  });

  it('words never repeat within a game; the same seed gives the same deal', () => {
    const a = setupOf(5, {}, 'same');
    const b = setupOf(5, {}, 'same');
    if (!a.ok || !b.ok) throw new Error('setup');
    expect(JSON.stringify(a.value)).toBe(JSON.stringify(b.value));
    const all = [a.value.public.words, ...a.value.hidden.upcoming.map((r) => r.words)].flat();
    expect(new Set(all).size).toBe(33);
  });

  it('refuses bad player counts and bad options with typed errors', () => {
    for (const players of [1, 7]) {
      const r = setupOf(players);
      expect(!r.ok && r.error.code).toBe('BAD_PLAYERS');
    }
    const bad = (options: unknown) => {
      const r = setupOf(4, options);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(bad({ firstPlayer: 4 })).toBe('BAD_OPTIONS');
    expect(bad({ colour: 1 })).toBe('MALFORMED');
    const deal = simpleDeal(4);
    const withRound0 = (patch: Partial<Deal['rounds'][number]>): Deal => ({
      rounds: [{ ...deal.rounds[0]!, ...patch }, deal.rounds[1]!, deal.rounds[2]!],
    });
    expect(bad({ deal: withRound0({ words: wordsFor(5) }) })).toBe('BAD_OPTIONS');
    expect(bad({ deal: withRound0({ words: [...NEUTRAL.slice(0, 8), 'alpha'] }) })).toBe('BAD_OPTIONS');
    expect(
      bad({
        deal: withRound0({
          hands: [
            [0, 1],
            [2, 3],
            [4, 5],
            [6, 0],
          ],
        }),
      }),
    ).toBe('BAD_OPTIONS');
    expect(
      bad({
        deal: withRound0({
          hands: [
            [0, 1],
            [2, 3],
            [4, 5],
          ],
        }),
      }),
    ).toBe('BAD_OPTIONS');
    expect(
      bad({
        deal: withRound0({
          hands: [
            [0, 1, 2],
            [3, 4],
            [5, 6],
            [7, 8],
          ],
        }),
      }),
    ).toBe('BAD_OPTIONS');
    expect(bad({ deal })).toBe('ok');
  });
});

describe('writing alibis', () => {
  it('is simultaneous; alibis stay secret until the last is written, then all are shared at once in seat order from the first player', () => {
    let s = start(4, simpleDeal(4), 2);
    const r1 = act(s, 1, { type: 'write', alibis: ['Saddle'] });
    s = r1.state;
    expect(alibis.actors(s)).toEqual([0, 2, 3]);
    expect(alibis.project(r1.events[0] as Event, 0)).toEqual({ type: 'wrote', seat: 1, alibis: null });
    expect(alibis.project(r1.events[0] as Event, 1)).toEqual({ type: 'wrote', seat: 1, alibis: ['Saddle'] });
    expect(alibis.view(s, 0).alibis).toBeNull();
    expect(alibis.view(s, 0).written).toEqual([false, true, false, false]);
    expect(alibis.view(s, 1).myAlibis).toEqual(['Saddle']);
    refuse(s, 1, { type: 'write', alibis: ['again'] }, 'NOT_ACTOR');
    refuse(s, 0, { type: 'confirm' }, 'ILLEGAL');
    const r = play(s, [
      [0, { type: 'write', alibis: ['  mermaid '] }],
      [3, { type: 'write', alibis: ['fog'] }],
      [2, { type: 'write', alibis: ['bakery'] }],
    ]);
    expect(types(r.events)).toEqual(['wrote', 'wrote', 'wrote', 'shared']);
    const sharedEvent = r.events[3] as Extract<Event, { type: 'shared' }>;
    expect(sharedEvent.alibis.map((a) => [a.seat, a.word])).toEqual([
      [2, 'bakery'],
      [3, 'fog'],
      [0, 'mermaid'],
      [1, 'Saddle'],
    ]);
    expect(r.state.public.phase).toBe('guess');
    expect(alibis.view(r.state, 'spectator').alibis).toHaveLength(4);
  });

  it('with 2-3 players each writes two alibis, one per pair, indexed seat * 2 + pair', () => {
    const s = start(3);
    refuse(s, 0, { type: 'write', alibis: ['one'] }, 'ILLEGAL');
    const r = play(s, writeAll(s));
    expect(r.state.public.alibis?.map((a) => [a.index, a.seat, a.pair])).toEqual([
      [0, 0, 0],
      [1, 0, 1],
      [2, 1, 0],
      [3, 1, 1],
      [4, 2, 0],
      [5, 2, 1],
    ]);
    const four = start(4);
    refuse(four, 0, { type: 'write', alibis: ['one', 'two'] }, 'ILLEGAL');
  });

  // Table words: horse spring piano castle apple shark knife cloud doctor
  it.each([
    ['', 'empty'],
    ['a'.repeat(46), 'tooLong'],
    ['two words', 'notOneWord'],
    ['x-ray', 'hasHyphen'],
    ['rock&roll', 'badCharacter'],
    ['Horse', 'sameWord'],
    ['seahorse', 'containsSuspectWord'],
    ['doctoral', 'containsSuspectWord'],
    ['springing', 'containsSuspectWord'],
    ['knives', 'sameLemma'],
    ['clouded', 'containsSuspectWord'],
  ])('refuses %j (%s) and says why', (alibi, reason) => {
    const s = start(4);
    const r = alibis.apply(s, 0, { type: 'write', alibis: [alibi] });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ILLEGAL');
      expect(r.error.message).toContain(`(${reason})`);
    }
  });

  it('refuses a word that shares a stem or a lemma without containing the suspect word', () => {
    const deal = simpleDeal(4);
    deal.rounds[0]!.words = ['happy', 'mouse', 'goose', 'castle', 'apple', 'shark', 'knife', 'cloud', 'doctor'];
    const s = start(4, deal);
    const why = (alibi: string) => {
      const r = alibis.apply(s, 0, { type: 'write', alibis: [alibi] });
      return r.ok ? 'ok' : r.error.message;
    };
    expect(why('happiness')).toContain('(sameStem)');
    expect(why('mice')).toContain('(sameLemma)');
    expect(why('geese')).toContain('(sameLemma)');
    expect(why('rodent')).toBe('ok');
  });

  it('accepts proper nouns, abbreviations and digits', () => {
    const s = start(4);
    for (const alibi of ['Paris', 'NASA', 'R2D2', '1066', 'café'])
      expect(alibis.apply(s, 0, { type: 'write', alibis: [alibi] }).ok).toBe(true);
  });
});

describe('guessing', () => {
  // 4 players, seat i holds 2i and 2i+1; suspect 8 is the perpetrator.
  it('boards are secret, can be changed until confirmed, and need a perpetrator to confirm', () => {
    let s = shared(start(4));
    refuse(s, 0, { type: 'confirm' }, 'ILLEGAL');
    refuse(s, 0, { type: 'write', alibis: ['late'] }, 'ILLEGAL');
    const first = act(s, 0, guessAction(board(4, { 1: [2, 3] }, null)));
    s = first.state;
    expect(alibis.project(first.events[0] as Event, 1)).toBeNull();
    expect(alibis.project(first.events[0] as Event, 0)).toEqual(first.events[0]);
    expect(alibis.view(s, 1).myGuess).toBeNull();
    expect(alibis.view(s, 0).myGuess?.marks[2]).toBe(1);
    refuse(s, 0, { type: 'confirm' }, 'ILLEGAL');
    s = act(s, 0, guessAction(board(4, { 1: [2, 4] }, 8))).state;
    expect(alibis.view(s, 0).myGuess).toEqual(board(4, { 1: [2, 4] }, 8));
    const confirmed = act(s, 0, { type: 'confirm' });
    expect(alibis.project(confirmed.events[0] as Event, 2)).toEqual({ type: 'confirmed', seat: 0 });
    s = confirmed.state;
    expect(alibis.view(s, 3).confirmed).toEqual([true, false, false, false]);
    refuse(s, 0, guessAction(board(4, {}, 7)), 'NOT_ACTOR');
    expect(alibis.actors(s)).toEqual([1, 2, 3]);
  });

  it('a perpetrator alone is a valid board (marks are optional)', () => {
    const s = shared(start(4));
    const r = play(s, [
      [1, guessAction(board(4, {}, 8))],
      [1, { type: 'confirm' }],
    ]);
    expect(r.state.public.confirmed[1]).toBe(true);
  });

  it.each([
    ['wrongLength', { marks: [null, null], perpetrator: 8 }],
    ['noSuchAlibi', { ...board(4, {}, 8), marks: [null, null, 4, null, null, null, null, null, null] }],
    ['ownAlibi', board(4, { 0: [2, 3] }, 8)],
    ['ownSuspect', board(4, { 1: [0, 3] }, 8)],
    ['ownSuspect', board(4, {}, 1)],
    ['tooManyOnAlibi', { ...board(4, { 1: [2, 3] }, 8), marks: [null, null, 1, 1, 1, null, null, null, null] }],
    ['perpetratorMarked', board(4, { 1: [2, 3] }, 3)],
  ])('refuses a board with %s', (reason, guess) => {
    const s = shared(start(4));
    const r = alibis.apply(s, 0, { type: 'guess', ...guess });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('ILLEGAL');
      expect(r.error.message).toContain(`(${reason})`);
    }
  });

  it('malformed actions are MALFORMED', () => {
    const s = shared(start(4));
    refuse(s, 0, { type: 'guess', marks: emptyMarks(4) }, 'MALFORMED');
    refuse(s, 0, { type: 'guess', marks: emptyMarks(4), perpetrator: 13 }, 'MALFORMED');
    refuse(s, 0, { type: 'confirm', extra: 1 }, 'MALFORMED');
  });
});

describe('reveal and score', () => {
  it('4 players: 1 heat per alibi someone guessed, 3 per player naming the perpetrator', () => {
    // Seat 0's pair (0, 1) is guessed by seat 1 only; seat 1's pair by nobody; seat 2's by seats 0
    // and 3; seat 3's by seat 0. Three players name suspect 8: 3 alibis + 9 = 12 heat, 32 -> 20.
    const s = shared(start(4));
    // Seat 0 marks suspect 2 alone on alibi 1 (half a pair), and gets alibis 2 and 3 right.
    const seat0 = board(4, { 2: [4, 5], 3: [6, 7] }, 8);
    seat0.marks[2] = 1;
    const boards = [
      seat0,
      board(4, { 0: [0, 1], 2: [4, 6], 3: [5, 8] }, 7),
      board(4, { 0: [0, 6], 1: [1, 3], 3: [7, 2] }, 8),
      board(4, { 0: [1, 2], 1: [3, 0], 2: [4, 5] }, 8),
    ];
    const r = play(s, guessAll(boards));
    const revealed = r.events.find((e) => e.type === 'revealed') as Extract<Event, { type: 'revealed' }>;
    expect(revealed.record.guessedBy).toEqual([[1], [], [0, 3], [0]]);
    expect(revealed.record.perpetratorFoundBy).toEqual([0, 2, 3]);
    expect(revealed.record.heatRemoved).toBe(3 + 9);
    expect(r.state.public.heat).toBe(32 - 12);
  });

  it('a pair counts once however many players guess it; half a pair counts nothing', () => {
    const s = shared(start(4));
    const boards = [
      board(4, { 1: [2, 3], 2: [4, 6] }, 5),
      board(4, { 0: [0, 1], 2: [4, 5] }, 6),
      board(4, { 0: [0, 1], 1: [2, 8] }, 7),
      board(4, { 0: [0, 1] }, 2),
    ];
    const r = play(s, guessAll(boards));
    const record = r.state.public.history[0]!;
    expect(record.guessedBy).toEqual([[1, 2, 3], [0], [1], []]);
    expect(record.heatRemoved).toBe(3);
  });

  it('3 players: each alibi scores on its own, up to 2 heat per player', () => {
    // Seat 0 holds pairs (0,1) and (2,3); seat 1 (4,5), (6,7); seat 2 (8,9), (10,11); perpetrator 12.
    const s = shared(start(3));
    const boards = [
      board(3, { 2: [4, 5], 3: [6, 7], 4: [8, 10], 5: [9, 11] }, 12),
      board(3, { 0: [0, 1], 1: [2, 3], 4: [8, 9], 5: [10, 11] }, 12),
      board(3, { 0: [0, 2], 1: [1, 3], 2: [4, 5], 3: [6, 12] }, 7),
    ];
    const r = play(s, guessAll(boards));
    const record = r.state.public.history[0]!;
    expect(record.guessedBy).toEqual([[1], [1], [0, 2], [0], [1], [1]]);
    expect(record.perpetratorFoundBy).toEqual([0, 1]);
    expect(record.heatRemoved).toBe(6 + 6);
    expect(r.state.public.heat).toBe(30 - 12);
  });

  it('the reveal makes everything public; a new round deals new words and the first player moves left', () => {
    const s = shared(start(4, simpleDeal(4), 3));
    const r = play(s, guessAll([0, 1, 2, 3].map(() => board(4, {}, 8)).map((b, seat) => (seat === 3 ? board(4, {}, 0) : b))));
    expect(types(r.events).slice(-7)).toEqual(['confirmed', 'revealed', 'roundStarted', 'dealt', 'dealt', 'dealt', 'dealt']);
    const v: View = alibis.view(r.state, 1);
    expect(v.round).toBe(2);
    expect(v.firstPlayer).toBe(0);
    expect(v.phase).toBe('write');
    expect(v.words).toEqual(wordsFor(4, 3));
    expect(v.alibis).toBeNull();
    expect(v.myGuess).toBeNull();
    expect(v.history[0]?.pairs).toEqual([[[0, 1]], [[2, 3]], [[4, 5]], [[6, 7]]]);
    expect(v.history[0]?.perpetrator).toBe(8);
    expect(v.history[0]?.alibis.map((a) => a.seat)).toEqual([3, 0, 1, 2]);
    const dealt = r.events.filter((e) => e.type === 'dealt');
    expect(alibis.project(dealt[2] as Event, 1)).toEqual({ type: 'dealt', seat: 2, pairs: null });
    expect(alibis.project(dealt[1] as Event, 1)).toEqual({ type: 'dealt', seat: 1, pairs: [[2, 3]] });
    expect(alibis.outcome(r.state)).toBeNull();
  });

  const playRound = (s: State, boards: (seat: number) => ReturnType<typeof board>) => {
    const w = play(s, writeAll(s)).state;
    return play(w, guessAll(w.secret.map((_, seat) => boards(seat))));
  };

  it('the game ends after three rounds with a rating by heat left; everyone shares the result', () => {
    let s = start(4, simpleDeal(4), 0);
    const events: Event[] = [];
    for (let round = 0; round < 3; round++) {
      const r = playRound(s, () => board(4, {}, 8));
      s = r.state;
      events.push(...r.events);
    }
    // Everyone names the perpetrator every round: 12 heat a round; the third round finds only 8 left.
    expect(s.public.history.map((h) => h.heatRemoved)).toEqual([12, 12, 8]);
    expect(s.public.heat).toBe(0);
    expect(s.public.rating).toBe('legends');
    expect(events.at(-1)).toEqual({ type: 'gameOver', heatLeft: 0, rating: 'legends' });
    expect(alibis.outcome(s)).toEqual({ winners: [0, 1, 2, 3], scores: [32, 32, 32, 32], reason: 'legends' });
    expect(alibis.actors(s)).toEqual([]);
    refuse(s, 0, { type: 'confirm' }, 'GAME_OVER');
  });

  it('the game ends early when no heat is left', () => {
    // 2 players, 20 heat: both name the perpetrator and guess both alibis: 2 * 3 + 4 = 10 a round.
    let s = start(2);
    const full = (seat: number) => (seat === 0 ? board(2, { 2: [4, 5], 3: [6, 7] }, 8) : board(2, { 0: [0, 1], 1: [2, 3] }, 8));
    s = playRound(s, full).state;
    expect(s.public.heat).toBe(10);
    s = playRound(s, full).state;
    expect(s.public.heat).toBe(0);
    expect(s.public.phase).toBe('over');
    expect(s.public.history).toHaveLength(2);
    expect(alibis.outcome(s)?.reason).toBe('legends');
  });

  it('nobody right for three rounds leaves all the heat', () => {
    let s = start(5);
    for (let round = 0; round < 3; round++) s = playRound(s, (seat) => board(5, {}, seat === 0 ? 2 : 0)).state;
    expect(s.public.heat).toBe(40);
    expect(alibis.outcome(s)?.reason).toBe('rookies');
  });

  it('ratings follow the heat left', () => {
    expect([20, 15, 14, 10, 9, 5, 4, 1, 0].map(ratingFor)).toEqual([
      'rookies',
      'rookies',
      'apprentices',
      'apprentices',
      'schemers',
      'schemers',
      'experts',
      'experts',
      'legends',
    ]);
  });
});

describe('describe', () => {
  it('gives stable text for actions and events', () => {
    const s = start(4);
    const w = play(s, writeAll(s));
    expect(alibis.describeAction({ type: 'write', alibis: ['saddle'] } as Action, 0)).toBe('Player 1 writes "saddle"');
    expect(alibis.describeAction({ type: 'guess', ...board(4, { 1: [2, 3] }, 8) }, 0)).toBe(
      'Player 1 marks the board: alibi #2 = 3+4, perpetrator 9',
    );
    expect(alibis.describeEvent(alibis.project(w.events.at(-1) as Event, 0) as ProjectedEvent)).toBe(
      'Alibis: Player 1: "alpha", Player 2: "delta", Player 3: "foxtrot", Player 4: "hotel"',
    );
    expect(alibis.describeEvent(alibis.project(w.events[1] as Event, 0) as ProjectedEvent)).toBe('Player 2 has written');
  });
});
