/// <reference types="vite/client" />
/**
 * Every game's tutorial script with its engine (`games/<game>.ts`, registered by existing), each a
 * chunk the tutorial page loads when that game's tutorial opens.
 */
import type { TutorialModule } from './available.ts';

const modules = import.meta.glob<TutorialModule>('./games/*.ts');

const loaders = new Map<string, () => Promise<TutorialModule>>(
  Object.entries(modules).map(([path, load]) => [path.replace(/^\.\/games\//, '').replace(/\.ts$/, ''), load]),
);

export function loadTutorial(game: string): Promise<TutorialModule> | null {
  return loaders.get(game)?.() ?? null;
}
