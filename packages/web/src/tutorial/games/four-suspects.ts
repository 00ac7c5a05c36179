/**
 * The Four Suspects tutorial: three players, a fixed deal (docs/tutorials.md, issue #19).
 *
 * The deal: the missing alibi is Supper at the Tearoom (Basil). You hold the four Breakfast cards
 * and Lunch at the Bathhouse; Hazel holds Lunch at the Pier and the Tearoom, Teatime at the Pier,
 * Supper at the Pier and the Bookshop; Rowan holds Lunch at the Bookshop, Teatime at the Bathhouse,
 * Tearoom and Bookshop, and Supper at the Bathhouse.
 * The story: Hazel admits to three Teatime-or-Supper cards, Rowan (asked through the scout) to four,
 * so one of the eight is missing; Rowan's question shows that Hazel holds all three other Pier
 * cards, which leaves Teatime at the Bathhouse, Tearoom, Bookshop or Supper at the Tearoom; Rowan
 * has a single Supper card (the one you saw), so Supper at the Tearoom is nobody's.
 * On the way you answer, show a card, earn coins and hire two helpers (the scout and the bodyguard).
 */
import { erase } from '@alibi/engine';
import { fourSuspects } from '@alibi/four-suspects';
import type { Beat, TutorialScript } from '../script.ts';

export const game = erase(fourSuspects);

const YOU = 0,
  HAZEL = 1,
  ROWAN = 2;
const BREAKFAST = 0,
  LUNCH = 1,
  TEATIME = 2,
  SUPPER = 3;
const PIER = 0,
  BATHHOUSE = 1,
  TEAROOM = 2,
  BOOKSHOP = 3;
/** Alibi card id: time * 4 + place (the person follows from both). */
const card = (time: number, place: number) => time * 4 + place;
const AGNES = 0,
  DESMOND = 3;
/** Interrogation cards: category * 6 + (number - 1) * 2 + copy; 18-21 are show-me cards. */
const qcard = (category: 'time' | 'place' | 'person', number: 1 | 2 | 3, copy: 0 | 1 = 0) =>
  ['time', 'place', 'person'].indexOf(category) * 6 + (number - 1) * 2 + copy;
const SHOW_ME = 18;

const TIME2 = qcard('time', 2); // your first question
const TIME1 = qcard('time', 1); // Hazel's question to you
const PLACE2 = qcard('place', 2); // given with the scout
const PERSON2 = qcard('person', 2); // Hazel's second question to you
const PLACE1 = qcard('place', 1); // Rowan's question to Hazel
const TIME1B = qcard('time', 1, 1); // your last question
/** The interrogation deck, top first: the first two are face up, the others come up in this order. */
const FRONT = [TIME2, SHOW_ME, TIME1, PLACE2, PERSON2, SHOW_ME + 2, PLACE1, TIME1B];
const DECK = [...FRONT, ...Array.from({ length: 22 }, (_, i) => i).filter((c) => !FRONT.includes(c))];

const MISSING = card(SUPPER, TEAROOM);
const YOUR_HAND = [
  card(BREAKFAST, PIER),
  card(BREAKFAST, BATHHOUSE),
  card(BREAKFAST, TEAROOM),
  card(BREAKFAST, BOOKSHOP),
  card(LUNCH, BATHHOUSE),
];
const BREAKFASTS = YOUR_HAND.slice(0, 4);

const t = (name: string) => `[data-tutorial="${name}"]`;
const all = (...names: string[]) => names.map(t).join(', ');
/** The note sheet; on a phone, the Notes tab that shows it. */
const NOTES = '#panel-notes, .phone-tabs [data-tab="notes"]';
const isShow = (cards: readonly number[]) => (a: unknown) => {
  const x = a as { type?: unknown; card?: unknown };
  return x.type === 'show' && typeof x.card === 'number' && cards.includes(x.card);
};

