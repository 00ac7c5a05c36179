import type { ReactNode } from 'react';
import './a11y.css';

/**
 * Decorative art inside a control or tile that is named by its own text or label: hidden from
 * assistive technology, so a screen reader reads the name (a lobby tile: the game's name first).
 * With `label`, the label is the control's name, given as text (visually hidden) rather than
 * aria-label, so the art's own letters never clash with it (WCAG 2.5.3, label in name: a control
 * named by aria-label must show that name). Adds no box.
 */
export function Decor({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <>
      <span className="decor" aria-hidden="true">
        {children}
      </span>
      {label !== undefined && <span className="sr-only">{label}</span>}
    </>
  );
}
