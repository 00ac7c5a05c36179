import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Action, View } from '@alibi/four-suspects';
import type { ActResult, TableInfo } from '@alibi/protocol';
import { seatHex } from '../art/palette.ts';
import { SuspectCard } from '../art/SuspectCard.tsx';
import { useI18n, type MessageKey } from '../i18n/index.tsx';
import { PromptTitle } from '../ui/PromptTitle.tsx';
import { promptKind } from '../rules/PromptHelp.tsx';
import { useOfflineTable, useShellTabs } from '../ui/TableShell.tsx';
import { useCardMotion } from '../ui/motion.ts';
import { wireErrorText } from '../Lobby.tsx';
import { ReplayDialog, type ReplayRender } from '../game/GameOver.tsx';
import { ReviewButton } from '../review/ReviewDialog.tsx';
import { LatestLines, LogList } from '../game/Log.tsx';
import { lastQuestionLines, seatName } from '../game/logic.ts';
import { Composer, emptyDraft, EndPanel, GuessDialog, RespondPanel, RoomSplit, ShowPanel, type Draft } from './Actions.tsx';
import { asFsEvents, asFsView, fsDescribe, fsDraftFor, fsOfType, fsPrompt, fsSetupLine } from './logic.ts';
import { parseFsLegal } from './legal.ts';
import { fsCardsText } from './names.ts';
import { FsNoteSheet } from './NoteSheet.tsx';
import { FsPlayers, Hand, Helpers, Row } from './Parts.tsx';
import { ClaimWindowBar, type ClaimInfo } from '../ClaimWindow.tsx';

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
  /** The table's claim window and this seat's held guess (docs/claims.md). */
  claims?: ClaimInfo;
}

export function FourSuspects(props: Props) {
  const view = asFsView(props.view);
  return view ? <Table {...props} view={view} /> : null;
}

