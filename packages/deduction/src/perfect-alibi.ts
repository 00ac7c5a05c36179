/**
 * Perfect Alibi: one seat's information set, and the counting model built from it.
 *
 * Our names for the rulebook's assistants: reporter = Journalist, lookout = Captain (watches every
 * card shown), lawyer = Psychiatrist (never shows), confessor = Priest (private answers),
 * pickpocket = Cook (takes a random card). Hands never change during a game, so the model is the
 * deal itself: the other hands, the missing card, and (Rival variant) the other seats' Rival tiles.
 */
import { popcount } from '@alibi/engine';
import { ASSISTANTS, matches, type Category, type View } from '@alibi/perfect-alibi';
import { answerChance } from './answers.ts';
import { NO_TILE, type LocalFactor, type Model } from './core.ts';
import type { InfoSet, Observation, Place } from './types.ts';

const maskOf = (cards: readonly number[]) => cards.reduce((m, c) => m | (1 << c), 0);

/** Bitmask of the cards matching a question. */
export function questionMask(category: Category, values: readonly number[]): number {
  let m = 0;
  for (let c = 0; c < 16; c++) if (matches(c, category, values)) m |= 1 << c;
  return m;
}

/**
 * The information set of the seat whose view this is. The view holds the whole history (every
 * question with the answers this seat heard, every card it saw), so the event stream adds nothing.
 */
export function infoSet(view: View): InfoSet {
  const me = typeof view.viewer === 'number' ? view.viewer : -1;
  const players = view.players;
  const places: Place[] = [
    ...Array.from({ length: players }, (_, seat): Place => ({ kind: 'hand', seat })),
    { kind: 'missing' },
    ...(view.publicCards.length ? [{ kind: 'public' } as Place] : []),
  ];
  const missingPlace = players;
  const known = Array.from({ length: 16 }, () => -1);
  for (const c of view.hand ?? []) known[c] = me;
  for (const c of view.publicCards) known[c] = players + 1;
  const observations: Observation[] = [];
  const rival = view.rules.rival;
  const myRival = view.rival === null ? -1 : ASSISTANTS.indexOf(view.rival);

  view.questions.forEach((q, question) => {
    if (q.target === me) return; // my own hand: nothing to learn
    const heard = q.heard !== null;
    if (!heard && !(q.private && q.card !== null && q.targetAssistant !== 'lawyer')) return;
    // Built property by property: an object spread here was most of this function's time.
    const params: Observation['params'] = {
      question,
      asker: q.asker,
      target: q.target,
      category: q.category,
      values: [...q.values],
    };
    if (heard) params.count = q.heard as number;
    else params.cardMoved = q.card !== 'none';
    params.askerAssistant = q.askerAssistant === null ? -1 : ASSISTANTS.indexOf(q.askerAssistant);
    observations.push({ key: heard ? 'answered' : 'privateOutcome', params });
  });
  for (const s of view.seen) {
    const q = view.questions[s.question];
    if (!q || s.from === me) continue;
    if (s.how === 'taken-by-me')
      observations.push({ key: 'takenByYou', params: { question: s.question, from: s.from, card: s.card } });
    else {
      const params = {
        question: s.question,
        from: s.from,
        to: q.asker,
        card: s.card,
        category: q.category,
        values: [...q.values],
      };
      observations.push({ key: s.how === 'shown-to-me' ? 'shownToYou' : 'watched', params });
    }
  }
  if (view.missing !== null) observations.push({ key: 'sawMissing', params: { card: view.missing } });
  if (view.reveal)
    view.reveal.hands.forEach((hand, seat) => {
      if (seat !== me) observations.push({ key: 'revealedHand', params: { seat, cards: [...hand] } });
      const tile = view.reveal?.rivals[seat];
      if (rival && seat !== me && tile)
        observations.push({ key: 'revealedTile', params: { seat, tile: ASSISTANTS.indexOf(tile) } });
    });

  // Rival tiles: every other seat hides one of the assistants not on my own tile.
  const tiles = rival ? ASSISTANTS.map((_, i) => i).filter((i) => i !== myRival) : [NO_TILE];
  const unknown = known.filter((k) => k === -1).length;
  const holders = [
    ...Array.from({ length: players }, (_, seat) => seat)
      .filter((seat) => seat !== me)
      .map((seat) => ({ place: seat, size: view.handSizes[seat] ?? 0, tiles })),
    { place: missingPlace, size: 1, tiles: [NO_TILE] },
  ];
  // A spectator knows no hand: every hand is a holder (and sizes still add up).
  if (holders.reduce((s, h) => s + h.size, 0) !== unknown) throw new Error('hand sizes do not match the unknown cards');
  return {
    game: 'perfect-alibi',
    viewer: me,
    players,
    places,
    known,
    holders,
    tileNames: rival ? [...ASSISTANTS] : [],
    rules: { rival },
    observations,
  };
}

