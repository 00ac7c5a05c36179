/**
 * The tutorial's table, driven in the browser: the same props a real table gets from useTable
 * (view, projected events, legal actions, act, notes), computed by the game's pure engine for
 * seat 0 while the script plays the other seats (driver.ts). Progress is saved per beat, so
 * leaving and coming back replays the same moves silently and goes on from there.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnyGame } from '@alibi/engine';
import type { ActResult, TableInfo } from '@alibi/protocol';
import type { Lang } from '../i18n/index.tsx';
import { storage } from '../storage.ts';
import { saveBeat, savedBeat, savedNotes, saveNotes as storeNotes } from './available.ts';
import { begin, currentBeat, finished, nextRead, replayTo, stepBot, tryLearner, type Progress } from './driver.ts';
import type { TutorialScript } from './script.ts';

/** The pause before each scripted move, so a person sees them one at a time; `?fast` shortens it (tests). */
function botDelay(): number {
  return new URLSearchParams(location.search).has('fast') ? 60 : 850;
}

/**
 * The table's description, as the server would send it: the script's names, bots marked, no clock.
 * The learner's seat takes the name given in the lobby, when there is one, as at a real table (the
 * log speaks of seats in the third person: "Sam asks", never "You asks").
 */
export function tutorialTable(script: TutorialScript, lang: Lang, over: boolean): TableInfo {
  const scripted = lang === 'zh-CN' ? script.names.zh : script.names.en;
  const own = storage.get('name')?.trim();
  const names = own ? [own, ...scripted.slice(1)] : scripted;
  return {
    id: `tutorial-${script.game}`,
    name: lang === 'zh-CN' ? script.title.zh : script.title.en,
    game: script.game,
    players: script.players,
    options: script.options,
    status: over ? 'over' : 'playing',
    seats: Array.from({ length: script.players }, (_, seat) => ({
      seat,
      name: names[seat] ?? null,
      bot: seat === 0 ? null : 'heuristic',
      connected: true,
      host: seat === 0,
    })),
    createdAt: '2024-01-01T00:00:00.000Z',
    assistant: 'off',
    listed: false,
  };
}

export function useTutorial(game: AnyGame, script: TutorialScript, lang: Lang) {
  const [progress, setProgress] = useState<Progress>(() => {
    const saved = savedBeat(script.game);
    return saved === null ? begin(game, script) : replayTo(game, script, saved);
  });
  // The latest progress, for actions sent in a row before React renders (a question the table asks
  // right after its tile was taken).
  const latest = useRef(progress);
  const update = useCallback(
    (p: Progress) => {
      latest.current = p;
      setProgress(p);
      saveBeat(script.game, finished(game, script, p) ? null : p.beat);
    },
    [game, script],
  );
  const [notes, setNotes] = useState(() => savedNotes(script.game));
  /** Why the last refused action was refused, when it was not the learner's move to make at all. */
  const [notYet, setNotYet] = useState<'wait' | 'read' | null>(null);
  /** How many times the learner started over: the coach begins afresh each time (TutorialPage). */
  const [runs, setRuns] = useState(0);

  // Scripted moves, one at a time after a pause.
  const beat = currentBeat(script, progress);
  useEffect(() => {
    if (beat?.kind !== 'bot') return;
    const timer = setTimeout(() => update(stepBot(game, script, latest.current)), botDelay());
    return () => clearTimeout(timer);
  }, [beat, progress.beat, game, script, update]);

  const act = useCallback(
    (action: unknown): Promise<ActResult> => {
      const r = tryLearner(game, script, latest.current, action);
      if (r.accepted) {
        setNotYet(null);
        update(r.progress);
        return Promise.resolve({ seq: r.progress.beat, ok: true, version: r.progress.beat });
      }
      setNotYet(r.why === 'wait' || r.why === 'read' ? r.why : null);
      if (r.why === 'wrong') update(r.progress);
      // Refused, and nothing changed: the tutorial's bubble says why (the table's error banner is not shown).
      return Promise.resolve({ seq: latest.current.beat, ok: false, error: { code: 'ILLEGAL', message: 'not this move now' } });
    },
    [game, script, update],
  );

  const next = useCallback(() => {
    setNotYet(null);
    update(nextRead(script, latest.current));
  }, [script, update]);

  const restart = useCallback(() => {
    setRuns((n) => n + 1);
    setNotYet(null);
    storeNotes(script.game, null);
    setNotes({});
    update(begin(game, script));
  }, [game, script, update]);

  const saveNotes = useCallback(
    (n: Record<string, string>): Promise<boolean> => {
      setNotes(n);
      storeNotes(script.game, n);
      return Promise.resolve(true);
    },
    [script.game],
  );

  const over = game.outcome(progress.state) !== null;
  const view = useMemo(() => game.view(progress.state, 0), [game, progress.state]);
  const legal = useMemo(() => game.legal(progress.state, 0), [game, progress.state]);
  const mustAct = useMemo(() => game.waitingFor(progress.state).includes(0), [game, progress.state]);
  // What the server would have sent seat 0: every event it may see, projected for it, in order.
  const events = useMemo(() => progress.events.map((e) => game.project(e, 0)).filter((e) => e !== null), [game, progress.events]);
  const table = useMemo(() => tutorialTable(script, lang, over), [script, lang, over]);

  return { progress, beat, table, view, legal, mustAct, events, act, next, restart, runs, notes, saveNotes, notYet, over };
}