const beats: Beat[] = [
  {
    kind: 'read',
    id: 'welcome',
    say: {
      en: 'Welcome to Four Suspects. Each of the sixteen alibi cards names a time, a place and a person. One card was put aside unseen: that is the crime. Every other card is in someone’s hand, so the card nobody holds is the one to name. Your five cards are below; none of them can be missing.',
      zh: '欢迎来到《四名嫌疑人》。十六张不在场证明牌，每张都写着一个时间、一个地点和一个人物。其中一张被暗中抽走，那就是案发的时刻。其余的牌都在大家手里，所以没人持有的那张，就是你要说出的答案。下方是你的五张牌，它们都不可能是缺失的那张。',
    },
  },
  {
    kind: 'learner',
    id: 'first-question',
    action: { type: 'ask', card: TIME2, target: HAZEL, category: 'time', values: [TEATIME, SUPPER] },
    target: all(`fs-row-${TIME2}`, `fs-target-${HAZEL}`, `fs-value-${TEATIME}`, `fs-value-${SUPPER}`, 'fs-send'),
    say: {
      en: 'Your turn. You question someone by giving them one of the two face-up interrogation cards. Pick the time card (it allows two values), choose Hazel, tick Teatime and Supper, and ask. You hold none of those eight cards, so every one of them is with Hazel, with Rowan, or missing.',
      zh: '轮到你了。提问的方法是把两张翻开的审问卡之一交给对方。选那张时间卡（可以问两项），选黑兹尔，勾选下午茶和晚餐，然后提问。这八张牌你一张也没有，所以它们要么在黑兹尔手里，要么在罗恩手里，要么就是缺失的那张。',
    },
    wrong: {
      en: 'Not this question now. Give the time card to Hazel and ask about Teatime and Supper together.',
      zh: '现在先不问这个。把时间卡交给黑兹尔，同时问下午茶和晚餐。',
    },
  },
  {
    kind: 'bot',
    seat: HAZEL,
    action: { type: 'answer' },
    say: {
      en: 'The card you gave is now Hazel’s coin. Hazel answers 3: three of her cards are Teatime or Supper.',
      zh: '你交出的卡现在成了黑兹尔的一枚硬币。黑兹尔回答 3：她有三张牌是下午茶或晚餐。',
    },
  },
  {
    kind: 'bot',
    seat: HAZEL,
    action: { type: 'show', card: card(SUPPER, BOOKSHOP) },
    say: {
      en: 'An answer of 2 or more means a matching card must be shown to the asker. Hazel shows you Supper at the Bookshop: only you saw it.',
      zh: '回答 2 或以上时，被问的人要给提问者看一张符合的牌。黑兹尔给你看了“晚餐·书店”，只有你看到了。',
    },
  },
  {
    kind: 'bot',
    seat: HAZEL,
    action: { type: 'ask', card: TIME1, target: YOU, category: 'time', values: [BREAKFAST] },
    say: {
      en: 'Now it is Hazel’s turn, and she gives you a time card: how many Breakfast cards do you hold?',
      zh: '现在轮到黑兹尔。她把一张时间卡交给你：你有几张早餐的牌？',
    },
  },
  {
    kind: 'learner',
    id: 'answer',
    action: { type: 'answer' },
    target: t('fs-answer-truth'),
    say: {
      en: 'The table counts for you: you hold 4 Breakfast cards. Say it. (With a coin you could hire the poet to answer one more or one less, but the truth is fine here.)',
      zh: '系统会替你数好：你有 4 张早餐的牌。照实回答吧。（有硬币时可以雇用诗人多报或少报一，不过这里说实话就好。）',
    },
    wrong: {
      en: 'Keep your coin for later: just give the true answer.',
      zh: '硬币留着以后用：直接照实回答。',
    },
  },
  {
    kind: 'learner',
    id: 'show-card',
    action: { type: 'show', card: card(BREAKFAST, TEAROOM) },
    accepts: isShow(BREAKFASTS),
    target: all(...BREAKFASTS.map((c) => `fs-show-${c}`)),
    say: {
      en: 'You said 4, so you must show Hazel one matching card. Any of your Breakfast cards will do: Hazel learns that one card, Rowan only sees that you showed something.',
      zh: '你回答了 4，所以要给黑兹尔看一张符合的牌。任何一张早餐的牌都行：黑兹尔只知道这一张，罗恩只看到你出示了一张牌。',
    },
    wrong: {
      en: 'Show one of the cards the question was about: a Breakfast card.',
      zh: '请出示一张符合问题的牌：一张早餐的牌。',
    },
  },
  {
    kind: 'bot',
    seat: ROWAN,
    action: { type: 'demand', card: SHOW_ME, target: YOU },
    say: {
      en: 'Rowan gives you a show-me card: no question, you simply show Rowan one card of your choice.',
      zh: '罗恩交给你一张“给我看”卡：不提问题，你只需给罗恩看一张你自选的牌。',
    },
  },
  {
    kind: 'learner',
    id: 'show-me',
    action: { type: 'show', card: card(BREAKFAST, PIER) },
    accepts: isShow(YOUR_HAND),
    target: all(...YOUR_HAND.map((c) => `fs-show-${c}`)),
    say: {
      en: 'Pick any card to show Rowan. Showing one Hazel has already seen gives the table the least.',
      zh: '选任意一张给罗恩看。出示黑兹尔已经看过的那张，透露给大家的信息最少。',
    },
    wrong: {
      en: 'Show Rowan one of your own cards.',
      zh: '给罗恩看一张你自己的牌。',
    },
  },
  {
    kind: 'read',
    id: 'coins',
    target: all('fs-players', 'fs-helpers'),
    say: {
      en: 'Every card you are given stays in front of you as a coin: you now have 2. Coins hire helpers; each helper does one thing once, then stays in front of you until someone else buys it.',
      zh: '别人交给你的每张卡都留在你面前当作硬币：你现在有 2 枚。硬币用来雇用帮手；每位帮手的本领只生效一次，之后留在你面前，直到别人把它雇走。',
    },
  },
  {
    kind: 'learner',
    id: 'hire-scout',
    action: { type: 'buy', helper: 'scout' },
    target: t('fs-buy-scout'),
    say: {
      en: 'You would like to ask Rowan the same thing you asked Hazel, but neither face-up card is a time card. Hire the scout for 1 coin: this turn you may ask any category, whatever card you give.',
      zh: '你想问罗恩和刚才问黑兹尔同样的问题，可翻开的两张卡都不是时间卡。花 1 枚硬币雇用侦察员：这一回合不论交出哪张卡，你都可以问任意类别。',
    },
    wrong: {
      en: 'First hire the scout, so that your question can be about time.',
      zh: '先雇用侦察员，这样你才能问时间。',
    },
  },
  {
    kind: 'learner',
    id: 'scout-question',
    action: { type: 'ask', card: PLACE2, target: ROWAN, category: 'time', values: [TEATIME, SUPPER] },
    target: all(
      `fs-row-${PLACE2}`,
      `fs-target-${ROWAN}`,
      'fs-category-time',
      `fs-value-${TEATIME}`,
      `fs-value-${SUPPER}`,
      'fs-send',
    ),
    say: {
      en: 'Give Rowan the place card, switch the category to time, tick Teatime and Supper, and ask.',
      zh: '把地点卡交给罗恩，把类别换成时间，勾选下午茶和晚餐，然后提问。',
    },
    wrong: {
      en: 'Ask Rowan the same question as Hazel: time, Teatime and Supper. Give the place card; the scout lets it carry a time question.',
      zh: '问罗恩和黑兹尔一样的问题：时间，下午茶和晚餐。交出地点卡，有侦察员在，它也能用来问时间。',
    },
  },
  {
    kind: 'bot',
    seat: ROWAN,
    action: { type: 'answer' },
    say: { en: 'Rowan answers 4.', zh: '罗恩回答 4。' },
  },
  {
    kind: 'bot',
    seat: ROWAN,
    action: { type: 'show', card: card(SUPPER, BATHHOUSE) },
    say: { en: 'Rowan shows you Supper at the Bathhouse.', zh: '罗恩给你看了“晚餐·澡堂”。' },
  },
  {
    kind: 'read',
    id: 'notes-time',
    target: NOTES,
    say: {
      en: 'Your note sheet has a row per time and a column per place; each cell is one card and names its person. Hazel has 3 Teatime-or-Supper cards and Rowan 4: that is 7 of the 8. So the missing card is a Teatime or a Supper card. The two cards you were shown are crossed off too.',
      zh: '笔记表每一行是一个时间，每一列是一个地点；每格代表一张牌，格里写着牌上的人物。黑兹尔有 3 张下午茶或晚餐，罗恩有 4 张：八张里有了七张。所以缺失的一定是下午茶或晚餐的牌。你看过的两张牌也可以划掉了。',
    },
  },
  {
    kind: 'bot',
    seat: HAZEL,
    action: { type: 'ask', card: PERSON2, target: YOU, category: 'person', values: [AGNES, DESMOND] },
    say: {
      en: 'Hazel asks you about people: how many of your cards show Agnes or Desmond?',
      zh: '黑兹尔问你人物：你有几张牌上的人物是艾格尼丝或德斯蒙德？',
    },
  },
  {
    kind: 'learner',
    id: 'answer-again',
    action: { type: 'answer' },
    target: t('fs-answer-truth'),
    say: {
      en: 'Three of your cards match. Answer 3.',
      zh: '你有三张牌符合。回答 3。',
    },
    wrong: {
      en: 'Answer truthfully this time: 3.',
      zh: '这次照实回答：3。',
    },
  },
  {
    kind: 'learner',
    id: 'hire-bodyguard',
    action: { type: 'buy', helper: 'bodyguard' },
    target: t('fs-buy-first-bodyguard'),
    say: {
      en: 'After an answer of 2 or more you would have to show a card. You have 2 coins: hire the bodyguard, and Hazel gets no card this time.',
      zh: '回答 2 或以上之后本该出示一张牌。你有 2 枚硬币：雇用保镖，这次黑兹尔就看不到你的牌。',
    },
    wrong: {
      en: 'You could show a card, but keep your cards to yourself: hire the bodyguard.',
      zh: '你也可以出示一张牌，但这里请把牌藏好：雇用保镖。',
    },
  },
  {
    kind: 'bot',
    seat: ROWAN,
    action: { type: 'ask', card: PLACE1, target: HAZEL, category: 'place', values: [PIER] },
    say: {
      en: 'Rowan asks Hazel how many Pier cards she holds. You hear every answer, even between the others.',
      zh: '罗恩问黑兹尔有几张码头的牌。别人之间的回答你也听得到。',
    },
  },
  { kind: 'bot', seat: HAZEL, action: { type: 'answer' }, say: { en: 'Hazel answers 3.', zh: '黑兹尔回答 3。' } },
  {
    kind: 'bot',
    seat: HAZEL,
    action: { type: 'show', card: card(LUNCH, PIER) },
    say: {
      en: 'Hazel shows Rowan a card. You do not see which one, and you do not need to.',
      zh: '黑兹尔给罗恩看了一张牌。你看不到是哪张，也不需要知道。',
    },
  },
  {
    kind: 'read',
    id: 'notes-place',
    target: NOTES,
    say: {
      en: 'There are four Pier cards and you hold one: Hazel holds the other three, Teatime and Supper at the Pier among them. So Hazel’s three Teatime-or-Supper cards are those two and the one she showed you. What is left: Teatime at the Bathhouse, the Tearoom or the Bookshop, or Supper at the Tearoom.',
      zh: '码头的牌共四张，你有一张：另外三张都在黑兹尔手里，包括下午茶·码头和晚餐·码头。所以黑兹尔那三张下午茶或晚餐，就是这两张加上她给你看过的那张。剩下的可能：下午茶·澡堂、下午茶·茶室、下午茶·书店，或晚餐·茶室。',
    },
  },
  {
    kind: 'learner',
    id: 'last-question',
    action: { type: 'ask', card: TIME1B, target: ROWAN, category: 'time', values: [SUPPER] },
    target: all(`fs-row-${TIME1B}`, `fs-target-${ROWAN}`, `fs-value-${SUPPER}`, 'fs-send'),
    say: {
      en: 'Rowan holds four of those last five cards. Ask Rowan how many Supper cards they hold: you know one of them, Supper at the Bathhouse.',
      zh: '最后这五张里，罗恩有四张。问罗恩有几张晚餐的牌：其中一张你已经知道了，就是晚餐·澡堂。',
    },
    wrong: {
      en: 'Give Rowan the time card and ask about Supper alone.',
      zh: '把时间卡交给罗恩，只问晚餐。',
    },
  },
  {
    kind: 'bot',
    seat: ROWAN,
    action: { type: 'answer' },
    say: {
      en: 'Rowan answers 1: that is Supper at the Bathhouse. So Rowan does not hold Supper at the Tearoom, and neither does Hazel.',
      zh: '罗恩回答 1：那就是晚餐·澡堂。所以晚餐·茶室不在罗恩手里，也不在黑兹尔手里。',
    },
  },
  {
    kind: 'learner',
    id: 'guess',
    action: { type: 'guess', cards: [MISSING] },
    target: all('fs-guess', `fs-guess-card-${MISSING}`, 'fs-guess-pick', 'fs-guess-yes'),
    say: {
      en: 'Nobody holds Supper at the Tearoom (Basil): it is the missing alibi. You may guess at any moment, even in someone else’s turn. Press Guess, pick that card and confirm. A wrong guess would put you out, so guess only when you are sure.',
      zh: '没有人持有晚餐·茶室（巴兹尔）：它就是缺失的不在场证明。猜测随时都可以，别人的回合也行。按“猜测”，选中这张牌并确认。猜错就会出局，所以要有把握再猜。',
    },
    wrong: {
      en: 'Not that card: Supper at the Tearoom is the one nobody holds.',
      zh: '不是这张：没人持有的是晚餐·茶室。',
    },
  },
  {
    kind: 'bot',
    seat: HAZEL,
    action: { type: 'pass' },
    say: {
      en: 'A guess gives everyone else one chance to guess too before it is judged. Hazel passes.',
      zh: '有人猜测后，其他人在揭晓前也各有一次猜测的机会。黑兹尔放弃了。',
    },
  },
  { kind: 'bot', seat: ROWAN, action: { type: 'pass' }, say: { en: 'Rowan passes too.', zh: '罗恩也放弃了。' } },
];

