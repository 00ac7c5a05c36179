/**
 * The Perfect Alibi tutorial: three players, standard rules, a fixed deal (docs/tutorials.md).
 *
 * The deal: the missing card is Dusk in the Cellar. You (red) hold the four Dawn cards and Noon in
 * the Garden; Blue holds Noon and Midnight cards only; Green holds three of the four Dusk cards.
 * The story: Green admits to three Dusk cards, Blue to five Noon-or-Midnight cards, so one Dusk
 * card is missing; the cards you see leave Dusk in the Garden or in the Cellar, and a final
 * question about the Garden settles it.
 */
import { erase } from '@alibi/engine';
import { perfectAlibi } from '@alibi/perfect-alibi';
import type { Beat, TutorialScript } from '../script.ts';

export const game = erase(perfectAlibi);

const RED = 0,
  BLUE = 1,
  GREEN = 2;
/** Tile id: colour * 6 + k (k 0 location with arrows, 1-2 location, 3 time with arrows, 4-5 time). */
const tile = (colour: number, k: number) => colour * 6 + k;
const card = (time: number, location: number) => time * 4 + location;
const DAWN = 0,
  NOON = 1,
  DUSK = 2,
  MIDNIGHT = 3;
const LIBRARY = 0,
  GARDEN = 1,
  CELLAR = 2,
  OBSERVATORY = 3;

/** The face-up tiles, then the draws in order; Green's time tile on top makes Green choose first and you play first. */
const FRONT = [tile(GREEN, 4), tile(BLUE, 1), tile(GREEN, 0), tile(RED, 1), tile(BLUE, 4), tile(RED, 4), tile(GREEN, 5), tile(RED, 2), tile(BLUE, 5), tile(RED, 5)];
const TILES = [...FRONT, ...Array.from({ length: 18 }, (_, i) => i).filter((t) => !FRONT.includes(t))];

const t = (selector: string) => `[data-tutorial="${selector}"]`;
/** The answers table on the note sheet; on a phone, the Notes tab that shows it. */
const NOTES = `${t('answers')}, .phone-tabs [data-tab="notes"]`;

