/** Four Suspects' rules illustrations, drawn with the table's own alibi cards, interrogation cards and coins. */
import { CardBack } from '../../art/Card.tsx';
import { InterrogationCard, SuspectCard } from '../../art/SuspectCard.tsx';
import type { RulesArt } from './index.ts';

// Interrogation card ids: category = floor(id / 6) (time, place, person), number = floor(id % 6 / 2) + 1; 18-21 show-me.
const TIME_1 = 0;
const PLACE_2 = 8;
const PERSON_3 = 16;
const SHOW_ME = 18;

function Coin() {
  return (
    <svg viewBox="0 0 16 16" width={22} height={22} focusable="false">
      <circle cx={8} cy={8} r={7} fill="#d9b45a" stroke="#9c7a2a" strokeWidth={1.4} />
      <circle cx={8} cy={8} r={4} fill="none" stroke="#9c7a2a" strokeWidth={1} />
    </svg>
  );
}

/** A helper's price, in the coins the table shows. */
function Price({ n }: { n: number }) {
  return (
    <div className="rules-art-row rules-price">
      {Array.from({ length: n }, (_, i) => (
        <Coin key={i} />
      ))}
    </div>
  );
}

export const art: RulesArt = {
  cards: () => (
    <div className="rules-art-row">
      {/* Four people, four times: card = time * 4 + place, person = (time + 3 * place) mod 4. */}
      <SuspectCard card={0} size="sm" />
      <SuspectCard card={7} size="sm" />
      <SuspectCard card={9} size="sm" />
      <SuspectCard card={12} size="sm" />
    </div>
  ),
  missing: () => <CardBack size="sm" label="" />,
  'question-cards': () => (
    <div className="rules-art-row">
      <InterrogationCard card={TIME_1} />
      <InterrogationCard card={PLACE_2} />
      <InterrogationCard card={PERSON_3} />
    </div>
  ),
  'show-me': () => <InterrogationCard card={SHOW_ME} />,
  coins: () => <Price n={4} />,
  'price-1': () => <Price n={1} />,
  'price-2': () => <Price n={2} />,
  'price-3': () => <Price n={3} />,
  rooms: () => (
    <div className="rules-art-row rules-rooms">
      <div className="rules-art-row">
        <SuspectCard card={1} size="xs" />
        <SuspectCard card={6} size="xs" />
        <SuspectCard card={11} size="xs" />
      </div>
      <div className="rules-art-row">
        <SuspectCard card={2} size="xs" />
        <SuspectCard card={7} size="xs" />
        <SuspectCard card={8} size="xs" />
        <SuspectCard card={13} size="xs" />
      </div>
    </div>
  ),
};
