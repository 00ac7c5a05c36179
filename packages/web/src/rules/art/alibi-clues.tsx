/**
 * Alibi Clues rules illustrations, drawn with the table's own cards and suspect faces (clues/Art.tsx,
 * clues/Face.tsx) in the table's markup. Decorative: captions and terms say what they show.
 */
import { CASE_CLOSED, F, SUSPECTS } from '@alibi/alibi-clues';
import { ClueCardArt, FeatureChips } from '../../clues/Art.tsx';
import { SuspectFace } from '../../clues/Face.tsx';
import '../../clues/clues.css';
import { acSuspectName } from '../../clues/logic.ts';
import { useI18n } from '../../i18n/index.tsx';
import type { RulesArt } from './index.ts';

/** Mabel Quist: woman, lean build, short hair, checked clothes, spectacles. */
const MABEL = 0;
/** One clue card of each of Mabel's features (clue card ids, see @alibi/alibi-clues cards.ts). */
const MABEL_CLUES = [3, 9, 14, 20, 30];

/** A suspect of the row as the table draws it, with `shown` of its features lit. */
function Suspect({ suspect, shown }: { suspect: number; shown: readonly number[] }) {
  const { t } = useI18n();
  const n = (SUSPECTS[suspect]?.features ?? []).filter((f) => shown.includes(f)).length;
  const full = n >= CASE_CLOSED;
  return (
    <div className="ac">
      <div className={`ac-suspect${full ? ' accusable' : ''}`} style={{ width: '11rem' }}>
        <span className="ac-portrait">
          <SuspectFace suspect={suspect} size={64} />
        </span>
        <strong>{acSuspectName(suspect, t)}</strong>
        <span className={`ac-count${full ? ' full' : ''}`}>
          <span className="ac-meter">
            {Array.from({ length: CASE_CLOSED }, (_, i) => (
              <i key={i} className={i < n ? 'on' : ''} />
            ))}
          </span>
          {t('ac.matches', { n })}
        </span>
        <FeatureChips suspect={suspect} shown={new Set(shown)} />
        {full && <span className="chip chip-turn">{t('ac.accusable')}</span>}
      </div>
    </div>
  );
}

export const art: RulesArt = {
  suspect: () => <Suspect suspect={MABEL} shown={[F.woman, F.lean, F.short]} />,
  accusable: () => <Suspect suspect={MABEL} shown={[F.woman, F.lean, F.short, F.checked, F.spectacles]} />,
  // Slightly overlapped, like a spread hand, so that five fit a phone's width in one row.
  clues: () => (
    <div className="rules-art-row" style={{ gap: 0, flexWrap: 'nowrap' }}>
      {MABEL_CLUES.map((c, i) => (
        <span key={c} style={{ marginLeft: i === 0 ? 0 : '-8px', display: 'flex' }}>
          <ClueCardArt card={c} size="sm" />
        </span>
      ))}
    </div>
  ),
  cover: () => <ClueCardArt card={36} size="sm" />,
  hush: () => <ClueCardArt card={42} size="sm" />,
  tip: () => <ClueCardArt card={46} size="sm" />,
};
