/** Four Suspects action panels: room split, question composer, answers, showing and guessing. */
import { useState } from 'react';
import { countMatching, LEFT_ROOM, PRICE, type Action, type Category, type Room, type View } from '@alibi/four-suspects';
import type { TableInfo } from '@alibi/protocol';
import { seatHex } from '../art/palette.ts';
import { SuspectCard } from '../art/SuspectCard.tsx';
import { useI18n } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { seatName } from '../game/logic.ts';
import { fsOfType, fsPreviewText, fsQuestionText, type FsDraft } from './logic.ts';
import { fsCardsText, fsCardText, fsValueName, helperName } from './names.ts';
import { CategoryIcon, ValueBadge } from './Parts.tsx';

type Act = (a: Action) => void;
const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Two players: pick the three cards of the left room; the rest form the right room. */
export function RoomSplit({ view, legal, act }: { view: View; legal: readonly Action[]; act: Act }) {
  const { t } = useI18n();
  const [left, setLeft] = useState<number[]>([]);
  const hand = view.hand ?? [];
  const chosen = [...left].sort((a, b) => a - b);
  const action = fsOfType(legal, 'rooms').find((a) => sameSet(a.left, chosen));
  return (
    <div className="room-split">
      <p className="muted small">{t('fs.rooms.hint', { n: LEFT_ROOM })}</p>
      <div className="card-row" role="group" aria-label={t('fs.rooms.title')}>
        {hand.map((c) => {
          const on = left.includes(c);
          return (
            <button
              key={c}
              type="button"
              className={`card-btn pick${on ? ' on' : ''}`}
              aria-pressed={on}
              onClick={() => setLeft((l) => (on ? l.filter((x) => x !== c) : l.length < LEFT_ROOM ? [...l, c] : l))}
            >
              <SuspectCard card={c} size="md" />
              <span className="pick-tag">{t(on ? 'fs.room.left' : 'fs.room.right')}</span>
            </button>
          );
        })}
      </div>
      <div className="row">
        <Why reason={t('fs.rooms.hint', { n: LEFT_ROOM })}>
          <button type="button" className="btn btn-primary" disabled={!action} onClick={() => action && act(action)}>
            {t('fs.rooms.confirm')}
          </button>
        </Why>
      </div>
    </div>
  );
}

export type Draft = FsDraft;
export const emptyDraft: Draft = { card: null, target: null, category: null, values: [], room: null };

type Ask = Extract<Action, { type: 'ask' }>;
type Demand = Extract<Action, { type: 'demand' }>;

/** The legal question or demand the draft describes, if complete. */
function draftAction(draft: Draft, legal: readonly Action[]): Ask | Demand | null {
  if (draft.card === null || draft.target === null) return null;
  if (draft.category === 'demand')
    return fsOfType(legal, 'demand').find((a) => a.card === draft.card && a.target === draft.target) ?? null;
  const values = [...draft.values].sort((a, b) => a - b);
  return (
    fsOfType(legal, 'ask').find(
      (a) =>
        a.card === draft.card &&
        a.target === draft.target &&
        a.category === draft.category &&
        sameSet(a.values, values) &&
        (a.room ?? null) === draft.room,
    ) ?? null
  );
}

