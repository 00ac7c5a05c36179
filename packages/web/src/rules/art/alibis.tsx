/**
 * Alibis rules illustrations, drawn with the table's own parts (alibis/Parts.tsx) in the table's
 * markup: suspect boards, alibi tiles, the perpetrator stamp and the heat pile. Decorative.
 * The words are English in both languages, as at the table.
 */
import type { ReactNode } from 'react';
import { AlibiTile, HeatPile, SuspectBoard } from '../../alibis/Parts.tsx';
import type { RulesArt } from './index.ts';

/** One suspect board, the table's own (a disabled button there too: nothing to press), at a fixed width. */
function Board({ suspect, word, className, children }: { suspect: number; word: string; className?: string; children?: ReactNode }) {
  return (
    <span style={{ width: '6.6rem', display: 'grid' }}>
      <SuspectBoard suspect={suspect} word={word} label={word} className={className}>
        {children}
      </SuspectBoard>
    </span>
  );
}

export const art: RulesArt = {
  suspects: () => (
    <div className="al rules-art-row">
      <Board suspect={0} word="candle" />
      <Board suspect={1} word="moon" />
      <Board suspect={2} word="cake" />
      <Board suspect={3} word="wolf" />
    </div>
  ),
  board: () => (
    <div className="al rules-art-row">
      <Board suspect={0} word="candle" className="marked">
        <AlibiTile word="birthday" seat={1} small />
      </Board>
      <Board suspect={3} word="wolf" className="perp">
        <span className="al-stamp">P</span>
      </Board>
    </div>
  ),
  alibi: () => (
    <div className="rules-art-row" style={{ flexDirection: 'column', alignItems: 'flex-start' }}>
      <AlibiTile word="birthday" seat={1} />
      <AlibiTile word="howl" seat={2} />
    </div>
  ),
  heat: () => (
    <div style={{ maxWidth: '12rem' }}>
      <HeatPile heat={23} start={32} />
    </div>
  ),
};
