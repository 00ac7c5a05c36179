import { describe, expect, it } from 'vitest';
import { Rng, runMatch } from '@alibi/engine';
import { expertPolicy, heuristicPolicy, perfectAlibi, type Action, type Assistant, type Event } from '../src/index.ts';
import { act, BLUE, card, chooseAll, FOUR, GREEN, play, RED, refuse, stack, start, tile, YELLOW } from './helpers.ts';

const RESIGN: Action = { type: 'resign' };

/** 4 players, face-up: blue location, red location, red time, yellow location arrows; Green starts. */
function table(options: Record<string, unknown> = {}, picks: Assistant[] = ['reporter', 'lookout', 'lawyer', 'confessor']) {
  const tiles = stack(4, [tile(BLUE, 'location'), tile(RED, 'location'), tile(RED, 'time'), tile(YELLOW, 'location', true)]);
  return chooseAll(start(4, { ...FOUR, tiles }, options), picks);
}

const canResign = (s: Parameters<typeof perfectAlibi.legal>[0], seat: number) =>
  perfectAlibi.legal(s, seat).some((a) => a.type === 'resign');

describe('resigning', () => {
  it('any seat still in may resign, out of turn too; everyone sees it and the seat then only owes its answers', () => {
    const s = table();
    expect([RED, BLUE, GREEN, YELLOW].every((seat) => canResign(s, seat))).toBe(true);
    const r = act(s, BLUE, RESIGN); // during Green's turn
    expect(r.events).toEqual([{ type: 'resigned', seat: BLUE }]);
    expect(r.state.public.eliminated).toEqual([false, true, false, false]);
    for (const viewer of [RED, BLUE, GREEN, YELLOW, 'spectator'] as const) {
      expect(perfectAlibi.view(r.state, viewer).resigned).toEqual([false, true, false, false]);
      expect(perfectAlibi.project(r.events[0] as Event, viewer)).toEqual({ type: 'resigned', seat: BLUE });
    }
    // Unlike a wrong claim, resigning shows nothing: the missing card stays hidden from Blue.
    expect(perfectAlibi.view(r.state, BLUE).missing).toBeNull();
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: GREEN });
    expect(perfectAlibi.legal(r.state, BLUE)).toEqual([]);
    refuse(r.state, BLUE, RESIGN, 'NOT_ACTOR');
    // Green questions Blue: Blue's only actions are the cards it must show (no claim, no resign).
    const asked = play(r.state, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [0, 1] }],
    ]).state;
    expect(asked.public.phase).toEqual({ kind: 'show', seat: BLUE, question: 0 });
    expect(perfectAlibi.legal(asked, BLUE)).toEqual([
      { type: 'show', card: card(1, 0) },
      { type: 'show', card: card(1, 1) },
      { type: 'show', card: card(2, 0) },
    ]);
    refuse(asked, BLUE, RESIGN, 'ILLEGAL');
    const shown = act(asked, BLUE, { type: 'show', card: card(2, 0) }).state;
    // Turns skip Blue: Yellow, Red, then Green again.
    expect(shown.public.phase).toEqual({ kind: 'turn', seat: YELLOW });
    const yellow = play(shown, [
      [YELLOW, { type: 'takeTile', tile: tile(RED, 'location'), target: RED }],
      [YELLOW, { type: 'ask', category: 'location', values: [3] }],
    ]).state;
    expect(yellow.public.phase).toEqual({ kind: 'turn', seat: RED });
  });

  it('on its own turn, after taking a tile: the turn ends, the tile is discarded and replaced', () => {
    const s = act(table(), GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }).state;
    expect(canResign(s, GREEN)).toBe(true);
    const r = act(s, GREEN, RESIGN);
    expect(r.events.map((e) => e.type)).toEqual(['resigned', 'tileDiscarded', 'tileDrawn', 'turnStarted']);
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: YELLOW });
    expect(r.state.public.discard).toEqual([tile(BLUE, 'location')]);
    expect(r.state.public.faceUp).toHaveLength(4);
  });

  it('after a final question the asker may claim or resign; resigning passes the turn', () => {
    const s = play(table(), [
      [GREEN, { type: 'finalQuestion', target: RED }],
      [GREEN, { type: 'ask', category: 'time', values: [3] }],
    ]).state;
    expect(s.public.phase).toEqual({ kind: 'mustClaim', seat: GREEN });
    expect(perfectAlibi.legal(s, GREEN).at(-1)).toEqual(RESIGN);
    const r = act(s, GREEN, RESIGN);
    expect(r.state.public.resigned[GREEN]).toBe(true);
    expect(r.state.public.phase).toEqual({ kind: 'turn', seat: YELLOW });
  });

  it('a seat that resigns before choosing its assistant still chooses one; it is all it may do', () => {
    const tiles = stack(4, [tile(BLUE, 'location'), tile(RED, 'location'), tile(RED, 'time'), tile(YELLOW, 'location', true)]);
    let s = start(4, { ...FOUR, tiles });
    expect(s.public.phase).toEqual({ kind: 'chooseAssistant', seat: BLUE });
    s = act(s, RED, RESIGN).state; // Red chooses second
    s = act(s, BLUE, { type: 'chooseAssistant', assistant: 'reporter' }).state;
    expect(s.public.phase).toEqual({ kind: 'chooseAssistant', seat: RED });
    expect(perfectAlibi.legal(s, RED).every((a) => a.type === 'chooseAssistant')).toBe(true);
    s = play(s, [
      [RED, { type: 'chooseAssistant', assistant: 'lookout' }],
      [YELLOW, { type: 'chooseAssistant', assistant: 'lawyer' }],
      [GREEN, { type: 'chooseAssistant', assistant: 'pickpocket' }],
    ]).state;
    expect(s.public.phase).toEqual({ kind: 'turn', seat: GREEN });
  });

  it('with manual answers a resigned seat still answers and replies to a confirmation request, nothing else', () => {
    let s = act(table({ manualAnswers: true }), BLUE, RESIGN).state;
    s = play(s, [
      [GREEN, { type: 'takeTile', tile: tile(BLUE, 'location'), target: BLUE }],
      [GREEN, { type: 'ask', category: 'location', values: [2] }],
    ]).state;
    expect(perfectAlibi.legal(s, BLUE).every((a) => a.type === 'answer')).toBe(true);
    s = act(s, BLUE, { type: 'answer', count: 0 }).state;
    s = act(s, GREEN, { type: 'requestConfirm', question: 0 }).state; // a confessor's answer: only Green heard it
    expect(perfectAlibi.waitingFor(s)).toContain(BLUE);
    expect(new Set(perfectAlibi.legal(s, BLUE).map((a) => a.type))).toEqual(new Set(['confirmAnswer', 'correctAnswer']));
  });

  it('when only one player is left in, that player wins (last standing); afterwards nothing is accepted', () => {
    let r = play(table(), [
      [RED, RESIGN],
      [BLUE, { type: 'claim', card: card(0, 3) }], // wrong: Blue is out
    ]);
    refuse(r.state, BLUE, RESIGN, 'NOT_ACTOR'); // already out
    expect(perfectAlibi.outcome(r.state)).toBeNull();
    r = act(r.state, GREEN, RESIGN);
    expect(r.events.map((e) => e.type)).toEqual(['resigned', 'gameOver']);
    expect(perfectAlibi.outcome(r.state)).toEqual({ winners: [YELLOW], reason: 'last-standing' });
    expect(perfectAlibi.actors(r.state)).toEqual([]);
    refuse(r.state, YELLOW, RESIGN, 'GAME_OVER');
    expect(perfectAlibi.view(r.state, 'spectator').resigned).toEqual([true, false, true, false]);
  });

  it('describes the action and the event', () => {
    expect(perfectAlibi.describeAction(RESIGN, BLUE)).toBe('Blue resigns');
    expect(perfectAlibi.describeEvent({ type: 'resigned', seat: BLUE })).toBe('Blue resigns: out, but still answers');
    refuse(table(), BLUE, { type: 'resign', now: true }, 'MALFORMED');
  });

  it('the bots never resign, even when the state offers it', () => {
    const s = table();
    for (const policy of [heuristicPolicy, expertPolicy]) {
      for (let i = 0; i < 5; i++) {
        const rng = Rng.fromSeed(`bot-${i}`);
        const legal = perfectAlibi.legal(s, GREEN);
        expect(legal).toContainEqual(RESIGN);
        const chosen = policy.choose({ seat: GREEN, legal, view: perfectAlibi.view(s, GREEN), rng, mustAct: true });
        expect(chosen).not.toBeNull();
        expect(chosen?.type).not.toBe('resign');
      }
      // Out of turn a bot waits rather than leave.
      const rng = Rng.fromSeed('wait');
      expect(policy.choose({ seat: RED, legal: perfectAlibi.legal(s, RED), view: perfectAlibi.view(s, RED), rng, mustAct: false })).toBeNull();
    }
    const m = runMatch(perfectAlibi, { players: 3, seed: 'bots-stay', policies: heuristicPolicy });
    expect(m.ended).toBe(true);
    expect(m.log.some((l) => (l.action as Action).type === 'resign')).toBe(false);
  });
});
