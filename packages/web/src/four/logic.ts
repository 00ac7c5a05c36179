/** Pure helpers for the Four Suspects screen: what the seat may do, and how to say it. */
import { questionCategory, type Action, type Category, type ProjectedEvent, type Room, type View } from '@alibi/four-suspects';
import type { MessageKey, Translate } from '../i18n/index.tsx';
import { overPrompt, type LogLine } from '../game/logic.ts';
import { interrogationLabel } from '../art/SuspectCard.tsx';
import { fsCardsText, fsCardText, fsValuesText, helperName } from './names.ts';

export type FsActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

export function fsOfType<T extends Action['type']>(actions: readonly Action[], type: T): FsActionOf<T>[] {
  return actions.filter((a): a is FsActionOf<T> => a.type === type);
}

/** A view is trusted to be the game's own; this only guards against a missing or foreign one. */
export function asFsView(x: unknown): View | null {
  if (typeof x !== 'object' || x === null) return null;
  return 'phase' in x && 'faceUp' in x && 'helpers' in x ? (x as View) : null;
}

export function asFsEvents(events: readonly unknown[]): ProjectedEvent[] {
  return events.filter(
    (e): e is ProjectedEvent => typeof e === 'object' && e !== null && 'type' in e && typeof e.type === 'string',
  );
}

/** A question being composed (the web table's draft). */
export interface FsDraft {
  card: number | null;
  target: number | null;
  category: Category | 'demand' | null;
  values: number[];
  room: Room | null;
}

/**
 * The draft when a face-up card is picked: the only target if there is one, the card's own
 * category (with the scout every category is offered, time first, yet a place card opens on
 * place), "show me" for a show-me card, and the left room with two players.
 */
export function fsDraftFor(card: number, legal: readonly Action[], players: number): FsDraft {
  const forCard = [...fsOfType(legal, 'ask'), ...fsOfType(legal, 'demand')].filter((a) => a.card === card);
  const targets = [...new Set(forCard.map((a) => a.target))];
  const own = questionCategory(card);
  const first = forCard[0];
  const category =
    own !== null && forCard.some((a) => a.type === 'ask' && a.category === own)
      ? own
      : forCard.some((a) => a.type === 'demand')
        ? 'demand'
        : first?.type === 'ask'
          ? first.category
          : null;
  return {
    card,
    target: targets.length === 1 ? (targets[0] ?? null) : null,
    category,
    values: [],
    room: players === 2 ? 'left' : null,
  };
}

export interface FsPrompt {
  key: MessageKey;
  params: Record<string, string | number>;
}

/**
 * The one-line status: whose move it is and what they are doing. A helper is offered only when
 * this seat's `legal` moves can hire it now (coins, and the card on the table in front of another).
 */
export function fsPrompt(
  view: View,
  me: number | null,
  mustAct: boolean,
  name: (seat: number) => string,
  t: Translate,
  legal: readonly Action[] = [],
): FsPrompt {
  const p = view.phase;
  if (p.kind === 'over') return overPrompt(view.reveal?.winners ?? [], me, name, t);
  if (view.guessing) {
    const waiting = view.guessing.pending.map(name).join(t('list.and'));
    return mustAct ? { key: 'fs.prompt.window.me', params: {} } : { key: 'fs.prompt.window.other', params: { names: waiting } };
  }
  if (p.kind === 'rooms')
    return mustAct ? { key: 'fs.prompt.rooms.me', params: {} } : { key: 'fs.prompt.rooms.other', params: {} };
  const mine = p.seat === me;
  const who = mine ? 'me' : 'other';
  const q = p.kind === 'turn' || p.kind === 'end' ? undefined : view.questions[p.question];
  const asker = q ? name(q.asker) : '';
  const hires = mine && mustAct ? legal.flatMap((a) => (a.type === 'buy' ? [a.helper] : [])) : [];
  if (p.kind === 'turn' && hires.length > 0)
    return { key: 'fs.prompt.turn.meHire', params: { helpers: hires.map((h) => helperName(h, t)).join(t('list.or')) } };
  if (p.kind === 'respond' && hires.includes('poet')) return { key: 'fs.prompt.respond.mePoet', params: { asker } };
  return { key: `fs.prompt.${p.kind}.${who}`, params: { name: name(p.seat), asker } };
}

