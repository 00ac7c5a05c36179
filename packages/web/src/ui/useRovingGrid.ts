import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/** The attribute that marks a grid's cell control (a button in each data cell). */
export const GRID_CELL = 'data-grid-cell';

/** The enabled cell controls of a grid, row by row (rows without any are skipped). */
function cellsOf(grid: HTMLElement): HTMLElement[][] {
  const rows: HTMLElement[][] = [];
  for (const tr of Array.from(grid.querySelectorAll('tr'))) {
    const cells = Array.from(tr.querySelectorAll<HTMLElement>(`[${GRID_CELL}]`)).filter(
      (c) => !(c as HTMLButtonElement).disabled,
    );
    if (cells.length > 0) rows.push(cells);
  }
  return rows;
}

/**
 * A roving tabindex for a note-sheet grid (role="grid"): one cell is in the Tab order, the arrow
 * keys move between cells, Home/End go to the row's first/last cell and Ctrl+Home/End to the
 * grid's first/last cell. Spread `props` on the <table> and put `data-grid-cell` on each cell's
 * control. The remembered cell is kept by position, so it survives re-renders.
 */
export function useRovingGrid<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  props: { onKeyDown: (e: KeyboardEvent<T>) => void; onFocus: (e: FocusEvent<T>) => void };
} {
  const ref = useRef<T | null>(null);
  const at = useRef({ row: 0, col: 0 });

  const apply = useCallback(() => {
    const grid = ref.current;
    if (!grid) return;
    const rows = cellsOf(grid);
    const row = Math.min(at.current.row, rows.length - 1);
    const col = Math.min(at.current.col, (rows[row]?.length ?? 1) - 1);
    for (const [r, cells] of rows.entries())
      for (const [c, cell] of cells.entries()) cell.tabIndex = r === row && c === col ? 0 : -1;
  }, []);

  // After every render: cells come and go (enabled, disabled) and React resets no tabIndex itself.
  useLayoutEffect(apply);

  const locate = (grid: HTMLElement, el: EventTarget): { rows: HTMLElement[][]; row: number; col: number } | null => {
    const rows = cellsOf(grid);
    for (const [row, cells] of rows.entries()) {
      const col = cells.indexOf(el as HTMLElement);
      if (col >= 0) return { rows, row, col };
    }
    return null;
  };

  const onFocus = useCallback(
    (e: FocusEvent<T>) => {
      const grid = ref.current;
      const found = grid && locate(grid, e.target);
      if (!found) return;
      at.current = { row: found.row, col: found.col };
      apply();
    },
    [apply],
  );

  const onKeyDown = useCallback((e: KeyboardEvent<T>) => {
    const grid = ref.current;
    const found = grid && locate(grid, e.target);
    if (!found) return;
    const { rows } = found;
    let { row, col } = found;
    switch (e.key) {
      case 'ArrowRight':
        col++;
        break;
      case 'ArrowLeft':
        col--;
        break;
      case 'ArrowDown':
        row++;
        break;
      case 'ArrowUp':
        row--;
        break;
      case 'Home':
        if (e.ctrlKey) row = 0;
        col = 0;
        break;
      case 'End':
        if (e.ctrlKey) row = rows.length - 1;
        col = Number.MAX_SAFE_INTEGER;
        break;
      default:
        return;
    }
    e.preventDefault();
    row = Math.max(0, Math.min(row, rows.length - 1));
    const cells = rows[row] ?? [];
    col = Math.max(0, Math.min(col, cells.length - 1));
    cells[col]?.focus();
  }, []);

  return { ref, props: { onKeyDown, onFocus } };
}
