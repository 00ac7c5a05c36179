/**
 * The Alibis replay. The game is cooperative, so the perspectives differ only in secrets: a seat
 * sees its own suspect pairs (the pairs its alibis are clues to), its alibis before the share and
 * its own deduction board; a spectator sees none of these. Each step shows the seats, the suspect
 * boards, the shared alibis, the heat and the last round's reveal, read-only, beside the log.
 */
import type { SharedAlibi } from '@alibi/alibis';
import type { TableInfo } from '@alibi/protocol';
import { LogList } from '../game/Log.tsx';
import { ReplayButton, type GameReplayRender } from '../game/ReplayParts.tsx';
import { alDescribeAll, asAlibisEvents, asAlibisView, draftFrom } from './logic.ts';
import { HeatPile, Players, SuspectBoard } from './Parts.tsx';
import { RoundReveal } from './Reveal.tsx';
import { boardMarks, MyAlibis, MyPairs, SharedAlibis } from './BoardMarks.tsx';

/** One step: the seats, the last reveal, the perspective's pairs and alibis, the shared alibis and the boards. */
const alStep: GameReplayRender = ({ view: raw, events }, { t, name, me, table }) => {
  const view = asAlibisView(raw);
  if (!view) return null;
  const shared = view.alibis ?? [];
  const alibiAt = (index: number): SharedAlibi | undefined => shared.find((a) => a.index === index);
  const own = new Map<number, number>();
  (view.myPairs ?? []).forEach(([a, b], pair) => {
    own.set(a, pair);
    own.set(b, pair);
  });
  const board = draftFrom(view.myGuess, view.suspects);
  const last = view.history[view.history.length - 1];
  return {
    board: (
      <div className="al replay-board" data-phase={view.phase}>
        <p className="muted small replay-seen">
          {me === null ? t('replay.al.spectator') : t('replay.al.seat', { name: name(me) })} ·{' '}
          {t('alibis.round', { n: view.round, of: view.rounds })} · {t('alibis.heat', { n: view.heat })}
        </p>
        <Players view={view} table={table} me={me} name={name} />
        {last && <RoundReveal key={last.round} record={last} players={view.players} me={me} name={name} open={false} />}
        <MyPairs view={view} className="replay-secret" />
        <MyAlibis view={view} seat={me ?? 0} id="al-replay-mine-h" className="replay-secret" />
        <SharedAlibis view={view} me={me} name={name} id="al-replay-shared-h" />
        <section className="box" aria-labelledby="al-replay-suspects-h">
          <h3 id="al-replay-suspects-h">{t('alibis.suspects.title', { n: view.suspects })}</h3>
          <div className="al-boards">
            {view.words.map((word, s) => {
              const pair = own.get(s);
              const m = board.marks[s];
              const a = m === null || m === undefined ? undefined : alibiAt(m);
              const perp = board.perpetrator === s;
              return (
                <SuspectBoard
                  key={s}
                  suspect={s}
                  word={word}
                  label={t('alibis.suspect', { n: s + 1, word })}
                  className={`${pair !== undefined ? 'own' : ''}${perp ? ' perp' : ''}${a ? ' marked' : ''}`}
                  why={t('why.replay.view')}
                >
                  {boardMarks({ pair, pairsPerPlayer: view.pairsPerPlayer, alibi: a, perp, t })}
                </SuspectBoard>
              );
            })}
          </div>
        </section>
        <HeatPile heat={view.heat} start={view.heatStart} />
      </div>
    ),
    log: <LogList lines={alDescribeAll(asAlibisEvents(events), me, name, t)} card={() => null} />,
  };
};

/** The game-over hook: the button and its dialog. */
export function AlibisReplayButton({ table, players }: { table: TableInfo; players: number }) {
  return <ReplayButton table={table} players={players} render={alStep} />;
}
