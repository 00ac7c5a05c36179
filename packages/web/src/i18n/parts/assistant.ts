/** UI messages of one part of the client, merged into `en` / `zh`. Keys start with `assistant.`. */
export const assistantEn = {} as const;

export const assistantZh: Record<keyof typeof assistantEn, string> = {};
