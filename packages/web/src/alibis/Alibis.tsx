/**
 * The Alibis table: suspect boards with this round's words, your pairs, the alibi inputs with the
 * engine's live verdict, everyone's alibis after the share, the deduction board, the reveal of
 * each round, the heat pile and the final rating. Writing and guessing are simultaneous: the
 * status bar and the player strip say whom the table waits for.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Action, SharedAlibi, View } from '@alibi/alibis';
import type { ActResult, TableInfo } from '@alibi/protocol';
import { useI18n } from '../i18n/index.tsx';
import { PromptTitle } from '../ui/PromptTitle.tsx';
import { usePhone, useShellTabs } from '../ui/TableShell.tsx';
import { JumpTo } from '../ui/JumpTo.tsx';
import { wireErrorText } from '../Lobby.tsx';
import { LogList } from '../game/Log.tsx';
import { seatName } from '../game/logic.ts';
import { GuessPanel, WritePanel } from './Actions.tsx';
import {
  alDescribeAll,
  alPrompt,
  asAlibisEvents,
  asAlibisView,
  bandOf,
  draftFrom,
  guessOf,
  markWith,
  nextPen,
  sameGuess,
  type Draft,
  type Pen,
} from './logic.ts';
import { HeatPile, Players, RatingScale, SuspectBoard } from './Parts.tsx';
import { GameOver, RoundReveal } from './Reveal.tsx';
import { AlibisReplayButton } from './Replay.tsx';
import { AlibisReviewButton } from '../review/AlibisReview.tsx';
import { boardMarks, MyAlibis, MyPairs, SharedAlibis } from './BoardMarks.tsx';
import { useChecker } from './useChecker.ts';

interface Props {
  table: TableInfo;
  seat: number | null;
  view: unknown;
  events: unknown[];
  mustAct: boolean;
  act: (action: unknown) => Promise<ActResult>;
  onError: (message: string) => void;
}

export function Alibis(props: Props) {
  const view = asAlibisView(props.view);
  return view ? <Table {...props} view={view} /> : null;
}

function Table({ table, seat, view, events: rawEvents, mustAct, act: send, onError }: Omit<Props, 'view'> & { view: View }) {
  const { t } = useI18n();
  // The side panel (the log) is a tab of the phone bar.
  useShellTabs('log', { log: t('board.tabLog') });
  const checker = useChecker();
  const [busy, setBusy] = useState(false);
  const name = useCallback((s: number) => seatName(s, table, t), [table, t]);
  const lines = useMemo(() => alDescribeAll(asAlibisEvents(rawEvents), seat, name, t), [rawEvents, seat, name, t]);

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

  const phone = usePhone();
  const p = alPrompt(view, seat, name, t);
  const last = view.history[view.history.length - 1];
  const over = view.phase === 'over';

  return (
    <div className="pa al" data-phase={view.phase} data-round={view.round} data-mine={mustAct}>
      <div className={`statusbar${mustAct ? ' mine' : ''}`}>
        <p className="prompt" role="status" aria-live="polite">
          {seat === null && !over ? `${t('prompt.spectator')} ` : ''}
          {t(p.key, p.params)}
        </p>
        {/* On a phone last round's reveal fills the screen above the write panel: a way down to it. */}
        {phone && mustAct && view.phase === 'write' && (
          <JumpTo to="section[aria-labelledby='al-write-h']" label={t('alibis.write.jump')} />
        )}
        <span className="muted small al-status-meta">
          {t('alibis.round', { n: view.round, of: view.rounds })} · {t('alibis.heat', { n: view.heat })}
        </span>
      </div>

      {over && (
        <GameOver
          view={view}
          me={seat}
          name={name}
          replay={
            <div className="alr-over-buttons">
              <AlibisReplayButton table={table} players={view.players} />
              <AlibisReviewButton table={table} />
            </div>
          }
        />
      )}

      <div className="pa-grid">
        <div className="pa-board">
          <Players view={view} table={table} me={seat} name={name} />
          {!over && last && (
            <RoundReveal
              key={last.round}
              record={last}
              players={view.players}
              me={seat}
              name={name}
              open={view.phase === 'write'}
            />
          )}
          {!over && (
            <Round
              key={view.round}
              view={view}
              seat={seat}
              mustAct={mustAct}
              busy={busy}
              act={act}
              checker={checker}
              name={name}
            />
          )}
        </div>
        <aside className="pa-side">
          {!over && (
            <section className="al-side-heat" aria-labelledby="al-heat-h">
              <h3 id="al-heat-h" className="side-title">
                {t('alibis.heat.title')}
              </h3>
              <div className="tab-panel" tabIndex={0}>
                <HeatPile heat={view.heat} start={view.heatStart} />
                <RatingScale current={bandOf(view.heat)} final={false} />
              </div>
            </section>
          )}
          <h3 className="side-title">{t('board.tabLog')}</h3>
          <div className="tab-panel" tabIndex={0}>
            <LogList lines={lines} card={() => null} />
          </div>
        </aside>
      </div>
    </div>
  );
}

