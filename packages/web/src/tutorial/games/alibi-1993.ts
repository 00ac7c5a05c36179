/**
 * The guided first game of Alibi (1993): three players, one hand, a fixed deal. The learner (seat 0)
 * asks a union question in the "seen" scope, hears a question about their own hand answered for
 * them, passes a card, melds the set the pass completes, announces the Accusation and writes the
 * sheet that wins. Bo and Mei play scripted moves. Designed with the engine: the two zero answers
 * leave Cora Lindqvist at noon and the Library stacks as the only cards nobody ever held.
 */
import { erase, type AnyGame } from '@alibi/engine';
import { alibi1993 } from '@alibi/alibi-1993';
import type { TutorialScript } from '../script.ts';

export const game: AnyGame = erase(alibi1993);

/** Set ids (see packages/alibi-1993/src/cards.ts). */
const CORA = 2;
const LIBRARY = 12;
const TOXIN = 16;
const NOON = 1;
/** The Library's second location, the stacks. */
const STACKS = 1;

/** Hidden: Cora Lindqvist at noon (7), Library stacks (37), Bludgeon bookend (55), Love "a child protected" (72). */
const hidden = [7, 37, 55, 72];
/** Two of Cora's cards, two of the Library's, two of Toxin's, and a spread of others; no set complete. */
const you = [0, 1, 3, 4, 6, 8, 9, 10, 15, 16, 24, 27, 28, 36, 38, 42, 45, 46, 48, 49, 60, 61, 66, 69, 75];
const bo = [2, 11, 13, 17, 19, 21, 23, 26, 30, 32, 34, 39, 41, 44, 51, 53, 56, 58, 62, 64, 67, 70, 73, 76, 77];
/** Mei holds the third Toxin card (nightshade, 50) and passes it to you. */
const mei = [5, 12, 14, 18, 20, 22, 25, 29, 31, 33, 35, 40, 43, 47, 50, 52, 54, 57, 59, 63, 65, 68, 71, 74];

/** The card the script passes: wounded vanity, your only Pride card. */
const PASS_CARD = 75;
/** Sets whose cards must stay with you until the end of the script. */
const KEEP_SETS = [CORA, LIBRARY, TOXIN];

const coraOrLibrarySeen = {
  filter: [
    { kind: 'set', set: CORA },
    { kind: 'set', set: LIBRARY },
  ],
  scope: 'seen',
};

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The learner's question in any atom order (the builder keeps the order of the clicks). */
function isCoraOrLibraryToBo(a: unknown): boolean {
  if (!isObj(a) || a.type !== 'ask' || a.target !== 1 || !isObj(a.question)) return false;
  const q = a.question;
  if (q.scope !== 'seen' || !Array.isArray(q.filter) || q.filter.length !== 2) return false;
  const sets = q.filter.map((x: unknown) => (isObj(x) && x.kind === 'set' && Object.keys(x).length === 2 ? x.set : null));
  return sets.includes(CORA) && sets.includes(LIBRARY);
}

/** Any single card that is no part of the plan (Cora, Library, Toxin) is as good a pass here. */
function isHarmlessPass(a: unknown): boolean {
  if (!isObj(a) || a.type !== 'pass' || !Array.isArray(a.cards) || a.cards.length !== 1) return false;
  const c = a.cards[0];
  return typeof c === 'number' && you.includes(c) && !KEEP_SETS.includes(Math.floor(c / 3));
}

