/**
 * The record sheet: every card by type and set. What the view proves is filled in automatically (in
 * your hand, held earlier, melded, and the hidden cards once revealed); your own marks and notes are
 * yours, saved through the table's notes channel and kept per hand. With the table's assistant on,
 * the deduction adds what is certain (a hidden card, cards that cannot be hidden) and, with 'odds',
 * each remaining card's chance of being hidden.
 */
import { useMemo, useState } from 'react';
import { CARD_TYPES, cardOf, setCards, setsOfType, type ProjectedEvent, type View } from '@alibi/alibi-1993';
// The leaf module: the package's index brings the other games' rules along (build/chunks.ts).
import { deduceAlibi1993FromView } from '@alibi/deduction/alibi-1993';
import type { AssistantMode } from '@alibi/protocol';
import { useI18n } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { useRovingGrid } from '../ui/useRovingGrid.ts';
import { nextMark } from '../game/logic.ts';
import { MARK_GLYPH } from '../notes/NoteGrid.tsx';
import { useNotes } from '../notes/useNotes.ts';
import { A93TimeGlyph, TypeIcon } from './Art.tsx';
import { a93CardName, a93SetName, a93SubName, a93SubcategoryName, a93TimeName, a93TypesName } from './logic.ts';
import { Icon } from '../art/icons.tsx';

interface Props {
  view: View;
  me: number | null;
  saved: Record<string, string>;
  save: (notes: Record<string, string>) => Promise<boolean>;
  /** The seat's projected events (the deduction reads them with the view). */
  events?: readonly ProjectedEvent[];
  assistant?: AssistantMode;
}

/** Each card's chance of being hidden, or null when the events do not cover the whole hand. */
function hiddenOdds(view: View, events: readonly ProjectedEvent[]): Map<number, number> | null {
  const hand = events.slice(events.map((e) => e.type).lastIndexOf('handStarted') + 1);
  if (hand.filter((e) => e.type === 'asked').length !== view.questions.length) return null;
  const d = deduceAlibi1993FromView(view, events);
  return d.consistent ? new Map(d.types.flatMap((type) => type.cards.map((c, i) => [c, type.probability[i] ?? 0]))) : null;
}

type Fact = 'hand' | 'seen' | 'melded' | 'hidden';