const beats: Beat[] = [
  {
    kind: 'read',
    id: 'welcome',
    target: t('hand'),
    say: {
      en: 'Welcome to Perfect Alibi. Sixteen alibi cards each pair a time with a place, and one of them is hidden under the board: nobody can vouch for that moment. Find it and claim it before the others do. Your five cards are shown at the bottom: none of them can be the missing one.',
      zh: '欢迎来到《完美不在场证明》。十六张不在场证明牌，每张都是一个时间加一个地点，其中一张被藏在版图下——那个时刻没有人能作证。抢在别人之前找出它并指认，你就赢了。下方是你的五张牌：它们都不可能是缺失的那张。',
    },
  },
  {
    kind: 'bot',
    seat: GREEN,
    action: { type: 'chooseAssistant', assistant: 'lookout' },
    say: {
      en: 'First everyone takes an assistant. Green goes first and takes the Lookout.',
      zh: '开局时每人选一位助手。绿色先选，拿走了瞭望者。',
    },
  },
  {
    kind: 'bot',
    seat: BLUE,
    action: { type: 'chooseAssistant', assistant: 'confessor' },
    say: { en: 'Blue takes the Confessor.', zh: '蓝色拿走了告解神父。' },
  },
  {
    kind: 'learner',
    id: 'choose-assistant',
    action: { type: 'chooseAssistant', assistant: 'reporter' },
    target: t('assistant-reporter'),
    say: {
      en: 'Your pick. Each assistant has a power. Take the Reporter: it lets its holder question anyone without using a tile. Later in this game you will trade it for a stronger one.',
      zh: '轮到你选了。每位助手都有一项能力。请选记者：持有者不用板块也能向任何人提问。这局稍后你会用它换一位更有用的助手。',
    },
    wrong: {
      en: 'In a real game any free assistant is fine. Here, take the Reporter so the rest of the lesson lines up.',
      zh: '真实对局里选哪位空闲的助手都可以。这里请选记者，后面的教学才能接得上。',
    },
  },
  {
    kind: 'learner',
    id: 'tile-question',
    action: { type: 'takeTile', tile: tile(GREEN, 4), target: GREEN },
    target: `${t(`tile-${tile(GREEN, 4)}`)}, ${t(`value-${DUSK}`)}, ${t('ask')}`,
    say: {
      en: 'Your first turn. A face-up tile of another player’s colour questions that player. Pick Green’s time tile (the green one with a clock), choose Dusk, and press Ask: Green must say how many Dusk cards they hold.',
      zh: '你的第一回合。翻开的审问板块是谁的颜色，就用来审问谁。选绿色的时间板块（带时钟的绿色板块），选“黄昏”，再按“提问”：绿色必须说出自己有几张黄昏的牌。',
    },
    wrong: {
      en: 'Not that one now. Take Green’s time tile (the green tile with a clock) and ask Green about Dusk only.',
      zh: '现在不是这一步。请选绿色的时间板块（带时钟的绿色板块），只问绿色关于“黄昏”。',
    },
  },
  {
    kind: 'learner',
    id: 'tile-question-ask',
    action: { type: 'ask', category: 'time', values: [DUSK] },
    target: `${t(`value-${DUSK}`)}, ${t('ask')}`,
    say: {
      en: 'Choose Dusk, and only Dusk, then press Ask.',
      zh: '只选“黄昏”一项，然后按“提问”。',
    },
    wrong: {
      en: 'Ask about Dusk alone this time: one value makes Green’s answer easy to read.',
      zh: '这次只问“黄昏”：只问一项，绿色的回答最好解读。',
    },
  },
  {
    kind: 'bot',
    seat: GREEN,
    action: { type: 'show', card: card(DUSK, LIBRARY) },
    say: {
      en: 'Green answers 3. An answer of 2 or more means a card must be shown to the one who asked: Green shows you Dusk in the Library. A card you have seen is never the missing one.',
      zh: '绿色回答 3。回答为 2 或更多时，必须给提问者看一张相符的牌：绿色给你看了“黄昏·图书馆”。你亲眼见过的牌绝不会是缺失的那张。',
    },
  },
  {
    kind: 'read',
    id: 'answers-table',
    target: NOTES,
    say: {
      en: 'Every answer is kept in the Answers table of your note sheet (on a phone: the Notes tab). Green holds three of the four Dusk cards. Remember that.',
      zh: '每个回答都记在笔记表的“回答记录”里（手机上在“笔记”标签页）。绿色有四张黄昏牌中的三张，记住这一点。',
    },
  },
  {
    kind: 'bot',
    seat: BLUE,
    action: { type: 'takeTile', tile: tile(RED, 1), target: RED },
    say: { en: 'Blue’s turn. Blue takes a red tile: Blue questions you.', zh: '轮到蓝色。蓝色拿了一块红色板块：蓝色要审问你。' },
  },
  { kind: 'bot', seat: BLUE, action: { type: 'ask', category: 'location', values: [GARDEN, CELLAR] } },
  {
    kind: 'learner',
    id: 'show-card',
    action: { type: 'show', card: card(DAWN, GARDEN) },
    target: t(`show-${card(DAWN, GARDEN)}`),
    say: {
      en: 'Blue asked how many of your cards are in the Garden or the Cellar. The answer, 3, is given for you, and since it is 2 or more you must show Blue one of them. Show Dawn in the Garden. Blue holds the Confessor, so only Blue heard your answer; Green, the Lookout, will still see the card.',
      zh: '蓝色问你有几张“花园”或“地窖”的牌。系统替你回答了 3；既然是 2 或更多，你必须给蓝色看其中一张。请出示“黎明·花园”。蓝色持有告解神父，所以只有蓝色听到了你的回答；而持有瞭望者的绿色仍会看到这张牌。',
    },
    wrong: {
      en: 'Show Dawn in the Garden this time. In a real game any matching card will do; showing a card that was seen before gives the others less.',
      zh: '这次请出示“黎明·花园”。真实对局里任何相符的牌都可以；出示别人已经见过的牌，泄露的信息更少。',
    },
  },
  {
    kind: 'bot',
    seat: GREEN,
    action: { type: 'takeTile', tile: tile(BLUE, 4), target: BLUE },
    say: { en: 'Green’s turn: Green questions Blue.', zh: '轮到绿色：绿色审问蓝色。' },
  },
  { kind: 'bot', seat: GREEN, action: { type: 'ask', category: 'time', values: [NOON, MIDNIGHT] } },
  { kind: 'bot', seat: BLUE, action: { type: 'show', card: card(NOON, LIBRARY) } },
  {
    kind: 'read',
    id: 'reason-dusk',
    target: NOTES,
    say: {
      en: 'Listen to other people’s answers too. Blue said 5 to “Noon or Midnight”: all five of Blue’s cards are Noon or Midnight, so Blue has no Dusk card. You have none, Green has three: one Dusk card is left over, and it must be the missing one. It is not Dusk in the Library (you saw it), so three cells remain: Dusk in the Garden, the Cellar or the Observatory.',
      zh: '别人的回答也要留心。蓝色对“正午或午夜”回答了 5：蓝色的五张牌全是正午或午夜，所以蓝色没有黄昏牌。你没有，绿色有三张：剩下的一张黄昏牌就是缺失的那张。它不是“黄昏·图书馆”（你看到过），所以还剩三格：黄昏的花园、地窖或天文台。',
    },
  },
  {
    kind: 'learner',
    id: 'arrows-tile',
    action: { type: 'takeTile', tile: tile(GREEN, 0), target: GREEN },
    target: `${t(`tile-${tile(GREEN, 0)}`)}, ${t(`value-${OBSERVATORY}`)}, ${t('ask')}`,
    say: {
      en: 'Now ask Green about the Observatory. Take Green’s location tile with arrows, choose Observatory and press Ask. Arrows on a tile mean you change assistants before the question is asked.',
      zh: '现在问绿色关于“天文台”。选绿色带箭头的地点板块，选“天文台”，再按“提问”。板块上有箭头，表示提问之前你要先更换助手。',
    },
    wrong: {
      en: 'This time take Green’s location tile with arrows (the green tile marked with arrows), and ask about the Observatory.',
      zh: '这次请选绿色带箭头的地点板块（绿色、有箭头标记的那块），问“天文台”。',
    },
  },
  {
    kind: 'learner',
    id: 'change-assistant',
    action: { type: 'changeAssistant', assistant: 'lookout' },
    target: t('assistant-lookout'),
    say: {
      en: 'The arrows: put your Reporter back and take another assistant, an unused one or the one of the player you question. Take Green’s Lookout: from now on you see every card the others show each other.',
      zh: '箭头生效：把记者放回去，换一位助手——可以拿没人用的，也可以拿被审问者的。请拿走绿色的瞭望者：从现在起，别人之间互相出示的每张牌你都能看到。',
    },
    wrong: {
      en: 'Take the Lookout from Green: seeing every card shown between the others is worth more to you now.',
      zh: '请拿走绿色的瞭望者：现在能看到别人之间出示的每张牌，对你最有用。',
    },
  },
  {
    kind: 'bot',
    seat: GREEN,
    action: { type: 'chooseAssistant', assistant: 'reporter' },
    say: { en: 'Green lost its assistant and picks another: the Reporter you put back.', zh: '绿色失去了助手，另选一位：就是你放回去的记者。' },
  },
  {
    kind: 'learner',
    id: 'arrows-ask',
    action: { type: 'ask', category: 'location', values: [OBSERVATORY] },
    target: `${t(`value-${OBSERVATORY}`)}, ${t('ask')}`,
    say: {
      en: 'Now the question itself: Observatory only, then Ask.',
      zh: '现在正式提问：只选“天文台”，再按“提问”。',
    },
    wrong: {
      en: 'Ask about the Observatory alone: one of the three cells left is Dusk in the Observatory.',
      zh: '只问“天文台”：剩下的三格之一正是“黄昏·天文台”。',
    },
  },
  {
    kind: 'bot',
    seat: GREEN,
    action: { type: 'show', card: card(DUSK, OBSERVATORY) },
    say: {
      en: 'Green answers 2 and shows you Dusk in the Observatory. Two cells are left: Dusk in the Garden and Dusk in the Cellar.',
      zh: '绿色回答 2，给你看了“黄昏·天文台”。只剩两格：“黄昏·花园”和“黄昏·地窖”。',
    },
  },
  {
    kind: 'bot',
    seat: BLUE,
    action: { type: 'takeTile', tile: tile(GREEN, 5), target: GREEN },
    say: { en: 'Blue questions Green.', zh: '蓝色审问绿色。' },
  },
  { kind: 'bot', seat: BLUE, action: { type: 'ask', category: 'time', values: [NOON, MIDNIGHT] } },
  {
    kind: 'bot',
    seat: GREEN,
    action: { type: 'show', card: card(MIDNIGHT, CELLAR) },
    say: {
      en: 'Blue’s answers are private (the Confessor), so you did not hear Green’s count. But a card changed hands, and as the Lookout you saw it: Midnight in the Cellar.',
      zh: '蓝色持有告解神父，回答只有蓝色听得到，所以你没听到绿色说了几张。但有一张牌被出示了，作为瞭望者你看到了它：“午夜·地窖”。',
    },
  },
  {
    kind: 'bot',
    seat: GREEN,
    action: { type: 'useReporter', target: BLUE },
    say: { en: 'Green uses the Reporter’s power: a question to anyone, with no tile.', zh: '绿色使用记者的能力：不用板块，向任何人提问。' },
  },
  { kind: 'bot', seat: GREEN, action: { type: 'ask', category: 'location', values: [LIBRARY, GARDEN] } },
  {
    kind: 'bot',
    seat: BLUE,
    action: { type: 'show', card: card(MIDNIGHT, GARDEN) },
    say: { en: 'Blue shows Green Midnight in the Garden, and you, the Lookout, see it too.', zh: '蓝色给绿色看了“午夜·花园”，身为瞭望者的你也看到了。' },
  },
  {
    kind: 'read',
    id: 'note-sheet',
    target: `${t('notes')}, .phone-tabs [data-tab="notes"]`,
    say: {
      en: 'Look at your note sheet (on a phone: the Notes tab). Cards you hold or have seen are marked. Of the Garden cards, you hold Dawn and Noon and you saw Midnight in Blue’s hand. So the only Garden card Green could hold is Dusk in the Garden.',
      zh: '看看你的笔记表（手机上在“笔记”标签页）。你持有或见过的牌都已标出。花园的四张牌里，黎明和正午在你手上，午夜你刚在蓝色手里看到。所以绿色若有花园的牌，只可能是“黄昏·花园”。',
    },
  },
  {
    kind: 'learner',
    id: 'final-question',
    action: { type: 'finalQuestion', target: GREEN },
    target: `${t('final')}, ${t(`target-${GREEN}`)}, ${t('category-location')}, ${t(`value-${GARDEN}`)}, ${t('ask')}`,
    say: {
      en: 'Time for the final question: you may ask anyone about anything, but right after the answer you must claim. Press Final question, pick Green, choose Location, then Garden, and press Ask.',
      zh: '该用最终提问了：可以问任何人任何内容，但听到回答后必须立刻指认。按“最终提问”，选绿色，切到“地点”，选“花园”，再按“提问”。',
    },
    wrong: {
      en: 'Use the Final question now, to Green, about the Garden: its answer tells the two cells apart.',
      zh: '现在请用“最终提问”，问绿色关于“花园”：这个回答能分辨剩下的两格。',
    },
  },
  {
    kind: 'learner',
    id: 'final-ask',
    action: { type: 'ask', category: 'location', values: [GARDEN] },
    target: `${t('category-location')}, ${t(`value-${GARDEN}`)}, ${t('ask')}`,
    say: {
      en: 'Ask Green about the Garden only, then press Ask.',
      zh: '只问绿色关于“花园”，然后按“提问”。',
    },
    wrong: {
      en: 'Ask about the Garden alone: if Green holds a Garden card, it can only be Dusk in the Garden.',
      zh: '只问“花园”：绿色若有花园的牌，只可能是“黄昏·花园”。',
    },
  },
  {
    kind: 'learner',
    id: 'claim',
    action: { type: 'claim', card: card(DUSK, CELLAR) },
    target: `${t(`claim-time-${DUSK}`)}, ${t(`claim-location-${CELLAR}`)}, ${t('claim-next')}, ${t('claim-yes')}, ${t('claim')}`,
    say: {
      en: 'Green answered 1: Green holds Dusk in the Garden. So nobody holds Dusk in the Cellar. Claim it: choose Dusk and Cellar, then confirm.',
      zh: '绿色回答 1：绿色手里有“黄昏·花园”。那么没有人持有“黄昏·地窖”。指认它：选“黄昏”和“地窖”，然后确认。',
    },
    wrong: {
      en: 'Not that card: Green holds Dusk in the Garden, so the card nobody holds is Dusk in the Cellar.',
      zh: '不是这张：“黄昏·花园”在绿色手里，没人持有的是“黄昏·地窖”。',
    },
  },
];

