import { describe, expect, it } from 'vitest';
import { alibi1993, type Action, type State } from '@alibi/alibi-1993';
import { a93OpeningLine, roundQuestionLines, shownRound } from '../src/a93/logic.ts';
import { translator } from '../src/i18n/format.ts';
import type { LogLine } from '../src/game/logic.ts';
import type { ProjectedEvent } from '@alibi/alibi-1993';

function start(players: number, seed: string): State {
  const r = alibi1993.setup({ players, seed, options: {} });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function play(s: State, seat: number, action: Action): State {
  const r = alibi1993.apply(s, seat, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** One plain step of the round: the asker's first question, or every seat's first pass. */
function step(s: State): State {
  const phase = s.public.phase;
  if (phase.kind === 'turn') {
    const ask = alibi1993.legal(s, phase.seat).find((a) => a.type === 'ask');
    if (!ask) throw new Error('no question to ask');
    return play(s, phase.seat, ask);
  }
  if (phase.kind === 'passing') {
    for (let seat = 0; seat < s.players; seat++) {
      const pass = alibi1993.legal(s, seat).find((a) => a.type === 'pass');
      if (pass) s = play(s, seat, pass);
    }
    return s;
  }
  throw new Error(`unexpected phase ${phase.kind}`);
}

const shown = (s: State, viewer = 0) => shownRound(alibi1993.view(s, viewer));

describe('Alibi (1993) status bar: the round a player is in', () => {
  it('moves on to the next round, nothing asked, once everyone has asked and passed', () => {
    let s = start(3, 'web-round');
    expect(shown(s)).toEqual({ round: 1, asked: 0 });
    s = step(s);
    expect(shown(s)).toEqual({ round: 1, asked: 1 });
    s = step(step(s));
    expect(s.public.phase.kind).toBe('passing');
    expect(shown(s)).toEqual({ round: 1, asked: 3 });
    s = step(s);
    // The engine keeps round 1 for meld scores until the next question; the player is in round 2.
    expect(s.public.phase.kind).toBe('turn');
    expect(s.public.round).toBe(1);
    for (const viewer of [0, 1, 2]) expect(shown(s, viewer)).toEqual({ round: 2, asked: 0 });
    s = step(s);
    expect(s.public.round).toBe(2);
    expect(shown(s)).toEqual({ round: 2, asked: 1 });
  });

  it('counts a round complete when the seats after the last asker have resigned', () => {
    let s = start(4, 'web-round-resign');
    const phase = s.public.phase;
    if (phase.kind !== 'turn') throw new Error('the hand starts with a turn');
    const last = (s.public.first + 3) % 4;
    // The round's last seat resigns before its turn: the third asker closes the round.
    s = play(s, last, { type: 'resign' });
    s = step(step(s));
    expect(shown(s)).toEqual({ round: 1, asked: 2 });
    s = step(s);
    expect(s.public.phase.kind).toBe('passing');
    s = step(s);
    expect(shown(s)).toEqual({ round: 2, asked: 0 });
  });
});

describe('Alibi (1993) "Just now": the latest round\'s questions', () => {
  it('keeps every answer of the round, the player\'s own too, through the passing, and starts afresh with the next round', () => {
    let s = start(3, 'web-just-now');
    const events: ProjectedEvent[] = [];
    const act = (seat: number, action: Action) => {
      const r = alibi1993.apply(s, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.value.events) events.push(alibi1993.project(e as never, 0) as ProjectedEvent);
      s = r.value.state;
    };
    const ask = () => {
      const phase = s.public.phase;
      if (phase.kind !== 'turn') throw new Error('not a turn');
      act(phase.seat, alibi1993.legal(s, phase.seat).find((a) => a.type === 'ask') as Action);
    };
    const passAll = () => {
      for (let seat = 0; seat < s.players; seat++) {
        const pass = alibi1993.legal(s, seat).find((a) => a.type === 'pass');
        if (pass) act(seat, pass);
      }
    };
    const line = (e: ProjectedEvent): LogLine => ({ text: e.type === 'asked' ? `${e.asker}>${e.target}:${e.round}` : e.type, private: false, card: null, seat: null, turn: true });
    const shown = () => roundQuestionLines(events, (e) => line(e)).map((l) => l.text);
    expect(shown()).toEqual([]);
    ask();
    expect(shown()).toHaveLength(1);
    ask();
    ask();
    const round1 = shown();
    expect(round1).toHaveLength(3);
    expect(round1.every((x) => x.endsWith(':1'))).toBe(true);
    passAll();
    expect(shown()).toEqual(round1);
    ask();
    expect(shown()).toHaveLength(1);
    expect(shown()[0]).toMatch(/:2$/);
  });
});

describe('Alibi (1993) log: the opening line of the first hand', () => {
  const t = translator('en');
  const name = (seat: number) => ['Ann', 'Bo', 'Cy', 'Di'][seat] as string;

  it('says who dealt and who starts the first hand, from the view, and again once later hands have begun', () => {
    const s = alibi1993.setup({ players: 4, seed: 'opening-line', options: { series: 2 } });
    if (!s.ok) throw new Error(s.error.message);
    const view = alibi1993.view(s.value, 0);
    const expected = `Hand 1: ${name(view.dealer)} deals, ${name(view.first)} starts.`;
    expect(a93OpeningLine(view, [], name, t)?.text).toBe(expected);
    // The second hand: the deal has moved one seat on, and its own event opens it in the log.
    const dealer = (view.dealer + 1) % 4;
    const first = (view.first + 1) % 4;
    const hand2: ProjectedEvent = { type: 'handStarted', handNumber: 2, dealer, first, handSizes: view.handSizes };
    const later = { ...view, handNumber: 2, dealer, first };
    expect(a93OpeningLine(later, [hand2], name, t)?.text).toBe(expected);
    // A log that has its own first hand's event needs no opening line.
    expect(a93OpeningLine(view, [{ ...hand2, handNumber: 1, dealer: view.dealer, first: view.first }], name, t)).toBeNull();
  });
});
