/** UI messages of one part of the client, merged into `en` / `zh`. Keys start with `alibis.`. */
export const alibisEn = {} as const;

export const alibisZh: Record<keyof typeof alibisEn, string> = {};
