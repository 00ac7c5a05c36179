/**
 * Which file a lazy module of the client goes into (build/chunks.ts): what two or more games'
 * tables share goes into one `tables` file, what one game's table alone uses into that game's
 * `table-<game>` file, what the lobby's emblems reach into `lobby-art`; what the entry reaches, or
 * one table and other lazy code (rules pages, tutorials), is left to the bundler.
 */
import { describe, expect, it } from 'vitest';
import { rootsOf, tableGroup } from '../build/chunks.ts';

type Info = { id: string; importers: string[]; dynamicImporters: string[]; isEntry: boolean };

/** A module graph: each module with its static importers; `lazy` modules are imported dynamically. */
function graph(importers: Record<string, string[]>, lazy: string[], entry: string) {
  const infos = new Map<string, Info>(
    Object.entries(importers).map(([id, by]) => [id, { id, importers: by, dynamicImporters: lazy.includes(id) ? ['/src/App.tsx'] : [], isEntry: id === entry }]),
  );
  const ctx = { getModuleInfo: (id: string) => infos.get(id) ?? null };
  const memo = new Map<string, Set<string>>();
  return (id: string) => tableGroup(rootsOf(id, ctx, memo));
}

describe('table chunks', () => {
  const groupOf = graph(
    {
      '/src/main.tsx': [],
      '/src/App.tsx': ['/src/main.tsx'],
      '/src/game/PerfectAlibi.tsx': [],
      '/src/four/FourSuspects.tsx': [],
      '/src/tutorial/TutorialPage.tsx': [],
      '/src/game/AnswersTable.tsx': ['/src/game/PerfectAlibi.tsx', '/src/four/FourSuspects.tsx'],
      '/src/game/Tile.tsx': ['/src/game/AnswersTable.tsx'],
      '/packages/deduction/src/deduce.ts': ['/src/game/PerfectAlibi.tsx', '/src/four/FourSuspects.tsx', '/src/tutorial/TutorialPage.tsx'],
      '/src/four/Rooms.tsx': ['/src/four/FourSuspects.tsx'],
      '/packages/perfect-alibi/src/rules.ts': ['/src/game/PerfectAlibi.tsx', '/src/tutorial/TutorialPage.tsx'],
      '/src/ui/Button.tsx': ['/src/App.tsx', '/src/four/Rooms.tsx'],
      '/src/LobbyEmblems.tsx': [],
      '/src/art/Card.tsx': ['/src/LobbyEmblems.tsx', '/src/game/AnswersTable.tsx', '/src/tutorial/TutorialPage.tsx'],
      '/packages/perfect-alibi/src/cards.ts': ['/src/art/Card.tsx'],
      // A cycle between two of one table's modules (B is asked about first).
      '/src/four/A.tsx': ['/src/four/B.tsx', '/src/four/Rooms.tsx'],
      '/src/four/B.tsx': ['/src/four/A.tsx'],
    },
    ['/src/game/PerfectAlibi.tsx', '/src/four/FourSuspects.tsx', '/src/tutorial/TutorialPage.tsx', '/src/LobbyEmblems.tsx'],
    '/src/main.tsx',
  );

  it('shared by two tables: the tables file, with what only it imports, and whoever else uses it', () => {
    expect(groupOf('/src/game/AnswersTable.tsx')).toBe('tables');
    expect(groupOf('/src/game/Tile.tsx')).toBe('tables');
    expect(groupOf('/packages/deduction/src/deduce.ts')).toBe('tables');
  });

  it("one table's own modules: that game's file, through cycles too", () => {
    expect(groupOf('/src/game/PerfectAlibi.tsx')).toBe('table-perfect-alibi');
    expect(groupOf('/src/four/Rooms.tsx')).toBe('table-four-suspects');
    expect(groupOf('/src/four/B.tsx')).toBe('table-four-suspects');
    expect(groupOf('/src/four/A.tsx')).toBe('table-four-suspects');
  });

  it("what the lobby's emblems reach: the lobby-art file, whoever else uses it", () => {
    expect(groupOf('/src/LobbyEmblems.tsx')).toBe('lobby-art');
    expect(groupOf('/src/art/Card.tsx')).toBe('lobby-art');
    expect(groupOf('/packages/perfect-alibi/src/cards.ts')).toBe('lobby-art');
  });

  it('reached by the entry, or by one table and other lazy code: left to the bundler', () => {
    expect(groupOf('/src/ui/Button.tsx')).toBeNull();
    expect(groupOf('/packages/perfect-alibi/src/rules.ts')).toBeNull();
    expect(groupOf('/src/tutorial/TutorialPage.tsx')).toBeNull();
    expect(groupOf('/src/main.tsx')).toBeNull();
  });
});
