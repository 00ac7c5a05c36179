/**
 * The Alibi Clues tutorial: two players, a fixed deal (docs/tutorials.md, issue #19).
 *
 * The deal uses only the four face-up suspects (a short suspect list, `deal.suspects`), so the game
 * ends with the first culprit: Ines Morrow, convicted by your accusation. You build Ines with the
 * woman and lean clues; Juno builds Otto Brandt (man, heavy, bald with a tip-off). You pay hush
 * money to throw away Juno's bald clue, lay a cover story on Otto, swap a useless card, and a
 * tip-off of your own lays striped and gloves: with Juno's hat that makes five features of Ines.
 * You score 4 clues and the accuser's point, Juno 1 (the hat): 5 to 1.
 */
import { erase } from '@alibi/engine';
import { alibiClues } from '@alibi/alibi-clues';
import type { Beat, TutorialScript } from '../script.ts';

export const game = erase(alibiClues);

const YOU = 0,
  JUNO = 1;
/** Suspect ids (our own names in packages/alibi-clues/src/cards.ts). */
const INES = 4,
  OTTO = 1,
  RUFUS = 5,
  DORA = 6;
const INES_SLOT = 0,
  OTTO_SLOT = 1;
/** Clue card ids: the copies of each feature in feature order (cards.ts, CLUE_FEATURE). */
const MAN = 0,
  WOMAN = 3,
  HEAVY = 6,
  LEAN = 9,
  BALD = 16,
  STRIPED = 18,
  CHECKED = 20,
  PLAIN = 22,
  HAT = 24,
  CANE = 26,
  SCARF = 28,
  SPECTACLES = 30,
  PIPE = 32,
  GLOVES = 34;
const COVER = 36,
  HUSH = 42,
  TIP = 46,
  TIP_2 = 47;

const HANDS = [
  [WOMAN, LEAN, HUSH, COVER],
  [MAN, HEAVY, BALD, TIP],
];
/** The draws in order: yours, Juno's, yours, Juno's three after the tip-off, … */
const FRONT = [TIP_2, PIPE, STRIPED, HAT, CHECKED, PLAIN, GLOVES, CANE, SCARF, SPECTACLES];
const USED = new Set([...HANDS.flat(), ...FRONT]);
const DECK = [...FRONT, ...Array.from({ length: 50 }, (_, i) => i).filter((c) => !USED.has(c))];

const t = (name: string) => `[data-tutorial="${name}"]`;
const all = (...names: string[]) => names.map(t).join(', ');

const endTurn = (id: string, say: { en: string; zh: string }): Beat => ({
  kind: 'learner',
  id,
  action: { type: 'end' },
  target: t('ac-end'),
  say,
  wrong: {
    en: 'Keep your hand as it is this time and end your turn.',
    zh: '这次手牌保持不变，结束回合即可。',
  },
});
const junoEnds: Beat = { kind: 'bot', seat: JUNO, action: { type: 'end' } };

