/** Figures in a review are kept to six decimals, so a review's JSON is the same on every machine. */
export const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;
