import { describe, expect, it } from 'vitest';
import { fourSuspects, type Deal, type Event } from '../src/index.ts';
import { act, ASH, BIRCH, DEMAND, deck, play, qcard, refuse, start } from './helpers.ts';

/** Ash: breakfast x4, lunch pier/bathhouse/tearoom; Birch: lunch bookshop, teatime x4, supper pier/bathhouse. Missing: supper tearoom and bookshop. */
const DEAL: Deal = {
  missing: [14, 15],
  hands: [
    [0, 1, 2, 3, 4, 5, 6],
    [7, 8, 9, 10, 11, 12, 13],
  ],
  start: ASH,
  deck: deck([qcard('time', 2), DEMAND[0] as number]),
};

describe('two players', () => {
  it('setup: no confidant, two missing alibis, each player arranges a left room of 3 and a right room of 4', () => {
    const s = start(2, DEAL);
    expect(s.public.helpers).not.toContain('confidant');
    expect(s.public.phase).toEqual({ kind: 'rooms' });
    expect(fourSuspects.waitingFor(s)).toEqual([ASH, BIRCH]);
    expect(fourSuspects.legal(s, ASH).filter((a) => a.type === 'rooms')).toHaveLength(35);
    refuse(s, ASH, { type: 'rooms', left: [7, 8, 9] }, 'ILLEGAL');
    refuse(s, ASH, { type: 'rooms', left: [0, 1] }, 'MALFORMED');
    const r = act(s, BIRCH, { type: 'rooms', left: [13, 7, 8] });
    expect(r.state.secret[BIRCH]?.rooms).toEqual({ left: [7, 8, 13], right: [9, 10, 11, 12] });
    expect(fourSuspects.project(r.events[0] as Event, ASH)).toEqual({ type: 'roomsChosen', seat: BIRCH, left: null });
    expect(fourSuspects.waitingFor(r.state)).toEqual([ASH]);
    const both = act(r.state, ASH, { type: 'rooms', left: [0, 4, 5] }).state;
    expect(both.public.phase).toEqual({ kind: 'turn', seat: ASH });
  });

  it('a question names a room; the answer counts that room only, and the card shown comes from it', () => {
    let s = play(start(2, DEAL), [[BIRCH, { type: 'rooms', left: [7, 8, 13] }], [ASH, { type: 'rooms', left: [0, 4, 5] }]]).state;
    const asks = fourSuspects.legal(s, ASH).filter((a) => a.type === 'ask');
    expect(asks).toHaveLength(2 * 10);
    refuse(s, ASH, { type: 'ask', card: qcard('time', 2), target: BIRCH, category: 'time', values: [2] }, 'ILLEGAL'); // no room
    s = act(s, ASH, { type: 'ask', card: qcard('time', 2), target: BIRCH, category: 'time', values: [2], room: 'left' }).state;
    expect(s.hidden.answers[0]?.trueCount).toBe(1); // only 8 of the teatime cards is in the left room
    s = play(s, [[BIRCH, { type: 'answer' }]]).state;
    expect(s.public.phase).toEqual({ kind: 'turn', seat: BIRCH });
    s = play(s, [
      [BIRCH, { type: 'ask', card: 0, target: ASH, category: 'time', values: [0], room: 'right' }],
      [ASH, { type: 'answer' }],
    ]).state;
    expect(fourSuspects.legal(s, ASH).filter((a) => a.type === 'show')).toEqual([1, 2, 3].map((card) => ({ type: 'show', card })));
    const r = act(s, ASH, { type: 'show', card: 2 });
    expect(fourSuspects.view(r.state, BIRCH).seen).toEqual([{ question: 1, card: 2, from: ASH, room: 'right', how: 'answer' }]);
  });

  it('a show-me card: the target shows a card from a room of their choice; the asker learns which room', () => {
    let s = start(2, { ...DEAL, rooms: [[0, 4, 5], [7, 8, 13]] });
    expect(s.public.phase).toEqual({ kind: 'turn', seat: ASH });
    s = act(s, ASH, { type: 'demand', card: DEMAND[0] as number, target: BIRCH }).state;
    expect(fourSuspects.legal(s, BIRCH).filter((a) => a.type === 'show')).toHaveLength(7);
    const r = act(s, BIRCH, { type: 'show', card: 13 });
    expect(fourSuspects.view(r.state, ASH).seen).toEqual([{ question: 0, card: 13, from: BIRCH, room: 'left', how: 'demand' }]);
    expect(fourSuspects.project(r.events[0] as Event, 'spectator')).toMatchObject({ card: null, room: null });
  });

  it('a guess names both missing alibis: both right wins, otherwise the other player wins', () => {
    const s = start(2, { ...DEAL, rooms: [[0, 4, 5], [7, 8, 13]] });
    expect(fourSuspects.legal(s, ASH).filter((a) => a.type === 'guess')).toHaveLength(36);
    refuse(s, ASH, { type: 'guess', cards: [15] }, 'ILLEGAL');
    const right = play(s, [[ASH, { type: 'guess', cards: [15, 14] }], [BIRCH, { type: 'pass' }]]).state;
    expect(fourSuspects.outcome(right)).toEqual({ winners: [ASH], reason: 'correct-guess' });
    const half = play(s, [[ASH, { type: 'guess', cards: [13, 15] }], [BIRCH, { type: 'pass' }]]).state;
    expect(fourSuspects.outcome(half)).toEqual({ winners: [BIRCH], reason: 'opponent-wrong' });
    const both = play(s, [[ASH, { type: 'guess', cards: [13, 15] }], [BIRCH, { type: 'guess', cards: [0, 15] }]]).state;
    expect(fourSuspects.outcome(both)).toEqual({ winners: [], reason: 'all-wrong' });
    const race = play(s, [[ASH, { type: 'guess', cards: [13, 15] }], [BIRCH, { type: 'guess', cards: [14, 15] }]]).state;
    expect(fourSuspects.outcome(race)).toEqual({ winners: [BIRCH], reason: 'correct-guess' });
  });
});
