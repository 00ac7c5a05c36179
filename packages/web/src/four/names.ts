/** Four Suspects names in the reader's language. */
import { HELPERS, PERSONS, PLACES, TIMES, cardPerson, cardPlace, cardTime, type Category, type Helper } from '@alibi/four-suspects/cards';
import type { Translate } from '../i18n/index.tsx';

export const fsTimeName = (v: number, t: Translate): string => t(`fs.time.${TIMES[v] ?? 'breakfast'}`);
export const fsPlaceName = (v: number, t: Translate): string => t(`fs.place.${PLACES[v] ?? 'pier'}`);
export const fsPersonName = (v: number, t: Translate): string => t(`fs.person.${PERSONS[v] ?? 'agnes'}`);

export function fsValueName(category: Category, v: number, t: Translate): string {
  return category === 'time' ? fsTimeName(v, t) : category === 'place' ? fsPlaceName(v, t) : fsPersonName(v, t);
}

export const fsValuesText = (category: Category, values: readonly number[], t: Translate): string => values.map((v) => fsValueName(category, v, t)).join(t('list.or'));

export function fsCardText(card: number, t: Translate): string {
  return t('fs.card.name', { person: fsPersonName(cardPerson(card), t), place: fsPlaceName(cardPlace(card), t), time: fsTimeName(cardTime(card), t) });
}

export const fsCardsText = (cards: readonly number[], t: Translate): string => cards.map((c) => fsCardText(c, t)).join(t('fs.and'));

export function helperName(h: string, t: Translate): string {
  const known = HELPERS.find((x) => x === h);
  return known ? t(`fs.helper.${known}`) : h;
}

export const helperPower = (h: Helper, t: Translate): string => t(`fs.helper.${h}.power`);
