/** The Alibi (1993) table: players, your hand by type and set, melds, the turn's choices, record and score sheets. */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  CARD_TYPES,
  FIRST_ACCUSER_BONUS,
  FIRST_ACCUSER_MIN_OTHER_BLANKS,
  cardType,
  meldPoints,
  setCards,
  setsOfType,
  type Action,
  type Question,
  type View,
} from '@alibi/alibi-1993';
import type { ActResult, TableInfo } from '@alibi/protocol';
import { seatHex } from '../art/palette.ts';
import { useI18n, type MessageKey } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { PromptTitle } from '../ui/PromptTitle.tsx';
import { usePhone, useShellTabs } from '../ui/TableShell.tsx';
import { wireErrorText } from '../Lobby.tsx';
import { LatestLines, LogList } from '../game/Log.tsx';
import { seatName } from '../game/logic.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { useCardMotion } from '../ui/motion.ts';
import { A93Back, A93BackStack, A93Card, A93Fan, TypeTag } from './Art.tsx';
import { QuestionBuilder, emptyDraft, type Draft } from './Builder.tsx';
import {
  a93CardsText,
  a93Describe,
  a93OfType,
  a93OpeningLine,
  a93Prompt,
  a93QuestionText,
  a93SetName,
  a93SheetText,
  asA93Events,
  asA93View,
  pendingSeats,
  roundQuestionLines,
  shownRound,
} from './logic.ts';
import { parseA93Legal } from './legal.ts';
import { RecordSheet } from './RecordSheet.tsx';
import { A93ReplayButton } from './Replay.tsx';
import { ReviewButton } from '../review/ReviewDialog.tsx';
import { ScoreSheet } from './ScoreSheet.tsx';
import { SheetForm } from './SheetForm.tsx';

/** The rules in short, in the reader's language, one line per rule. */
const A93_RULE_KEYS = [
  'a93.rules.goal',
  'a93.rules.turn',
  'a93.rules.ask',
  'a93.rules.pass',
  'a93.rules.meld',
  'a93.rules.accuse',
  'a93.rules.sheets',
  'a93.rules.score',
  'a93.rules.time',
  'a93.rules.win',
] as const satisfies readonly MessageKey[];

interface Props {
  table: TableInfo;
  seat: number | null;
  view: unknown;
  events: unknown[];
  legal: unknown[];
  mustAct: boolean;
  act: (action: unknown) => Promise<ActResult>;
  notes: Record<string, string>;
  saveNotes: (notes: Record<string, string>) => Promise<boolean>;
  onError: (message: string) => void;
}

export function Alibi1993(props: Props) {
  const view = asA93View(props.view);
  return view ? <Table {...props} view={view} /> : null;
}

const smallCard = (c: number) => <A93Card card={c} small />;
type Tab = 'record' | 'questions' | 'log';

