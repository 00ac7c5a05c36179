/**
 * The record sheet: every card by type and set. What the view proves is filled in automatically (in
 * your hand, held earlier, melded, and the hidden cards once revealed); your own marks and notes are
 * yours, saved through the table's notes channel and kept per hand.
 */
import { useState } from 'react';
import { CARD_TYPES, cardOf, setCards, setsOfType, type View } from '@alibi/alibi-1993';
import { useI18n } from '../i18n/index.tsx';
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
}

type Fact = 'hand' | 'seen' | 'melded' | 'hidden';

export function RecordSheet({ view, me, saved, save }: Props) {
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
  const fact = (card: number): Fact | null =>
    hidden.has(card) ? 'hidden' : inHand.has(card) ? 'hand' : melded.has(card) ? 'melded' : seen.has(card) ? 'seen' : null;
  const factText = (f: Fact | null) => (f ? t(`a93.fact.${f}`) : '');

  return (
    <div className="a93-record">
      <p className="muted small">{t('a93.record.hint')}</p>
      <p className="a93-legend small" aria-hidden="true">
        <span className="a93-fact a93-fact-hand" /> {t('a93.fact.hand')} <span className="a93-fact a93-fact-seen" />{' '}
        {t('a93.fact.seen')} <span className="a93-fact a93-fact-melded" /> {t('a93.fact.melded')}
      </p>
      {CARD_TYPES.map((type) => (
        <table key={type} className={`a93-rec a93-${type}`}>
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
                    return (
                      <td key={sub}>
                        <button
                          type="button"
                          className={`a93-cell${f ? ` f-${f}` : ''} mark-${m || 'none'}${selected === card ? ' sel' : ''}`}
                          disabled={readOnly}
                          aria-label={[
                            a93CardName(card, t),
                            factText(f),
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
                          <span className="a93-cell-mark" aria-hidden="true">
                            {MARK_GLYPH[m] ?? ''}
                          </span>
                          {n && (
                            <span className="a93-cell-note" aria-hidden="true">
                              {n}
                            </span>
                          )}
                        </button>
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
