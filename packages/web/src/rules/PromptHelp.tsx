/**
 * The "?" beside a prompt (issue #19): one or two sentences on the rule behind the decision the
 * table waits for, from the game's rules content (`help[kind]` in rules/content/<game>.ts), so the
 * help and the rules page never disagree. The content chunk is fetched when the prompt first
 * shows; the "?" appears once it has arrived, and only for a kind that has help.
 */
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { loadRules } from './content/index.ts';
import type { GameRules } from './types.ts';

/** Which prompt this is, for its help: a game and one of its `help` keys (null: no help). */
export interface PromptHelpKey {
  game: string;
  kind: string | null;
}

/** Per game, prompt kinds whose help is filed under another name. */
const ALIASES: Record<string, Record<string, string>> = {
  'alibi-clues': { start: 'play', discard: 'stuck' },
};

/** The help kind of a prompt message key such as `prompt.turn.me` or `fs.prompt.show.me`. */
export function promptKind(game: string, messageKey: string): string | null {
  const kind = /(?:^|\.)prompt\.([A-Za-z]+)\./.exec(messageKey)?.[1] ?? null;
  return kind === null ? null : (ALIASES[game]?.[kind] ?? kind);
}

const loaded = new Map<string, GameRules | null>();

function useRules(game: string): GameRules | null {
  const [rules, setRules] = useState<GameRules | null>(() => loaded.get(game) ?? null);
  useEffect(() => {
    if (loaded.has(game)) {
      setRules(loaded.get(game) ?? null);
      return;
    }
    let live = true;
    loadRules(game).then(
      (r) => {
        loaded.set(game, r);
        if (live) setRules(r);
      },
      // No help is no harm: the prompt still works; the Rules button says what failed.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game]);
  return rules;
}

export function PromptHelp({ game, kind }: PromptHelpKey) {
  const { t, lang } = useI18n();
  const rules = useRules(game);
  const [open, setOpen] = useState(false);
  const id = useId();
  const text = kind === null || rules === null ? undefined : (lang === 'zh-CN' ? rules.zh : rules.en).help[kind];
  if (text === undefined) return null;
  return (
    <>
      <button
        type="button"
        className="prompt-help-btn"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('help.what')}
        title={t('help.what')}
        onClick={() => setOpen((o) => !o)}
      >
        ?
      </button>
      <p id={id} className="prompt-help-text" hidden={!open}>
        {text}
      </p>
    </>
  );
}
