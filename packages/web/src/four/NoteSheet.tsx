import { cardOf, cardPerson, PLACES, TIMES, type Category, type View } from '@alibi/four-suspects';
import type { TableInfo } from '@alibi/protocol';
import { useI18n } from '../i18n/index.tsx';
import { seatName } from '../game/logic.ts';
import { NoteGrid } from '../notes/NoteGrid.tsx';
import { AnswersTable, type AnswerRow } from '../notes/AnswersTable.tsx';
import { fsCardText, fsPersonName, fsPlaceName, fsTimeName, fsValuesText } from './names.ts';
import { useNoteAssistant } from '../notes/useNoteAssistant.ts';
import { CategoryIcon, ValueBadge } from './Parts.tsx';
import { CellClaim } from '../ClaimWindow.tsx';

/** Guessing from the sheet: the single cards this seat may guess now, whether a guess is held, and the guess. */
export interface SheetGuess {
  cards: ReadonlySet<number>;
  /** Two alibis are missing (two players): a guess names both, from the guess dialog. */
  pairs: boolean;
  held: boolean;
  out: boolean;
  guess: (card: number) => void;
}

/** The 16 alibis as a time x place grid (each cell names its person), with marks, notes and answers. */
export function FsNoteSheet({
  view,
  table,
  me,
  saved,
  save,
  guess,
}: {
  view: View;
  table: TableInfo | null;
  me: number | null;
  saved: Record<string, string>;
  save: (notes: Record<string, string>) => Promise<boolean>;
  guess?: SheetGuess;
}) {
  const { t } = useI18n();
  const hand = new Set(view.hand ?? []);
  const missing = new Set(view.missing ?? []);
  const seenFrom = new Map<number, number[]>();
  for (const s of view.seen) seenFrom.set(s.card, [...new Set([...(seenFrom.get(s.card) ?? []), s.from])]);
  const assistant = useNoteAssistant('four-suspects', view, table, {
    seat: (s) => seatName(s, table, t),
    card: (c) => fsCardText(c, t),
    values: (category, values) => fsValuesText(category as Category, values, t),
    tile: (i) => String(i + 1),
    room: (r) => t(r === 'left' ? 'fs.room.left' : 'fs.room.right'),
  });
  return (
    <NoteGrid
      assistant={assistant}
      className="fs-grid"
      rows={TIMES.map((tm, ti) => ({
        key: tm,
        header: (
          <>
            <ValueBadge category="time" value={ti} />
            <span>{fsTimeName(ti, t)}</span>
          </>
        ),
      }))}
      cols={PLACES.map((p, pi) => ({
        key: p,
        header: (
          <>
            <ValueBadge category="place" value={pi} />
            <span>{fsPlaceName(pi, t)}</span>
          </>
        ),
      }))}
      cardAt={cardOf}
      cardName={(card) => fsCardText(card, t)}
      facts={(card) => ({
        inHand: hand.has(card),
        isPublic: false,
        isMissing: missing.has(card),
        seenFrom: seenFrom.get(card) ?? [],
      })}
      extra={(card) => (
        <span className="cell-person" aria-hidden="true">
          {fsPersonName(cardPerson(card), t)}
        </span>
      )}
      seatName={(s) => seatName(s, table, t)}
      cellAction={(card) => {
        const name = fsCardText(card, t);
        const why =
          me === null
            ? t('cw.why.spectator')
            : view.phase.kind === 'over'
              ? t('cw.why.over')
              : guess?.out
                ? t('cw.why.out')
                : guess?.held
                  ? t('cw.why.held')
                  : hand.has(card)
                    ? t('cw.why.hand')
                    : guess?.pairs
                      ? t('cw.why.two')
                      : !guess || guess.cards.size === 0
                        ? t('cw.why.notNow')
                        : !guess.cards.has(card)
                          ? t('cw.why.notThis')
                          : null;
        return <CellClaim label={t('cw.guessCell', { card: name })} confirm={t('cw.confirmGuess', { card: name })} why={why} onClaim={() => guess?.guess(card)} />;
      }}
      me={me}
      saved={saved}
      save={save}
    >
      <FsAnswers view={view} table={table} />
    </NoteGrid>
  );
}

/** Every question and its answer, in the paper sheet's layout. */
function FsAnswers({ view, table }: { view: View; table: TableInfo | null }) {
  const { t } = useI18n();
  const rows: AnswerRow[] = view.questions.map((q) => {
    const said = q.heard ?? q.answer;
    return {
      asker: q.asker,
      target: q.target,
      question: (
        <>
          {q.category ? (
            <span className="q-values" title={t(`fs.category.${q.category}`)}>
              {q.values.map((v) => (q.category ? <ValueBadge key={v} category={q.category} value={v} /> : null))}
            </span>
          ) : (
            <span className="small">{t('fs.showMe')}</span>
          )}
          {q.room && <small className="chip">{t(`fs.room.${q.room}`)}</small>}
        </>
      ),
      answer: (
        <>
          {q.kind === 'count' && <strong>{said ?? (q.private ? '—' : t('notes.pending'))}</strong>}
          {q.private && <small className="chip chip-private">{t('notes.privateMark')}</small>}
          {q.shown === 'card' && <small className="ans-card" role="img" title={t('notes.cardShown')} aria-label={t('notes.cardShown')} />}
          {q.bodyguard && <small className="chip">{t('fs.helper.bodyguard')}</small>}
        </>
      ),
    };
  });
  return (
    <AnswersTable seats={view.handSizes.length} table={table} rows={rows}>
      <p className="muted small legend">
        <CategoryIcon category="person" /> {t('fs.notes.legend')}
      </p>
    </AnswersTable>
  );
}
