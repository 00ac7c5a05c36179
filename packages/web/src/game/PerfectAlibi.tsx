import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cardLocation, cardTime, tileCategory, tileColour, type Action, type Category, type View } from '@alibi/perfect-alibi';
import type { ActResult, TableInfo } from '@alibi/protocol';
import { useI18n } from '../i18n/index.tsx';
import { PromptTitle } from '../ui/PromptTitle.tsx';
import { Why } from '../ui/Why.tsx';
import { promptKind } from '../rules/PromptHelp.tsx';
import { useShellTabs } from '../ui/TableShell.tsx';
import { useCardMotion } from '../ui/motion.ts';
import { wireErrorText } from '../Lobby.tsx';
import {
  AnswerPanel,
  AssistantPicker,
  Composer,
  emptyDraft,
  ReplyPanel,
  ShowPanel,
  sourceAction,
  targetsFor,
  type Draft,
} from './Actions.tsx';
import { Assistants, CardRow, Players, RivalTile, Tiles } from './Board.tsx';
import { AccuseDialog, ClaimDialog, ConfirmRequestDialog } from './Claim.tsx';
import { GameOver, Replay } from './GameOver.tsx';
import { LatestLines, Log, paLogCard } from './Log.tsx';
import { asEvents, asView, describe, lastQuestionLines, ofType, outCause, prompt, seatName, valueName } from './logic.ts';
import { parseLegal } from './legal.ts';
import { NoteSheet } from './NoteSheet.tsx';
import { ClaimWindowBar, type ClaimInfo } from '../ClaimWindow.tsx';

interface Props {
  table: TableInfo;
  seat: number | null;
  view: unknown;
  events: unknown[];
  legal: unknown[];
  act: (action: unknown) => Promise<ActResult>;
  notes: Record<string, string>;
  saveNotes: (notes: Record<string, string>) => Promise<boolean>;
  onError: (message: string) => void;
  /** The table's claim window and this seat's held claim (docs/claims.md). */
  claims?: ClaimInfo;
}

/** Phases in which a question chosen before taking the tile is still waiting to be asked. */
const BEFORE_ASK = new Set<View['phase']['kind']>(['turn', 'changeAssistant', 'rechoose', 'ask']);
/** Whether a phase before the question still belongs to `seat`'s turn (another seat may be re-choosing the assistant `seat` took). */
const stillMyTurn = (phase: View['phase'], seat: number | null): boolean =>
  phase.kind !== 'over' && (phase.seat === seat || (phase.kind === 'rechoose' && phase.asker === seat));

export function PerfectAlibi(props: Props) {
  const view = asView(props.view);
  return view ? <Table {...props} view={view} /> : null;
}

