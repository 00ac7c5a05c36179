import type { Rng } from '@alibi/engine';
import { ALL_CARDS, INTERROGATION_CARDS, LEFT_ROOM, MISSING_COUNT, handSizes, type Deal, type State } from '../src/index.ts';

/**
 * What seat P is entitled to know, per the rules, read straight from the state (independently of
 * view.ts and project): the public table, its own secrets (hand, rooms, cards seen and shown,
 * secret answers heard, its own guess), and the missing alibi once it has looked at it.
 */
export function knowledge(raw: unknown, P: number): unknown {
  const s = raw as State;
  // Everything is revealed at the end, except another seat's wrong guess: that is never told.
  // That a seat guessed, and was wrong, is public (the judgement says so); what it named is not.
  if (s.public.phase.kind === 'over')
    return {
      ...s,
      secret: s.secret.map((x, i) =>
        i === P || x.guessed?.correct !== false ? x : { ...x, guessed: { cards: null, correct: false } },
      ),
    };
  const me = s.secret[P];
  // The phase is left out on purpose: it must follow from the rest, so a phase that moves on a
  // secret (say, a show step that opens only after a high secret answer) shows up as a difference.
  const { phase: _phase, ...table } = s.public;
  return {
    public: table,
    answers: s.public.questions.map((q, i) =>
      q.private && (q.asker === P || q.target === P) ? (s.hidden.answers[i]?.spoken ?? null) : null,
    ),
    me,
    missing: me?.sawMissing ? s.hidden.missing : null,
  };
}

/** A random fixed deal for `players`; with two players, half the deals fix the rooms too. */
export function randomDeal(players: number) {
  return (rng: Rng): Deal => {
    const cards = rng.shuffle(ALL_CARDS);
    const m = MISSING_COUNT(players);
    const sizes = rng.shuffle(handSizes(players));
    let at = m;
    const hands = sizes.map((size) => {
      const h = cards.slice(at, at + size).sort((a, b) => a - b);
      at += size;
      return h;
    });
    const deal: Deal = { missing: cards.slice(0, m).sort((a, b) => a - b), hands, deck: rng.shuffle(INTERROGATION_CARDS) };
    if (players !== 4) deal.start = rng.int(players);
    if (players === 4) {
      const from = (hands.findIndex((h) => h.length === 3) + 1) % 4;
      deal.peek = rng.pick(hands[from] as number[]);
    }
    if (players === 2 && rng.chance(0.5))
      deal.rooms = hands.map((h) =>
        rng
          .shuffle(h)
          .slice(0, LEFT_ROOM)
          .sort((a, b) => a - b),
      );
    return deal;
  };
}

/**
 * A deal P cannot tell from `deal` at the start: same own hand (and rooms), hand sizes, face-up
 * cards, first player and (4 players) the peeked card where P took part in the peek; the other
 * hidden cards moved, and sometimes the unrevealed deck. Half the time only two cards swap, so
 * the games stay alike for longer and the comparison reaches deep into play.
 */
export function perturbDeal(deal: Deal, P: number, rng: Rng): Deal {
  const short = deal.hands.findIndex((h) => h.length === 3);
  const peekFrom = deal.hands.length === 4 ? (short + 1) % 4 : -1;
  // The peeked card stays put when P saw it (P is the smaller hand) or showed it (P is the next seat).
  const pinned = (c: number) => deal.peek === c && (P === short || P === peekFrom);
  const slots: [number, number][] = deal.hands
    .flatMap((h, i) => (i === P ? [] : h.map((c, j) => [i, j] as [number, number])))
    .filter(([i, j]) => !pinned((deal.hands[i] as number[])[j] as number));
  const pool = [...deal.missing, ...slots.map(([i, j]) => (deal.hands[i] as number[])[j] as number)];
  let moved: number[];
  if (rng.chance(0.5)) moved = rng.shuffle(pool);
  else {
    moved = [...pool];
    const a = rng.int(moved.length);
    const b = rng.int(moved.length);
    [moved[a], moved[b]] = [moved[b] as number, moved[a] as number];
  }
  const m = deal.missing.length;
  const hands = deal.hands.map((h) => [...h]);
  slots.forEach(([i, j], k) => ((hands[i] as number[])[j] = moved[k + m] as number));
  const out: Deal = {
    ...deal,
    missing: moved.slice(0, m).sort((a, b) => a - b),
    hands: hands.map((h) => h.sort((a, b) => a - b)),
  };
  // An unseen peek (P took no part) may be any card of the next seat's new hand.
  if (deal.peek !== undefined && !pinned(deal.peek)) out.peek = rng.pick(hands[peekFrom] as number[]);
  if (deal.rooms)
    out.rooms = deal.rooms.map((left, i) =>
      i === P
        ? left
        : rng
            .shuffle(hands[i] as number[])
            .slice(0, LEFT_ROOM)
            .sort((a, b) => a - b),
    );
  // The unrevealed deck is hidden from everyone; varying it ends the comparison at the first draw.
  if (deal.deck && rng.chance(0.25)) out.deck = [...deal.deck.slice(0, 2), ...rng.shuffle(deal.deck.slice(2))];
  return out;
}
