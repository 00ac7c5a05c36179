/** Types for the CommonJS package `pluralize` (the part used here; it ships none). */
declare module 'pluralize' {
  const pluralize: {
    (word: string, count?: number, inclusive?: boolean): string;
    plural(word: string): string;
    singular(word: string): string;
  };
  export default pluralize;
}