const fsCard = (c: number) => <SuspectCard card={c} size="xs" />;

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
  claims = null,
}: Omit<Props, 'view'> & { view: View }) {
  const { t } = useI18n();
  const legal = useMemo(() => parseFsLegal(rawLegal), [rawLegal]);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [busy, setBusy] = useState(false);
  const [guessOpen, setGuessOpen] = useState(false);
  const [replayOpen, setReplayOpen] = useState(false);
  const [tab, setTab] = useShellTabs<'notes' | 'log'>('notes', { notes: t('board.tabNotes'), log: t('board.tabLog') });
  const board = useRef<HTMLDivElement>(null);
  useCardMotion(board);
  const name = useCallback((s: number) => seatName(s, table, t), [table, t]);
  // Setup makes no event: its line (who holds 3 cards and peeks, who starts) comes from the view.
  const fsEvents = useMemo(() => asFsEvents(rawEvents), [rawEvents]);
  const eventLines = useMemo(() => fsEvents.map((e) => fsDescribe(e, name, t)), [fsEvents, name, t]);
  const latest = useMemo(() => lastQuestionLines(fsEvents, (_, i) => eventLines[i] ?? null), [fsEvents, eventLines]);
  const lines = [fsSetupLine(view, name, t), ...eventLines];

  const act = useCallback(
    async (a: Action): Promise<boolean> => {
      setBusy(true);
      const r = await send(a);
      setBusy(false);
      if (!r.ok) onError(wireErrorText(r.error, t));
      return r.ok;
    },
    [send, onError, t],
  );
  const run = (a: Action) => void act(a);

  const phase = view.phase;
  const window = view.guessing;
  const myTurn = phase.kind === 'turn' && phase.seat === seat && !window;

  // A question is drafted only during your own turn: start each turn clean.
  useEffect(() => {
    if (!myTurn) setDraft(emptyDraft);
  }, [myTurn, view.turn]);

  const p = fsPrompt(view, seat, mustAct, name, t, legal);
  const cardChoices = new Set(myTurn ? [...fsOfType(legal, 'ask'), ...fsOfType(legal, 'demand')].map((a) => a.card) : []);
  const guesses = fsOfType(legal, 'guess');
  const held = claims?.held != null;
  const canGuess = guesses.length > 0 && !held;
  const pass = fsOfType(legal, 'pass')[0];
  const out = seat !== null && (view.eliminated[seat] ?? false);
  const singles = new Set(guesses.filter((g) => g.cards.length === 1).map((g) => g.cards[0] as number));
  const guessLabel = (action: unknown): string => {
    const cards = (action as { cards?: unknown } | null)?.cards;
    return Array.isArray(cards)
      ? fsCardsText(
          cards.filter((c): c is number => typeof c === 'number'),
          t,
        )
      : '';
  };

  const selectCard = (card: number) => setDraft(fsDraftFor(card, legal, view.players));
  /** Why a face-up interrogation card cannot be given now. */
  const rowWhy = (): string => {
    if (seat === null) return t('why.watching');
    if (phase.kind === 'over') return t('cw.why.over');
    if (out) return t('cw.why.out');
    if (window) return t('why.fs.window');
    if (phase.kind === 'rooms') return t('why.fs.rooms');
    if (phase.seat !== seat) return t('why.turnOf', { name: name(phase.seat) });
    return phase.kind === 'turn' ? t('cw.why.notThis') : t('why.fs.oneQuestion');
  };

  let panel: ReactNode = null;
  if (window && pass) {
    panel = (
      <div className="row wrap">
        <button type="button" className="btn btn-claim" onClick={() => setGuessOpen(true)} aria-haspopup="dialog">
          {t('fs.guess.add')}
        </button>
        <button type="button" className="btn" onClick={() => run(pass)} disabled={busy} aria-busy={busy || undefined}>
          {t('fs.guess.pass')}
        </button>
      </div>
    );
  } else if (!window && mustAct) {
    switch (phase.kind) {
      case 'rooms':
        panel = <RoomSplit view={view} legal={legal} act={run} />;
        break;
      case 'turn':
        panel = (
          <Composer
            view={view}
            table={table}
            legal={legal}
            draft={draft}
            setDraft={setDraft}
            send={(a) => void act(a).then((ok) => ok && setDraft(emptyDraft))}
            busy={busy}
          />
        );
        break;
      case 'respond':
        panel = <RespondPanel view={view} question={phase.question} table={table} legal={legal} act={run} />;
        break;
      case 'show':
      case 'brokerShow':
        panel = (
          <ShowPanel
            view={view}
            question={phase.question}
            table={table}
            legal={legal}
            act={run}
            broker={phase.kind === 'brokerShow'}
          />
        );
        break;
      case 'end':
        panel = <EndPanel legal={legal} act={run} busy={busy} />;
        break;
    }
  }

  return (
    <div className="pa fs" data-phase={window ? 'guessing' : phase.kind} data-mine={mustAct}>
      <div className={`statusbar${mustAct ? ' mine' : ''}`}>
        <p className="prompt" role="status" aria-live="polite">
          {seat === null && phase.kind !== 'over' ? `${t('prompt.spectator')} ` : ''}
          {t(p.key, p.params)}
        </p>
        {canGuess && (
          <button
            type="button"
            className="btn btn-claim"
            data-tutorial="fs-guess"
            onClick={() => setGuessOpen(true)}
            aria-haspopup="dialog"
          >
            {t('fs.guess.button')}
          </button>
        )}
      </div>

      <ClaimWindowBar claims={claims} describe={guessLabel} />
      {phase.kind === 'over' && <FsGameOver view={view} table={table} me={seat} onReplay={() => setReplayOpen(true)} />}

      <div className="pa-grid">
        <div className="pa-board" ref={board}>
          <FsPlayers view={view} table={table} me={seat} />
          {out && phase.kind !== 'over' && (
            <p className="banner banner-warn">{t(seat !== null && view.resigned?.[seat] ? 'fs.outResigned' : 'fs.outNotice')}</p>
          )}
          {view.ownGuess && phase.kind !== 'over' && (
            <p className="banner banner-warn own-guess">
              {t(view.ownGuess.correct ? 'fs.ownGuess.right' : 'fs.ownGuess.wrong', {
                cards: fsCardsText(view.ownGuess.cards, t),
              })}
            </p>
          )}
          {view.missing && phase.kind !== 'over' && (
            <div className="banner banner-warn row">
              {t('fs.sawMissing')}{' '}
              {view.missing.map((c) => (
                <SuspectCard key={c} card={c} size="xs" />
              ))}
            </div>
          )}
          {phase.kind !== 'over' && <LatestLines lines={latest} card={fsCard} />}
          {panel && (
            <section className="panel action-panel" aria-label={t(p.key, p.params)}>
              <PromptTitle focusKey={p.key} help={{ game: 'four-suspects', kind: promptKind('four-suspects', p.key) }}>
                {t(p.key, p.params)}
              </PromptTitle>
              {panel}
            </section>
          )}
          <Row view={view} selectable={cardChoices} selected={draft.card} onSelect={selectCard} why={rowWhy} />
          {/* The room split shows the hand itself. */}
          {!(phase.kind === 'rooms' && mustAct) && <Hand view={view} />}
          <Helpers view={view} table={table} legal={legal} buy={(helper) => run({ type: 'buy', helper })} busy={busy} />
        </div>
        <aside className="pa-side">
          <div className="tabs" role="tablist" aria-label={t('notes.title')}>
            {(['notes', 'log'] as const).map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                id={`tab-${k}`}
                aria-selected={tab === k}
                aria-controls={`panel-${k}`}
                className={tab === k ? 'on' : ''}
                onClick={() => setTab(k)}
              >
                {k === 'notes' ? t('board.tabNotes') : t('board.tabLog')}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tab-panel" tabIndex={0}>
            {tab === 'notes' ? (
              <FsNoteSheet
                view={view}
                table={table}
                me={seat}
                saved={notes}
                save={saveNotes}
                guess={{
                  cards: singles,
                  pairs: view.players === 2,
                  held,
                  out,
                  guess: (card) => run({ type: 'guess', cards: [card] }),
                }}
              />
            ) : (
              <LogList lines={lines} card={fsCard} />
            )}
          </div>
        </aside>
      </div>

      {canGuess && (
        <GuessDialog
          open={guessOpen && phase.kind !== 'over'}
          onClose={() => setGuessOpen(false)}
          view={view}
          legal={legal}
          act={run}
          inWindow={window !== null}
          name={name}
        />
      )}
      {phase.kind === 'over' && (
        <FsReplay open={replayOpen} onClose={() => setReplayOpen(false)} table={table} players={view.players} />
      )}
    </div>
  );
}

const REASONS: Record<string, MessageKey> = {
  'correct-guess': 'fs.reason.correct-guess',
  'opponent-wrong': 'fs.reason.opponent-wrong',
  'last-standing': 'fs.reason.last-standing',
  'all-wrong': 'fs.reason.all-wrong',
};

/** Who won, the missing alibi(s) and every hand (with rooms in the two-player game). */
function FsGameOver({
  view,
  table,
  me,
  onReplay,
}: {
  view: View;
  table: TableInfo | null;
  me: number | null;
  onReplay: () => void;
}) {
  const { t } = useI18n();
  const reveal = view.reveal;
  const offline = useOfflineTable();
  if (!reveal) return null;
  const names = reveal.winners.map((w) => seatName(w, table, t)).join(t('list.and'));
  const reasonKey = REASONS[reveal.reason];
  return (
    <section className="panel game-over" aria-labelledby="over-h">
      <div className="over-head">
        <div>
          <h2 id="over-h">{t('over.title')}</h2>
          <p className="over-winner">
            {me !== null && reveal.winners.includes(me)
              ? t('over.you')
              : reveal.winners.length
                ? t('over.winner', { names })
                : t('over.noWinner')}
          </p>
          <p className="muted">{t('over.reason', { reason: reasonKey ? t(reasonKey) : reveal.reason })}</p>
          {/* Only this seat ever sees what it named; a wrong guess is never told, not even now. */}
          {view.ownGuess && (
            <p className="own-guess">
              {t(view.ownGuess.correct ? 'fs.ownGuess.right' : 'fs.ownGuess.wrong', {
                cards: fsCardsText(view.ownGuess.cards, t),
              })}
            </p>
          )}
          {!offline && (
            <button type="button" className="btn btn-primary" onClick={onReplay}>
              {t('over.replay')}
            </button>
          )}
          {me !== null && table && (
            <>
              {' '}
              <ReviewButton table={table} players={view.players} />
            </>
          )}
        </div>
        {view.missing !== null && (
          <figure className="missing">
            <div className="card-row">
              {view.missing.map((c) => (
                <SuspectCard key={c} card={c} size="lg" />
              ))}
            </div>
            <figcaption>{t(view.missing.length > 1 ? 'fs.over.missing2' : 'over.missing')}</figcaption>
          </figure>
        )}
      </div>
      <h3>{t('over.hands')}</h3>
      <ul className="hands">
        {reveal.hands.map((hand, s) => {
          const left = reveal.rooms[s] ?? null;
          return (
            <li key={s} style={{ ['--seat' as string]: seatHex(s) }} className={reveal.winners.includes(s) ? 'winner' : ''}>
              <div className="hand-who">
                <span className="dot" />
                <strong>{seatName(s, table, t)}</strong>
                {left && <span className="muted small">{t('fs.over.leftRoom')}</span>}
              </div>
              {left ? (
                <div className="card-row">
                  {hand
                    .filter((c) => left.includes(c))
                    .map((c) => (
                      <SuspectCard key={c} card={c} size="sm" />
                    ))}
                  <span className="room-divider" aria-hidden="true" />
                  {hand
                    .filter((c) => !left.includes(c))
                    .map((c) => (
                      <SuspectCard key={c} card={c} size="sm" />
                    ))}
                </div>
              ) : (
                <div className="card-row">
                  {hand.map((c) => (
                    <SuspectCard key={c} card={c} size="sm" />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The replay for this game: players, row, helpers and the chosen seat's hand at each step. */
function FsReplay({ open, onClose, table, players }: { open: boolean; onClose: () => void; table: TableInfo; players: number }) {
  const { t } = useI18n();
  const name = (s: number) => seatName(s, table, t);
  const render: ReplayRender = ({ view: raw, events, as }) => {
    const view = asFsView(raw);
    if (!view) return null;
    return {
      board: (
        <>
          <FsPlayers view={view} table={table} me={typeof as === 'number' ? as : null} />
          <Row view={view} selectable={new Set()} selected={null} onSelect={() => undefined} why={() => t('why.replay.view')} />
          <Hand view={view} />
        </>
      ),
      log: (
        <LogList lines={[fsSetupLine(view, name, t), ...asFsEvents(events).map((e) => fsDescribe(e, name, t))]} card={fsCard} />
      ),
    };
  };
  return <ReplayDialog open={open} onClose={onClose} table={table} players={players} render={render} />;
}
