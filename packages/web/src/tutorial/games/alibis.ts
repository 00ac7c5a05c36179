/**
 * The guided first game of Alibis: two players, co-operative, a fixed deal. The learner (seat 0)
 * writes two one-word alibis, reads Juno's, marks her pairs and the perpetrator on the deduction
 * board, confirms, watches the reveal take heat off the pile, and plays a second round that takes
 * the last heat away (two perfect rounds end the game at 0 heat: Criminal Legends).
 *
 * The learner may write any alibi the checker accepts: nothing later depends on the words (Juno's
 * boards are scripted, and heat depends on boards only). Every tap on a suspect sends the whole
 * board, so each tap is a beat; a beat takes the taps in any order as long as each mark is right.
 */
import { erase, type AnyGame } from '@alibi/engine';
import { alibis, checkAlibi } from '@alibi/alibis';
import type { Beat, LearnerBeat, Said, TutorialScript } from '../script.ts';

export const game: AnyGame = erase(alibis);

const ROUND_1 = ['apple', 'castle', 'whale', 'moon', 'lion', 'bee', 'river', 'candle', 'piano'];
const ROUND_2 = ['snow', 'dragon', 'kettle', 'ship', 'garden', 'clock', 'owl', 'bread', 'sword'];
/** Dealt but never played: two perfect rounds leave no heat. */
const ROUND_3 = ['tiger', 'violin', 'mirror', 'cheese', 'rocket', 'forest', 'lantern', 'crown', 'boot'];

const SUSPECTS = 9;
type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Any two alibis the engine's checker takes are as good as the suggested ones. */
const validWrite =
  (words: readonly string[]) =>
  (a: unknown): boolean =>
    isObj(a) &&
    a.type === 'write' &&
    Array.isArray(a.alibis) &&
    a.alibis.length === 2 &&
    a.alibis.every((w: unknown) => typeof w === 'string' && checkAlibi(w, words).ok);

/** Alibi indices: seat * 2 + pair. Juno's are 2 and 3. */
interface Target {
  marks: Record<number, number>;
  perpetrator: number;
}

const board = (marks: Record<number, number>, perpetrator: number | null) => ({
  type: 'guess',
  marks: Array.from({ length: SUSPECTS }, (_, s) => marks[s] ?? null),
  perpetrator,
});

/** A board on the way to `target` with `k` right entries (marks and perpetrator), whatever the order of the taps. */
const partOf =
  (target: Target, k: number) =>
  (a: unknown): boolean => {
    if (!isObj(a) || a.type !== 'guess' || !Array.isArray(a.marks) || a.marks.length !== SUSPECTS) return false;
    let n = 0;
    for (let s = 0; s < SUSPECTS; s++) {
      const m: unknown = a.marks[s];
      if (m === null) continue;
      if (m !== target.marks[s]) return false;
      n++;
    }
    if (a.perpetrator !== null) {
      if (a.perpetrator !== target.perpetrator) return false;
      n++;
    }
    return n === k;
  };

/** The taps that fill `target`, in the pen's own order (each alibi's two suspects, then the perpetrator). */
function taps(
  prefix: string,
  target: Target,
  order: number[],
  says: { say: Said; wrong: Said; target: string }[],
): LearnerBeat[] {
  const marks: Record<number, number> = {};
  return says.map((s, i) => {
    const suspect = order[i] as number;
    const last = i === order.length - 1;
    if (!last) marks[suspect] = target.marks[suspect] as number;
    return {
      kind: 'learner',
      id: `${prefix}-${i + 1}`,
      target: s.target,
      action: board({ ...marks }, last ? target.perpetrator : null),
      accepts: partOf(target, i + 1),
      say: s.say,
      wrong: s.wrong,
    };
  });
}

const at = (...suspects: number[]) => suspects.map((s) => `.al-suspect[data-suspect="${s + 1}"]`).join(', ');

/** Round 1: Juno's "night" is moon (3) + candle (7), "bridge" river (6) + castle (1); lion (4) is the perpetrator. */
const target1: Target = { marks: { 3: 2, 7: 2, 6: 3, 1: 3 }, perpetrator: 4 };
/** Round 2: "knight" is dragon (1) + sword (8), "midnight" clock (5) + owl (6); garden (4) is the perpetrator. */
const target2: Target = { marks: { 1: 2, 8: 2, 5: 3, 6: 3 }, perpetrator: 4 };

