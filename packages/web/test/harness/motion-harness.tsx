/**
 * A page for e2e-motion.test.ts: one board with a row of cards under useCardMotion, which
 * `window.shuffleCards(n)` re-renders with the cards in a new order and some of them another size.
 */
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { useCardMotion } from '../../src/ui/motion.ts';

const CARDS = Array.from({ length: 8 }, (_, i) => i);

function Board(): React.JSX.Element {
  const [turn, setTurn] = useState(0);
  const board = useRef<HTMLDivElement>(null);
  useCardMotion(board);
  (window as unknown as { shuffleCards: (n: number) => void }).shuffleCards = (n) => flushSync(() => setTurn(n));
  // Each turn the row turns round by `turn` places and every third card changes size.
  const order = CARDS.map((_, i) => CARDS[(i + turn) % CARDS.length]!);
  return (
    <div ref={board} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, width: 900 }}>
      {order.map((c, i) => (
        <div
          key={c}
          className="card"
          data-card={String(c)}
          style={{ width: (i + turn) % 3 === 0 ? 40 : 120, height: (i + turn) % 3 === 0 ? 56 : 168, background: '#8a6410' }}
        />
      ))}
    </div>
  );
}

createRoot(document.getElementById('root')!).render(<Board />);
