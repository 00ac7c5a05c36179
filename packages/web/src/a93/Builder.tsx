/** The question builder: whom to ask, where they count, and a union of card kinds, with a live sentence. */
import type { ReactNode } from 'react';
import {
  CARD_TYPES,
  SCOPES,
  TYPE_SETS,
  filterCards,
  setCards,
  setsOfType,
  type Atom,
  type CardType,
  type Question,
  type Scope,
} from '@alibi/alibi-1993';
import { seatHex } from '../art/palette.ts';
import { Icon } from '../art/icons.tsx';
import { useI18n, type MessageKey } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { A93Card, A93TimeGlyph, TypeIcon } from './Art.tsx';
import { a93AtomText, a93QuestionText, a93SetName, a93TimeName, a93TypesName, atomKey, toggleAtom } from './logic.ts';

type Picker = 'type' | 'set' | 'time' | 'card' | 'all';
const PICKERS: Picker[] = ['set', 'type', 'card', 'time', 'all'];

export interface Draft {
  target: number | null;
  scope: Scope;
  filter: Atom[];
  picker: Picker;
  /** The set whose three cards the single-card picker shows. */
  cardSet: number;
  hint: MessageKey | null;
}

export const emptyDraft = (target: number | null): Draft => ({
  target,
  scope: 'hand',
  filter: [],
  picker: 'set',
  cardSet: TYPE_SETS.place.first,
  hint: null,
});

/** Starting points shaped like the rulebook's examples; each leaves the blanks to the player. */
const PRESETS: { id: string; scope: Scope; picker: Picker; filter: Atom[]; hint: MessageKey | null }[] = [
  { id: 'set', scope: 'hand', picker: 'set', filter: [], hint: 'a93.hint.set' },
  { id: 'type', scope: 'hand', picker: 'type', filter: [], hint: 'a93.hint.type' },
  { id: 'card', scope: 'hand', picker: 'card', filter: [], hint: 'a93.hint.card' },
  { id: 'theory', scope: 'seen', picker: 'card', filter: [], hint: 'a93.hint.theory' },
  { id: 'setSeen', scope: 'seen', picker: 'set', filter: [], hint: 'a93.hint.set' },
  { id: 'kept', scope: 'kept', picker: 'all', filter: [{ kind: 'all' }], hint: null },
];

interface Props {
  players: number;
  me: number;
  /** Cards the asker has seen this hand: the builder says how many of the asked cards those are. */
  seen: readonly number[];
  name: (seat: number) => string;
  draft: Draft;
  setDraft: (update: (d: Draft) => Draft) => void;
  busy: boolean;
  ask: (target: number, question: Question) => void;
  accuse: (() => void) | null;
}

