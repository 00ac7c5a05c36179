/** Alibi (1993) rules illustrations, drawn with the table's own cards (a93/Art.tsx). Decorative: captions say what they show. */
import { A93Back, A93Card, A93Fan } from '../../a93/Art.tsx';
import type { RulesArt } from './index.ts';

/** Ada Quill at noon, Ferry: engine room, Toxin: hemlock, Greed: hidden debts (card ids, see @alibi/alibi-1993 cards.ts). */
const SOLUTION = [1, 34, 49, 62];

/**
 * Cards side by side. Each sits in a slot as wide as a small card: on a phone the table's CSS gives
 * every drawn card a wider box than its picture (a93 styles), which would space a row out and wrap it.
 */
function Row({ cards }: { cards: readonly number[] }) {
  return (
    <div className="rules-art-row">
      {cards.map((c) => (
        <span key={c} style={{ display: 'flex', justifyContent: 'center', width: '3.9rem' }}>
          <A93Card card={c} size="sm" />
        </span>
      ))}
    </div>
  );
}

/** A pass after rounds 1, 2 and 3: one, two, three backs with the count beside them. */
function Passes() {
  return (
    <div className="rules-art-row" style={{ gap: '.8rem' }}>
      {[1, 2, 3].map((n) => (
        <span key={n} className="rules-art-row" style={{ gap: '.15rem' }}>
          <strong>{n}</strong>
          <span className="a93-stack">
            {Array.from({ length: n }, (_, i) => (
              <A93Back key={i} size="xs" className="a93-stack-card" />
            ))}
          </span>
          <span>→</span>
        </span>
      ))}
    </div>
  );
}

export const art: RulesArt = {
  hidden: () => (
    <div className="rules-art-row">
      {[0, 1, 2, 3].map((i) => (
        <A93Back key={i} size="sm" />
      ))}
    </div>
  ),
  // Basil Thorne in the morning, Lighthouse: lamp room, Firearm: revolver, Revenge: old feud.
  types: () => <Row cards={[3, 24, 45, 69]} />,
  'suspect-set': () => <Row cards={[0, 1, 2]} />,
  // The Toxin set, as a meld lies on the table.
  meld: () => <A93Fan cards={[48, 49, 50]} size="sm" />,
  pass: () => <Passes />,
  solution: () => <Row cards={SOLUTION} />,
};
