/** Small line icons on a 24x24 grid, drawn for this project. Render inside an <svg>. */
import type { ReactNode } from 'react';
import type { Assistant } from '@alibi/perfect-alibi';

const RAYS_UP = [-150, -120, -90, -60, -30];
const RAYS_ALL = [0, 45, 90, 135, 180, 225, 270, 315];

function rays(cx: number, cy: number, angles: number[], r1: number, r2: number) {
  return angles.map((a) => {
    const rad = (a * Math.PI) / 180;
    return <line key={a} x1={cx + r1 * Math.cos(rad)} y1={cy + r1 * Math.sin(rad)} x2={cx + r2 * Math.cos(rad)} y2={cy + r2 * Math.sin(rad)} />;
  });
}

/** Times: dawn, noon, dusk, midnight. */
export function TimeGlyph({ time }: { time: number }) {
  switch (time) {
    case 0:
      return (
        <g strokeLinecap="round" stroke="currentColor" strokeWidth={1.8} fill="none">
          <path d="M7 16a5 5 0 0 1 10 0z" fill="currentColor" stroke="none" />
          {rays(12, 16, RAYS_UP, 7, 9.5)}
          <line x1={3} y1={16.5} x2={21} y2={16.5} />
          <line x1={7} y1={20} x2={17} y2={20} />
        </g>
      );
    case 1:
      return (
        <g strokeLinecap="round" stroke="currentColor" strokeWidth={1.8}>
          <circle cx={12} cy={12} r={4.6} fill="currentColor" stroke="none" />
          {rays(12, 12, RAYS_ALL, 7, 9.8)}
        </g>
      );
    case 2:
      return (
        <g strokeLinecap="round" stroke="currentColor" strokeWidth={1.8} fill="none">
          <path d="M5 15a7 7 0 0 1 14 0z" fill="currentColor" stroke="none" />
          <line x1={2.5} y1={15.5} x2={21.5} y2={15.5} />
          <line x1={6} y1={18.5} x2={18} y2={18.5} />
          <line x1={9} y1={21.3} x2={15} y2={21.3} />
          <path d="M15 5.5l1.5 1 1.5-1M18.5 8l1 .7 1-.7" strokeWidth={1.2} />
        </g>
      );
    default:
      return (
        <g fill="currentColor">
          <path d="M14.5 3.2a8.8 8.8 0 1 0 6.3 13.2A7.2 7.2 0 0 1 14.5 3.2z" />
          <path d="M19 4l.7 1.6 1.6.7-1.6.7L19 8.6l-.7-1.6-1.6-.7 1.6-.7zM21 11l.4.9.9.4-.9.4-.4.9-.4-.9-.9-.4.9-.4z" />
        </g>
      );
  }
}

/** Locations: library, garden, cellar, observatory. */
export function LocationGlyph({ location }: { location: number }) {
  const stroke = { stroke: 'currentColor', strokeWidth: 1.7, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, fill: 'none' };
  switch (location) {
    case 0:
      return (
        <g {...stroke}>
          <path d="M3 6.5c3-1.3 6-1 9 1 3-2 6-2.3 9-1v11.5c-3-1.2-6-1-9 1-3-2-6-2.2-9-1z" />
          <path d="M12 7.5v11.5M5.5 9.5c1.7-.4 3.3-.2 4.5.4M5.5 12.5c1.7-.4 3.3-.2 4.5.4M14 9.9c1.2-.6 2.8-.8 4.5-.4M14 12.9c1.2-.6 2.8-.8 4.5-.4" strokeWidth={1.2} />
        </g>
      );
    case 1:
      return (
        <g {...stroke}>
          <path d="M12 21v-9" />
          <path d="M12 17c-1.5-2.6-4-3.3-6-3 .3 2.4 2.7 3.6 6 3zM12 18.5c1.5-2.6 4-3.3 6-3-.3 2.4-2.7 3.6-6 3z" fill="currentColor" />
          <path d="M7.5 4.5l2.3 2 2.2-3 2.2 3 2.3-2v3.8a4.5 4.5 0 0 1-9 0z" fill="currentColor" />
        </g>
      );
    case 2:
      return (
        <g {...stroke}>
          <path d="M7 3.5h10c1.8 3 1.8 14 0 17H7c-1.8-3-1.8-14 0-17z" />
          <path d="M5.9 8.5h12.2M5.9 15.5h12.2" />
          <circle cx={12} cy={12} r={1.3} fill="currentColor" />
        </g>
      );
    default:
      return (
        <g {...stroke}>
          <path d="M4 20.5h16M5 20.5v-6a7 7 0 0 1 14 0v6" />
          <path d="M10.5 8.2l7-5.2M15.8 2l2.7 2.6" strokeWidth={2.2} />
          <path d="M9 20.5v-3.5h6v3.5" />
        </g>
      );
  }
}

