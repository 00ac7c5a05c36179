import { memo, useRef, type ReactNode } from 'react';
import { useLogFollow } from '../ui/logScroll.ts';
import type { ProjectedEvent } from '@alibi/perfect-alibi';
import { CardArt } from '../art/Card.tsx';
import { seatHex } from '../art/palette.ts';
import { useI18n } from '../i18n/index.tsx';
import { describe, type LogLine } from './logic.ts';

/**
 * One line. Lines never change once written, so a line is drawn once: a long game's log (hundreds
 * of lines, each maybe with a card) is not redrawn on every move. `card` is a fresh function each
 * render of the table, so only the line's own fields decide (a change of language reaches it
 * through the i18n context all the same).
 */
const Line = memo(
  function Line({ line, card }: { line: LogLine; card: (id: number) => ReactNode }) {
    const { t } = useI18n();
    return (
      <li className={`${line.turn ? 'log-turn' : ''}${line.private ? ' log-private' : ''}`} style={line.seat !== null ? { ['--seat' as string]: seatHex(line.seat) } : undefined}>
        <span className="log-text">{line.text}</span>
        {line.private && <span className="chip chip-private">{t('log.private')}</span>}
        {line.card !== null && card(line.card)}
      </li>
    );
  },
  (a, b) =>
    a.line.text === b.line.text &&
    a.line.card === b.line.card &&
    a.line.seat === b.line.seat &&
    a.line.turn === b.line.turn &&
    a.line.private === b.line.private,
);

/** Readable log lines of any game; `card` draws the card a private line is about. */
export function LogList({ lines, card }: { lines: readonly (LogLine | null)[]; card: (id: number) => ReactNode }) {
  const { t } = useI18n();
  const end = useRef<HTMLLIElement>(null);
  useLogFollow(end, lines.length);
  if (lines.every((l) => l === null)) return <p className="muted">{t('log.empty')}</p>;
  return (
    <ol className="log" aria-live="polite" aria-relevant="additions">
      {lines.map((l, i) => (l === null ? null : <Line key={i} line={l} card={card} />))}
      <li ref={end} aria-hidden="true" className="log-end" />
    </ol>
  );
}

/**
 * The last question's lines (asked, answered, what was shown to this viewer) on the board, where the
 * player is looking: the same lines as the log, which keeps them all.
 */
export function LatestLines({ lines, card }: { lines: readonly LogLine[]; card: (id: number) => ReactNode }) {
  const { t } = useI18n();
  if (lines.length === 0) return null;
  return (
    <section className="latest" aria-label={t('log.latest')}>
      <h3 className="muted small">{t('log.latest')}</h3>
      <ol className="log-lines">
        {lines.map((l, i) => (
          <Line key={i} line={l} card={card} />
        ))}
      </ol>
    </section>
  );
}

/** A Perfect Alibi card beside a log line. */
export const paLogCard = (c: number) => <CardArt card={c} size="xs" />;

/** Every Perfect Alibi event this seat saw, one readable line each. */
export function Log({ events, name }: { events: readonly ProjectedEvent[]; name: (seat: number) => string }) {
  const { t } = useI18n();
  return <LogList lines={events.map((e) => describe(e, name, t))} card={paLogCard} />;
}
