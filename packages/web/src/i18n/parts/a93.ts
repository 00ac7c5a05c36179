/** UI messages of one part of the client, merged into `en` / `zh`. Keys start with `a93.`. */
export const a93En = {} as const;

export const a93Zh: Record<keyof typeof a93En, string> = {};