const wrongNight: Said = {
  en: 'Not that one. "night" fits the moon (4) and the candle (8): both belong to the night. Tap those two with the "night" pen.',
  zh: '不是这个。“night”（夜晚）对应月亮（4）和蜡烛（8）：两样都属于夜晚。用“night”这支笔点这两个嫌疑人。',
};
const wrongBridge: Said = {
  en: 'Not that one. "bridge" fits the river (7), which a bridge crosses, and the castle (2), with its drawbridge. Tap those two with the "bridge" pen.',
  zh: '不是这个。“bridge”（桥）对应河流（7）——桥横跨河流，还有城堡（2）——城堡有吊桥。用“bridge”这支笔点这两个嫌疑人。',
};
const wrongLion: Said = {
  en: 'The perpetrator is the one suspect left with no alibi: the lion (5). Use the perpetrator pen on it.',
  zh: '真凶就是唯一没有托辞的那个嫌疑人：狮子（5）。用“真凶”笔点它。',
};
const wrongKnight: Said = {
  en: '"knight" fits the dragon (2) a knight fights and the sword (9) he carries. Tap those two with the "knight" pen.',
  zh: '“knight”（骑士）对应骑士要斗的龙（2）和他佩带的剑（9）。用“knight”这支笔点这两个嫌疑人。',
};
const wrongMidnight: Said = {
  en: '"midnight" fits the clock (6) that strikes it and the owl (7) that is awake then. Tap those two with the "midnight" pen.',
  zh: '“midnight”（午夜）对应敲响午夜的钟（6）和那时醒着的猫头鹰（7）。用“midnight”这支笔点这两个嫌疑人。',
};
const wrongGarden: Said = {
  en: 'Only the garden (5) is left without an alibi: it is the perpetrator.',
  zh: '只剩花园（5）没有托辞：它就是真凶。',
};

const round1Taps = taps(
  'mark-1',
  target1,
  [3, 7, 6, 1, 4],
  [
    {
      target: at(3, 7),
      say: {
        en: 'Juno wrote "night" and "bridge". The pen now holds "night": tap the two suspects it links. The moon (4) and the candle (8) both belong to the night.',
        zh: '朱诺写了“night”（夜晚）和“bridge”（桥）。现在手里的笔是“night”：点它所连的两个嫌疑人。月亮（4）和蜡烛（8）都属于夜晚。',
      },
      wrong: wrongNight,
    },
    {
      target: at(3, 7),
      say: { en: 'And the other of the two for "night".', zh: '再点“night”的另一个嫌疑人。' },
      wrong: wrongNight,
    },
    {
      target: at(6, 1),
      say: {
        en: 'The pen moved on to "bridge" by itself. A bridge crosses a river (7), and a castle (2) has a drawbridge: tap both.',
        zh: '笔已经自动换成“bridge”（桥）。桥横跨河流（7），城堡（2）有吊桥：把两个都点上。',
      },
      wrong: wrongBridge,
    },
    {
      target: at(6, 1),
      say: { en: 'And the other one for "bridge".', zh: '再点“bridge”的另一个。' },
      wrong: wrongBridge,
    },
    {
      target: at(4),
      say: {
        en: "Now the pen is the perpetrator. Your four suspects and Juno's four are accounted for; the one left, the lion (5), has no alibi. Tap it.",
        zh: '现在手里的是“真凶”笔。你的四个和朱诺的四个嫌疑人都有了着落；剩下的狮子（5）没有托辞。点它。',
      },
      wrong: wrongLion,
    },
  ],
);

