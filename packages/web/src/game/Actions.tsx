import { useState } from 'react';
import { countMatching, LOCATIONS, matches, TIMES, tileCategory, type Action, type Category, type View } from '@alibi/perfect-alibi';
import type { TableInfo } from '@alibi/protocol';
import { CardArt } from '../art/Card.tsx';
import { Icon, LocationGlyph, TimeGlyph } from '../art/icons.tsx';
import { seatHex } from '../art/palette.ts';
import { useI18n } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { AssistantBadge } from './Board.tsx';
import { ofType, seatName, valueName, valuesText } from './logic.ts';

export type Source = { kind: 'tile'; tile: number } | { kind: 'reporter' } | { kind: 'final' };
export interface Draft {
  source: Source | null;
  target: number | null;
  category: Category;
  values: number[];
}
export const emptyDraft: Draft = { source: null, target: null, category: 'time', values: [] };

/** Seats the chosen way of asking may question. */
export function targetsFor(source: Source | null, legal: readonly Action[]): number[] {
  if (!source) return [];
  if (source.kind === 'tile')
    return ofType(legal, 'takeTile')
      .filter((a) => a.tile === source.tile)
      .map((a) => a.target);
  return ofType(legal, source.kind === 'reporter' ? 'useReporter' : 'finalQuestion').map((a) => a.target);
}

/** The action that commits the way of asking, before the values are asked. */
export function sourceAction(source: Source, target: number): Action {
  if (source.kind === 'tile') return { type: 'takeTile', tile: source.tile, target };
  return source.kind === 'reporter' ? { type: 'useReporter', target } : { type: 'finalQuestion', target };
}

export function ValueIcon({ category, value }: { category: Category; value: number }) {
  return <Icon>{category === 'time' ? <TimeGlyph time={value} /> : <LocationGlyph location={value} />}</Icon>;
}

