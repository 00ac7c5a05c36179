import { tilesFor, ALL_CARDS, ASSISTANTS, HAND_SIZE, PUBLIC_CARDS, type Deal, type Event, type State } from '../src/index.ts';
import type { Rng } from '@alibi/engine';

/**
 * What seat P is entitled to know, per the rules, read straight from the state (independently of
 * view.ts and project): the public table, its own secrets, the answers it heard, the cards it saw.
 */
export function knowledge(raw: unknown, P: number, events: unknown[] = []): unknown {
  const s = raw as State;
  // An accusation is made aloud, but the state keeps only its verdict: the questions it cited are in its event.
  const accusations = (events as Event[]).filter((e) => e.type === 'accused');
  if (s.public.phase.kind === 'over') return { s, accusations }; // everything is revealed at the end
  const me = s.secret[P];
  return {
    public: { ...s.public, questions: undefined },
    questions: s.public.questions.map((q, i) => ({
      ...q,
      spoken: !q.private || q.asker === P || q.target === P ? (s.hidden.answers[i]?.spoken ?? null) : null,
    })),
    me,
    missing: me?.sawMissing ? s.hidden.missing : null,
    accusations,
  };
}

export function randomDeal(players: number, rival: boolean) {
  return (rng: Rng): Deal => {
    const cards = rng.shuffle(ALL_CARDS);
    const size = HAND_SIZE[players] as number;
    return {
      missing: cards[0] as number,
      hands: Array.from({ length: players }, (_, i) => cards.slice(1 + i * size, 1 + (i + 1) * size).sort((a, b) => a - b)),
      public: cards.slice(1 + players * size, 1 + players * size + (PUBLIC_CARDS[players] as number)).sort((a, b) => a - b),
      tiles: rng.shuffle(tilesFor(players)),
      ...(rival ? { rivals: rng.shuffle(ASSISTANTS).slice(0, players) } : {}),
    };
  };
}

/**
 * A deal P cannot tell from `deal` at the start: same own hand, public cards, face-up tiles and own
 * rival tile; the other hidden cards and rival tiles moved (and sometimes the unrevealed tiles). Half the time only two cards swap, so
 * the games stay alike for longer and the comparison reaches deep into play.
 */
export function perturbDeal(deal: Deal, P: number, rng: Rng): Deal {
  const holders = deal.hands.map((_, i) => i).filter((i) => i !== P);
  const slots: [number, number][] = holders.flatMap((h) => (deal.hands[h] as number[]).map((_, j) => [h, j] as [number, number]));
  const pool = [deal.missing, ...slots.map(([h, j]) => (deal.hands[h] as number[])[j] as number)];
  let moved: number[];
  if (rng.chance(0.5)) moved = rng.shuffle(pool);
  else {
    moved = [...pool];
    const a = rng.int(moved.length);
    const b = rng.int(moved.length);
    [moved[a], moved[b]] = [moved[b] as number, moved[a] as number];
  }
  const hands = deal.hands.map((h) => [...h]);
  slots.forEach(([h, j], k) => ((hands[h] as number[])[j] = moved[k + 1] as number));
  let rivals = deal.rivals;
  if (rivals) {
    const mine = rivals[P];
    const rest = rng.shuffle(ASSISTANTS.filter((a) => a !== mine));
    rivals = rivals.map((r, i) => (i === P ? r : (rest.pop() as typeof r)));
  }
  // The unrevealed tile stack is hidden from everyone; varying it ends the comparison at the first draw.
  const tiles = deal.tiles && rng.chance(0.25) ? [...deal.tiles.slice(0, 4), ...rng.shuffle(deal.tiles.slice(4))] : deal.tiles;
  return {
    ...deal,
    missing: moved[0] as number,
    hands: hands.map((h) => h.sort((a, b) => a - b)),
    ...(tiles ? { tiles } : {}),
    ...(rivals ? { rivals } : {}),
  };
}