type Params = Observation['params'];
const num = (p: Params, k: string) => p[k] as number;
const nums = (p: Params, k: string) => p[k] as number[];

/** The counting model of a Perfect Alibi information set. */
export function modelOf(info: InfoSet): Model {
  const unknown = info.known.reduce((m, k, c) => (k === -1 ? m | (1 << c) : m), 0);
  const holderOfPlace = new Map(info.holders.map((h, i) => [h.place, i]));
  const holderOfSeat = (seat: number) => holderOfPlace.get(seat) ?? -1;
  const missingHolder = holderOfPlace.get(info.players) ?? -1;
  const local: LocalFactor[] = [];
  const add = (holder: number, obs: number, reads: number[], weight: LocalFactor['weight'], tilesRead: number[] = []) => {
    if (holder >= 0) local.push({ holder, obs, reads, weight, tilesRead });
  };
  info.observations.forEach((o, obs) => {
    const p = o.params;
    switch (o.key) {
      case 'answered':
      case 'privateOutcome': {
        const mask = questionMask(p.category as Category, nums(p, 'values'));
        const askerAssistant = num(p, 'askerAssistant');
        const lies = (tile: number) => info.rules.rival && tile === askerAssistant;
        const heard = o.key === 'answered' ? num(p, 'count') : -1;
        const moved = p.cardMoved === true;
        add(
          holderOfSeat(num(p, 'target')),
          obs,
          [mask],
          (hand, tile) => answerChance(popcount(hand & mask), lies(tile), heard, moved),
          info.rules.rival ? [askerAssistant] : [],
        );
        return;
      }
      case 'shownToYou':
      case 'watched': {
        const mask = questionMask(p.category as Category, nums(p, 'values'));
        const card = 1 << num(p, 'card');
        // The shower picks uniformly among the matching cards it holds.
        add(holderOfSeat(num(p, 'from')), obs, [card, mask], (hand) => (hand & card ? 1 / popcount(hand & mask) : 0));
        return;
      }
      case 'takenByYou': {
        const card = 1 << num(p, 'card');
        add(holderOfSeat(num(p, 'from')), obs, [card], (hand) => (hand & card ? 1 / popcount(hand) : 0));
        return;
      }
      case 'sawMissing': {
        const card = 1 << num(p, 'card');
        add(missingHolder, obs, [card], (hand) => (hand === card ? 1 : 0));
        return;
      }
      case 'revealedHand': {
        const cards = maskOf(nums(p, 'cards'));
        add(holderOfSeat(num(p, 'seat')), obs, [cards], (hand) => (hand === cards ? 1 : 0));
        return;
      }
      case 'revealedTile': {
        const t = num(p, 'tile');
        add(holderOfSeat(num(p, 'seat')), obs, [], (_hand, tile) => (tile === t ? 1 : 0), [t]);
        return;
      }
    }
  });
  return { unknown, holders: info.holders.map((h) => ({ size: h.size, tiles: h.tiles })), local, pair: [] };
}