export const script: TutorialScript = {
  game: 'four-suspects',
  players: 3,
  seed: 'tutorial-four-suspects',
  options: {
    deal: {
      missing: [MISSING],
      hands: [
        YOUR_HAND,
        [card(LUNCH, PIER), card(LUNCH, TEAROOM), card(TEATIME, PIER), card(SUPPER, PIER), card(SUPPER, BOOKSHOP)],
        [
          card(LUNCH, BOOKSHOP),
          card(TEATIME, BATHHOUSE),
          card(TEATIME, TEAROOM),
          card(TEATIME, BOOKSHOP),
          card(SUPPER, BATHHOUSE),
        ],
      ],
      deck: DECK,
      start: YOU,
    },
  },
  names: { en: ['Sam', 'Hazel', 'Rowan'], zh: ['你', '黑兹尔', '罗恩'] },
  title: { en: 'Learn Four Suspects', zh: '学玩《四名嫌疑人》' },
  beats,
  finale: {
    en: 'Right: Supper at the Tearoom with Basil was the missing alibi, and you win. In a real game, ask questions that split the open cells, listen to the others’ answers, spend coins on the helper that fits the moment, and guess only when one cell is left.',
    zh: '答对了：缺失的不在场证明正是巴兹尔的晚餐·茶室，你赢了。真实对局里，多问能把剩余格子一分为二的问题，留心别人之间的回答，在合适的时机花硬币雇用帮手，只剩一格时再猜测。',
  },
};