/**
 * The log's first line, from the view (setup makes no event): with 4 players who holds 3 cards,
 * whose card they saw (the card itself for the two seats involved) and who starts; otherwise who
 * starts, and with 2 players the room split.
 */
export function fsSetupLine(view: View, name: (seat: number) => string, t: Translate): LogLine {
  const base: LogLine = { text: '', seat: view.start, private: false, card: null, turn: false };
  if (view.peek) {
    const { seat, from } = view.peek;
    const known = view.seen.find((x) => x.how === 'peek')?.card ?? view.gave.find((x) => x.how === 'peek')?.card ?? null;
    if (known === null) return { ...base, text: t('fs.log.setup.peek', { seat: name(seat), from: name(from) }) };
    return {
      ...base,
      text: t('fs.log.setup.peekSeen', { seat: name(seat), from: name(from), card: fsCardText(known, t) }),
      private: true,
      card: known,
    };
  }
  return { ...base, text: t(view.players === 2 ? 'fs.log.setup.rooms' : 'fs.log.setup.start', { seat: name(view.start) }) };
}

/**
 * The question being answered, in the answerer's words. `broker`: the broker's return step, where
 * the asker (the player reading it) owes the target a card back, so it never reads as a question
 * put to them by themselves.
 */
export function fsQuestionText(
  view: View,
  question: number,
  name: (seat: number) => string,
  t: Translate,
  broker = false,
): string {
  const q = view.questions[question];
  if (!q) return '';
  if (broker) {
    const shown = view.seen.find((x) => x.question === question && x.how !== 'broker')?.card;
    return t('fs.q.broker', { target: name(q.target), card: shown === undefined ? '?' : fsCardText(shown, t) });
  }
  if (q.kind === 'demand' || q.category === null) return t('fs.q.demand', { asker: name(q.asker) });
  return t(q.room ? 'fs.q.countRoom' : 'fs.q.count', {
    asker: name(q.asker),
    values: fsValuesText(q.category, q.values, t),
    room: q.room ? t(`fs.room.${q.room}`) : '',
  });
}

/** The composer's preview of the question; with two players it names the room asked about. */
export function fsPreviewText(draft: FsDraft, roomsOffered: boolean, t: Translate): string {
  if (draft.category === 'demand') return t('fs.compose.demandPreview');
  if (draft.category === null || draft.values.length === 0) return '…';
  const values = fsValuesText(draft.category, draft.values, t);
  return draft.room !== null && roomsOffered
    ? t('fs.compose.previewRoom', { values, room: t(`fs.room.${draft.room}`) })
    : t('fs.compose.preview', { values });
}

const REASON: Record<string, MessageKey> = {
  excess: 'fs.log.toDeck.excess',
  out: 'fs.log.toDeck.out',
  'to-out': 'fs.log.toDeck.to-out',
};

