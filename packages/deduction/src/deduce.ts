import { count, Logic, NO_TILE, type Counts, type Model } from './core.ts';
import * as PA from './perfect-alibi.ts';
import * as FS from './four-suspects.ts';
import { conclusion, observationText } from './text.ts';
import type { CardDeduction, Deduction, Explanation, Fact, InfoSet, TileDeduction } from './types.ts';

export function modelOf(info: InfoSet): Model {
  return info.game === 'perfect-alibi' ? PA.modelOf(info) : FS.modelOf(info);
}

const tileSeat = (info: InfoSet, holder: number) => {
  const place = info.places[info.holders[holder]?.place ?? -1];
  return place && place.kind === 'hand' ? place.seat : -1;
};

/** Logic and probabilities for every card (and hidden tile) of one information set. */
export function deduce(info: InfoSet): Deduction {
  return fromCounts(info, count(modelOf(info)));
}

function fromCounts(info: InfoSet, counts: Counts): Deduction {
  const consistent = counts.total > 0;
  const missingPlace = info.places.findIndex((p) => p.kind === 'missing');
  const cards: CardDeduction[] = Array.from({ length: 16 }, (_, card) => {
    const probability = info.places.map(() => 0);
    const known = info.known[card] ?? -1;
    if (known >= 0) probability[known] = 1;
    else info.holders.forEach((h, i) => (probability[h.place] = counts.cardIn[i]?.[card] ?? 0));
    const possible = probability.map((p) => p > 0);
    const certain = possible.filter(Boolean).length === 1 ? possible.indexOf(true) : null;
    return {
      card,
      probability,
      possible,
      certain,
      missingProbability: probability[missingPlace] ?? 0,
      canBeMissing: possible[missingPlace] ?? false,
      mustBeMissing: certain === missingPlace,
    };
  });
  const tiles: TileDeduction[] = [];
  info.holders.forEach((h, i) => {
    if (h.tiles[0] === NO_TILE) return;
    const probability = info.tileNames.map((_, t) => counts.tileOf[i]?.[t] ?? 0);
    const possible = probability.map((p) => p > 0);
    const certain = possible.filter(Boolean).length === 1 ? possible.indexOf(true) : null;
    tiles.push({ seat: tileSeat(info, i), probability, possible, certain });
  });
  const facts: Fact[] = [];
  if (consistent) {
    for (const c of cards) {
      if ((info.known[c.card] ?? -1) >= 0) continue;
      if (c.certain !== null) facts.push({ kind: 'at', card: c.card, place: c.certain });
      else for (const h of info.holders) if (!c.possible[h.place]) facts.push({ kind: 'notAt', card: c.card, place: h.place });
    }
    info.holders.forEach((h, i) => {
      const t = tiles.find((x) => x.seat === tileSeat(info, i));
      if (!t) return;
      if (t.certain !== null) facts.push({ kind: 'tile', seat: t.seat, tile: t.certain });
      else for (const tile of h.tiles) if (!t.possible[tile]) facts.push({ kind: 'notTile', seat: t.seat, tile });
    });
  }
  return { consistent, places: info.places, cards, tiles, facts };
}

const holderOfSeat = (info: InfoSet, seat: number) => info.holders.findIndex((_, j) => tileSeat(info, j) === seat);

/** Whether a fact follows from the active observations alone (logic layer). */
function follows(info: InfoSet, logic: Logic, active: (obs: number) => boolean, fact: Fact): boolean {
  switch (fact.kind) {
    case 'at':
    case 'notAt': {
      const bit = 1 << fact.card;
      const here = info.holders.findIndex((h) => h.place === fact.place);
      const elsewhere = (i: number) => logic.possible(active, i, (hand) => (hand & bit) !== 0);
      if (fact.kind === 'notAt') return !elsewhere(here);
      return info.holders.every((_, i) => i === here || !elsewhere(i));
    }
    case 'tile':
    case 'notTile': {
      const h = holderOfSeat(info, fact.seat);
      if (fact.kind === 'notTile') return !logic.possible(active, h, (_hand, tile) => tile === fact.tile);
      return !logic.possible(active, h, (_hand, tile) => tile !== fact.tile);
    }
  }
}

/**
 * The observations a fact needs: an irreducible subset (dropping any one loses the fact), found
 * by QuickXplain-style halving over the logic layer, so a handful of searches suffice even with a
 * long history. Null if the fact does not hold.
 */
export function explain(info: InfoSet, fact: Fact, logic: Logic = new Logic(modelOf(info))): Explanation | null {
  const test = (on: Set<number>) => follows(info, logic, (o) => on.has(o), fact);
  const all = info.observations.map((_, i) => i);
  if (!test(new Set(all))) return null;
  const minimise = (base: number[], candidates: number[], baseHolds: boolean): number[] => {
    if (baseHolds) return [];
    if (candidates.length === 1) return candidates;
    const half = candidates.length >> 1;
    const a = candidates.slice(0, half);
    const b = candidates.slice(half);
    const sb = minimise([...base, ...a], b, test(new Set([...base, ...a])));
    const sa = minimise([...base, ...sb], a, test(new Set([...base, ...sb])));
    return [...sa, ...sb];
  };
  const chosen = minimise([], all, test(new Set())).sort((x, y) => x - y);
  const c = conclusion(info, fact);
  const premises = chosen.map((i) => observationText(info, info.observations[i] as InfoSet['observations'][number]));
  const text = premises.length
    ? `${premises.join('; ')}; so ${c.text}.`
    : `${c.text} (from the cards you know and the hand sizes).`;
  return { fact, observations: chosen, key: c.key, params: c.params, text: text.charAt(0).toUpperCase() + text.slice(1) };
}

/** Explanations for every certain fact of a deduction (one explain call each). */
export function explainAll(info: InfoSet, deduction: Deduction = deduce(info)): Explanation[] {
  const logic = new Logic(modelOf(info));
  return deduction.facts.map((f) => explain(info, f, logic)).filter((e): e is Explanation => e !== null);
}
