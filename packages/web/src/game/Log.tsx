import { useEffect, useRef, type ReactNode } from 'react';
import type { ProjectedEvent } from '@alibi/perfect-alibi';
import { CardArt } from '../art/Card.tsx';
import { seatHex } from '../art/palette.ts';
import { useI18n } from '../i18n/index.tsx';
import { describe, type LogLine } from './logic.ts';

/** Readable log lines of any game; `card` draws the card a private line is about. */
export function LogList({ lines, card }: { lines: readonly (LogLine | null)[]; card: (id: number) => ReactNode }) {
  const { t } = useI18n();
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [lines.length]);
  if (lines.every((l) => l === null)) return <p className="muted">{t('log.empty')}</p>;
  return (
    <ol className="log" aria-live="polite" aria-relevant="additions">
      {lines.map((l, i) =>
        l === null ? null : (
          <li key={i} className={`${l.turn ? 'log-turn' : ''}${l.private ? ' log-private' : ''}`} style={l.seat !== null ? { ['--seat' as string]: seatHex(l.seat) } : undefined}>
            <span className="log-text">{l.text}</span>
            {l.private && <span className="chip chip-private">{t('log.private')}</span>}
            {l.card !== null && card(l.card)}
          </li>
        ),
      )}
      <li ref={end} aria-hidden="true" className="log-end" />
    </ol>
  );
}

/** Every Perfect Alibi event this seat saw, one readable line each. */
export function Log({ events, name }: { events: readonly ProjectedEvent[]; name: (seat: number) => string }) {
  const { t } = useI18n();
  return <LogList lines={events.map((e) => describe(e, name, t))} card={(c) => <CardArt card={c} size="xs" />} />;
}
