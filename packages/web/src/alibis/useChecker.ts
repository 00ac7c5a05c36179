/**
 * The engine's alibi checker, loaded on demand: it brings its word-form data (WordNet's
 * derivational families, exception lists and British/US spellings, about 430 kB), so it lives in
 * its own chunk that only an Alibis table fetches. Imported alone (`@alibi/alibis/check`), not
 * through the package index, which would pull in the bots and their lemmatizer.
 */
import { useEffect, useState } from 'react';
import type { AlibiCheck } from '@alibi/alibis';

export type Checker = (alibi: string, suspectWords: readonly string[]) => AlibiCheck;

let loading: Promise<Checker> | null = null;

function loadChecker(): Promise<Checker> {
  loading ??= import('@alibi/alibis/check').then((m) => m.checkAlibi);
  return loading;
}

/** The checker once its chunk has arrived (null until then, or if it failed to load). */
export function useChecker(): Checker | null {
  const [checker, setChecker] = useState<Checker | null>(null);
  useEffect(() => {
    let live = true;
    loadChecker().then(
      (c) => live && setChecker(() => c),
      () => {
        // The server checks every alibi anyway; without the chunk there is just no live hint.
        loading = null;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return checker;
}