export const script: TutorialScript = {
  game: 'alibi-1993',
  players: 3,
  seed: 'tutorial-alibi-1993',
  options: { deal: { hidden, hands: [you, bo, mei], first: 0 } },
  names: { en: ['Sam', 'Bo', 'Mei'], zh: ['你', '阿博', '小梅'] },
  title: { en: 'Learn Alibi (1993)', zh: '学玩《不在场证明（1993）》' },
  beats: [
    {
      kind: 'read',
      id: 'hand',
      target: '.a93-hand',
      say: {
        en: 'Four cards are hidden: one suspect, one place, one weapon and one emotion. Everything else was dealt out. This is your hand, sorted by type and set.',
        zh: '有四张牌被藏起来：一名嫌疑人、一个地点、一件凶器和一种情感。其余的牌全部发了出去。这是你的手牌，按类别和组排好。',
      },
    },
    {
      kind: 'read',
      id: 'gaps',
      target: '.a93-hand',
      say: {
        en: 'Look at Cora Lindqvist and the Library: you hold two of the three cards of each. Cora at noon and the Library stacks are with Bo, with Mei, or hidden.',
        zh: '看看科拉·林德奎斯特和图书馆：每组三张你都有两张。科拉的正午牌和图书馆的书库牌，要么在阿博手里，要么在小梅手里，要么就是藏起来的牌。',
      },
    },
    {
      kind: 'read',
      id: 'players',
      target: '.players',
      say: {
        en: 'You start every round; Bo asks after you, then Mei. In your turn you ask one player a question, or you announce the Accusation.',
        zh: '每一轮都由你先开始，然后是阿博，再是小梅。轮到你时，你可以问一名玩家一个问题，或者宣布指控。',
      },
    },
    {
      kind: 'read',
      id: 'scopes',
      target: '.a93-scopes',
      say: {
        en: 'A question asks one player to count cards in one of three places: in their hand now, among every card they have seen this hand (passed-on cards and melds included), or among the cards they have kept since the deal.',
        zh: '提问时，让一名玩家在三个范围之一里数牌：现在手里的牌；本局见过的所有牌（包括传走的牌和桌上亮出的组）；或者发牌后一直留在手里的牌。',
      },
    },
    {
      kind: 'learner',
      id: 'ask',
      target: '.a93-builder',
      action: { type: 'ask', target: 1, question: coraOrLibrarySeen },
      accepts: isCoraOrLibraryToBo,
      say: {
        en: 'Ask Bo how many Cora Lindqvist or Library cards he has seen: choose Bo, then "Seen this hand", then the sets Cora Lindqvist and Library, and ask. Both sets in one question: one answer covers both gaps.',
        zh: '问阿博见过几张科拉·林德奎斯特或图书馆的牌：先选阿博，再选“本局见过”，然后点选科拉·林德奎斯特和图书馆这两组，提问。两组放进同一个问题，一个回答就能同时查两处空缺。',
      },
      wrong: {
        en: 'Not this question yet. Ask Bo, in "Seen this hand", about exactly two sets: Cora Lindqvist and Library. "Seen" also counts cards he has passed on, so a zero is a strong answer.',
        zh: '先不问这个。请问阿博，范围选“本局见过”，只加科拉·林德奎斯特和图书馆两组。“见过”连他传走的牌也算，所以回答 0 分量很重。',
      },
    },
    {
      kind: 'read',
      id: 'zero',
      target: '#a93-tab-questions, .phone-tabs [data-tab="questions"]',
      say: {
        en: 'Bo answered 0: he has never held a Cora or a Library card. The answer is counted by the game, so it is always true, and everyone heard it. Every question and answer is kept under "Questions" (a tab at the bottom on a phone).',
        zh: '阿博回答 0：他从没拿过科拉或图书馆的牌。回答由游戏来数，所以一定是真话，而且所有人都听到了。所有问答都记在“问答”里（手机上在底部的标签页）。',
      },
    },
    {
      kind: 'bot',
      seat: 1,
      action: { type: 'ask', target: 2, question: coraOrLibrarySeen },
      say: {
        en: 'Bo heard your question and asks Mei the very same thing. Listen: her answer is news for you too.',
        zh: '阿博听到了你的问题，向小梅问了一模一样的问题。注意听：她的回答对你也有用。',
      },
    },
    {
      kind: 'bot',
      seat: 2,
      action: { type: 'ask', target: 0, question: { filter: [{ kind: 'type', type: 'weapon' }], scope: 'hand' } },
      say: {
        en: 'Now Mei asks you how many weapons you hold.',
        zh: '现在小梅问你手里有几张凶器牌。',
      },
    },
    {
      kind: 'read',
      id: 'answered',
      target: '#a93-tab-questions, .phone-tabs [data-tab="questions"]',
      say: {
        en: 'You did not have to do anything: the game answered 5 for you, aloud. Questions only ever cost you what the answer tells the table, so think about what you ask, not how you answer.',
        zh: '你什么都不用做：游戏替你公开回答了 5。被问到时，你损失的只是这个回答告诉大家的信息；要费心的是你问什么，而不是怎么答。',
      },
    },
    {
      kind: 'read',
      id: 'deduce',
      target: '#a93-tab-record, .phone-tabs [data-tab="record"]',
      say: {
        en: 'Mei answered 0 as well. Neither Bo nor Mei ever held Cora at noon or the Library stacks, and you do not have them: both must be hidden. Your record sheet keeps track of what you have seen.',
        zh: '小梅也回答 0。阿博和小梅都没拿过科拉的正午牌和图书馆的书库牌，你手里也没有：这两张一定是藏起来的。你的记录单会记下你见过的每一张牌。',
      },
    },
    {
      kind: 'learner',
      id: 'pass',
      target: '.a93-hand [data-card="75"]',
      action: { type: 'pass', cards: [PASS_CARD] },
      accepts: isHarmlessPass,
      say: {
        en: 'Every player has asked, so everyone passes one card to the left, to Bo. Pass "wounded vanity", your only Pride card: tap it in your hand, then "Pass these cards".',
        zh: '每个人都问过了，所以大家各传一张牌给左边的人，也就是阿博。把你唯一的骄傲牌“受伤的虚荣”传出去：在手牌中点选它，再点“传出这些牌”。',
      },
      wrong: {
        en: 'Keep your Cora, Library and Toxin cards: the first two are your proof, and Toxin is one card short of a set. Pass one card you do not need, such as "wounded vanity".',
        zh: '留着科拉、图书馆和毒药的牌：前两组是你的证据，毒药只差一张就凑齐一组。传一张你用不上的牌，比如“受伤的虚荣”。',
      },
    },
    { kind: 'bot', seat: 1, action: { type: 'pass', cards: [2] } },
    {
      kind: 'bot',
      seat: 2,
      action: { type: 'pass', cards: [50] },
      say: {
        en: 'All passes land at once. Mei passes you a card.',
        zh: '所有人的牌同时传出。小梅传给你一张牌。',
      },
    },
    {
      kind: 'read',
      id: 'received',
      target: '.a93-lastpass',
      say: {
        en: 'Mei gave you nightshade. With arsenic and hemlock you now hold all three Toxin cards: a complete set.',
        zh: '小梅给了你颠茄。加上砒霜和毒芹，三张毒药牌你都有了：凑成了完整的一组。',
      },
    },
    {
      kind: 'learner',
      id: 'meld',
      target: '.a93-meld',
      action: { type: 'meld', set: TOXIN },
      say: {
        en: "Meld the Toxin set now. It is still worth 7 points, the first round's value, until someone asks the next question; later it drops to 5, then 3.",
        zh: '现在就亮出毒药这一组。在下一个问题提出之前，它还按第一轮算 7 分；之后会降到 5 分，再降到 3 分。',
      },
      wrong: {
        en: 'Meld first: the Toxin set is worth 7 points only until the next question is asked.',
        zh: '先亮组：毒药这一组只有在下一个问题提出之前才值 7 分。',
      },
    },
    {
      kind: 'read',
      id: 'melded',
      target: '.a93-melds',
      say: {
        en: 'Your meld is on the table and its 7 points are yours. Everyone can see those three cards now, so none of them can be hidden.',
        zh: '你亮出的组摆在桌上，7 分归你了。现在所有人都看得到这三张牌，所以它们都不可能是藏起来的牌。',
      },
    },
    {
      kind: 'read',
      id: 'race',
      target: '[data-tutorial="a93-accuse"]',
      say: {
        en: "Bo heard both zeros too. If you ask another question, he may announce the Accusation in his turn and take the First Accuser's 7-point bonus. You know enough: accuse now.",
        zh: '阿博也听到了两个 0。如果你再问一个问题，他可能会在他的回合宣布指控，拿走首位指控者的 7 分奖励。你已经知道得够多了：现在就指控。',
      },
    },
    {
      kind: 'learner',
      id: 'accuse',
      target: '[data-tutorial="a93-accuse"], [data-tutorial="a93-accuse-confirm"]',
      action: { type: 'accuse' },
      say: {
        en: 'Press "Accuse instead", then "Accuse now". The hand ends: everyone writes an accusation sheet, and you are the First Accuser.',
        zh: '点“改为指控”，再点“立即指控”。这一局随即结束：每个人都写一张指控单，而你是首位指控者。',
      },
      wrong: {
        en: 'No more questions: every question gives Bo another turn to accuse before you. Announce the Accusation.',
        zh: '别再提问了：每多问一次，阿博就多一次抢在你前面指控的机会。宣布指控吧。',
      },
    },
    {
      kind: 'read',
      id: 'stakes',
      target: '.a93-sheet',
      say: {
        en: 'Everyone now writes a sheet in secret. Each blank shows its stake: a suspect is worth 10, a place, weapon or emotion 5, a time, location, weapon type or motive 3. A wrong blank costs its points, and the First Accuser loses double.',
        zh: '现在每个人都秘密地写指控单。每一格都标着分值：嫌疑人 10 分；地点、凶器、情感各 5 分；时间、位置、凶器种类、动机各 3 分。填错就扣掉这格的分，首位指控者扣双倍。',
      },
    },
    {
      kind: 'learner',
      id: 'sheet',
      target: '.a93-sheet',
      action: { type: 'write', sheet: { suspect: { set: CORA, sub: NOON }, place: { set: LIBRARY, sub: STACKS } } },
      say: {
        en: 'Write what you proved: suspect Cora Lindqvist, time noon, place Library, location stacks. That is the suspect and three more blanks, as the First Accuser must. Leave weapon and emotion blank, then hand in the sheet.',
        zh: '写下你已经证明的：嫌疑人科拉·林德奎斯特，时间正午，地点图书馆，位置书库。这正好是嫌疑人加另外三格，符合首位指控者的要求。凶器和情感留空，然后交出指控单。',
      },
      wrong: {
        en: 'Write exactly Cora Lindqvist at noon, in the Library stacks, and nothing else. As First Accuser every wrong blank costs you double, so never guess the weapon or the emotion.',
        zh: '只写科拉·林德奎斯特、正午、图书馆、书库，别的都不写。作为首位指控者，每填错一格都要扣双倍分，所以凶器和情感千万别乱猜。',
      },
    },
    {
      kind: 'bot',
      seat: 1,
      action: { type: 'write', sheet: { suspect: { set: CORA } } },
      say: { en: 'Bo writes his sheet.', zh: '阿博写下他的指控单。' },
    },
    {
      kind: 'bot',
      seat: 2,
      action: { type: 'write', sheet: { place: { set: LIBRARY } } },
      say: {
        en: 'Mei writes hers. When the last sheet is in, all are revealed and scored.',
        zh: '小梅也写好了。最后一张交上来后，所有指控单一起公开计分。',
      },
    },
  ],
  finale: {
    en: 'You win with 35 points: 7 for the Toxin meld, 7 as First Accuser, and 21 for four right blanks (Cora 10, noon 3, Library 5, stacks 3). Bo scored 10 for Cora, Mei 5 for the Library. In a full game, ask more, pass with care, and accuse as soon as you are sure.',
    zh: '你以 35 分获胜：亮出毒药组 7 分，首位指控者奖励 7 分，四格全对 21 分（科拉 10、正午 3、图书馆 5、书库 3）。阿博猜中科拉得 10 分，小梅猜中图书馆得 5 分。正式对局里，多提问，传牌要谨慎，一有把握就指控。',
  },
};
