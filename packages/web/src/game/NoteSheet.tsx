import { ASSISTANTS, cardLocation, cardOf, cardTime, LOCATIONS, TIMES, type Category, type View } from '@alibi/perfect-alibi';
import type { TableInfo } from '@alibi/protocol';
import { useI18n } from '../i18n/index.tsx';
import { ValueIcon } from './Actions.tsx';
import { AssistantBadge } from './Board.tsx';
import { cardSources, seatName, valueName, valuesText } from './logic.ts';
import { NoteGrid } from '../notes/NoteGrid.tsx';
import { AnswersTable, type AnswerRow } from '../notes/AnswersTable.tsx';
import { useNoteAssistant } from '../notes/useNoteAssistant.ts';
import { CellClaim } from '../ClaimWindow.tsx';

/** Claiming from the sheet: the seat's legal claim cards, whether one is held, and the claim itself. */
export interface SheetClaim {
  cards: ReadonlySet<number>;
  held: boolean;
  out: boolean;
  claim: (card: number) => void;
}

/** The 4x4 sheet (times x locations) with the seat's own marks, and every answer so far. */
export function NoteSheet({ view, table, me, saved, save, claim }: { view: View; table: TableInfo | null; me: number | null; saved: Record<string, string>; save: (notes: Record<string, string>) => Promise<boolean>; claim?: SheetClaim }) {
  const { t } = useI18n();
  const hand = new Set(view.hand ?? []);
  const pub = new Set(view.publicCards);
  const { seenFrom, takenBy } = cardSources(view);
  const assistant = useNoteAssistant('perfect-alibi', view, table, {
    seat: (s) => seatName(s, table, t),
    card: (c) => t('deduce.card', { time: valueName('time', cardTime(c), t), location: valueName('location', cardLocation(c), t) }),
    values: (category, values) => valuesText(category as Category, values, t),
    tile: (i) => t(`assistant.${ASSISTANTS[i] ?? 'reporter'}`),
    room: (r) => r,
  });
  return (
    <NoteGrid
      assistant={assistant}
      rows={TIMES.map((tm, ti) => ({
        key: tm,
        header: (
          <>
            <ValueIcon category="time" value={ti} />
            <span>{valueName('time', ti, t)}</span>
          </>
        ),
      }))}
      cols={LOCATIONS.map((l, li) => ({
        key: l,
        header: (
          <>
            <ValueIcon category="location" value={li} />
            <span>{valueName('location', li, t)}</span>
          </>
        ),
      }))}
      cardAt={cardOf}
      cardName={(card) => t('notes.cell', { time: valueName('time', cardTime(card), t), location: valueName('location', cardLocation(card), t) })}
      facts={(card) => ({
        inHand: hand.has(card),
        isPublic: pub.has(card),
        isMissing: view.missing === card,
        seenFrom: seenFrom.get(card) ?? [],
        takenBy: takenBy.get(card) ?? [],
      })}
      seatName={(s) => seatName(s, table, t)}
      cellAction={(card) => {
        const name = t('notes.cell', { time: valueName('time', cardTime(card), t), location: valueName('location', cardLocation(card), t) });
        // Why the claim cannot be made, in the order a player would look for it.
        const why =
          me === null
            ? t('cw.why.spectator')
            : view.phase.kind === 'over'
              ? t('cw.why.over')
              : claim?.out
                ? t('cw.why.out')
                : claim?.held
                  ? t('cw.why.held')
                  : hand.has(card)
                    ? t('cw.why.hand')
                    : pub.has(card)
                      ? t('cw.why.public')
                      : !claim || claim.cards.size === 0
                        ? t('cw.why.notNow')
                        : !claim.cards.has(card)
                          ? t('cw.why.notThis')
                          : null;
        return <CellClaim label={t('cw.claimCell', { card: name })} confirm={t('cw.confirmCell', { card: name })} why={why} onClaim={() => claim?.claim(card)} />;
      }}
      me={me}
      saved={saved}
      save={save}
    >
      <Answers view={view} table={table} />
    </NoteGrid>
  );
}

/** Every question and its answer, in the paper sheet's layout. */
function Answers({ view, table }: { view: View; table: TableInfo | null }) {
  const { t } = useI18n();
  const rows: AnswerRow[] = view.questions.map((q) => {
    const said = q.heard ?? q.answer;
    return {
      asker: q.asker,
      target: q.target,
      question: (
        <>
          <span className="q-values">
            {q.values.map((v) => (
              <ValueIcon key={v} category={q.category} value={v} />
            ))}
          </span>
          {view.rules.rival && q.askerAssistant && <AssistantBadge assistant={q.askerAssistant} />}
        </>
      ),
      answer: (
        <>
          <strong>{said ?? (q.private ? '—' : t('notes.pending'))}</strong>
          {q.private && <small className="chip chip-private">{t('notes.privateMark')}</small>}
          {q.card === 'shown' && <small className="ans-card" role="img" title={t('notes.cardShown')} aria-label={t('notes.cardShown')} />}
          {q.card === 'taken' && <small className="ans-card taken" role="img" title={t('notes.cardTaken')} aria-label={t('notes.cardTaken')} />}
          {q.corrected && <small className="chip">{t('pa.notes.corrected')}</small>}
          {q.confirmed && !q.corrected && <small title={t('notes.confirmed')}> ✓</small>}
        </>
      ),
    };
  });
  return <AnswersTable seats={view.handSizes.length} table={table} rows={rows} />;
}