export const script: TutorialScript = {
  game: 'perfect-alibi',
  players: 3,
  seed: 'tutorial-perfect-alibi',
  options: {
    deal: {
      missing: card(DUSK, CELLAR),
      hands: [
        [card(DAWN, LIBRARY), card(DAWN, GARDEN), card(DAWN, CELLAR), card(DAWN, OBSERVATORY), card(NOON, GARDEN)],
        [card(NOON, LIBRARY), card(NOON, CELLAR), card(MIDNIGHT, LIBRARY), card(MIDNIGHT, GARDEN), card(MIDNIGHT, OBSERVATORY)],
        [card(NOON, OBSERVATORY), card(DUSK, LIBRARY), card(DUSK, GARDEN), card(DUSK, OBSERVATORY), card(MIDNIGHT, CELLAR)],
      ],
      tiles: TILES,
    },
  },
  names: { en: ['Sam', 'Blue', 'Green'], zh: ['你', '蓝色', '绿色'] },
  title: { en: 'Learn Perfect Alibi', zh: '学玩《完美不在场证明》' },
  beats,
  finale: {
    en: 'You found it: Dusk in the Cellar was the missing alibi, and your claim wins the game. In a real game nobody tells you which question to ask: keep your note sheet, listen to every answer, and claim as soon as only one cell is left.',
    zh: '你找到了：缺失的不在场证明正是“黄昏·地窖”，你的指认赢下了这局。真实对局里没人告诉你该问什么：勤记笔记、留心每一个回答，只剩一格时就立刻指认。',
  },
};
