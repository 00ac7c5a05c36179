import { fail, ok, parseWith, type Applied, type Result } from '@alibi/engine';
import { checkAlibi } from './check.ts';
import { checkGuess, guessRefusalText, isActor, ownSuspectsOf } from './legal.ts';
import { PERPETRATOR_HEAT, ROUNDS, alibiCount, alibiSeat, pairsPerPlayer, ratingFor, suspectCount } from './rules.ts';
import { pairsOf, perpetratorOf } from './setup.ts';
import { actionSchema, type Event, type Guess, type RoundDeal, type RoundRecord, type SharedAlibi, type State } from './types.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * Applies an untrusted action. Refusals are typed; an ILLEGAL message names the rule in brackets
 * (`(sameStem)`, `(ownAlibi)`, ...) and never mentions anything the actor may not know.
 */
export function apply(state: State, player: number, raw: unknown): Result<Applied<State, Event>> {
  const parsed = parseWith(actionSchema, raw, 'action');
  if (!parsed.ok) return parsed;
  const action = parsed.value;
  const p = state.public;
  if (p.phase === 'over') return fail('GAME_OVER', 'the game is over');
  if (!isActor(state, player)) {
    return fail(
      'NOT_ACTOR',
      `seat ${player} may not act now (${p.phase === 'write' ? 'alibi already written' : 'board already confirmed'})`,
    );
  }
  if (action.type === 'write') {
    if (p.phase !== 'write') return fail('ILLEGAL', 'the alibis are already shared (notWritingNow)');
    const count = pairsPerPlayer(state.players);
    if (action.alibis.length !== count)
      return fail('ILLEGAL', `write ${count} alibi${count > 1 ? 's' : ''}, one per pair (wrongCount)`);
    for (let i = 0; i < count; i++) {
      const check = checkAlibi(action.alibis[i] as string, p.words);
      if (!check.ok) return fail('ILLEGAL', `alibi ${i + 1} is refused (${check.reason}): ${check.message}`);
    }
    return ok(
      write(
        state,
        player,
        action.alibis.map((a) => a.trim()),
      ),
    );
  }
  if (p.phase !== 'guess') return fail('ILLEGAL', 'the alibis are not shared yet (notGuessingNow)');
  if (action.type === 'guess') {
    const guess: Guess = { marks: [...action.marks], perpetrator: action.perpetrator };
    const refusal = checkGuess(state.players, player, ownSuspectsOf(state, player), guess);
    if (refusal) return fail('ILLEGAL', `board refused (${refusal}): ${guessRefusalText(refusal)}`);
    const s = copyState(state);
    (s.secret[player] as State['secret'][number]).guess = guess;
    return ok({ state: s, events: [{ type: 'guessed', seat: player, guess }] });
  }
  const current = state.secret[player]?.guess;
  if (!current || current.perpetrator === null) return fail('ILLEGAL', 'name a perpetrator before confirming (noPerpetrator)');
  const s = copyState(state);
  s.public.confirmed[player] = true;
  const events: Event[] = [{ type: 'confirmed', seat: player }];
  if (s.public.confirmed.every(Boolean)) score(s, events);
  return ok({ state: s, events });
}

function write(state: State, player: number, alibis: string[]): Applied<State, Event> {
  const s = copyState(state);
  s.public.written[player] = true;
  (s.secret[player] as State['secret'][number]).alibis = alibis;
  const events: Event[] = [{ type: 'wrote', seat: player, alibis }];
  if (s.public.written.every(Boolean)) {
    s.public.alibis = sharedAlibis(s);
    s.public.phase = 'guess';
    events.push({ type: 'shared', alibis: s.public.alibis });
  }
  return { state: s, events };
}

/** Every alibi, in seat order starting with the first player. */
function sharedAlibis(s: State): SharedAlibi[] {
  const per = pairsPerPlayer(s.players);
  return range(s.players).flatMap((i) => {
    const seat = (s.public.firstPlayer + i) % s.players;
    const alibis = s.secret[seat]?.alibis ?? [];
    return range(per).map((pair) => ({ index: seat * per + pair, seat, pair, word: alibis[pair] as string }));
  });
}

/** Whether `guess` marks exactly the two suspects of alibi `index`. */
const marksPair = (guess: Guess, index: number, pair: readonly [number, number]) =>
  guess.marks[pair[0]] === index && guess.marks[pair[1]] === index;

/** Reveal and score, then the next round or the end. */
function score(s: State, events: Event[]): void {
  const p = s.public;
  const per = pairsPerPlayer(s.players);
  const guesses = s.secret.map((x) => x.guess as Guess);
  const pairs = s.secret.map((x) => x.pairs);
  const guessedBy = range(alibiCount(s.players)).map((index) => {
    const owner = alibiSeat(s.players, index);
    const pair = (pairs[owner] as [number, number][])[index % per] as [number, number];
    return range(s.players).filter((q) => q !== owner && marksPair(guesses[q] as Guess, index, pair));
  });
  const perpetratorFoundBy = range(s.players).filter((q) => guesses[q]?.perpetrator === s.hidden.perpetrator);
  const earned = guessedBy.filter((by) => by.length > 0).length + PERPETRATOR_HEAT * perpetratorFoundBy.length;
  const heatRemoved = Math.min(earned, p.heat);
  p.heat -= heatRemoved;
  const record: RoundRecord = {
    round: p.round,
    firstPlayer: p.firstPlayer,
    words: p.words,
    pairs,
    perpetrator: s.hidden.perpetrator,
    alibis: p.alibis as SharedAlibi[],
    guesses,
    guessedBy,
    perpetratorFoundBy,
    heatRemoved,
    heatLeft: p.heat,
  };
  p.history.push(record);
  events.push({ type: 'revealed', record });
  const next = s.hidden.upcoming[0];
  if (p.round >= ROUNDS || p.heat === 0 || !next) {
    p.phase = 'over';
    p.rating = ratingFor(p.heat);
    events.push({ type: 'gameOver', heatLeft: p.heat, rating: p.rating });
    return;
  }
  startRound(s, next, events);
}

/** New words and suspect cards; the first player moves one seat to the left. */
function startRound(s: State, deal: RoundDeal, events: Event[]): void {
  const p = s.public;
  p.round += 1;
  p.firstPlayer = (p.firstPlayer + 1) % s.players;
  p.phase = 'write';
  p.words = [...deal.words];
  p.written = range(s.players).map(() => false);
  p.confirmed = range(s.players).map(() => false);
  p.alibis = null;
  s.hidden.upcoming = s.hidden.upcoming.slice(1);
  s.hidden.perpetrator = perpetratorOf(deal, suspectCount(s.players));
  s.secret = deal.hands.map((hand) => ({ pairs: pairsOf(hand), alibis: null, guess: null }));
  events.push({ type: 'roundStarted', round: p.round, firstPlayer: p.firstPlayer, words: [...p.words] });
  s.secret.forEach((x, seat) => events.push({ type: 'dealt', seat, pairs: x.pairs.map(([a, b]) => [a, b]) }));
}

/**
 * A copy deep enough for one action: the parts an action changes are copied; finished round
 * records, the current words and upcoming deals are never changed in place and are shared.
 */
function copyState(s: State): State {
  const p = s.public;
  return {
    players: s.players,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    public: { ...p, written: p.written.slice(), confirmed: p.confirmed.slice(), history: p.history.slice() },
    hidden: { perpetrator: s.hidden.perpetrator, upcoming: s.hidden.upcoming },
    secret: s.secret.map((x) => ({ pairs: x.pairs, alibis: x.alibis, guess: x.guess })),
  };
}