/** Compose a question: face-up card, target, category (fixed unless scout/show-me), values, room. */
export function Composer({
  view,
  table,
  legal,
  draft,
  setDraft,
  send,
  busy,
}: {
  view: View;
  table: TableInfo | null;
  legal: readonly Action[];
  draft: Draft;
  setDraft: (d: Draft) => void;
  send: (a: Action) => void;
  busy: boolean;
}) {
  const { t } = useI18n();
  const forCard = [...fsOfType(legal, 'ask'), ...fsOfType(legal, 'demand')].filter((a) => a.card === draft.card);
  const targets = [...new Set(forCard.map((a) => a.target))];
  const forTarget = forCard.filter((a) => a.target === draft.target);
  const asks = forTarget.filter((a): a is Ask => a.type === 'ask');
  const categories: (Category | 'demand')[] = [...new Set(asks.map((a) => a.category))];
  if (forTarget.some((a) => a.type === 'demand')) categories.unshift('demand');
  const category = draft.category;
  const max = Math.max(0, ...asks.filter((a) => a.category === category).map((a) => a.values.length));
  const rooms = [...new Set(asks.map((a) => a.room).filter((r): r is Room => r !== undefined))];
  const action = draftAction(draft, legal);
  if (draft.card === null) return <p className="muted">{t('fs.compose.pickCard')}</p>;
  const toggle = (v: number) => {
    const has = draft.values.includes(v);
    if (!has && draft.values.length >= max) return;
    setDraft({ ...draft, values: has ? draft.values.filter((x) => x !== v) : [...draft.values, v].sort((a, b) => a - b) });
  };
  return (
    <div className="composer">
      <fieldset className="compose-step">
        <legend>{t('compose.target')}</legend>
        <div className="row wrap">
          {targets.map((s) => (
            <button
              key={s}
              type="button"
              className={`btn seat-btn${draft.target === s ? ' on' : ''}`}
              data-tutorial={`fs-target-${s}`}
              aria-pressed={draft.target === s}
              style={{ ['--seat' as string]: seatHex(s) }}
              onClick={() => setDraft({ ...draft, target: s })}
            >
              <span className="dot" /> {seatName(s, table, t)}
              {view.eliminated[s] && <span className="chip chip-out">{t(view.resigned?.[s] ? 'fs.seat.resigned' : 'table.out')}</span>}
            </button>
          ))}
        </div>
      </fieldset>
      {draft.target !== null && categories.length > 1 && (
        <fieldset className="compose-step">
          <legend>{t('compose.category')}</legend>
          <div className="segmented">
            {categories.map((c) => (
              <button
                key={c}
                type="button"
                className={c === category ? 'on' : ''}
                data-tutorial={`fs-category-${c}`}
                aria-pressed={c === category}
                onClick={() => setDraft({ ...draft, category: c, values: [] })}
              >
                {c === 'demand' ? t('fs.showMe') : t(`fs.category.${c}`)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {draft.target !== null && category !== null && category !== 'demand' && (
        <fieldset className="compose-step">
          <legend>
            {t(`fs.category.${category}`)} · {t('fs.compose.values', { n: max })}
          </legend>
          <div className="value-grid">
            {[0, 1, 2, 3].map((v) => {
              const on = draft.values.includes(v);
              return (
                <Why key={v} reason={t('why.fs.maxValues', { n: max })}>
                  <button
                    type="button"
                    className={`value-btn${on ? ' on' : ''}`}
                    data-tutorial={`fs-value-${v}`}
                    aria-pressed={on}
                    disabled={!on && draft.values.length >= max}
                    onClick={() => toggle(v)}
                  >
                    <ValueBadge category={category} value={v} />
                    <span>{fsValueName(category, v, t)}</span>
                  </button>
                </Why>
              );
            })}
          </div>
        </fieldset>
      )}
      {draft.target !== null && category !== 'demand' && rooms.length > 0 && (
        <fieldset className="compose-step">
          <legend>{t('fs.compose.room')}</legend>
          <div className="segmented">
            {rooms.map((r) => (
              <button
                key={r}
                type="button"
                className={r === draft.room ? 'on' : ''}
                aria-pressed={r === draft.room}
                onClick={() => setDraft({ ...draft, room: r })}
              >
                {t(`fs.room.${r}`)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div className="compose-send">
        <p className="preview" aria-live="polite">
          {draft.target !== null && <strong>{seatName(draft.target, table, t)}{t('punct.colon')}</strong>}
          {fsPreviewText(draft, rooms.length > 0, t)}
        </p>
        <div className="row">
          <button type="button" className="btn btn-ghost" onClick={() => setDraft(emptyDraft)}>
            {t('compose.cancel')}
          </button>
          <Why
            reason={
              draft.target === null
                ? t('why.pa.pickTarget')
                : category === null
                  ? t('why.fs.pickCategory')
                  : category !== 'demand' && draft.values.length === 0
                    ? t('why.fs.pickValues', { n: max })
                    : category !== 'demand' && rooms.length > 0 && draft.room === null
                      ? t('why.fs.pickRoom')
                      : t('cw.why.notNow')
            }
            busy={action !== null && busy}
          >
            <button type="button" className="btn btn-primary" data-tutorial="fs-send" disabled={!action || busy} onClick={() => action && send(action)}>
              {category === 'demand' ? t('fs.compose.demand') : t('compose.ask')}
            </button>
          </Why>
        </div>
      </div>
    </div>
  );
}

/** The question being answered, in words; for the broker's due, what the asker owes and for which card. */
function QuestionLine({
  view,
  question,
  table,
  broker = false,
}: {
  view: View;
  question: number;
  table: TableInfo | null;
  broker?: boolean;
}) {
  const { t } = useI18n();
  const q = view.questions[question];
  if (!q) return null;
  const text = fsQuestionText(view, question, (s) => seatName(s, table, t), t, broker);
  if (broker) return <p className="fs-question">{text}</p>;
  return (
    <p className="fs-question">
      {q.category && <CategoryIcon category={q.category} />} {text}
    </p>
  );
}

/** Answering a count: the true count, or with the poet one more or one less; buy the poet first. */
export function RespondPanel({
  view,
  question,
  table,
  legal,
  act,
}: {
  view: View;
  question: number;
  table: TableInfo | null;
  legal: readonly Action[];
  act: Act;
}) {
  const { t } = useI18n();
  const q = view.questions[question];
  const cards = q?.room && view.rooms ? view.rooms[q.room] : (view.hand ?? []);
  const truth = q?.category ? countMatching(cards, q.category, q.values) : 0;
  const poet = fsOfType(legal, 'buy').find((a) => a.helper === 'poet');
  return (
    <div className="answer">
      <QuestionLine view={view} question={question} table={table} />
      <p>{t('answer.truth', { n: truth })}</p>
      <div className="row wrap">
        {fsOfType(legal, 'answer').map((a) => {
          const n = a.lie === 'up' ? truth + 1 : a.lie === 'down' ? truth - 1 : truth;
          return (
            <button key={a.lie ?? 'truth'} type="button" className="btn btn-primary" data-tutorial={`fs-answer-${a.lie ?? 'truth'}`} onClick={() => act(a)}>
              {t('answer.say', { n })}
            </button>
          );
        })}
        {poet && (
          <button type="button" className="btn" onClick={() => act(poet)}>
            {t('fs.buyFirst', { helper: helperName('poet', t) })}
          </button>
        )}
      </div>
    </div>
  );
}

/** Showing a card (to the asker, or the broker's card back), or buying the bodyguard or broker first. */
export function ShowPanel({
  view,
  question,
  table,
  legal,
  act,
  broker = false,
}: {
  view: View;
  question: number;
  table: TableInfo | null;
  legal: readonly Action[];
  act: Act;
  broker?: boolean;
}) {
  const { t } = useI18n();
  const buys = fsOfType(legal, 'buy');
  const noCard = fsOfType(legal, 'noCard')[0];
  return (
    <div className="answer">
      <QuestionLine view={view} question={question} table={table} broker={broker} />
      <div className="card-row" role="group" aria-label={t('show.title')}>
        {fsOfType(legal, 'show').map((a) => {
          // Two players: the asker learns the room a card comes from, so say which it is.
          const room = view.rooms ? (view.rooms.left.includes(a.card) ? 'left' : 'right') : null;
          return (
            <button key={a.card} type="button" className="card-btn" data-tutorial={`fs-show-${a.card}`} onClick={() => act(a)}>
              <SuspectCard card={a.card} />
              {room && <span className="pick-tag">{t(`fs.room.${room}`)}</span>}
            </button>
          );
        })}
      </div>
      <div className="row wrap">
        {noCard && (
          <button type="button" className="btn btn-primary" onClick={() => act(noCard)}>
            {t('fs.noCard')}
          </button>
        )}
        {buys.map((a) => (
          <button key={a.helper} type="button" className="btn" data-tutorial={`fs-buy-first-${a.helper}`} onClick={() => act(a)}>
            {t('fs.buyFirst', { helper: helperName(a.helper, t) })}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The end of your own turn: hire the courier for another turn (seeing the answer first), or end it. */
export function EndPanel({ legal, act, busy }: { legal: readonly Action[]; act: Act; busy: boolean }) {
  const { t } = useI18n();
  const courier = fsOfType(legal, 'buy').find((a) => a.helper === 'courier');
  const done = fsOfType(legal, 'endTurn')[0];
  return (
    <div className="end-turn">
      <p className="muted small">{t('fs.end.hint')}</p>
      <div className="row wrap">
        {courier && (
          <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined} onClick={() => act(courier)}>
            {t('fs.end.hire', { n: PRICE.courier })}
          </button>
        )}
        {done && (
          <button type="button" className="btn" disabled={busy} aria-busy={busy || undefined} onClick={() => act(done)}>
            {t('fs.end.done')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Name the missing alibi (two cards with two players), then confirm by name. */
export function GuessDialog({
  open,
  onClose,
  view,
  legal,
  act,
  inWindow,
  name,
}: {
  open: boolean;
  onClose: () => void;
  view: View;
  legal: readonly Action[];
  act: Act;
  inWindow: boolean;
  name: (seat: number) => string;
}) {
  const { t } = useI18n();
  const [picked, setPicked] = useState<number[]>([]);
  // Cards this seat has seen in another hand: legal to name, but they cannot be missing, so say so.
  const seenFrom = new Map(view.seen.map((s) => [s.card, s.from]));
  const [confirming, setConfirming] = useState(false);
  const need = view.players === 2 ? 2 : 1;
  const guesses = fsOfType(legal, 'guess');
  const open16 = new Set(guesses.flatMap((g) => g.cards));
  const chosen = [...picked].sort((a, b) => a - b);
  const action = guesses.find((g) => sameSet(g.cards, chosen));
  const close = () => {
    setConfirming(false);
    setPicked([]);
    onClose();
  };
  return (
    <Dialog open={open} title={t('fs.guess.title')} onClose={close} wide>
      {!confirming || !action ? (
        <>
          <p className="muted">{t(need === 2 ? 'fs.guess.pick2' : 'fs.guess.pick1')}</p>
          {inWindow && <p className="banner banner-warn">{t('fs.guess.window')}</p>}
          <div className="guess-grid">
            {Array.from({ length: 16 }, (_, c) => {
              const on = picked.includes(c);
              return (
                <Why key={c} reason={view.hand?.includes(c) ? t('cw.why.hand') : t('cw.why.notThis')}>
                  <button
                    type="button"
                    className={`card-btn pick${on ? ' on' : ''}`}
                    data-tutorial={`fs-guess-card-${c}`}
                    aria-pressed={on}
                    disabled={!open16.has(c)}
                    onClick={() => setPicked((p) => (on ? p.filter((x) => x !== c) : [...p, c].slice(-need)))}
                  >
                    <SuspectCard card={c} size="sm" dim={!open16.has(c)} />
                    {seenFrom.has(c) && <span className="guess-seen">{t('fs.guess.seen', { name: name(seenFrom.get(c) as number) })}</span>}
                  </button>
                </Why>
              );
            })}
          </div>
          <div className="row end">
            <button type="button" className="btn btn-ghost" onClick={close}>
              {t('dialog.cancel')}
            </button>
            <Why reason={t(need === 2 ? 'fs.guess.pick2' : 'fs.guess.pick1')}>
              <button type="button" className="btn btn-primary" data-tutorial="fs-guess-pick" disabled={!action} onClick={() => setConfirming(true)}>
                {t('fs.guess.button')}
              </button>
            </Why>
          </div>
        </>
      ) : (
        <div className="confirm">
          <div className="card-row">
            {action.cards.map((c) => (
              <SuspectCard key={c} card={c} size="lg" />
            ))}
          </div>
          <div>
            <p className="confirm-q">{t('fs.guess.confirm', { cards: fsCardsText(action.cards, t) })}</p>
            {action.cards
              .filter((c) => seenFrom.has(c))
              .map((c) => (
                <p key={c} className="banner banner-warn">
                  {t('fs.guess.seenWarning', { card: fsCardText(c, t), name: name(seenFrom.get(c) as number) })}
                </p>
              ))}
            <p className="muted">{t(view.players === 2 ? 'fs.guess.warning2' : 'fs.guess.warning')}</p>
            <div className="row">
              <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
                {t('claim.back')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                data-tutorial="fs-guess-yes"
                autoFocus
                onClick={() => {
                  act(action);
                  close();
                }}
              >
                {t('fs.guess.yes')}
              </button>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}