export function QuestionBuilder({ players, me, seen, name, draft, setDraft, busy, ask, accuse }: Props) {
  const { t } = useI18n();
  const others = Array.from({ length: players }, (_, s) => s).filter((s) => s !== me);
  const question: Question = { filter: draft.filter, scope: draft.scope };
  const has = (a: Atom) => draft.filter.some((x) => atomKey(x) === atomKey(a));
  const toggle = (a: Atom) => setDraft((d) => ({ ...d, filter: toggleAtom(d.filter, a), hint: null }));
  const atomButton = (a: Atom, content: ReactNode, className = '') => (
    <button
      key={atomKey(a)}
      type="button"
      className={`btn a93-pick ${className}${has(a) ? ' on' : ''}`}
      aria-pressed={has(a)}
      onClick={() => toggle(a)}
    >
      {content}
    </button>
  );
  const ready = draft.target !== null && draft.filter.length > 0;
  const covered = filterCards(draft.filter);
  const seenSet = new Set(seen);
  const coveredSeen = covered.filter((c) => seenSet.has(c)).length;

  return (
    <div className="a93-builder">
      <div className="a93-presets" role="group" aria-label={t('a93.ask.presets')}>
        <span className="muted small">{t('a93.ask.presets')}</span>
        {PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            className="btn btn-small"
            onClick={() =>
              setDraft((d) => ({ ...d, scope: p.scope, picker: p.picker, filter: p.filter.map((a) => ({ ...a })), hint: p.hint }))
            }
          >
            {t(`a93.preset.${p.id}` as MessageKey)}
          </button>
        ))}
      </div>

      <fieldset className="compose-step">
        <legend>{t('a93.ask.target')}</legend>
        <div className="row wrap">
          {others.map((s) => (
            <button
              key={s}
              type="button"
              className={`btn seat-btn${draft.target === s ? ' on' : ''}`}
              aria-pressed={draft.target === s}
              style={{ ['--seat' as string]: seatHex(s) }}
              onClick={() => setDraft((d) => ({ ...d, target: s }))}
            >
              <span className="dot" aria-hidden="true" /> {name(s)}
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset className="compose-step">
        <legend>{t('a93.ask.scope')}</legend>
        <div className="a93-scopes">
          {SCOPES.map((s) => (
            <button
              key={s}
              type="button"
              className={`btn a93-scope${draft.scope === s ? ' on' : ''}`}
              aria-pressed={draft.scope === s}
              onClick={() => setDraft((d) => ({ ...d, scope: s }))}
            >
              <strong>{t(`a93.scope.${s}`)}</strong>
              <small>{t(`a93.scope.${s}.help`)}</small>
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset className="compose-step">
        <legend>{t('a93.ask.filter')}</legend>
        <div className="a93-tabs" role="group" aria-label={t('a93.ask.filter')}>
          {PICKERS.map((p) => (
            <button
              key={p}
              type="button"
              className={`btn btn-small${draft.picker === p ? ' on' : ''}`}
              aria-pressed={draft.picker === p}
              onClick={() => setDraft((d) => ({ ...d, picker: p }))}
            >
              {t(`a93.pick.${p}`)}
            </button>
          ))}
        </div>
        {draft.hint && <p className="a93-hint">{t(draft.hint)}</p>}
        <div className="a93-picker">
          {draft.picker === 'type' && (
            <div className="row wrap">
              {CARD_TYPES.map((type) => atomButton({ kind: 'type', type }, <TypeLabel type={type} />, `a93-${type}`))}
            </div>
          )}
          {draft.picker === 'set' &&
            CARD_TYPES.map((type) => (
              <div key={type} className="a93-set-row">
                <TypeIcon type={type} label={a93TypesName(type, t)} />
                <div className="row wrap">
                  {setsOfType(type).map((set) => atomButton({ kind: 'set', set }, a93SetName(set, t), `a93-${type}`))}
                </div>
              </div>
            ))}
          {draft.picker === 'time' && (
            <div className="row wrap">
              {[0, 1, 2].map((time) =>
                atomButton(
                  { kind: 'time', time },
                  <>
                    <Icon>
                      <A93TimeGlyph time={time} />
                    </Icon>
                    {a93TimeName(time, t)}
                  </>,
                ),
              )}
            </div>
          )}
          {draft.picker === 'card' && (
            <div className="a93-card-pick">
              <label className="field field-inline">
                <span>{t('a93.pick.inSet')}</span>
                <select value={draft.cardSet} onChange={(e) => setDraft((d) => ({ ...d, cardSet: Number(e.target.value) }))}>
                  {CARD_TYPES.map((type) => (
                    <optgroup key={type} label={a93TypesName(type, t)}>
                      {setsOfType(type).map((set) => (
                        <option key={set} value={set}>
                          {a93SetName(set, t)}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </label>
              <div className="row wrap">
                {setCards(draft.cardSet).map((card) => {
                  const a: Atom = { kind: 'card', card };
                  return (
                    <button
                      key={card}
                      type="button"
                      className={`a93-card-btn${has(a) ? ' on' : ''}`}
                      aria-pressed={has(a)}
                      onClick={() => toggle(a)}
                    >
                      <A93Card card={card} size="sm" />
                    </button>
                  );
                })}
              </div>
            </div>
          )}
          {draft.picker === 'all' && <div className="row wrap">{atomButton({ kind: 'all' }, t('a93.pick.everything'))}</div>}
        </div>
        <div className="a93-union" aria-live="polite">
          <span className="muted small">{t('a93.ask.union')}</span>
          {draft.filter.length === 0 && <span className="muted small">{t('a93.ask.empty')}</span>}
          {draft.filter.map((a, i) => (
            <span key={atomKey(a)} className="chip a93-atom">
              {i > 0 && <span className="muted">{t('a93.or')} </span>}
              {a93AtomText(a, t)}
              <button
                type="button"
                className="a93-x"
                aria-label={t('a93.ask.remove', { what: a93AtomText(a, t) })}
                onClick={() => toggle(a)}
              >
                ×
              </button>
            </span>
          ))}
          {draft.filter.length > 1 && (
            <button type="button" className="link small" onClick={() => setDraft((d) => ({ ...d, filter: [] }))}>
              {t('a93.ask.clear')}
            </button>
          )}
        </div>
      </fieldset>

      <div className="compose-send">
        {covered.length > 0 && (
          <p className="muted small a93-covered">{t('a93.ask.covered', { n: covered.length, seen: coveredSeen })}</p>
        )}
        <p className="preview a93-preview">
          {t('a93.ask.preview', {
            name: draft.target === null ? '…' : name(draft.target),
            question: a93QuestionText(question, t),
          })}
        </p>
        <div className="row wrap">
          {accuse && (
            <button type="button" className="btn btn-claim" onClick={accuse} aria-haspopup="dialog" data-tutorial="a93-accuse">
              {t('a93.accuse.button')}
            </button>
          )}
          <Why reason={draft.target === null ? t('a93.ask.needTarget') : t('a93.ask.needFilter')} busy={ready && busy}>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!ready || busy}
              onClick={() => draft.target !== null && ask(draft.target, question)}
            >
              {draft.target === null
                ? t('a93.ask.needTarget')
                : draft.filter.length === 0
                  ? t('a93.ask.needFilter')
                  : t('a93.ask.send', { name: name(draft.target) })}
            </button>
          </Why>
        </div>
      </div>
    </div>
  );
}

function TypeLabel({ type }: { type: CardType }) {
  const { t } = useI18n();
  return (
    <>
      <TypeIcon type={type} /> {a93TypesName(type, t)}
    </>
  );
}