const round2Taps = taps(
  'mark-2',
  target2,
  [1, 8, 5, 6, 4],
  [
    {
      target: at(1, 8),
      say: {
        en: 'Juno\'s alibis are "knight" and "midnight". A knight fights a dragon (2) with a sword (9): mark them with "knight".',
        zh: '朱诺的托辞是“knight”（骑士）和“midnight”（午夜）。骑士用剑（9）斗龙（2）：用“knight”标出它们。',
      },
      wrong: wrongKnight,
    },
    { target: at(1, 8), say: { en: 'The other one for "knight".', zh: '再点“knight”的另一个。' }, wrong: wrongKnight },
    {
      target: at(5, 6),
      say: {
        en: 'A clock (6) strikes midnight and an owl (7) is awake then: mark them with "midnight".',
        zh: '钟（6）会敲响午夜，猫头鹰（7）那时正醒着：用“midnight”标出它们。',
      },
      wrong: wrongMidnight,
    },
    { target: at(5, 6), say: { en: 'The other one for "midnight".', zh: '再点“midnight”的另一个。' }, wrong: wrongMidnight },
    {
      target: at(4),
      say: { en: 'And the perpetrator: the garden (5), the one suspect left.', zh: '最后是真凶：剩下的花园（5）。' },
      wrong: wrongGarden,
    },
  ],
);

const beats: Beat[] = [
  {
    kind: 'read',
    id: 'suspects',
    target: '.al-boards',
    say: {
      en: 'You and Juno play together against the heat. Nine suspects each carry a word. Each of you secretly holds two pairs of them; the one suspect nobody holds is the perpetrator.',
      zh: '你和朱诺一起合作，对抗热度。九个嫌疑人各带一个词。你们每人秘密地拿着两对嫌疑人；没人拿着的那一个就是真凶。',
    },
  },
  {
    kind: 'read',
    id: 'pairs',
    target: '.al-pairs',
    say: {
      en: 'Your pairs: A is apple + bee, B is piano + whale. For each pair you write one word that links both, so that Juno can find them.',
      zh: '你的两组：A 是 apple（苹果）+ bee（蜜蜂），B 是 piano（钢琴）+ whale（鲸鱼）。每组写一个能同时联系两者的词，让朱诺找出它们。',
    },
  },
  {
    kind: 'learner',
    id: 'write-1',
    target: '.al-write',
    action: { type: 'write', alibis: ['orchard', 'song'] },
    accepts: validWrite(ROUND_1),
    say: {
      en: 'Write your two alibis, in English, for example "orchard" (bees visit apple orchards) and "song" (a piano plays songs, whales sing them). The checker refuses any form of a word on the table. Then press "Write both alibis".',
      zh: '用英文写下两个托辞，例如“orchard”（果园：蜜蜂常去苹果园）和“song”（歌：钢琴弹歌，鲸鱼也会唱歌）。桌上词的任何变形都会被检查器拒绝。然后点“写下两个托辞”。',
    },
    wrong: {
      en: 'Write one English word for each pair that the checker accepts (a green tick), then send them together. "orchard" and "song" work well.',
      zh: '每组写一个检查器接受的英文单词（出现绿色的勾），然后一起提交。“orchard”和“song”就很好。',
    },
  },
  {
    kind: 'bot',
    seat: 1,
    action: { type: 'write', alibis: ['night', 'bridge'] },
    say: {
      en: 'Juno writes hers. Nobody sees an alibi until everyone has written; then all are shared at once.',
      zh: '朱诺也写好了。在所有人写完之前，谁也看不到托辞；写完后所有托辞同时公开。',
    },
  },
  {
    kind: 'read',
    id: 'shared',
    target: '.al-shared',
    say: {
      en: "All alibis are on the table. Talk is not allowed now: each of you works alone, filling a deduction board with the other's pairs and the perpetrator.",
      zh: '所有托辞都亮出来了。此时不许交流：每人独自推理，在推理板上标出对方的两组和真凶。',
    },
  },
  ...round1Taps,
  {
    kind: 'learner',
    id: 'confirm-1',
    target: '.al-confirm .btn-claim',
    action: { type: 'confirm' },
    say: {
      en: 'Your board is complete. Confirm it: it is locked in, and the round is scored once Juno confirms too.',
      zh: '你的推理板已经填满。确认推理：确认后就锁定了，等朱诺也确认，这一轮就计分。',
    },
    wrong: {
      en: 'The board is right as it is: press "Confirm guesses".',
      zh: '推理板现在完全正确：点“确认推理”。',
    },
  },
  { kind: 'bot', seat: 1, action: board({ 0: 0, 5: 0, 8: 1, 2: 1 }, 4) },
  {
    kind: 'bot',
    seat: 1,
    action: { type: 'confirm' },
    say: { en: 'Juno confirms her board. The round is revealed.', zh: '朱诺确认了她的推理板。本轮揭晓。' },
  },
  {
    kind: 'read',
    id: 'reveal-1',
    target: '.al-reveal',
    say: {
      en: 'Every alibi was guessed (1 heat each, 4 in all) and you both named the perpetrator (3 heat each, 6). 10 heat is gone.',
      zh: '每个托辞都被猜中（每个 1 点热度，共 4 点），你们俩都指认了真凶（每人 3 点，共 6 点）。一共去掉了 10 点热度。',
    },
  },
  {
    kind: 'read',
    id: 'heat',
    target: '.al-side-heat',
    say: {
      en: "The heat pile started at 20 and has 10 left. The game lasts three rounds, or until the heat is gone; the less heat is left, the better your team's rating.",
      zh: '热度堆从 20 开始，现在还剩 10。游戏进行三轮，或者热度清零就结束；剩下的热度越少，团队评级越高。',
    },
  },
  {
    kind: 'bot',
    seat: 1,
    action: { type: 'write', alibis: ['knight', 'midnight'] },
    say: {
      en: 'Round 2: new words, new pairs. Juno has written already; you only see that she has.',
      zh: '第二轮：新的词，新的配对。朱诺已经写好了；你只能看到她写完了，看不到内容。',
    },
  },
  {
    kind: 'learner',
    id: 'write-2',
    target: '.al-write',
    action: { type: 'write', alibis: ['kitchen', 'iceberg'] },
    accepts: validWrite(ROUND_2),
    say: {
      en: 'Your pairs are kettle + bread and ship + snow. Try "kitchen" and "iceberg", or words of your own the checker accepts.',
      zh: '你的两组是 kettle（水壶）+ bread（面包）和 ship（船）+ snow（雪）。试试“kitchen”（厨房）和“iceberg”（冰山），或者你自己想的、检查器接受的词。',
    },
    wrong: {
      en: 'Write one accepted English word for each pair, then send both. "kitchen" and "iceberg" work well.',
      zh: '每组写一个被接受的英文单词，然后一起提交。“kitchen”和“iceberg”就很好。',
    },
  },
  ...round2Taps,
  {
    kind: 'learner',
    id: 'confirm-2',
    target: '.al-confirm .btn-claim',
    action: { type: 'confirm' },
    say: { en: 'Confirm your board.', zh: '确认你的推理板。' },
    wrong: { en: 'The board is right: press "Confirm guesses".', zh: '推理板是对的：点“确认推理”。' },
  },
  { kind: 'bot', seat: 1, action: board({ 2: 0, 7: 0, 3: 1, 0: 1 }, 4) },
  {
    kind: 'bot',
    seat: 1,
    action: { type: 'confirm' },
    say: { en: 'Juno confirms. Another 10 heat goes, and none is left.', zh: '朱诺确认了。又去掉 10 点热度，一点不剩。' },
  },
];

