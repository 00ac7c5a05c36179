import { useEffect, useRef } from 'react';
import type { ProjectedEvent } from '@alibi/perfect-alibi';
import { CardArt } from '../art/Card.tsx';
import { seatHex } from '../art/palette.ts';
import { useI18n } from '../i18n/index.tsx';
import { describe } from './logic.ts';

/** Every event this seat saw, one readable line each; secrets it learned are marked private. */
export function Log({ events, name }: { events: readonly ProjectedEvent[]; name: (seat: number) => string }) {
  const { t } = useI18n();
  const end = useRef<HTMLLIElement>(null);
  const lines = events.map((e) => describe(e, name, t));
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [events.length]);
  if (lines.every((l) => l === null)) return <p className="muted">{t('log.empty')}</p>;
  return (
    <ol className="log" aria-live="polite" aria-relevant="additions">
      {lines.map((l, i) =>
        l === null ? null : (
          <li key={i} className={`${l.turn ? 'log-turn' : ''}${l.private ? ' log-private' : ''}`} style={l.seat !== null ? { ['--seat' as string]: seatHex(l.seat) } : undefined}>
            <span className="log-text">{l.text}</span>
            {l.private && <span className="chip chip-private">{t('log.private')}</span>}
            {l.card !== null && <CardArt card={l.card} size="xs" />}
          </li>
        ),
      )}
      <li ref={end} aria-hidden="true" className="log-end" />
    </ol>
  );
}
