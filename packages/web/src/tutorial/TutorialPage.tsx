/**
 * `/learn/<game>`: a game's interactive tutorial (issue #19, docs/tutorials.md). The game's real
 * table, fed by the tutorial's local driver instead of a server, with the coach on top. A chunk of
 * its own: the lobby does not load it.
 */
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { gameName } from '../Lobby.tsx';
import { navigate } from '../router.ts';
import { AlibiClues, Alibi1993, Alibis, FourSuspects, PerfectAlibi, TableLoad } from '../tables.tsx';
import { OfflineTable, TableShell } from '../ui/TableShell.tsx';
import { LangSwitch } from '../ui/LangSwitch.tsx';
import type { TutorialModule } from './available.ts';
import { loadTutorial } from './scripts.ts';
import { Coach } from './Coach.tsx';
import { currentBeat, news, pick, stepCount, stepNumber, won } from './driver.ts';
import { useTutorial } from './useTutorial.ts';
import './tutorial.css';

export default function TutorialPage({ game }: { game: string }) {
  const { t } = useI18n();
  const [mod, setMod] = useState<TutorialModule | null | 'none'>(null);
  useEffect(() => {
    let live = true;
    const load = loadTutorial(game);
    if (!load) setMod('none');
    else
      load.then(
        (m) => live && setMod(m),
        () => live && setMod('none'),
      );
    return () => {
      live = false;
    };
  }, [game]);
  if (mod === 'none')
    return (
      <section className="panel center">
        <p>{t('tutorial.none')}</p>
        <button type="button" className="btn" onClick={() => navigate('/')}>
          {t('tutorial.back')}
        </button>
      </section>
    );
  if (!mod) return <p className="muted">{t('tutorial.loading')}</p>;
  return <Tutorial mod={mod} />;
}

function Tutorial({ mod }: { mod: TutorialModule }) {
  const { t, lang } = useI18n();
  const { script, game } = mod;
  const tut = useTutorial(game, script, lang);
  const beat = currentBeat(script, tut.progress);
  const done = beat === undefined;
  const onError = () => undefined;
  const props = { table: tut.table, seat: 0, view: tut.view, events: tut.events, legal: tut.legal, act: tut.act, onError };
  const notesProps = { notes: tut.notes, saveNotes: tut.saveNotes };

  useEffect(() => {
    document.title = `${lang === 'zh-CN' ? script.title.zh : script.title.en} · ${t('app.title')}`;
  }, [lang, script, t]);

  const finale = done ? (
    <div className="tutorial-finale">
      <h2>{won(game, tut.progress) ? t('tutorial.done') : t('tutorial.lost')}</h2>
      {won(game, tut.progress) && <p>{pick(script.finale, lang)}</p>}
      <div className="tutorial-actions">
        <button
          type="button"
          className="btn btn-primary"
          data-tutorial-real
          onClick={() => navigate(`/?game=${encodeURIComponent(script.game)}`)}
        >
          {t('tutorial.playReal')}
        </button>
        <button type="button" className="btn" data-tutorial-again onClick={tut.restart}>
          {t('tutorial.again')}
        </button>
      </div>
    </div>
  ) : null;

  return (
    <TableShell myTurn={null}>
      <div className="table-head tutorial-head">
        <a
          className="phone-only table-home"
          href="/"
          aria-label={t('tutorial.back')}
          onClick={(e) => {
            e.preventDefault();
            navigate('/');
          }}
        >
          ‹
        </a>
        <div>
          <h1>{pick(script.title, lang)}</h1>
          <span className="muted">
            {gameName(script.game, t)} · <span className="chip">{t('tutorial.tag')}</span>
          </span>
        </div>
        <span className="table-head-tools">
          <button type="button" className="btn btn-ghost" data-tutorial-restart onClick={tut.restart}>
            {t('tutorial.restart')}
          </button>
          <button type="button" className="btn btn-ghost" data-tutorial-leave onClick={() => navigate('/')}>
            {t('tutorial.leave')}
          </button>
          <LangSwitch className="phone-only" />
        </span>
      </div>
      <TableLoad>
        <OfflineTable.Provider value={true}>
          {script.game === 'perfect-alibi' ? (
            <PerfectAlibi {...props} {...notesProps} />
          ) : script.game === 'four-suspects' ? (
            <FourSuspects {...props} {...notesProps} mustAct={tut.mustAct} />
          ) : script.game === 'alibi-clues' ? (
            <AlibiClues {...props} mustAct={tut.mustAct} />
          ) : script.game === 'alibis' ? (
            <Alibis
              table={tut.table}
              seat={0}
              view={tut.view}
              events={tut.events}
              mustAct={tut.mustAct}
              act={tut.act}
              onError={onError}
            />
          ) : script.game === 'alibi-1993' ? (
            <Alibi1993 {...props} {...notesProps} mustAct={tut.mustAct} />
          ) : (
            <p className="panel">{t('table.unsupported')}</p>
          )}
        </OfflineTable.Provider>
      </TableLoad>
      <div className="tutorial-spacer" aria-hidden="true" />
      <Coach
        // Started over: a new coach, which lights and scrolls to the first step as on opening, even
        // when the learner had scrolled away (to reach Restart) and the first step is the same.
        key={tut.runs}
        beatId={beat && beat.kind !== 'bot' ? beat.id : null}
        step={{ n: stepNumber(script, tut.progress), m: stepCount(script) }}
        news={news(script, tut.progress).map((s) => pick(s, lang))}
        say={beat === undefined ? '' : beat.kind === 'bot' ? t('tutorial.watch') : pick(beat.say, lang)}
        wrong={beat?.kind === 'learner' && tut.progress.wrong ? pick(tut.progress.wrong, lang) : null}
        notYet={tut.notYet === 'wait' ? t('tutorial.wait') : tut.notYet === 'read' ? t('tutorial.readFirst') : null}
        target={beat && beat.kind !== 'bot' ? (beat.target ?? null) : null}
        learnerTurn={beat?.kind === 'learner'}
        onNext={beat?.kind === 'read' ? tut.next : null}
        finale={finale}
      />
    </TableShell>
  );
}
