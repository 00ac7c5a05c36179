import type { ReactNode } from 'react';
import { PromptHelp, type PromptHelpKey } from '../rules/PromptHelp.tsx';
import { useFocusOnChange } from './useFocusOnChange.ts';

/**
 * The heading of a prompt panel (the action the table waits for). It takes lost keyboard focus
 * when the prompt appears or `focusKey` changes, so focus never drops to <body> when a panel is
 * replaced; a screen reader then reads the new prompt. With `help`, a "?" beside it explains the
 * rule behind the decision (rules/PromptHelp.tsx); the heading's own text stays its name.
 */
export function PromptTitle({
  focusKey,
  id,
  className = 'action-title',
  help,
  children,
}: {
  focusKey?: unknown;
  id?: string;
  className?: string;
  help?: PromptHelpKey;
  children: ReactNode;
}) {
  const ref = useFocusOnChange<HTMLHeadingElement>(focusKey);
  const heading = (
    <h2 ref={ref} id={id} className={className} tabIndex={-1} data-prompt-focus="">
      {children}
    </h2>
  );
  if (!help) return heading;
  return (
    <div className="prompt-head">
      {heading}
      <PromptHelp {...help} />
    </div>
  );
}
