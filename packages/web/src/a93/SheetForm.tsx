/** The accusation sheet: a set and its value per type, with the points at stake on each blank. */
import { useState } from 'react';
import {
  CARD_TYPES,
  FIRST_ACCUSER_BONUS,
  FIRST_ACCUSER_MIN_OTHER_BLANKS,
  SUB_BLANK,
  cardOf,
  otherBlanks,
  setCards,
  setsOfType,
  type Blank,
  type CardType,
  type Sheet,
} from '@alibi/alibi-1993';
import { useI18n } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { TypeIcon } from './Art.tsx';
import { a93BlankName, a93SetName, a93SubName, a93SubcategoryName, a93TypesName, blankStake, sheetRange } from './logic.ts';

type Choice = Record<CardType, { set: number | null; sub: number | null }>;
const empty = (): Choice => ({
  suspect: { set: null, sub: null },
  place: { set: null, sub: null },
  weapon: { set: null, sub: null },
  emotion: { set: null, sub: null },
});

function toSheet(choice: Choice): Sheet {
  const sheet: Sheet = {};
  for (const type of CARD_TYPES) {
    const c = choice[type];
    if (c.set !== null) sheet[type] = c.sub === null ? { set: c.set } : { set: c.set, sub: c.sub };
  }
  return sheet;
}

interface Props {
  firstAccuser: boolean;
  accuserName: string;
  /** Cards the seat has seen this hand: shown next to each choice as a reminder. */
  seen: readonly number[];
  busy: boolean;
  write: (sheet: Sheet) => void;
}

export function SheetForm({ firstAccuser, accuserName, seen, busy, write }: Props) {
  const { t } = useI18n();
  const [choice, setChoice] = useState<Choice>(empty);
  const sheet = toSheet(choice);
  const others = otherBlanks(sheet);
  const ok = !firstAccuser || (sheet.suspect !== undefined && others >= FIRST_ACCUSER_MIN_OTHER_BLANKS);
  const range = sheetRange(sheet, firstAccuser);
  const seenSet = new Set(seen);
  const seenOf = (set: number) => setCards(set).filter((c) => seenSet.has(c)).length;
  const stake = (blank: Blank) => {
    const s = blankStake(blank, firstAccuser);
    return (
      <span
        className={`a93-stake${firstAccuser ? ' double' : ''}`}
        aria-label={t('a93.sheet.stakeLabel', { win: s.win, lose: s.lose })}
      >
        {t('a93.sheet.stake', { win: s.win, lose: s.lose })}
      </span>
    );
  };
  const set = (type: CardType, next: { set: number | null; sub: number | null }) => setChoice((c) => ({ ...c, [type]: next }));

  return (
    <form
      className="a93-sheet"
      onSubmit={(e) => {
        e.preventDefault();
        if (ok && !busy) write(sheet);
      }}
    >
      <p>
        {firstAccuser
          ? t('a93.sheet.firstAccuser', { n: FIRST_ACCUSER_MIN_OTHER_BLANKS, bonus: FIRST_ACCUSER_BONUS })
          : t('a93.sheet.other', { name: accuserName })}
      </p>
      <div className="a93-sheet-rows">
        {CARD_TYPES.map((type) => {
          const c = choice[type];
          const setId = `a93-sheet-${type}`;
          const subId = `a93-sheet-${type}-sub`;
          return (
            <fieldset key={type} className={`a93-sheet-row a93-${type}`}>
              <legend>
                <TypeIcon type={type} /> {a93TypesName(type, t)}
              </legend>
              <div className="a93-blank">
                <label htmlFor={setId}>{a93BlankName(type, t)}</label>
                <select
                  id={setId}
                  value={c.set ?? ''}
                  onChange={(e) => set(type, { set: e.target.value === '' ? null : Number(e.target.value), sub: null })}
                >
                  <option value="">{t('a93.sheet.none')}</option>
                  {setsOfType(type).map((s) => (
                    <option key={s} value={s}>
                      {t('a93.sheet.setOption', { set: a93SetName(s, t), n: seenOf(s) })}
                    </option>
                  ))}
                </select>
                {stake(type)}
              </div>
              <div className="a93-blank">
                <label htmlFor={subId}>{a93SubcategoryName(type, t)}</label>
                <Why reason={t('why.a93.setFirst')}>
                  <select
                    id={subId}
                    value={c.sub ?? ''}
                    disabled={c.set === null}
                    onChange={(e) => set(type, { set: c.set, sub: e.target.value === '' ? null : Number(e.target.value) })}
                  >
                    <option value="">{c.set === null ? t('a93.sheet.setFirst') : t('a93.sheet.none')}</option>
                    {c.set !== null &&
                      [0, 1, 2].map((sub) => {
                        const card = cardOf(c.set ?? 0, sub);
                        return (
                          <option key={sub} value={sub}>
                            {seenSet.has(card) ? t('a93.sheet.subSeen', { sub: a93SubName(card, t) }) : a93SubName(card, t)}
                          </option>
                        );
                      })}
                  </select>
                </Why>
                {stake(SUB_BLANK[type])}
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className="compose-send">
        <p className="a93-range" aria-live="polite">
          {firstAccuser && (
            <span className={ok ? '' : 'a93-need'}>
              {t('a93.sheet.count', { n: others, min: FIRST_ACCUSER_MIN_OTHER_BLANKS })} ·{' '}
            </span>
          )}
          {t('a93.sheet.range', { best: range.best, worst: range.worst })}
        </p>
        <Why reason={t('a93.sheet.need', { n: FIRST_ACCUSER_MIN_OTHER_BLANKS })} busy={ok && busy}>
          <button type="submit" className="btn btn-primary" disabled={!ok || busy}>
            {ok ? t('a93.sheet.send') : t('a93.sheet.need', { n: FIRST_ACCUSER_MIN_OTHER_BLANKS })}
          </button>
        </Why>
      </div>
    </form>
  );
}
