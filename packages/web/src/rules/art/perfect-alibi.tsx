/** Perfect Alibi's rules illustrations, drawn with the table's own cards, tiles and assistant marks. */
import type { Assistant } from '@alibi/perfect-alibi';
import { CardArt, CardBack } from '../../art/Card.tsx';
import { AssistantGlyph } from '../../art/icons.tsx';
import { TileArt, TileBack } from '../../art/Tile.tsx';
import type { RulesArt } from './index.ts';

// Tile ids: colour * 6 + k; k 0-2 location (0 with arrows), 3-5 time (3 with arrows).
const BLUE_LOCATION = 1 * 6 + 1;
const BLUE_TIME = 1 * 6 + 4;
const GREEN_ARROWS = 2 * 6 + 0;
const YELLOW_TIME_ARROWS = 3 * 6 + 3;

function Glyph({ assistant }: { assistant: Assistant }) {
  return (
    <svg viewBox="0 0 24 24" width={40} height={40} color="#2a3150" focusable="false">
      <AssistantGlyph assistant={assistant} />
    </svg>
  );
}

export const art: RulesArt = {
  // Three alibi cards: every card is one time and one location (the portrait is decoration).
  cards: () => (
    <div className="rules-art-row">
      <CardArt card={0} size="sm" />
      <CardArt card={6} size="sm" />
      <CardArt card={11} size="sm" />
      <CardArt card={13} size="sm" />
    </div>
  ),
  missing: () => <CardBack size="sm" label="" />,
  tiles: () => (
    <div className="rules-art-row">
      <TileArt tile={BLUE_LOCATION} />
      <TileArt tile={BLUE_TIME} />
      <TileArt tile={GREEN_ARROWS} />
      <TileArt tile={YELLOW_TIME_ARROWS} />
      <TileBack count={14} label="" />
    </div>
  ),
  'tile-location': () => <TileArt tile={BLUE_LOCATION} />,
  'tile-time': () => <TileArt tile={BLUE_TIME} />,
  'tile-arrows': () => <TileArt tile={GREEN_ARROWS} />,
  'show-card': () => (
    <div className="rules-art-row">
      <CardBack size="xs" label="" />
      <CardArt card={6} size="sm" />
      <CardBack size="xs" label="" />
    </div>
  ),
  'assistant-reporter': () => <Glyph assistant="reporter" />,
  'assistant-lookout': () => <Glyph assistant="lookout" />,
  'assistant-lawyer': () => <Glyph assistant="lawyer" />,
  'assistant-confessor': () => <Glyph assistant="confessor" />,
  'assistant-pickpocket': () => <Glyph assistant="pickpocket" />,
};