/** One log line per event, in the viewer's language; null for events not worth a line. */
export function fsDescribe(e: ProjectedEvent, name: (seat: number) => string, t: Translate): LogLine | null {
  const line = (text: string, seat: number | null, extra: Partial<LogLine> = {}): LogLine => ({
    text,
    seat,
    private: false,
    card: null,
    turn: false,
    ...extra,
  });
  const q = (n: number) => n + 1;
  switch (e.type) {
    case 'roomsChosen':
      return line(t('fs.log.rooms', { seat: name(e.seat) }), e.seat);
    case 'turnStarted':
      return line(t(e.extra ? 'fs.log.extraTurn' : 'log.turnStarted', { n: e.turn, seat: name(e.seat) }), e.seat, { turn: true });
    case 'turnSkipped':
      return line(t('fs.log.skipped', { seat: name(e.seat) }), e.seat);
    case 'helperBought':
      return line(
        t(e.from === null ? 'fs.log.bought' : 'fs.log.boughtFrom', {
          seat: name(e.seat),
          helper: helperName(e.helper, t),
          n: e.paid.length,
          from: e.from === null ? '' : name(e.from),
        }),
        e.seat,
      );
    case 'asked':
      return line(
        t(e.room ? 'fs.log.askedRoom' : 'fs.log.asked', {
          n: q(e.question),
          asker: name(e.asker),
          target: name(e.target),
          values: fsValuesText(e.category, e.values, t),
          room: e.room ? t(`fs.room.${e.room}`) : '',
          card: interrogationLabel(e.card, t),
        }),
        e.asker,
      );
    case 'demanded':
      return line(t('fs.log.demanded', { n: q(e.question), asker: name(e.asker), target: name(e.target) }), e.asker);
    case 'answered':
      if (!e.private)
        return line(t('fs.log.answered', { n: q(e.question), target: name(e.target), count: e.count ?? '?' }), e.target);
      if (e.count === null)
        return line(t('fs.log.answeredHidden', { n: q(e.question), target: name(e.target), asker: name(e.asker) }), e.target);
      return line(
        t('fs.log.answeredPrivate', { n: q(e.question), target: name(e.target), asker: name(e.asker), count: e.count }),
        e.target,
        { private: true },
      );
    case 'cardShown': {
      const room = e.room ? t(`fs.room.${e.room}`) : '';
      const params = { n: q(e.question), from: name(e.from), to: name(e.to), room };
      if (e.card === null) return line(t(e.room ? 'fs.log.shownRoom' : 'fs.log.shown', params), e.from);
      return line(t(e.room ? 'fs.log.shownSeenRoom' : 'fs.log.shownSeen', { ...params, card: fsCardText(e.card, t) }), e.from, {
        private: true,
        card: e.card,
      });
    }
    case 'noCard':
      return line(t(e.reason === 'bodyguard' ? 'fs.log.noCardBodyguard' : 'fs.log.noCard', { n: q(e.question) }), null);
    case 'brokerEmpty':
      return line(t('fs.log.brokerEmpty', { n: q(e.question), seat: name(e.seat) }), e.seat);
    case 'toDeck': {
      // Payments are already told by the purchase line.
      const key = REASON[e.reason];
      return key ? line(t(key, { seat: name(e.seat), n: e.cards.length }), e.seat) : null;
    }
    case 'guessed':
      if (e.cards === null) return line(t('fs.log.guessed', { seat: name(e.seat) }), e.seat);
      return line(t('fs.log.guessedSeen', { seat: name(e.seat), cards: fsCardsText(e.cards, t) }), e.seat, { private: true });
    case 'passed':
      return line(t('fs.log.passed', { seat: name(e.seat) }), e.seat);
    case 'judged': {
      const parts = e.results
        .map((r) => t(r.correct ? 'fs.log.right' : 'fs.log.wrong', { seat: name(r.seat) }))
        .join(t('list.and'));
      return line(
        e.missing
          ? t('fs.log.judgedSeen', { results: parts, cards: fsCardsText(e.missing, t) })
          : t('fs.log.judged', { results: parts }),
        null,
        { private: e.missing !== null && !e.over },
      );
    }
    case 'eliminated':
      return line(t('fs.log.eliminated', { seat: name(e.seat) }), e.seat);
    case 'resigned':
      return line(t('fs.log.resigned', { seat: name(e.seat) }), e.seat);
    case 'gameOver':
      return line(t('log.gameOver'), null, { turn: true });
    case 'cardDrawn':
      return null;
  }
}