/** The tile symbols: a clock for time questions, a compass for location questions. */
export function ClockGlyph() {
  return (
    <g stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" fill="none">
      <circle cx={12} cy={12} r={8.5} />
      <path d="M12 6.8V12l3.4 2.2" />
    </g>
  );
}

export function CompassGlyph() {
  return (
    <g>
      <circle cx={12} cy={12} r={8.5} stroke="currentColor" strokeWidth={1.8} fill="none" />
      <path d="M12 4.8l2.4 7.2h-4.8z" fill="currentColor" />
      <path d="M12 19.2l2.4-7.2h-4.8z" fill="currentColor" opacity={0.45} />
    </g>
  );
}

export function SwapGlyph() {
  return (
    <g stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" fill="none">
      <path d="M4 8.5h14M14.5 5l3.5 3.5-3.5 3.5M20 15.5H6M9.5 12L6 15.5 9.5 19" />
    </g>
  );
}

export function AssistantGlyph({ assistant }: { assistant: Assistant }) {
  const stroke = { stroke: 'currentColor', strokeWidth: 1.7, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, fill: 'none' };
  switch (assistant) {
    case 'reporter':
      return (
        <g {...stroke}>
          <rect x={9} y={2.5} width={6} height={11} rx={3} fill="currentColor" />
          <path d="M6 11a6 6 0 0 0 12 0M12 17v4M8.5 21h7" />
        </g>
      );
    case 'lookout':
      return (
        <g {...stroke}>
          <path d="M2 12s3.8-6.5 10-6.5S22 12 22 12s-3.8 6.5-10 6.5S2 12 2 12z" />
          <circle cx={12} cy={12} r={3} fill="currentColor" />
        </g>
      );
    case 'lawyer':
      return (
        <g {...stroke}>
          <path d="M12 3.5v16M7.5 20.5h9M4 7h16" />
          <path d="M4 7l-2.5 6h5zM20 7l-2.5 6h5z" />
          <path d="M1.5 13a2.5 2.5 0 0 0 5 0M17.5 13a2.5 2.5 0 0 0 5 0" fill="currentColor" />
        </g>
      );
    case 'confessor':
      return (
        <g {...stroke}>
          <path d="M4 4.5h16v11H11l-4.5 4v-4H4z" />
          <circle cx={12} cy={8.8} r={1.6} fill="currentColor" />
          <path d="M12 10.2v2.6" strokeWidth={2} />
        </g>
      );
    case 'pickpocket':
      return (
        <g fill="currentColor">
          <path
            fillRule="evenodd"
            d="M1.5 9.5c3.2-2.2 7.3-2.2 10.5-.2 3.2-2 7.3-2 10.5.2 0 4.2-2 7.3-5.2 7.3-2.2 0-3.3-2-5.3-2s-3.1 2-5.3 2C3.5 16.8 1.5 13.7 1.5 9.5zM4.8 11.3c1.2-1 3.3-1.1 4.6-.1-.9 1.5-3.5 1.8-4.6.1zm9.8-.1c1.3-1 3.4-.9 4.6.1-1.1 1.7-3.7 1.4-4.6-.1z"
          />
        </g>
      );
  }
}

/** A standalone icon (1em square unless sized by CSS). */
export function Icon({ children, label, className }: { children: ReactNode; label?: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className ?? 'icon'} role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true} focusable="false">
      {children}
    </svg>
  );
}
