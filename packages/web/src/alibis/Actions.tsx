/** The two things a seat does in Alibis: write its alibis, then fill and confirm its deduction board. */
import { useId, useState, type FormEvent } from 'react';
import type { AlibiCheck, SharedAlibi, View } from '@alibi/alibis';
import { useI18n } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { Decor } from '../ui/Decor.tsx';
import type { Translate } from '../i18n/index.tsx';
import { AlibiTile } from './Parts.tsx';
import { suspectsOn, type Draft, type Pen } from './logic.ts';
import type { Checker } from './useChecker.ts';

/** The longest alibi the engine accepts, in letters (its MAX_ALIBI_LENGTH); the input stops a little later. */
const MAX_LENGTH = 45;

/** A refusal in the reader's language. */
function refusalText(check: AlibiCheck & { ok: false }, t: Translate): string {
  const word = check.word ?? '';
  return t(`alibis.refuse.${check.reason}`, { word, max: MAX_LENGTH });
}

export const pairLetter = (pair: number) => String.fromCharCode(65 + pair);

/** One input per pair, each with the checker's verdict as you type; sent together. */
export function WritePanel({
  view,
  checker,
  busy,
  onWrite,
}: {
  view: View;
  checker: Checker | null;
  busy: boolean;
  onWrite: (alibis: string[]) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const pairs = view.myPairs ?? [];
  const [texts, setTexts] = useState<string[]>(() => pairs.map(() => ''));
  const checks = texts.map((text) => (checker ? checker(text, view.words) : null));
  const ready = texts.every((text, i) => text.trim() !== '' && (checks[i]?.ok ?? true));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (ready && !busy) onWrite(texts.map((x) => x.trim()));
  };
  return (
    <form className="al-write" onSubmit={submit} aria-label={t('alibis.write.title')}>
      <p className="muted small">{t('alibis.write.rules')}</p>
      {pairs.map(([a, b], i) => {
        const check = checks[i];
        const text = texts[i] ?? '';
        const state = text.trim() === '' ? 'empty' : check === null || check === undefined ? 'pending' : check.ok ? 'ok' : 'bad';
        return (
          <div key={i} className={`al-write-row al-${state}`}>
            <label htmlFor={`${id}-${i}`}>
              {pairs.length > 1 && <span className="al-pair">{pairLetter(i)}</span>}
              <span lang="en">
                {a + 1} <strong>{view.words[a]}</strong> + {b + 1} <strong>{view.words[b]}</strong>
              </span>
            </label>
            <input
              id={`${id}-${i}`}
              name={`alibi${i}`}
              value={text}
              maxLength={MAX_LENGTH + 10}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              lang="en"
              placeholder={t('alibis.write.placeholder')}
              aria-invalid={state === 'bad'}
              aria-describedby={`${id}-${i}-fb`}
              onChange={(e) => setTexts((xs) => xs.map((x, j) => (j === i ? e.target.value : x)))}
            />
            <p id={`${id}-${i}-fb`} className="al-feedback" aria-live="polite">
              {state === 'ok' && `✓ ${t('alibis.write.ok')}`}
              {state === 'bad' && check && !check.ok && `✗ ${refusalText(check, t)}`}
              {state === 'pending' && t('alibis.write.checking')}
            </p>
          </div>
        );
      })}
      <div className="row wrap">
        <Why reason={texts.some((x) => x.trim() === '') ? t('why.al.writeEach') : t('why.al.fixAlibi')} busy={ready && busy}>
          <button type="submit" className="btn btn-primary" disabled={!ready || busy}>
            {t(pairs.length > 1 ? 'alibis.write.send2' : 'alibis.write.send')}
          </button>
        </Why>
        <span className="muted small">{t('alibis.write.final')}</span>
      </div>
    </form>
  );
}

/** The pens of the deduction board and the confirm button; the marks go on the suspect boards. */
export function GuessPanel({
  others,
  draft,
  pen,
  setPen,
  busy,
  onConfirm,
  name,
}: {
  others: readonly SharedAlibi[];
  draft: Draft;
  pen: Pen;
  setPen: (p: Pen) => void;
  busy: boolean;
  onConfirm: () => void;
  name: (seat: number) => string;
}) {
  const { t } = useI18n();
  const open = others.filter((a) => suspectsOn(draft, a.index).length < 2).length;
  const isPen = (p: Pen) => p.kind === pen.kind && (p.kind !== 'alibi' || (pen.kind === 'alibi' && pen.index === p.index));
  return (
    <div className="al-guess">
      <div className="al-pens" role="group" aria-label={t('alibis.guess.pens')}>
        {others.map((a) => {
          const on = suspectsOn(draft, a.index);
          const p: Pen = { kind: 'alibi', index: a.index };
          return (
            <button
              key={a.index}
              type="button"
              className={`al-pen${isPen(p) ? ' on' : ''}`}
              aria-pressed={isPen(p)}
              onClick={() => setPen(p)}
            >
              <Decor label={t('alibis.guess.penAlibi', { word: a.word, seat: name(a.seat), n: on.length })}>
                <AlibiTile word={a.word} seat={a.seat} name={name(a.seat)} small />
                <span className="al-pen-count">
                  {on.length === 0
                    ? '–'
                    : [...on]
                        .sort((x, y) => x - y)
                        .map((s) => s + 1)
                        .join(' + ')}
                </span>
              </Decor>
            </button>
          );
        })}
        <button
          type="button"
          className={`al-pen al-pen-perp${isPen({ kind: 'perpetrator' }) ? ' on' : ''}`}
          aria-pressed={isPen({ kind: 'perpetrator' })}
          onClick={() => setPen({ kind: 'perpetrator' })}
        >
          <span className="al-stamp" aria-hidden="true">
            P
          </span>
          <span>{t('alibis.guess.perpetrator')}</span>
          <span className="al-pen-count">{draft.perpetrator === null ? '–' : draft.perpetrator + 1}</span>
        </button>
        <button
          type="button"
          className={`al-pen al-pen-erase${isPen({ kind: 'erase' }) ? ' on' : ''}`}
          aria-pressed={isPen({ kind: 'erase' })}
          onClick={() => setPen({ kind: 'erase' })}
        >
          <span aria-hidden="true">⌫</span>
          <span>{t('alibis.guess.erase')}</span>
        </button>
      </div>
      <div className="row wrap al-confirm">
        <Why reason={t('alibis.guess.needPerpetrator')} busy={draft.perpetrator !== null && busy}>
          <button type="button" className="btn btn-claim" disabled={busy || draft.perpetrator === null} onClick={onConfirm}>
            {t('alibis.guess.confirm')}
          </button>
        </Why>
        <span className="muted small" role="status">
          {draft.perpetrator === null
            ? t('alibis.guess.needPerpetrator')
            : open > 0
              ? t('alibis.guess.open', { n: open })
              : t('alibis.guess.complete')}
        </span>
      </div>
    </div>
  );
}
