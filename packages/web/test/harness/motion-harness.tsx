/**
 * A page for e2e-motion.test.ts: one board with a row of cards under useCardMotion, which
 * `window.shuffleCards(n)` re-renders with the cards in a new order and some of them another size;
 * and a second board where a disabled card (explained by ui/Why.tsx) trades places with an
 * "Answer" button (`window.crossCard()`), so that its slide starts over the button; and a third
 * board whose row of cards lies in an `offscreen-lazy` region far below the first screen
 * (`window.shuffleLazy(n)` turns that row round by n places, `window.redrawLazy()` draws it again
 * unchanged).
 */
import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { useCardMotion } from '../../src/ui/motion.ts';
import { Why } from '../../src/ui/Why.tsx';

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

/** The Answer button's presses, counted in `window.answered`. */
function Crossing(): React.JSX.Element {
  const [crossed, setCrossed] = useState(false);
  const board = useRef<HTMLDivElement>(null);
  useCardMotion(board);
  const w = window as unknown as { crossCard: () => void; answered: number };
  w.crossCard = () => flushSync(() => setCrossed(true));
  const card = (
    <Why key="card" reason="Not your turn">
      <button type="button" className="crossing-card" data-flip="crossing-card" disabled style={{ width: 120, height: 168 }}>
        card
      </button>
    </Why>
  );
  const answer = (
    <button
      key="answer"
      type="button"
      className="crossing-answer"
      style={{ width: 120, height: 168 }}
      onClick={() => (w.answered = (w.answered ?? 0) + 1)}
    >
      Answer
    </button>
  );
  return (
    <div ref={board} style={{ display: 'flex', gap: 8, marginTop: 24 }}>
      {crossed ? [answer, card] : [card, answer]}
    </div>
  );
}

/** Cards in a region the browser skips while it is off screen (ui/motion.ts, `LAZY_REGION`); keyed by data-flip, not `.card`, which the first test counts. */
function Lazy(): React.JSX.Element {
  const [turn, setTurn] = useState(0);
  const [, setDraws] = useState(0);
  const board = useRef<HTMLDivElement>(null);
  useCardMotion(board);
  const w = window as unknown as { shuffleLazy: (n: number) => void; redrawLazy: () => void };
  w.shuffleLazy = (n) => flushSync(() => setTurn(n));
  w.redrawLazy = () => flushSync(() => setDraws((d) => d + 1));
  const order = CARDS.map((_, i) => CARDS[(i + turn) % CARDS.length]!);
  return (
    <div ref={board} style={{ marginTop: 24 }}>
      <div data-flip="lazy-top" style={{ width: 40, height: 56, background: '#3b2a3f' }} />
      <div style={{ height: 3000 }} />
      <section
        className="offscreen-lazy lazy-region"
        style={{ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 200px' }}
      >
        <h3>Far below</h3>
        <div style={{ display: 'flex', gap: 8 }}>
          {order.map((c) => (
            <div key={c} className="lazy-card" data-flip={`lazy-${c}`} style={{ width: 60, height: 84, background: '#2f6f4f' }} />
          ))}
        </div>
      </section>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <>
    <Board />
    <Crossing />
    <Lazy />
  </>,
);
