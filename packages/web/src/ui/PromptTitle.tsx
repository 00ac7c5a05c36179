import type { ReactNode } from 'react';
import { useFocusOnChange } from './useFocusOnChange.ts';

/**
 * The heading of a prompt panel (the action the table waits for). It takes lost keyboard focus
 * when the prompt appears or `focusKey` changes, so focus never drops to <body> when a panel is
 * replaced; a screen reader then reads the new prompt.
 */
export function PromptTitle({
  focusKey,
  id,
  className = 'action-title',
  children,
}: {
  focusKey?: unknown;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useFocusOnChange<HTMLHeadingElement>(focusKey);
  return (
    <h2 ref={ref} id={id} className={className} tabIndex={-1} data-prompt-focus="">
      {children}
    </h2>
  );
}