/** One round's table: the suspect boards and whatever this seat does now. Remounted each round. */
function Round({
  view,
  seat,
  mustAct,
  busy,
  act,
  checker,
  name,
}: {
  view: View;
  seat: number | null;
  mustAct: boolean;
  busy: boolean;
  act: (a: Action) => Promise<boolean>;
  checker: ReturnType<typeof useChecker>;
  name: (seat: number) => string;
}) {
  const { t } = useI18n();
  const shared = view.alibis ?? [];
  const others = shared.filter((a) => a.seat !== seat);
  const guessing = view.phase === 'guess' && mustAct;
  const [draft, setDraft] = useState<Draft>(() => draftFrom(view.myGuess, view.suspects));
  const [pen, setPen] = useState<Pen>(() => (others[0] ? { kind: 'alibi', index: others[0].index } : { kind: 'perpetrator' }));
  // The draft as the server last saw it, so that a confirm sends the board first only when needed.
  const saved = useRef(view.myGuess);

  // The share arrives while this round is mounted: start the pen on the first alibi to guess.
  const firstOther = others[0]?.index;
  useEffect(() => {
    if (firstOther !== undefined) setPen({ kind: 'alibi', index: firstOther });
  }, [firstOther]);

  const own = new Map<number, number>();
  (view.myPairs ?? []).forEach(([a, b], pair) => {
    own.set(a, pair);
    own.set(b, pair);
  });
  // After confirming, the boards show the board as confirmed.
  const board = guessing ? draft : draftFrom(view.myGuess, view.suspects);
  const alibiAt = (index: number): SharedAlibi | undefined => shared.find((a) => a.index === index);

  const mark = (suspect: number) => {
    const next = markWith(draft, pen, suspect);
    setDraft(next);
    setPen(nextPen(next, pen, others));
    const guess = guessOf(next);
    const before = { draft, pen, saved: saved.current };
    saved.current = guess;
    // A refused board (a tutorial's wrong tap) leaves the board as it was before the tap.
    void act({ type: 'guess', ...guess }).then((ok) => {
      if (ok || saved.current !== guess) return;
      setDraft(before.draft);
      setPen(before.pen);
      saved.current = before.saved;
    });
  };

  const confirm = async () => {
    const guess = guessOf(draft);
    if (!sameGuess(saved.current, guess) && !(await act({ type: 'guess', ...guess }))) return;
    saved.current = guess;
    await act({ type: 'confirm' });
  };

  const boardLabel = (s: number): string => {
    const parts = [t('alibis.suspect', { n: s + 1, word: view.words[s] ?? '' })];
    const pair = own.get(s);
    if (pair !== undefined) parts.push(t('alibis.board.yours'));
    const m = board.marks[s];
    const a = m === null || m === undefined ? undefined : alibiAt(m);
    if (a) parts.push(t('alibis.board.marked', { word: a.word, seat: name(a.seat) }));
    if (board.perpetrator === s) parts.push(t('alibis.guess.perpetrator'));
    return parts.join(t('list.and'));
  };

  const writing = (
    <>
      {mustAct && view.phase === 'write' && (
        <section className="panel action-panel" aria-labelledby="al-write-h">
          <PromptTitle id="al-write-h" help={{ game: 'alibis', kind: 'write' }}>
            {t('alibis.write.title')}
          </PromptTitle>
          <WritePanel view={view} checker={checker} busy={busy} onWrite={(alibis) => void act({ type: 'write', alibis })} />
        </section>
      )}
      <MyAlibis view={view} seat={seat ?? 0} id="al-mine-h">
        <p className="muted small">{t('alibis.mine.hidden')}</p>
      </MyAlibis>
    </>
  );
  const sharedBox = <SharedAlibis view={view} me={seat} name={name} id="al-shared-h" />;
  const suspects = (
    <section className="box" aria-labelledby="al-suspects-h">
      <h3 id="al-suspects-h">{t('alibis.suspects.title', { n: view.suspects })}</h3>
      <MyPairs view={view} />
      {guessing && <p className="muted small">{t('alibis.guess.how')}</p>}
      <div className="al-boards">
        {view.words.map((word, s) => {
          const pair = own.get(s);
          const m = board.marks[s];
          const a = m === null || m === undefined ? undefined : alibiAt(m);
          const perp = board.perpetrator === s;
          const clickable = guessing && pair === undefined;
          return (
            <SuspectBoard
              key={s}
              suspect={s}
              word={word}
              label={boardLabel(s)}
              className={`${pair !== undefined ? 'own' : ''}${perp ? ' perp' : ''}${a ? ' marked' : ''}${clickable ? ' target' : ''}`}
              disabled={!clickable}
              why={
                seat === null
                  ? t('why.watching')
                  : view.phase === 'guess' && mustAct
                    ? t('why.al.own')
                    : view.phase === 'write'
                      ? t('why.al.writeFirst')
                      : view.phase === 'guess'
                        ? t('why.al.confirmed')
                        : t('why.al.roundOver')
              }
              onClick={clickable ? () => mark(s) : undefined}
            >
              {boardMarks({ pair, pairsPerPlayer: view.pairsPerPlayer, alibi: a, perp, t })}
            </SuspectBoard>
          );
        })}
      </div>
    </section>
  );
  // While guessing, the pens dock below the boards (sticky at the bottom of the screen): pen and board stay in reach on a phone.
  return guessing ? (
    <>
      {suspects}
      {guessing && (
        <section className="panel action-panel al-dock" aria-labelledby="al-guess-h">
          <PromptTitle id="al-guess-h" help={{ game: 'alibis', kind: 'guess' }}>
            {t('alibis.guess.title')}
          </PromptTitle>
          <GuessPanel
            others={others}
            draft={draft}
            pen={pen}
            setPen={setPen}
            busy={busy}
            onConfirm={() => void confirm()}
            name={name}
          />
        </section>
      )}
      {sharedBox}
    </>
  ) : (
    <>
      {writing}
      {sharedBox}
      {suspects}
    </>
  );
}