export const script: TutorialScript = {
  game: 'alibis',
  players: 2,
  seed: 'tutorial-alibis',
  options: {
    firstPlayer: 0,
    deal: {
      rounds: [
        // You: apple + bee, piano + whale. Juno: moon + candle, river + castle. Lion is left over.
        {
          words: ROUND_1,
          hands: [
            [0, 5, 8, 2],
            [3, 7, 6, 1],
          ],
        },
        // You: kettle + bread, ship + snow. Juno: dragon + sword, clock + owl. Garden is left over.
        {
          words: ROUND_2,
          hands: [
            [2, 7, 3, 0],
            [1, 8, 5, 6],
          ],
        },
        {
          words: ROUND_3,
          hands: [
            [0, 1, 2, 3],
            [4, 5, 6, 7],
          ],
        },
      ],
    },
  },
  names: { en: ['Sam', 'Juno'], zh: ['你', '朱诺'] },
  title: { en: 'Learn Alibis', zh: '学玩《托辞》' },
  beats,
  finale: {
    en: 'No heat left after two rounds: your team is rated Criminal Legends, the best there is. With more players you write one alibi each, and clues that fit only their own pair are what wins.',
    zh: '两轮之后热度清零：你们的团队被评为“传奇巨擘”，这是最高评级。人数更多时每人只写一个托辞；只贴合自己那一组的线索，才是取胜之道。',
  },
};
