import { COLOURS, tileCategory, tileColour, tileHasArrows } from '@alibi/perfect-alibi/cards';
import { useI18n } from '../i18n/index.tsx';
import { ClockGlyph, CompassGlyph, SwapGlyph } from './icons.tsx';
import { seatHex } from './palette.ts';

export function useTileLabel(): (tile: number) => string {
  const { t } = useI18n();
  return (tile) => {
    const base = t('board.tileLabel', { colour: t(`colour.${COLOURS[tileColour(tile)] ?? 'red'}`), category: t(`category.${tileCategory(tile)}`) });
    return tileHasArrows(tile) ? `${base}, ${t('board.tileArrows')}` : base;
  };
}

/** An interrogation tile: seat colour, clock (time) or compass (location), arrows if any. */
export function TileArt({ tile }: { tile: number }) {
  const fill = seatHex(tileColour(tile));
  const time = tileCategory(tile) === 'time';
  return (
    <svg className="tile" viewBox="0 0 60 60" aria-hidden="true" focusable="false">
      <rect x={2} y={2} width={56} height={56} rx={11} fill={fill} />
      <rect x={6} y={6} width={48} height={48} rx={8} fill="none" stroke="#fff" strokeOpacity={0.45} strokeWidth={1.5} />
      <svg x={12} y={tileHasArrows(tile) ? 7 : 12} width={36} height={36} viewBox="0 0 24 24" color="#fff">
        {time ? <ClockGlyph /> : <CompassGlyph />}
      </svg>
      {tileHasArrows(tile) && (
        <svg x={19} y={40} width={22} height={16} viewBox="0 2 24 20" color="#fff">
          <SwapGlyph />
        </svg>
      )}
    </svg>
  );
}

/** The face-down stack. */
export function TileBack({ count, label }: { count: number; label: string }) {
  return (
    <svg className="tile" viewBox="0 0 60 60" role="img" aria-label={label}>
      <rect x={6} y={6} width={52} height={52} rx={11} fill="#3a4263" />
      <rect x={2} y={2} width={52} height={52} rx={11} fill="#4a5378" stroke="#c9a45c" strokeWidth={1.5} />
      <text x={28} y={35} textAnchor="middle" fill="#f2e6c9" fontSize={18} fontWeight={700}>
        {count}
      </text>
    </svg>
  );
}
