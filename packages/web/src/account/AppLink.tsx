import type { ReactNode } from 'react';
import { navigate } from '../router.ts';

/** A link inside the app: a real href (open in a new tab works), an in-page navigation on a plain click. */
export function AppLink({ to, className, children, label, onClick }: { to: string; className?: string; children: ReactNode; label?: string; onClick?: () => void }) {
  return (
    <a
      href={to}
      className={className}
      aria-label={label}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onClick?.();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