/** Compose a question: the way of asking (tile, reporter or final), whom, then 1-3 values. */
export function Composer({ view, me, table, legal, draft, setDraft, onAsk, busy }: { view: View; me: number; table: TableInfo | null; legal: readonly Action[]; draft: Draft; setDraft: (d: Draft) => void; onAsk: () => void; busy: boolean }) {
  const { t } = useI18n();
  const phase = view.phase;
  const asking = phase.kind === 'ask' && phase.seat === me;
  const reporter = ofType(legal, 'useReporter').length > 0;
  const final = ofType(legal, 'finalQuestion').length > 0;
  const targets = asking ? [] : targetsFor(draft.source, legal);
  const fixedCategory: Category | null = asking ? phase.category : draft.source?.kind === 'tile' ? tileCategory(draft.source.tile) : null;
  const category = fixedCategory ?? draft.category;
  const target = asking ? phase.target : draft.target;
  const ready = (asking || (draft.source !== null && target !== null)) && draft.values.length >= 1 && draft.values.length <= 3;
  const values = category === 'time' ? TIMES : LOCATIONS;

  const pickSource = (source: Source) => {
    const ts = targetsFor(source, legal);
    setDraft({
      ...draft,
      source,
      target: ts.length === 1 ? (ts[0] ?? null) : null,
      category: source.kind === 'tile' ? tileCategory(source.tile) : draft.category,
      values: source.kind === 'tile' && tileCategory(source.tile) !== draft.category ? [] : draft.values,
    });
  };
  const toggle = (v: number) => {
    const has = draft.values.includes(v);
    if (!has && draft.values.length >= 3) return;
    setDraft({ ...draft, category, values: has ? draft.values.filter((x) => x !== v) : [...draft.values, v].sort() });
  };

  return (
    <div className="composer">
      {!asking && (
        <div className="compose-step">
          <p className="muted small">{t('compose.pickTile')}</p>
          <div className="row wrap">
            {reporter && (
              <button type="button" data-tutorial="reporter" className={`btn${draft.source?.kind === 'reporter' ? ' on' : ''}`} aria-pressed={draft.source?.kind === 'reporter'} onClick={() => pickSource({ kind: 'reporter' })}>
                <AssistantBadge assistant="reporter" /> {t('compose.reporter')}
              </button>
            )}
            {final && (
              <button type="button" data-tutorial="final" className={`btn${draft.source?.kind === 'final' ? ' on' : ''}`} aria-pressed={draft.source?.kind === 'final'} title={t('compose.finalHint')} onClick={() => pickSource({ kind: 'final' })}>
                {t('compose.final')}
              </button>
            )}
          </div>
          {draft.source?.kind === 'final' && <p className="muted small">{t('compose.finalHint')}</p>}
        </div>
      )}
      {!asking && targets.length > 1 && (
        <fieldset className="compose-step">
          <legend>{t('compose.target')}</legend>
          <div className="row wrap">
            {targets.map((s) => (
              <button key={s} type="button" data-tutorial={`target-${s}`} className={`btn seat-btn${draft.target === s ? ' on' : ''}`} aria-pressed={draft.target === s} style={{ ['--seat' as string]: seatHex(s) }} onClick={() => setDraft({ ...draft, target: s })}>
                <span className="dot" /> {seatName(s, table, t)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {(asking || draft.source) && (
        <>
          {fixedCategory === null && (
            <fieldset className="compose-step">
              <legend>{t('compose.category')}</legend>
              <div className="segmented">
                {(['time', 'location'] as const).map((c) => (
                  <button key={c} type="button" data-tutorial={`category-${c}`} className={c === category ? 'on' : ''} aria-pressed={c === category} onClick={() => setDraft({ ...draft, category: c, values: c === draft.category ? draft.values : [] })}>
                    {t(`category.${c}`)}
                  </button>
                ))}
              </div>
            </fieldset>
          )}
          <fieldset className="compose-step">
            <legend>
              {t(`category.${category}`)} · {t('compose.values')}
            </legend>
            <div className="value-grid">
              {values.map((_, v) => {
                const on = draft.values.includes(v) && draft.category === category;
                return (
                  <button key={v} type="button" data-tutorial={`value-${v}`} className={`value-btn${on ? ' on' : ''}`} aria-pressed={on} onClick={() => toggle(v)}>
                    <ValueIcon category={category} value={v} />
                    <span>{valueName(category, v, t)}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>
          <div className="compose-send">
            <p className="preview" aria-live="polite">
              {target !== null && <strong>{seatName(target, table, t)}{t('punct.colon')}</strong>}
              {draft.values.length > 0 && draft.category === category ? t('compose.preview', { values: valuesText(category, draft.values, t) }) : '…'}
            </p>
            <div className="row">
              {!asking && (
                <button type="button" className="btn btn-ghost" onClick={() => setDraft(emptyDraft)}>
                  {t('compose.cancel')}
                </button>
              )}
              <Why reason={target === null ? t('why.pa.pickTarget') : t('why.pa.pickValues')} busy={ready && busy}>
                <button type="button" data-tutorial="ask" className="btn btn-primary" disabled={!ready || busy} onClick={onAsk}>
                  {t('compose.ask')}
                </button>
              </Why>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/** Choosing an assistant: at setup, after arrows, or when yours was taken. */
export function AssistantPicker({ view, legal, act, table }: { view: View; legal: readonly Action[]; act: (a: Action) => void; table: TableInfo | null }) {
  const { t } = useI18n();
  const options: Action[] = [...ofType(legal, 'chooseAssistant'), ...ofType(legal, 'changeAssistant')];
  const target = view.phase.kind === 'changeAssistant' ? view.phase.target : null;
  return (
    <div className="picker">
      <h3>{t('compose.chooseAssistant')}</h3>
      <div className="picker-grid">
        {options.map((action) => {
          if (action.type !== 'chooseAssistant' && action.type !== 'changeAssistant') return null;
          const assistant = action.assistant;
          const fromTarget = target !== null && view.assistants[target] === assistant;
          return (
            <button key={`${action.type}-${assistant}`} type="button" data-tutorial={`assistant-${assistant}`} className="btn picker-btn" onClick={() => act(action)}>
              <AssistantBadge assistant={assistant} withPower />
              <span className="muted small">{fromTarget && target !== null ? t('compose.takeFrom', { name: seatName(target, table, t) }) : t('compose.fromTable')}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Answering: buttons for a forced lie, a number field under manual answers. */
export function AnswerPanel({ view, legal, act }: { view: View; legal: readonly Action[]; act: (a: Action) => void }) {
  const { t } = useI18n();
  const phase = view.phase;
  const q = phase.kind === 'answer' ? view.questions[phase.question] : undefined;
  const truth = q && view.hand ? countMatching(view.hand, q.category, q.values) : 0;
  const counts = ofType(legal, 'answer').map((a) => a.count);
  const mustLie = view.rules.rival && q !== undefined && view.rival !== null && q.askerAssistant === view.rival;
  const [typed, setTyped] = useState(() => String(mustLie ? '' : truth));
  if (!q) return null;
  const n = Number(typed);
  const valid = typed !== '' && Number.isInteger(n) && counts.includes(n);
  return (
    <div className="answer">
      <div className="row wrap">
        {view.hand
          ?.filter((c) => matches(c, q.category, q.values))
          .map((c) => (
            <CardArt key={c} card={c} size="sm" />
          ))}
      </div>
      <p>{t('answer.truth', { n: truth })}</p>
      {mustLie && <p className="banner banner-warn">{t('answer.mustLie')}</p>}
      {view.rules.manualAnswers ? (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) act({ type: 'answer', count: n });
          }}
        >
          <label className="field field-inline">
            <span>{t('answer.count')}</span>
            <input type="number" inputMode="numeric" min={0} max={16} value={typed} onChange={(e) => setTyped(e.target.value)} className="num" autoFocus />
          </label>
          <Why reason={typed === '' ? t('why.pa.typeCount') : t('why.pa.counts', { list: counts.join(', ') })}>
            <button type="submit" className="btn btn-primary" disabled={!valid}>
              {t('answer.send')}
            </button>
          </Why>
        </form>
      ) : (
        <div className="row">
          {counts.map((c) => (
            <button key={c} type="button" className="btn btn-primary" onClick={() => act({ type: 'answer', count: c })}>
              {t('answer.say', { n: c })}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Choosing which asked-about card to show. */
export function ShowPanel({ legal, act }: { legal: readonly Action[]; act: (a: Action) => void }) {
  const { t } = useI18n();
  return (
    <div className="card-row" role="group" aria-label={t('show.title')}>
      {ofType(legal, 'show').map((a) => (
        <button key={a.card} type="button" data-tutorial={`show-${a.card}`} className="card-btn" onClick={() => act(a)}>
          <CardArt card={a.card} />
        </button>
      ))}
    </div>
  );
}

/** Asked to confirm an earlier answer: see the question and your answer again, then confirm or correct it. */
export function ReplyPanel({ view, legal, table, act }: { view: View; legal: readonly Action[]; table: TableInfo | null; act: (a: Action) => void }) {
  const { t } = useI18n();
  const request = view.confirmRequest;
  const q = request ? view.questions[request.question] : undefined;
  const corrections = ofType(legal, 'correctAnswer');
  const [correcting, setCorrecting] = useState(false);
  const [typed, setTyped] = useState('');
  const [show, setShow] = useState<number | null>(null);
  if (!request || !q) return null;
  const truth = view.hand ? countMatching(view.hand, q.category, q.values) : 0;
  const mustLie = view.rules.rival && view.rival !== null && q.askerAssistant === view.rival;
  const n = Number(typed);
  const forCount = corrections.filter((a) => typed !== '' && a.count === n);
  const cards = forCount.flatMap((a) => (a.show === undefined ? [] : [a.show]));
  const chosen = cards.length > 0 ? forCount.find((a) => a.show === show) : forCount[0];
  return (
    <div className="answer reply" data-testid="confirm-reply">
      <p>
        {t('pa.reply.question', {
          asker: seatName(q.asker, table, t),
          values: valuesText(q.category, q.values, t),
          count: q.heard ?? '?',
        })}
      </p>
      <div className="row wrap">
        {view.hand
          ?.filter((c) => matches(c, q.category, q.values))
          .map((c) => (
            <CardArt key={c} card={c} size="sm" />
          ))}
      </div>
      <p>{t('answer.truth', { n: truth })}</p>
      {mustLie && <p className="banner banner-warn">{t('pa.reply.mustLie')}</p>}
      <div className="row">
        <button type="button" className="btn btn-primary" onClick={() => act({ type: 'confirmAnswer' })}>
          {t('pa.reply.confirm', { count: q.heard ?? '?' })}
        </button>
        {!correcting && corrections.length > 0 && (
          <button type="button" className="btn" onClick={() => setCorrecting(true)}>
            {t('pa.reply.correct')}
          </button>
        )}
      </div>
      {correcting && (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen) act(chosen);
          }}
        >
          <label className="field field-inline">
            <span>{t('pa.reply.newCount')}</span>
            <input type="number" inputMode="numeric" min={0} max={16} value={typed} onChange={(e) => setTyped(e.target.value)} className="num" autoFocus />
          </label>
          {cards.length > 0 && (
            <>
              <p className="muted small">{t('pa.reply.showPick', { name: seatName(q.asker, table, t) })}</p>
              <div className="card-row" role="group" aria-label={t('show.title')}>
                {cards.map((c) => (
                  <button key={c} type="button" className={`card-btn${show === c ? ' on' : ''}`} aria-pressed={show === c} onClick={() => setShow(c)}>
                    <CardArt card={c} />
                  </button>
                ))}
              </div>
            </>
          )}
          <Why reason={typed === '' ? t('why.pa.typeCount') : cards.length > 0 ? t('why.pa.pickShow') : t('why.pa.noCorrection', { n: typed })}>
            <button type="submit" className="btn btn-primary" disabled={!chosen}>
              {t('pa.reply.send')}
            </button>
          </Why>
        </form>
      )}
    </div>
  );
}
