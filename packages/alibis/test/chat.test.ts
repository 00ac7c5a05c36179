import { describe, expect, it } from 'vitest';
import { alibis, chatClosed, type Action, type State } from '../src/index.ts';
import { board, guessAction, play, start, writeAll } from './helpers.ts';

/** Everyone confirms a board naming the last suspect as perpetrator. */
const confirmAll = (s: State): [number, Action][] =>
  s.secret.flatMap((_, seat): [number, Action][] => {
    const perpetrator = s.public.words.length - 1;
    return [
      [seat, guessAction(board(s.players, {}, perpetrator))],
      [seat, { type: 'confirm' }],
    ];
  });

describe('chatClosed (table talk)', () => {
  it('is the game object hook', () => {
    expect(alibis.chatClosed).toBe(chatClosed);
  });

  it('closed while round 1 is written and boards are filled; open after a reveal until the next alibi, and at the end', () => {
    let s = start(4);
    expect(chatClosed(s)).toBe('writing');
    const writes = writeAll(s);
    s = play(s, writes.slice(0, 1)).state;
    expect(chatClosed(s)).toBe('writing');
    s = play(s, writes.slice(1)).state;
    expect(s.public.phase).toBe('guess');
    expect(chatClosed(s)).toBe('guessing');
    // One confirmed board is not the end of the phase.
    s = play(s, confirmAll(s).slice(0, 2)).state;
    expect(chatClosed(s)).toBe('guessing');
    s = play(s, confirmAll(s).slice(2)).state;
    // Revealed: the talk is open until someone writes round 2's alibi.
    expect(s.public.round).toBe(2);
    expect(chatClosed(s)).toBeNull();
    s = play(s, writeAll(s).slice(2, 3)).state;
    expect(chatClosed(s)).toBe('writing');
    s = play(
      s,
      writeAll(s).filter(([seat]) => seat !== 2),
    ).state;
    s = play(s, confirmAll(s)).state;
    s = play(s, writeAll(s)).state;
    s = play(s, confirmAll(s)).state;
    expect(s.public.phase).toBe('over');
    expect(chatClosed(s)).toBeNull();
  });

  it('reads public state only: two states differing in secrets agree', () => {
    const a = start(4);
    const b: State = JSON.parse(JSON.stringify(a)) as State;
    b.secret = b.secret.map((x) => ({ ...x, pairs: [[0, 1]] }));
    b.hidden.perpetrator = 0;
    expect(chatClosed(b)).toBe(chatClosed(a));
  });
});