const beats: Beat[] = [
  {
    kind: 'read',
    id: 'welcome',
    target: t('ac-row'),
    say: {
      en: 'Welcome to Alibi Clues. Four suspects stand in a row, each with a gender, a build, hair, clothes and one or two accessories. Players lay clue cards that fit them. Once the clues on the table show five different features of one suspect, that suspect can be accused.',
      zh: '欢迎来到《线索对对碰》。一排站着四位嫌疑人，每人有性别、体型、发型、衣着，以及一到两件配饰。玩家打出符合他们的线索卡。当桌上的线索显示出某位嫌疑人的五种不同特征时，就可以指控这位嫌疑人。',
    },
  },
  {
    kind: 'read',
    id: 'points',
    target: all('ac-tables', 'ac-players'),
    say: {
      en: 'Points come from your own clues: when a suspect is convicted, every clue in front of you that fits them scores 1, and the accuser gets 1 more. So play clues for the suspect you want to see convicted. In this short game only one suspect will be.',
      zh: '分数来自你自己的线索：嫌疑人被定罪时，你面前每张符合他的线索卡得 1 分，指控者再多得 1 分。所以要为你希望被定罪的嫌疑人打线索。这局简短的教学只会定罪一位嫌疑人。',
    },
  },
  {
    kind: 'learner',
    id: 'first-clue',
    action: { type: 'clue', card: WOMAN },
    target: t(`ac-hand-${WOMAN}`),
    say: {
      en: 'Play your woman clue: it fits Ines Morrow (and Dora Penn). You also hold lean, which fits Ines too, so Ines is your suspect.',
      zh: '打出“女性”线索：它符合伊内丝·莫罗（也符合朵拉·佩恩）。你手里还有“体型瘦削”，同样符合伊内丝，所以伊内丝就是你的目标。',
    },
    wrong: {
      en: 'Start with the woman clue; the other cards come later.',
      zh: '先打“女性”线索，其他的牌稍后再用。',
    },
  },
  endTurn('first-end', {
    en: 'You drew a card to get back to four. After playing you may swap one card, accuse if you can, or end the turn. End it now.',
    zh: '你抽了一张牌，手牌回到四张。出牌之后可以交换一张牌、在有权时指控，或者结束回合。现在结束回合。',
  }),
  {
    kind: 'bot',
    seat: JUNO,
    action: { type: 'clue', card: MAN },
    say: { en: 'Juno plays man: it fits Otto Brandt and Rufus Kell.', zh: '朱诺打出“男性”：符合奥托·勃兰特和鲁弗斯·凯尔。' },
  },
  junoEnds,
  {
    kind: 'learner',
    id: 'second-clue',
    action: { type: 'clue', card: LEAN },
    target: t(`ac-hand-${LEAN}`),
    say: {
      en: 'Play lean: Ines now shows two features, woman and lean. The meter under each suspect counts the different features on the table.',
      zh: '打出“体型瘦削”：伊内丝现在显示了两种特征，女性和体型瘦削。每位嫌疑人下方的计数条显示桌上有几种不同的特征符合他。',
    },
    wrong: {
      en: 'Play the lean clue, your second one for Ines.',
      zh: '打出“体型瘦削”，这是你给伊内丝的第二条线索。',
    },
  },
  endTurn('second-end', { en: 'End your turn.', zh: '结束回合。' }),
  {
    kind: 'bot',
    seat: JUNO,
    action: { type: 'tip', card: TIP },
    say: {
      en: 'Juno plays a tip-off: it lets the player lay two more clue cards at once.',
      zh: '朱诺打出一张线报：可以立刻再打出两张线索卡。',
    },
  },
  { kind: 'bot', seat: JUNO, action: { type: 'clue', card: HEAVY } },
  {
    kind: 'bot',
    seat: JUNO,
    action: { type: 'clue', card: BALD },
    say: {
      en: 'Heavy and bald: Otto now shows man, heavy and bald, three of five, all from Juno’s clues.',
      zh: '“体型壮硕”和“秃头”：奥托现在显示了男性、体型壮硕、秃头三种特征，全部来自朱诺的线索。',
    },
  },
  junoEnds,
  {
    kind: 'learner',
    id: 'hush',
    action: { type: 'hush', card: HUSH, clue: BALD },
    target: all(`ac-hand-${HUSH}`, `ac-clue-${BALD}`),
    say: {
      en: 'Otto is getting close, and every clue for him would score for Juno. Pay hush money: click it, then Juno’s bald clue. Both go to the discard pile, and Otto drops back to two features.',
      zh: '奥托越来越接近了，而他的每条线索都会给朱诺加分。支付封口费：先点它，再点朱诺的“秃头”线索。两张牌都进入弃牌堆，奥托退回到两种特征。',
    },
    wrong: {
      en: 'Use the hush money on Juno’s bald clue: it is the one that brings Otto closer.',
      zh: '把封口费用在朱诺的“秃头”线索上：正是它让奥托更接近定罪。',
    },
  },
  endTurn('hush-end', { en: 'End your turn.', zh: '结束回合。' }),
  {
    kind: 'bot',
    seat: JUNO,
    action: { type: 'clue', card: PIPE },
    say: { en: 'Juno plays pipe: Otto is back at three features.', zh: '朱诺打出“烟斗”：奥托又回到了三种特征。' },
  },
  junoEnds,
  {
    kind: 'learner',
    id: 'cover',
    action: { type: 'cover', card: COVER, slot: OTTO_SLOT },
    target: all(`ac-hand-${COVER}`, `ac-suspect-${OTTO_SLOT}`),
    say: {
      en: 'Stop Otto for good: play your cover story, then click Otto. A suspect with a cover story cannot be accused, and a clue that fits only him cannot be played.',
      zh: '彻底挡住奥托：打出掩护故事，再点奥托。有掩护故事的嫌疑人不能被指控，只符合他的线索也不能打出。',
    },
    wrong: {
      en: 'Put the cover story on Otto, Juno’s suspect, not on another one.',
      zh: '把掩护故事放在朱诺的目标奥托身上，而不是别人。',
    },
  },
  {
    kind: 'learner',
    id: 'exchange',
    action: { type: 'exchange', card: SCARF },
    target: t(`ac-hand-${SCARF}`),
    say: {
      en: 'You drew a scarf, and nobody in the row wears one: it is dead weight. Swap it: click it to discard it and draw another card.',
      zh: '你抽到了“围巾”，可这一排嫌疑人没人戴围巾：它没有用处。把它换掉：点一下它，弃掉并再抽一张。',
    },
    wrong: {
      en: 'Swap the scarf: it fits none of the four suspects. Your other cards fit Ines.',
      zh: '换掉“围巾”：它不符合四位嫌疑人中的任何一位。你的其他牌都符合伊内丝。',
    },
  },
  endTurn('cover-end', { en: 'Now end your turn.', zh: '现在结束回合。' }),
  {
    kind: 'bot',
    seat: JUNO,
    action: { type: 'clue', card: HAT },
    say: {
      en: 'Juno plays hat. Otto is covered, but Ines wears a hat too: she now shows woman, lean and hat.',
      zh: '朱诺打出“帽子”。奥托已被掩护，但伊内丝也戴帽子：她现在显示了女性、体型瘦削和帽子。',
    },
  },
  junoEnds,
  {
    kind: 'learner',
    id: 'tip',
    action: { type: 'tip', card: TIP_2 },
    target: t(`ac-hand-${TIP_2}`),
    say: {
      en: 'You hold a tip-off, striped and gloves, and Ines wears both. Play the tip-off first: it lets you lay both clues this turn.',
      zh: '你手里有线报、“条纹衣服”和“手套”，伊内丝两样都有。先打出线报：这一回合就能把两条线索都打出来。',
    },
    wrong: {
      en: 'Play the tip-off first, then the two clues.',
      zh: '先打出线报，再打两条线索。',
    },
  },
  {
    kind: 'learner',
    id: 'tip-striped',
    action: { type: 'clue', card: STRIPED },
    target: t(`ac-hand-${STRIPED}`),
    say: { en: 'First clue: striped.', zh: '第一条线索：“条纹衣服”。' },
    wrong: { en: 'Lay striped first, then gloves.', zh: '先打“条纹衣服”，再打“手套”。' },
  },
  {
    kind: 'learner',
    id: 'tip-gloves',
    action: { type: 'clue', card: GLOVES },
    target: t(`ac-hand-${GLOVES}`),
    say: {
      en: 'Second clue: gloves. That makes five different features of Ines on the table.',
      zh: '第二条线索：“手套”。这样桌上就有伊内丝的五种不同特征了。',
    },
    wrong: { en: 'Lay the gloves now.', zh: '现在打出“手套”。' },
  },
  {
    kind: 'read',
    id: 'count',
    target: t(`ac-suspect-${INES_SLOT}`),
    say: {
      en: 'Ines shows woman, lean, hat, striped and gloves: five of five. Four of those clues are yours and one is Juno’s. Otto shows five as well (your striped clue fits him too), but his cover story keeps him safe. Because your clue completed Ines, you hold the right to accuse.',
      zh: '伊内丝显示了女性、体型瘦削、帽子、条纹衣服和手套：五种齐了。其中四条线索是你的，一条是朱诺的。奥托也凑齐了五种（你的“条纹衣服”也符合他），但掩护故事保护着他。因为是你的线索凑齐了伊内丝，你获得了指控权。',
    },
  },
  {
    kind: 'learner',
    id: 'accuse',
    action: { type: 'accuse', suspect: INES },
    target: t(`ac-accuse-${INES}`),
    say: {
      en: 'Accuse Ines. Everyone scores 1 point per clue in front of them that fits her, and you get 1 more for the accusation.',
      zh: '指控伊内丝。每位玩家面前每张符合她的线索卡得 1 分，你作为指控者再多得 1 分。',
    },
    wrong: {
      en: 'Accuse now: if you end the turn, the right passes to Juno for the start of the next turn.',
      zh: '现在就指控：如果结束回合，指控权会在下一回合开始时交给朱诺。',
    },
  },
];

export const script: TutorialScript = {
  game: 'alibi-clues',
  players: 2,
  seed: 'tutorial-alibi-clues',
  options: {
    firstPlayer: YOU,
    // Only the four face-up suspects: the game ends with the first culprit.
    deal: { suspects: [INES, OTTO, RUFUS, DORA], hands: HANDS, deck: DECK },
  },
  names: { en: ['Sam', 'Juno'], zh: ['你', '朱诺'] },
  title: { en: 'Learn Alibi Clues', zh: '学玩《线索对对碰》' },
  beats,
  finale: {
    en: 'Ines Morrow is the culprit. Your four clues and the accusation make 5 points; Juno’s hat makes 1. You win! A full game goes on for thirteen culprits: play clues for the suspects that pay you, and use cover stories, hush money and tip-offs to steer the race.',
    zh: '伊内丝·莫罗就是罪犯。你的四条线索加上指控共 5 分；朱诺的“帽子”得 1 分。你赢了！完整的一局要定罪十三名罪犯：为能给你加分的嫌疑人打线索，并用掩护故事、封口费和线报左右这场竞赛。',
  },
};