function Table({
  table,
  seat,
  view,
  events: rawEvents,
  legal: rawLegal,
  act: send,
  notes,
  saveNotes,
  onError,
  claims = null,
}: Omit<Props, 'view'> & { view: View }) {
  const { t } = useI18n();
  const events = useMemo(() => asEvents(rawEvents), [rawEvents]);
  const legal = useMemo(() => parseLegal(rawLegal), [rawLegal]);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [pendingAsk, setPendingAsk] = useState<{ category: Category; values: number[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [claimOpen, setClaimOpen] = useState(false);
  const [accuseOpen, setAccuseOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [replayOpen, setReplayOpen] = useState(false);
  const [tab, setTab] = useShellTabs<'notes' | 'log'>('notes', { notes: t('board.tabNotes'), log: t('board.tabLog') });
  const board = useRef<HTMLDivElement>(null);
  useCardMotion(board);
  const name = useCallback((s: number) => seatName(s, table, t), [table, t]);
  const latest = useMemo(() => lastQuestionLines(events, (e) => describe(e, name, t)), [events, name, t]);

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

  const phase = view.phase;
  const mine = phase.kind !== 'over' && phase.seat === seat;

  // The question is composed before the tile is taken; ask it once the server lets us.
  useEffect(() => {
    if (!pendingAsk) return;
    if (phase.kind === 'ask' && phase.seat === seat) {
      setPendingAsk(null);
      setDraft(emptyDraft);
      void act({ type: 'ask', category: phase.category ?? pendingAsk.category, values: pendingAsk.values });
    } else if (!BEFORE_ASK.has(phase.kind) || !stillMyTurn(phase, seat)) {
      setPendingAsk(null);
    }
  }, [phase, seat, pendingAsk, act]);

  // After a final question the claim is compulsory: open the dialog for it.
  useEffect(() => {
    if (phase.kind === 'mustClaim' && phase.seat === seat) setClaimOpen(true);
  }, [phase, seat]);

  // A new turn starts with a clean question.
  useEffect(() => {
    if (phase.kind !== 'turn' || phase.seat !== seat) setDraft((d) => (d.source ? emptyDraft : d));
  }, [phase, seat]);

  const onAsk = async () => {
    if (phase.kind === 'ask') {
      if (await act({ type: 'ask', category: phase.category ?? draft.category, values: draft.values })) setDraft(emptyDraft);
    } else if (draft.source && draft.target !== null) {
      const values = draft.values;
      const category = draft.category;
      if (await act(sourceAction(draft.source, draft.target))) setPendingAsk({ category, values });
    }
  };

  const selectTile = (tile: number) => {
    const targets = targetsFor({ kind: 'tile', tile }, legal);
    const category = tileCategory(tile);
    setDraft({
      source: { kind: 'tile', tile },
      target: targets.length === 1 ? (targets[0] ?? null) : null,
      category,
      values: category === draft.category ? draft.values : [],
    });
  };

  const p = prompt(view, seat, name, t);
  const tileChoices = new Set(mine && phase.kind === 'turn' && !pendingAsk ? ofType(legal, 'takeTile').map((a) => a.tile) : []);
  const claimCards = new Set(ofType(legal, 'claim').map((a) => a.card));
  const held = claims?.held != null;
  const canClaim = claimCards.size > 0 && !held;
  const canAccuse = ofType(legal, 'accuse').length > 0;
  const canRequest = ofType(legal, 'requestConfirm').length > 0;
  const request = view.confirmRequest;
  const mustReply = request !== null && request.seat === seat && ofType(legal, 'confirmAnswer').length > 0;
  const selectedTile = draft.source?.kind === 'tile' ? draft.source.tile : null;
  const out = seat !== null && (view.eliminated[seat] ?? false);
  // The dialog closes for good once no claim is possible (game over, claim held), so it never reopens by itself.
  useEffect(() => {
    if (!canClaim) setClaimOpen(false);
  }, [canClaim]);
  /** Why a face-up tile cannot be taken now, in the words of the rule that stops it. */
  const tileWhy = (tile: number): string => {
    if (seat === null) return t('why.watching');
    if (phase.kind === 'over') return t('cw.why.over');
    if (out) return t('cw.why.out');
    if (!stillMyTurn(phase, seat)) return t('why.turnOf', { name: name(phase.seat) });
    if (pendingAsk || phase.kind === 'ask') return t('why.pa.asking');
    if (phase.kind !== 'turn') return t('why.pa.tileLater');
    if (tileColour(tile) === seat) return t('why.pa.ownColour');
    return t('why.pa.noTile');
  };
  const cardLabel = (action: unknown): string => {
    const card = (action as { card?: unknown } | null)?.card;
    return typeof card === 'number'
      ? t('notes.cell', { time: valueName('time', cardTime(card), t), location: valueName('location', cardLocation(card), t) })
      : '';
  };

  let panel: ReactNode = null;
  // A composed question waits for its tile; an arrow tile's trade still needs the picker meanwhile.
  if (mine && !(pendingAsk && (phase.kind === 'turn' || phase.kind === 'ask'))) {
    switch (phase.kind) {
      case 'chooseAssistant':
      case 'changeAssistant':
      case 'rechoose':
        panel = <AssistantPicker view={view} legal={legal} act={(a) => void act(a)} table={table} />;
        break;
      case 'turn':
      case 'ask':
        panel = (
          <Composer
            view={view}
            me={phase.seat}
            table={table}
            legal={legal}
            draft={draft}
            setDraft={setDraft}
            onAsk={() => void onAsk()}
            busy={busy}
          />
        );
        break;
      case 'answer':
        panel = <AnswerPanel key={phase.question} view={view} legal={legal} act={(a) => void act(a)} />;
        break;
      case 'show':
        panel = <ShowPanel legal={legal} act={(a) => void act(a)} />;
        break;
      case 'mustClaim':
        panel = (
          <Why reason={t('cw.why.held')}>
            <button type="button" data-tutorial="claim" className="btn btn-danger" disabled={held} onClick={() => setClaimOpen(true)}>
              {held ? t('cw.heldShort') : t('claim.button')}
            </button>
          </Why>
        );
        break;
    }
  }

  return (
    <div className="pa" data-phase={phase.kind} data-mine={mine}>
      <div className={`statusbar${mine ? ' mine' : ''}`}>
        <p className="prompt" role="status" aria-live="polite">
          {seat === null && phase.kind !== 'over' ? `${t('prompt.spectator')} ` : ''}
          {t(p.key, p.params)}
        </p>
        <div className="row">
          {canRequest && (
            <button type="button" className="btn btn-ghost" onClick={() => setConfirmOpen(true)} aria-haspopup="dialog">
              {t('pa.confirm.button')}
            </button>
          )}
          {canAccuse && (
            <button type="button" className="btn btn-ghost" onClick={() => setAccuseOpen(true)}>
              {t('accuse.button')}
            </button>
          )}
          {canClaim && (
            <button type="button" data-tutorial="claim" className="btn btn-claim" onClick={() => setClaimOpen(true)} aria-haspopup="dialog">
              {t('claim.button')}
            </button>
          )}
        </div>
      </div>

      <ClaimWindowBar claims={claims} describe={cardLabel} />
      {phase.kind === 'over' && <GameOver view={view} table={table} me={seat} onReplay={() => setReplayOpen(true)} />}

      <div className="pa-grid">
        <div className="pa-board" ref={board}>
          <Players view={view} table={table} me={seat} />
          {phase.kind !== 'over' && <LatestLines lines={latest} card={paLogCard} />}
          {/* Banners say what is true now: once the game is over the game-over screen says it all. */}
          {out && seat !== null && phase.kind !== 'over' && (
            <p className="banner banner-warn out-notice">
              {t(
                view.resigned?.[seat]
                  ? 'pa.out.resigned'
                  : outCause(events, seat) === 'accusation'
                    ? 'pa.out.accusation'
                    : 'pa.out.claim',
              )}
            </p>
          )}
          {request && !mustReply && phase.kind !== 'over' && (
            <p className="banner" role="status">
              {t('pa.confirm.pending', { by: name(request.by), seat: name(request.seat), n: request.question + 1 })}
            </p>
          )}
          {mustReply && request && (
            <section
              className="panel action-panel"
              aria-label={t('pa.reply.title', { by: name(request.by), n: request.question + 1 })}
            >
              <PromptTitle focusKey={request.question} help={{ game: 'perfect-alibi', kind: 'reply' }}>
                {t('pa.reply.title', { by: name(request.by), n: request.question + 1 })}
              </PromptTitle>
              <ReplyPanel key={request.question} view={view} legal={legal} table={table} act={(a) => void act(a)} />
            </section>
          )}
          {panel && (
            <section className="panel action-panel" aria-label={t(p.key, p.params)}>
              <PromptTitle focusKey={p.key} help={{ game: 'perfect-alibi', kind: promptKind('perfect-alibi', p.key) }}>
                {t(p.key, p.params)}
              </PromptTitle>
              {panel}
            </section>
          )}
          <div className="board-row">
            <Tiles view={view} selectable={tileChoices} selected={selectedTile} onSelect={selectTile} why={tileWhy} />
            {view.rival && <RivalTile rival={view.rival} />}
          </div>
          {view.hand && <CardRow cards={view.hand} title={t('board.hand')} size="lg" tutorial="hand" />}
          {view.publicCards.length > 0 && <CardRow cards={view.publicCards} title={t('board.publicCards')} size="md" />}
          <Assistants view={view} table={table} />
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
              <NoteSheet
                view={view}
                table={table}
                me={seat}
                saved={notes}
                save={saveNotes}
                claim={{ cards: claimCards, held, out, claim: (card) => void act({ type: 'claim', card }) }}
              />
            ) : (
              <Log events={events} name={name} />
            )}
          </div>
        </aside>
      </div>

      {/* Never over the game-over screen: the dialog closes once no claim is possible (or one is held). */}
      <ClaimDialog
        open={claimOpen && canClaim}
        onClose={() => setClaimOpen(false)}
        view={view}
        legal={legal}
        act={(a) => void act(a)}
      />
      {canRequest && (
        <ConfirmRequestDialog
          open={confirmOpen}
          onClose={() => setConfirmOpen(false)}
          view={view}
          table={table}
          legal={legal}
          act={(a) => void act(a)}
        />
      )}
      {canAccuse && (
        <AccuseDialog
          open={accuseOpen}
          onClose={() => setAccuseOpen(false)}
          view={view}
          table={table}
          legal={legal}
          act={(a) => void act(a)}
        />
      )}
      {phase.kind === 'over' && (
        <Replay open={replayOpen} onClose={() => setReplayOpen(false)} table={table} players={view.players} />
      )}
    </div>
  );
}