function Table({
  table,
  seat,
  view,
  events: rawEvents,
  legal: rawLegal,
  mustAct,
  act: send,
  notes,
  saveNotes,
  onError,
}: Omit<Props, 'view'> & { view: View }) {
  const { t } = useI18n();
  const legal = useMemo(() => parseA93Legal(rawLegal), [rawLegal]);
  const [busy, setBusy] = useState(false);
  const [tab, setTab] = useShellTabs<Tab>('record', {
    record: t('a93.tab.record'),
    questions: t('a93.tab.questions'),
    log: t('a93.tab.log'),
  });
  const [accuseOpen, setAccuseOpen] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  // Passed, received and melded cards slide between the hand, the outgoing row and the melds.
  const board = useRef<HTMLDivElement>(null);
  useCardMotion(board, { selector: '.a93-svg' });
  const name = useCallback((s: number) => seatName(s, table, t), [table, t]);
  const defaultTarget = seat === null ? null : (seat + 1) % view.players;
  const [draft, setDraftState] = useState<Draft>(() => emptyDraft(defaultTarget));
  const setDraft = useCallback((update: (d: Draft) => Draft) => setDraftState(update), []);
  const a93Events = useMemo(() => asA93Events(rawEvents), [rawEvents]);
  const lines = useMemo(() => asA93Events(rawEvents).map((e) => a93Describe(e, name, t, seat)), [rawEvents, name, t, seat]);

  const act = async (a: Action): Promise<boolean> => {
    setBusy(true);
    const r = await send(a);
    setBusy(false);
    if (!r.ok) onError(wireErrorText(r.error, t));
    return r.ok;
  };
  const run = (a: Action) => void act(a);

  const phase = view.phase;
  const myTurn = phase.kind === 'turn' && phase.seat === seat;
  const canAsk = myTurn && a93OfType(legal, 'ask').length > 0;
  const canAccuse = a93OfType(legal, 'accuse').length > 0;
  const melds = a93OfType(legal, 'meld');
  const passAction = a93OfType(legal, 'pass')[0];
  const phone = usePhone();
  const passCount = passAction?.cards.length ?? 0;
  const canWrite = a93OfType(legal, 'write').length > 0;

  // A question is drafted for one turn, a pass for one passing.
  useEffect(() => {
    if (!myTurn) setDraftState(emptyDraft(defaultTarget));
  }, [myTurn, view.round, defaultTarget]);
  useEffect(() => {
    setPicked([]);
  }, [phase.kind, view.round]);

  const ask = (target: number, question: Question) =>
    void act({ type: 'ask', target, question }).then((ok) => ok && setDraftState(emptyDraft(target)));
  const togglePick = (card: number) =>
    setPicked((p) => (p.includes(card) ? p.filter((c) => c !== card) : p.length < passCount ? [...p, card] : p));
  const p = a93Prompt(view, seat, name, t);
  const acting = phase.kind === 'turn' ? phase.seat : -1;
  const waiting = new Set(pendingSeats(view));
  const left = seat === null ? 0 : (seat + 1) % view.players;
  const round = shownRound(view);
  // This round's answers, on the board where the player is looking (the log keeps them all).
  const latest = roundQuestionLines(a93Events, (_, i) => lines[i] ?? null);
  const opening = a93OpeningLine(view, a93Events, name, t);

  return (
    <div className="pa a93" data-phase={phase.kind} data-mine={mustAct}>
      <div className={`statusbar${mustAct || melds.length > 0 ? ' mine' : ''}`}>
        <p className="prompt" role="status" aria-live="polite">
          {seat === null && phase.kind !== 'over' ? `${t('prompt.spectator')} ` : ''}
          {t(p.key, p.params)}
        </p>
        {/* On a phone the cards are chosen far down the hand: once they are, passing is here too. */}
        {phone && passAction && picked.length === passCount && (
          <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined} onClick={() => run({ type: 'pass', cards: picked })}>
            {t('a93.pass.send')}
          </button>
        )}
        <span className="muted small">
          {view.rules.series > 1 ? `${t('a93.handOf', { n: view.handNumber, of: view.rules.series })} · ` : ''}
          {t('a93.round', { n: round.round })}
          {/* Questions asked count only while the hand is played. */}
          {phase.kind !== 'over' && ` · ${t('a93.asked', { n: round.asked, of: view.resigned?.filter((r) => !r).length ?? view.players })}`}
        </span>
      </div>

      {phase.kind === 'over' && (
        <GameOver
          view={view}
          me={seat}
          name={name}
          replay={
            <div className="row wrap">
              <A93ReplayButton table={table} players={view.players} />
              <ReviewButton table={table} players={view.players} />
            </div>
          }
        />
      )}

      <div className="pa-grid">
        <div className="pa-board" ref={board}>
          <ol className="players" aria-label={t('board.players')}>
            {view.handSizes.map((size, s) => {
              const info = table.seats.find((x) => x.seat === s);
              return (
                <li
                  key={s}
                  className={`player${s === acting ? ' acting' : ''}${s === seat ? ' me' : ''}${view.winners?.includes(s) ? ' winner' : ''}`}
                  style={{ ['--seat' as string]: seatHex(s) }}
                  aria-current={s === acting ? 'true' : undefined}
                >
                  <div className="player-top">
                    <span className="dot" aria-hidden="true" />
                    <strong className="player-name">{name(s)}</strong>
                    {s === seat && <span className="chip">{t('table.you')}</span>}
                    {view.resigned?.[s] && <span className="chip chip-out">{t('a93.seat.resigned')}</span>}
                  </div>
                  <div className="player-meta">
                    <strong>{t('a93.points', { n: view.scores[s] ?? 0 })}</strong>
                    <span>
                      {s !== seat && <A93BackStack n={size} />}
                      {t('table.cards', { n: size })}
                    </span>
                    {info?.bot && <span className="chip">{t('table.bot')}</span>}
                    {s === view.first && phase.kind !== 'over' && <span className="chip">{t('a93.starts')}</span>}
                    {s === acting && <span className="chip chip-turn">{t('table.turn')}</span>}
                    {phase.kind === 'accusation' && s === phase.accuser && (
                      <span className="chip chip-turn">{t('a93.firstAccuser')}</span>
                    )}
                    {(phase.kind === 'passing' || phase.kind === 'accusation') && (
                      <span className={`chip${waiting.has(s) ? ' chip-dim' : ' a93-right'}`}>
                        {waiting.has(s) ? t('a93.thinking') : t('a93.ready')}
                      </span>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>

          {phase.kind !== 'over' && <LatestLines lines={latest} card={smallCard} />}

          {melds.length > 0 && (
            <section className="panel action-panel a93-meld" aria-labelledby="a93-meld-h">
              <PromptTitle id="a93-meld-h" help={{ game: 'alibi-1993', kind: 'meld' }}>
                {t('a93.meld.title')}
              </PromptTitle>
              <p className="muted small">{t('a93.meld.hint')}</p>
              <div className="row wrap">
                {melds.map((m) => (
                  <button
                    key={m.set}
                    type="button"
                    className="btn btn-claim"
                    disabled={busy}
                    aria-busy={busy || undefined}
                    onClick={() => run(m)}
                  >
                    {t('a93.meld.button', { set: a93SetName(m.set, t), n: meldPoints(m.set, view.round) })}
                  </button>
                ))}
              </div>
            </section>
          )}

          {canAsk && (
            <section className="panel action-panel" aria-labelledby="a93-ask-h">
              <PromptTitle id="a93-ask-h" help={{ game: 'alibi-1993', kind: 'ask' }}>
                {t('a93.ask.title')}
              </PromptTitle>
              <QuestionBuilder
                players={view.players}
                me={seat ?? 0}
                seen={view.seen ?? []}
                name={name}
                draft={draft}
                setDraft={setDraft}
                busy={busy}
                ask={ask}
                accuse={canAccuse ? () => setAccuseOpen(true) : null}
              />
            </section>
          )}

          {passAction && (
            <section className="panel action-panel a93-pass" aria-labelledby="a93-pass-h">
              <PromptTitle id="a93-pass-h" help={{ game: 'alibi-1993', kind: 'pass' }}>
                {t('a93.pass.title', { n: passCount, name: name(left) })}
              </PromptTitle>
              <p className="muted small">{t('a93.pass.hint')}</p>
              <div className="compose-send">
                <p className="a93-picked" aria-live="polite">
                  {picked.length > 0
                    ? t('a93.pass.pickedCards', { k: picked.length, n: passCount, cards: a93CardsText(picked, t) })
                    : t('a93.pass.picked', { k: picked.length, n: passCount })}
                </p>
                <div className="row wrap">
                  {passCount === view.cards?.length && picked.length < passCount && (
                    <button type="button" className="btn" onClick={() => setPicked([...(view.cards ?? [])])}>
                      {t('a93.pass.all')}
                    </button>
                  )}
                  <Why reason={t('why.a93.pass', { n: passCount, k: picked.length })} busy={picked.length === passCount && busy}>
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={busy || picked.length !== passCount}
                      onClick={() => run({ type: 'pass', cards: picked })}
                    >
                      {t('a93.pass.send')}
                    </button>
                  </Why>
                </div>
              </div>
            </section>
          )}

          {phase.kind === 'passing' && view.outgoing && (
            <div className="banner banner-warn a93-outgoing">
              <p>{t('a93.pass.waiting', { cards: a93CardsText(view.outgoing, t), name: name(left) })}</p>
              <div className="a93-outgoing-cards" aria-hidden="true">
                {view.outgoing.map((c) => (
                  <A93Card key={c} card={c} size="sm" />
                ))}
              </div>
            </div>
          )}

          {canWrite && phase.kind === 'accusation' && (
            <section className="panel action-panel" aria-labelledby="a93-sheet-h">
              <PromptTitle
                id="a93-sheet-h"
                help={{ game: 'alibi-1993', kind: phase.accuser === seat ? 'sheetAccuser' : 'sheet' }}
              >
                {t('a93.sheet.title')}
              </PromptTitle>
              <SheetForm
                firstAccuser={phase.accuser === seat}
                accuserName={name(phase.accuser)}
                seen={view.seen ?? []}
                busy={busy}
                write={(sheet) => run({ type: 'write', sheet })}
              />
            </section>
          )}
          {phase.kind === 'accusation' && view.sheet && (
            <p className="banner banner-warn">{t('a93.sheet.yours', { sheet: a93SheetText(view.sheet, t) })}</p>
          )}

          {view.cards && <Hand view={view} selectable={passAction !== undefined} picked={picked} toggle={togglePick} />}

          {view.lastPass && phase.kind !== 'over' && (
            <p className="muted small a93-lastpass">
              {t('a93.pass.last', {
                gave: a93CardsText(view.lastPass.gave, t),
                got: a93CardsText(view.lastPass.got, t),
                name: name(left),
              })}
            </p>
          )}

          <Melds view={view} name={name} />

          <section className="box" aria-labelledby="a93-score-h">
            <h3 id="a93-score-h">{t('a93.score.title')}</h3>
            <ScoreSheet view={view} name={name} />
          </section>

          <details className="box a93-rules">
            <summary>{t('a93.rules.title')}</summary>
            <ul className="small">
              {A93_RULE_KEYS.map((k) => (
                <li key={k}>{t(k)}</li>
              ))}
            </ul>
          </details>
        </div>
        <aside className="pa-side">
          <div className="tabs" role="tablist" aria-label={t('a93.record.title')}>
            {(['record', 'questions', 'log'] as const).map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                id={`a93-tab-${k}`}
                aria-selected={tab === k}
                aria-controls={`a93-panel-${k}`}
                className={tab === k ? 'on' : ''}
                onClick={() => setTab(k)}
              >
                {t(`a93.tab.${k}`)}
                {k === 'questions' && view.questions.length > 0 ? ` (${view.questions.length})` : ''}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`a93-panel-${tab}`} aria-labelledby={`a93-tab-${tab}`} className="tab-panel" tabIndex={0}>
            {tab === 'record' ? (
              <RecordSheet view={view} me={seat} saved={notes} save={saveNotes} events={a93Events} assistant={table.assistant} />
            ) : tab === 'questions' ? (
              <Questions view={view} name={name} />
            ) : (
              <LogList lines={opening ? [opening, ...lines] : lines} card={smallCard} />
            )}
          </div>
        </aside>
      </div>

      {canAccuse && (
        <Dialog open={accuseOpen} title={t('a93.accuse.confirmTitle')} onClose={() => setAccuseOpen(false)}>
          <p>{t('a93.accuse.confirmText', { n: FIRST_ACCUSER_MIN_OTHER_BLANKS, bonus: FIRST_ACCUSER_BONUS })}</p>
          <div className="row end">
            <button type="button" className="btn btn-ghost" onClick={() => setAccuseOpen(false)}>
              {t('dialog.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              data-tutorial="a93-accuse-confirm"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => {
                setAccuseOpen(false);
                run({ type: 'accuse' });
              }}
            >
              {t('a93.accuse.confirm')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}

/** Your hand, grouped by type and set; in the passing phase the cards are the choice. */
export function Hand({
  view,
  selectable,
  picked,
  toggle,
}: {
  view: View;
  selectable: boolean;
  picked: readonly number[];
  toggle: (card: number) => void;
}) {
  const { t } = useI18n();
  const cards = view.cards ?? [];
  const held = new Set(cards);
  const kept = new Set(view.kept ?? []);
  const got = new Set(view.lastPass?.got ?? []);
  return (
    <section className="box a93-hand offscreen-lazy" aria-labelledby="a93-hand-h">
      <h3 id="a93-hand-h">{t('a93.hand.title', { n: cards.length })}</h3>
      {cards.length === 0 && <p className="muted small">{t('a93.hand.empty')}</p>}
      <div className="a93-hand-types">
        {CARD_TYPES.map((type) => {
          const ofType = cards.filter((c) => cardType(c) === type);
          if (ofType.length === 0) return null;
          return (
            <div key={type} className={`a93-hand-type a93-${type}`}>
              <h4>
                <TypeTag type={type} /> <span className="muted small">{ofType.length}</span>
              </h4>
              <div className="a93-sets">
                {setsOfType(type)
                  .filter((set) => setCards(set).some((c) => held.has(c)))
                  .map((set) => {
                    const mine = setCards(set).filter((c) => held.has(c));
                    return (
                      <div
                        key={set}
                        className={`a93-set${mine.length === 3 ? ' complete' : ''}`}
                        role="group"
                        aria-label={`${a93SetName(set, t)} ${mine.length}/3`}
                      >
                        <span className="a93-set-count">
                          {mine.length}/3{mine.length === 3 ? ` · ${t('a93.hand.complete')}` : ''}
                        </span>
                        <div className="a93-set-cards">
                          {mine.map((c) => {
                            const on = picked.includes(c);
                            const tags = [kept.has(c) ? null : got.has(c) ? t('a93.hand.got') : t('a93.hand.received')]
                              .filter(Boolean)
                              .join(', ');
                            return selectable ? (
                              <button
                                key={c}
                                type="button"
                                className={`a93-card-btn${on ? ' on' : ''}`}
                                aria-pressed={on}
                                data-card={c}
                                onClick={() => toggle(c)}
                              >
                                <A93Card card={c} />
                                {tags && <span className="a93-card-tag">{tags}</span>}
                              </button>
                            ) : (
                              <span key={c} className="a93-card-wrap">
                                <A93Card card={c} />
                                {tags && <span className="a93-card-tag">{tags}</span>}
                              </span>
                            );
                          })}
                        </div>
                      </div>
                    );
                  })}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** Every meld on the table, public to all. */
export function Melds({ view, name }: { view: View; name: (seat: number) => string }) {
  const { t } = useI18n();
  return (
    <section className="box offscreen-lazy" aria-labelledby="a93-melds-h">
      <h3 id="a93-melds-h">{t('a93.melds.title')}</h3>
      {view.phase.kind !== 'over' && (
        <p className="a93-hidden muted small">
          <span className="a93-stack" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <A93Back key={i} size="sm" className="a93-stack-card" />
            ))}
          </span>
          {t('a93.art.hidden')}
        </p>
      )}
      {view.melds.length === 0 ? (
        <p className="muted small">{t('a93.melds.none')}</p>
      ) : (
        <ul className="a93-melds">
          {view.melds.map((m) => (
            <li key={m.set} style={{ ['--seat' as string]: seatHex(m.seat) }}>
              <span className="a93-meld-text">
                <span>
                  <span className="dot" aria-hidden="true" /> <strong>{name(m.seat)}</strong>
                </span>
                <span className="muted small">
                  {t('a93.melds.item', { set: a93SetName(m.set, t), round: m.round, n: m.points })}
                </span>
              </span>
              <A93Fan cards={setCards(m.set)} label={a93SetName(m.set, t)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Everyone's questions and answers, newest last. */
export function Questions({ view, name }: { view: View; name: (seat: number) => string }) {
  const { t } = useI18n();
  if (view.questions.length === 0) return <p className="muted">{t('notes.noQuestions')}</p>;
  return (
    <ol className="a93-questions">
      {view.questions.map((q, i) => (
        <li key={i} style={{ ['--seat' as string]: seatHex(q.asker) }}>
          <span className="q-num">
            #{i + 1} · {t('a93.round', { n: q.round })}
          </span>
          <span className="a93-q-who">
            <span className="dot" aria-hidden="true" /> {name(q.asker)} → {name(q.target)}
          </span>
          <span className="a93-q-text">{a93QuestionText(q.question, t)}</span>
          <strong className="a93-q-answer" aria-label={t('a93.answer', { n: q.answer })}>
            {q.answer}
          </strong>
        </li>
      ))}
    </ol>
  );
}

/** Who won, the hidden cards and the full score sheet. */
function GameOver({
  view,
  me,
  name,
  replay,
}: {
  view: View;
  me: number | null;
  name: (seat: number) => string;
  replay?: ReactNode;
}) {
  const { t } = useI18n();
  const winners = view.winners ?? [];
  const last = view.results[view.results.length - 1];
  return (
    <section className="panel game-over" aria-labelledby="a93-over-h">
      <div className="over-head">
        <div>
          <h2 id="a93-over-h">{t('over.title')}</h2>
          <p className="over-winner">
            {me !== null && winners.includes(me)
              ? t('over.you')
              : winners.length
                ? t('over.winner', { names: winners.map(name).join(t('list.and')) })
                : t('over.noWinner')}
          </p>
          {last && <p className="muted">{t('a93.over.accuser', { name: name(last.accuser) })}</p>}
          {replay}
        </div>
        {last && (
          <figure className="missing">
            <div className="card-row">
              {last.solution.map((c) => (
                <A93Card key={c} card={c} />
              ))}
            </div>
            <figcaption>{t('a93.score.solution')}</figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