export function RecordSheet({ view, me, saved, save, events, assistant = 'off' }: Props) {
  const grid = useRovingGrid<HTMLDivElement>();
  const { t } = useI18n();
  const { notes, edit, status } = useNotes(saved, save, me);
  const [selected, setSelected] = useState<number | null>(null);
  const readOnly = me === null;
  // Marks belong to one hand: `h` says which; a new hand starts with a clean sheet.
  const hand = String(view.handNumber);
  const current = (notes.h ?? '1') === hand;
  const mark = (card: number) => (current ? (notes[`m${card}`] ?? '') : '');
  const note = (card: number) => (current ? (notes[`n${card}`] ?? '') : '');
  const editCard = (key: string, value: string) => {
    if (!current) {
      for (const k of Object.keys(notes)) if (/^[mn]\d+$/.test(k)) edit(k, '');
      edit('h', hand);
    }
    edit(key, value);
  };

  const inHand = new Set(view.cards ?? []);
  const melded = new Set(view.melds.flatMap((m) => setCards(m.set)));
  const seen = new Set(view.seen ?? []);
  const last = view.results[view.results.length - 1];
  const hidden = new Set(view.phase.kind === 'over' && last && last.handNumber === view.handNumber ? last.solution : []);
  const odds = useMemo(
    () => (assistant !== 'off' && me !== null && events && view.phase.kind !== 'over' ? hiddenOdds(view, events) : null),
    [assistant, me, events, view],
  );
  for (const [card, p] of odds ?? []) if (p === 1) hidden.add(card);
  /** The assistant's word on a card not already settled: out (cannot be hidden), or its chance. */
  const assist = (card: number): 'out' | number | null => {
    const p = odds?.get(card);
    if (p === undefined || p === 1 || seen.has(card) || melded.has(card)) return null;
    return p === 0 ? 'out' : assistant === 'odds' ? p : null;
  };
  const fact = (card: number): Fact | null =>
    hidden.has(card) ? 'hidden' : inHand.has(card) ? 'hand' : melded.has(card) ? 'melded' : seen.has(card) ? 'seen' : null;
  const factText = (f: Fact | null) => (f ? t(`a93.fact.${f}`) : '');

  return (
    <div className="a93-record" ref={grid.ref} {...grid.props}>
      <p className="muted small">{t('a93.record.hint')}</p>
      <p className="a93-legend small" aria-hidden="true">
        <span className="a93-fact a93-fact-hand" /> {t('a93.fact.hand')} <span className="a93-fact a93-fact-seen" />{' '}
        {t('a93.fact.seen')} <span className="a93-fact a93-fact-melded" /> {t('a93.fact.melded')}
      </p>
      {CARD_TYPES.map((type) => (
        <table key={type} className={`a93-rec a93-${type}`} role="grid">
          <caption>
            <TypeIcon type={type} /> {a93TypesName(type, t)} <span className="muted small">· {a93SubcategoryName(type, t)}</span>
          </caption>
          <colgroup>
            <col className="a93-col-set" />
            <col span={3} />
            <col className="a93-col-count" />
          </colgroup>
          {type === 'suspect' && (
            <thead>
              <tr>
                <td />
                {[0, 1, 2].map((time) => (
                  <th key={time} scope="col">
                    <Icon>
                      <A93TimeGlyph time={time} />
                    </Icon>{' '}
                    {a93TimeName(time, t)}
                  </th>
                ))}
                <td />
              </tr>
            </thead>
          )}
          <tbody>
            {setsOfType(type).map((set) => {
              const seenCount = setCards(set).filter((c) => seen.has(c)).length;
              return (
                <tr key={set} className={seenCount === 3 ? 'cleared' : ''}>
                  <th scope="row">{a93SetName(set, t)}</th>
                  {[0, 1, 2].map((sub) => {
                    const card = cardOf(set, sub);
                    const f = fact(card);
                    const m = mark(card);
                    const n = note(card);
                    const a = assist(card);
                    return (
                      <td key={sub}>
                        <Why reason={t('why.notes.spectator')}>
                          <button
                            type="button"
                            data-grid-cell=""
                            className={`a93-cell${f ? ` f-${f}` : ''} mark-${m || 'none'}${selected === card ? ' sel' : ''}`}
                            disabled={readOnly}
                            style={a === 'out' ? { opacity: 0.45 } : undefined}
                            aria-label={[
                              a93CardName(card, t),
                              factText(f),
                              typeof a === 'number' ? `${Math.round(a * 100)}%` : '',
                              t(`notes.mark.${m === 'x' || m === 'v' || m === 'q' ? m : 'none'}`),
                              n,
                            ]
                              .filter(Boolean)
                              .join('; ')}
                            onClick={() => {
                              setSelected(card);
                              editCard(`m${card}`, nextMark(m));
                            }}
                          >
                            {f && <span className={`a93-fact a93-fact-${f}`} aria-hidden="true" />}
                            {type !== 'suspect' && <span className="a93-cell-sub">{a93SubName(card, t)}</span>}
                            {typeof a === 'number' && (
                              <span className="muted small" aria-hidden="true">
                                {Math.round(a * 100)}%
                              </span>
                            )}
                            <span className="a93-cell-mark" aria-hidden="true">
                              {MARK_GLYPH[m] ?? ''}
                            </span>
                            {n && (
                              <span className="a93-cell-note" aria-hidden="true">
                                {n}
                              </span>
                            )}
                          </button>
                        </Why>
                      </td>
                    );
                  })}
                  <td className="a93-rec-count" title={t('a93.record.seenCount', { n: seenCount })}>
                    {seenCount}/3
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
      {!readOnly && (
        <div className="note-edit">
          {selected === null ? (
            <p className="muted small">{t('notes.selectCell')}</p>
          ) : (
            <label className="field">
              <span>{t('notes.noteFor', { cell: a93CardName(selected, t) })}</span>
              <input maxLength={200} value={note(selected)} onChange={(e) => editCard(`n${selected}`, e.target.value)} />
            </label>
          )}
          <label className="field">
            <span>{t('notes.general')}</span>
            <textarea rows={2} maxLength={200} value={notes.g ?? ''} onChange={(e) => edit('g', e.target.value)} />
          </label>
          <span className="muted small" role="status">
            {status === 'saving' ? t('notes.saving') : status === 'saved' ? t('notes.saved') : ''}
          </span>
        </div>
      )}
    </div>
  );
}
