/**
 * Alibi (1993): the rules page, in the project's own words (issue #19). Card and suspect names are
 * the table's (i18n/parts/a93.ts); what the app does follows packages/alibi-1993 and DECISIONS.md.
 */
import { BLANKS, BLANK_POINTS, meldPoints } from '@alibi/alibi-1993';
import type { GameRules } from '../types.ts';

/** The score of each blank (in BLANKS order: suspect, time, place, location, …), from the engine's table. */
const blankRows = (names: readonly string[]): string[][] =>
  BLANKS.map((blank, i) => {
    const v = BLANK_POINTS[blank];
    return [names[i] ?? blank, `+${v}`, `−${v}`, `−${2 * v}`];
  });

/** Meld points in rounds 1, 2 and 3+, for a suspect set (set 0) and any other (set 8), from the engine. */
const meldRows = (rounds: readonly string[], points: (n: number) => string): string[][] =>
  rounds.map((round, i) => [round, points(meldPoints(0, i + 1)), points(meldPoints(8, i + 1))]);

export const rules: GameRules = {
  game: 'alibi-1993',
  en: {
    summary:
      'A card-passing whodunit for 3 to 6 players: four cards are hidden, the rest of the deck travels round the table, and counting questions tell you which four are missing.',
    sections: [
      {
        id: 'goal',
        title: 'Goal',
        blocks: [
          {
            kind: 'p',
            text: 'One suspect, one place, one weapon and one emotion card lie hidden: who did it and when, where and in which spot, with what weapon of which kind, and why. Work them out from the answers you hear and the cards that pass through your hands. Points come from melding complete sets and from the accusation sheet at the end; the highest score wins.',
          },
          { kind: 'art', name: 'hidden', caption: 'Four face-down cards: the crime to solve.' },
        ],
      },
      {
        id: 'setup',
        title: 'Setup',
        blocks: [
          {
            kind: 'p',
            text: 'The app hides one random card of each type, shuffles the other 74 and deals all of them, one at a time, clockwise from a random dealer. Hands differ by at most one card:',
          },
          {
            kind: 'table',
            head: ['Players', 'Cards per hand'],
            rows: [
              ['3', '24 or 25'],
              ['4', '18 or 19'],
              ['5', '14 or 15'],
              ['6', '12 or 13'],
            ],
          },
          {
            kind: 'p',
            text: 'The player after the one who got the last card starts, and starts every round of the hand. Your record sheet (the Record tab) already shows every card you hold.',
          },
        ],
      },
      {
        id: 'turn',
        title: 'A turn and a round',
        blocks: [
          {
            kind: 'p',
            text: 'On your turn you do one thing: ask another player a question, or announce the Accusation (see “End and scoring”). Turns go clockwise; a round is over when everyone has asked once.',
          },
          {
            kind: 'term',
            name: 'Asking a question',
            text: 'Pick another player, pick where they count and which cards, and they answer with a number. The server counts for them from their real cards, and everyone sees the question and the answer. The kinds of question are listed under “Cards and questions”.',
          },
          {
            kind: 'term',
            name: 'Passing cards',
            art: 'pass',
            text: 'After each round everyone passes cards face down to the neighbour on their left: 1 card after round 1, 2 after round 2, 3 after round 3, and so on. Whoever holds fewer passes the whole hand. Everyone picks first; then all the cards change hands at once, and only you see what you gave and what you got.',
          },
          {
            kind: 'term',
            name: 'Melding a set',
            art: 'meld',
            text: 'Holding all three cards of one set, you may lay them face up at any moment — in someone else’s turn or during the passing too — until an Accusation is announced. The meld scores at once, but everyone now knows those three cards are not hidden.',
          },
          {
            kind: 'table',
            head: ['Melded in', 'Suspect set', 'Any other set'],
            rows: meldRows(['Round 1', 'Round 2', 'Round 3 or later'], (n) => `${n} points`),
          },
          {
            kind: 'p',
            text: 'The round counted for melds moves on only with the next round’s first question, so a set completed by a pass can still be melded at the old value until someone asks.',
          },
        ],
      },
      {
        id: 'cards',
        title: 'Cards and questions',
        blocks: [
          {
            kind: 'p',
            text: 'The 78 cards form 26 sets of three. Every card names its set and one detail of that set:',
          },
          {
            kind: 'table',
            head: ['Type', 'The detail on each card'],
            rows: [
              ['Suspects: 8 sets, 24 cards', 'a time: morning, noon or night, the same three for every suspect'],
              ['Places: 6 sets, 18 cards', 'a location, e.g. Ferry: bridge, engine room, lounge'],
              ['Weapons: 6 sets, 18 cards', 'a weapon type, e.g. Toxin: arsenic, hemlock, nightshade'],
              ['Emotions: 6 sets, 18 cards', 'a motive, e.g. Greed: inheritance, insurance, hidden debts'],
            ],
          },
          { kind: 'art', name: 'types', caption: 'One card of each type: a suspect, a place, a weapon and an emotion.' },
          {
            kind: 'p',
            text: 'A location, weapon type or motive belongs to one set only, so naming it names exactly one card. Times are shared: “noon” covers the eight suspect cards at noon.',
          },
          { kind: 'art', name: 'suspect-set', caption: 'A suspect set: Ada Quill in the morning, at noon and at night.' },
          {
            kind: 'p',
            text: 'A question counts cards. Choose which cards — any mix of these, each card counted once however many parts of the question it matches:',
          },
          {
            kind: 'list',
            items: [
              'a whole type (all weapons, say);',
              'a set: the three cards of one suspect, place, weapon or emotion;',
              'a time: the eight suspect cards of the morning, noon or night;',
              'a single card: a suspect at one time, or one location, weapon type or motive;',
              'every card.',
            ],
          },
          { kind: 'p', text: 'And choose where the player counts them:' },
          {
            kind: 'list',
            items: [
              'In hand now — the cards they hold at this moment.',
              'Seen this hand — every card they have held this hand (dealt, received, passed on or melded), plus every melded card on the table.',
              'Kept since the deal — cards in their hand that have never left it since the deal. A card passed away and received back later no longer counts.',
            ],
          },
          {
            kind: 'p',
            text: 'Examples: “How many Firearm cards do you hold?” “How many noon cards have you seen?” “How many Lighthouse or Greenhouse cards have you kept since the deal?” To test a theory, add each of its cards — Basil Thorne at night, Ferry: bridge, Ligature: silk scarf — and ask how many of them the player has seen.',
          },
        ],
      },
      {
        id: 'end',
        title: 'End and scoring',
        blocks: [
          {
            kind: 'term',
            name: 'The Accusation',
            text: 'On your turn, instead of asking, you may announce the Accusation; you become the First Accuser. The hand ends at once for everyone, even in the middle of a round: no more questions, passes or melds.',
          },
          {
            kind: 'p',
            text: 'Now everyone writes an accusation sheet in secret, at the same time. A sheet has eight blanks: the suspect and its time, the place and its location, the weapon and its type, the emotion and its motive.',
          },
          {
            kind: 'list',
            items: [
              'The First Accuser must name the suspect and fill at least 3 of the other 7 blanks.',
              'Everyone else fills as many blanks as they like, or none; an empty blank scores nothing.',
              'A detail (time, location, weapon type, motive) is written under its set and is right only if the set is right too: the right time under the wrong suspect counts as wrong.',
            ],
          },
          {
            kind: 'table',
            head: ['Blank', 'Right', 'Wrong', 'Wrong, First Accuser'],
            rows: blankRows(['Suspect', 'Time', 'Place', 'Location', 'Weapon', 'Weapon type', 'Emotion', 'Motive']),
          },
          { kind: 'p', text: 'The First Accuser also earns a 7-point bonus.' },
          {
            kind: 'art',
            name: 'solution',
            caption: 'A solved hand: Ada Quill at noon, Ferry: engine room, Toxin: hemlock, Greed: hidden debts.',
          },
          {
            kind: 'p',
            text: 'Example, with the hand above: your sheet says Ada Quill at night and Ferry: lounge. Ada is right (+10), night is wrong (−3), Ferry is right (+5), lounge is wrong (−3): +9. As First Accuser the same sheet gives +10 − 6 + 5 − 6 + 7 bonus = +10.',
          },
          {
            kind: 'p',
            text: 'A hand scores each player’s melds, sheet and bonus. The highest total wins; tied players share the win.',
          },
        ],
      },
      {
        id: 'variants',
        title: 'Variants',
        blocks: [
          {
            kind: 'term',
            name: 'A series of hands',
            text: 'A table option when you create the table: play 2 to 10 hands with running totals. Each new hand is dealt by the next player to the left; the highest total after the last hand wins. By default one hand is the whole game.',
          },
        ],
      },
      {
        id: 'digital',
        title: 'In the app',
        blocks: [
          {
            kind: 'list',
            items: [
              'Answers are counted by the server from the real cards, so nobody miscounts or forgets which cards they held.',
              'Questions are built, not spoken: whom, where they count, which cards. Quick-start buttons set up the usual shapes, and the builder says how many cards the question covers and how many of them you have already seen.',
              'Passing happens all at once: you set your cards aside, and when the last player has chosen, every pass lands together. The others see only that you have chosen, and how many cards.',
              'Your record sheet fills itself in with every card you have seen (in your hand, held before, melded); tap a card to add your own marks.',
              'A Meld button appears whenever you hold a full set, in any phase until the Accusation.',
              'The Accusation asks you to confirm first. The sheet form writes a detail only under its set; sheets stay secret until everyone has handed one in, then the hidden cards and the full score sheet are shown.',
              'A table may run a clock. When a person’s time runs out or they are away too long, the autopilot plays for them until they press “I’m back”.',
              'Resign: you leave the race for good. Your cards stay in play — you are still asked, and your passes are still made for you — but you take no more turns, write no sheet and cannot win. When only one player is left in the race, that player wins at once.',
              'Bots of three levels can take seats; a finished game can be replayed step by step.',
            ],
          },
        ],
      },
    ],
    help: {
      ask: 'Choose a player, where they count (in hand now, seen this hand, kept since the deal) and which cards. The server answers with the true count, and everyone hears it.',
      accuse:
        'Announcing the Accusation ends the hand for everyone. You must then name the suspect and at least 3 other blanks; wrong blanks cost you double, and you earn a 7-point bonus.',
      meld: 'A full set in your hand can be laid down now for points (by round: 7, 5, then 3; suspect sets 6, 4, 3), but then everyone knows those three cards.',
      pass: 'After each round everyone passes, to the left and all at once, as many cards as the round’s number — the whole hand if it holds fewer.',
      sheetAccuser:
        'As First Accuser, name the suspect and at least 3 of the other 7 blanks. Right blanks win their points, wrong ones cost double; the bonus is 7.',
      sheet: 'Fill as many blanks as you dare, or none. Right blanks win their points, wrong ones lose them; a detail counts only under the right set.',
    },
  },
  zh: {
    summary: '一款 3–6 人的传牌推理游戏：四张牌被藏起，其余的牌在玩家之间流转，靠数牌的提问找出缺的是哪四张。',
    sections: [
      {
        id: 'goal',
        title: '目标',
        blocks: [
          {
            kind: 'p',
            text: '嫌疑人、地点、凶器、情感各有一张牌被藏起：谁在什么时间作案，在哪里的哪个位置，用什么凶器、哪一种，出于什么动机。根据听到的回答和经过你手里的牌把它们推出来。得分来自亮出整组牌，以及最后的指控单；总分最高者获胜。',
          },
          { kind: 'art', name: 'hidden', caption: '四张扣着的牌：要破的案子。' },
        ],
      },
      {
        id: 'setup',
        title: '准备',
        blocks: [
          {
            kind: 'p',
            text: '程序从每类牌中随机藏起一张，把其余 74 张洗匀，从随机选出的发牌人开始按顺时针一张一张全部发完。各人手牌最多相差一张：',
          },
          {
            kind: 'table',
            head: ['人数', '每人手牌'],
            rows: [
              ['3', '24 或 25 张'],
              ['4', '18 或 19 张'],
              ['5', '14 或 15 张'],
              ['6', '12 或 13 张'],
            ],
          },
          {
            kind: 'p',
            text: '拿到最后一张牌的玩家的下家先手，并且本局每一轮都由他开始。你的记录单（“记录”标签）一开始就标出了你手里的每张牌。',
          },
        ],
      },
      {
        id: 'turn',
        title: '回合与轮次',
        blocks: [
          {
            kind: 'p',
            text: '轮到你时只做一件事：向另一位玩家提一个问题，或者宣布指控（见“终局与计分”）。按顺时针轮流；每人都问过一次，这一轮就结束。',
          },
          {
            kind: 'term',
            name: '提问',
            text: '选一位玩家，选定在哪里数、数哪些牌，对方用一个数字回答。服务器按对方真实的牌替他计数，所有人都能看到问题和答案。问题的种类见“牌与问题”。',
          },
          {
            kind: 'term',
            name: '传牌',
            art: 'pass',
            text: '每轮结束后，所有人把牌面朝下传给左边的玩家：第 1 轮后传 1 张，第 2 轮后传 2 张，第 3 轮后传 3 张，依此类推。手牌不够就全部传出。大家先各自选好，然后同时交换；只有你自己知道给出和收到了哪些牌。',
          },
          {
            kind: 'term',
            name: '亮组',
            art: 'meld',
            text: '凑齐同一组的三张牌后，你可以随时把它们面朝上亮在桌上——在别人的回合或传牌时也可以——直到有人宣布指控为止。亮组立即得分，但所有人都会知道这三张牌没有被藏起。',
          },
          {
            kind: 'table',
            head: ['亮组时间', '嫌疑人组', '其他组'],
            rows: meldRows(['第 1 轮', '第 2 轮', '第 3 轮及以后'], (n) => `${n} 分`),
          },
          {
            kind: 'p',
            text: '亮组按哪一轮计分，要等到下一轮的第一个问题才会变；所以传牌后刚凑齐的一组，在有人提问之前仍按上一轮的分值计算。',
          },
        ],
      },
      {
        id: 'cards',
        title: '牌与问题',
        blocks: [
          { kind: 'p', text: '78 张牌分成 26 组，每组三张。每张牌标明它所属的组，以及该组里的一个细项：' },
          {
            kind: 'table',
            head: ['类别', '每张牌的细项'],
            rows: [
              ['嫌疑人：8 组，24 张', '时间：早晨、正午或夜晚，每位嫌疑人都是这三个'],
              ['地点：6 组，18 张', '位置，例如渡轮：驾驶台、轮机舱、休息室'],
              ['凶器：6 组，18 张', '凶器种类，例如毒药：砒霜、毒芹、颠茄'],
              ['情感：6 组，18 张', '动机，例如贪婪：遗产、保险金、隐秘的债务'],
            ],
          },
          { kind: 'art', name: 'types', caption: '每类一张：嫌疑人、地点、凶器和情感。' },
          {
            kind: 'p',
            text: '每个位置、凶器种类和动机只属于一个组，所以说出它就等于指定了唯一一张牌。时间则是共用的：“正午”包括八位嫌疑人的正午牌。',
          },
          { kind: 'art', name: 'suspect-set', caption: '一组嫌疑人牌：艾达·奎尔的早晨、正午和夜晚。' },
          { kind: 'p', text: '问题就是数牌。先选数哪些牌——以下各项可以任意组合，一张牌无论符合几项都只算一次：' },
          {
            kind: 'list',
            items: [
              '一整类（例如所有凶器牌）；',
              '一组：某位嫌疑人、某个地点、某种凶器或某种情感的三张牌；',
              '一个时间：八位嫌疑人在早晨、正午或夜晚的八张牌；',
              '单张牌：某位嫌疑人的某个时间，或者一个位置、凶器种类或动机；',
              '全部牌。',
            ],
          },
          { kind: 'p', text: '再选对方在哪里数：' },
          {
            kind: 'list',
            items: [
              '现在手里——此刻拿在手中的牌。',
              '本局见过——这一局里拿过的每一张牌（发到的、收到的、传出去的、亮出的），加上桌上所有亮出的组。',
              '发牌后一直持有——手里自发牌起从未离手的牌。传出去又传回来的牌不再算。',
            ],
          },
          {
            kind: 'p',
            text: '例如：“你手里有几张枪械牌？”“你见过几张正午的牌？”“你手里有几张灯塔或温室的牌是发牌后一直拿着的？”想验证一个推理，就把其中每张牌都加进来——巴兹尔·索恩（夜晚）、渡轮：驾驶台、勒绳：丝巾——问对方见过其中几张。',
          },
        ],
      },
      {
        id: 'end',
        title: '终局与计分',
        blocks: [
          {
            kind: 'term',
            name: '宣布指控',
            text: '轮到你时，你可以不提问，改为宣布指控，成为首位指控者。这一局立即对所有人结束，哪怕一轮还没走完：不再提问、传牌或亮组。',
          },
          {
            kind: 'p',
            text: '随后所有人同时秘密填写指控单。指控单共八栏：嫌疑人及其时间、地点及其位置、凶器及其种类、情感及其动机。',
          },
          {
            kind: 'list',
            items: [
              '首位指控者必须写出嫌疑人，并至少再填其余 7 栏中的 3 栏。',
              '其他人想填几栏都行，也可以一栏不填；空栏不计分。',
              '细项（时间、位置、凶器种类、动机）写在所属的组下面，只有组也对时才算对：嫌疑人错了，时间对了也算错。',
            ],
          },
          {
            kind: 'table',
            head: ['栏目', '对', '错', '错（首位指控者）'],
            rows: blankRows(['嫌疑人', '时间', '地点', '位置', '凶器', '凶器种类', '情感', '动机']),
          },
          { kind: 'p', text: '首位指控者另得 7 分奖励。' },
          {
            kind: 'art',
            name: 'solution',
            caption: '揭晓的一局：艾达·奎尔（正午）、渡轮：轮机舱、毒药：毒芹、贪婪：隐秘的债务。',
          },
          {
            kind: 'p',
            text: '举例（按上图的答案）：你的指控单写了艾达·奎尔（夜晚）和渡轮：休息室。艾达对（+10），夜晚错（−3），渡轮对（+5），休息室错（−3）：共 +9。如果你是首位指控者，同一张单子得 +10 − 6 + 5 − 6 + 7 奖励 = +10。',
          },
          { kind: 'p', text: '每人一局的得分是亮组分、指控单得分和奖励之和。总分最高者获胜；同分者共享胜利。' },
        ],
      },
      {
        id: 'variants',
        title: '变体',
        blocks: [
          {
            kind: 'term',
            name: '多局系列赛',
            text: '创建牌桌时的选项：连续玩 2 到 10 局，累计计分。每一局换左边的下一位玩家发牌；最后一局结束时总分最高者获胜。默认一局就是整场游戏。',
          },
        ],
      },
      {
        id: 'digital',
        title: '在本应用中',
        blocks: [
          {
            kind: 'list',
            items: [
              '答案由服务器按真实的牌计算，没有人会数错，也不会忘记自己拿过哪些牌。',
              '问题是搭出来的，不用口述：问谁、在哪里数、数哪些牌。“快速开始”按钮能一键搭好常用的问法；搭建器会显示这个问题涵盖几张牌、其中你已见过几张。',
              '传牌同时进行：你先把要传的牌放到一边，最后一人选好后所有传牌一起完成。其他人只看到你已选好以及张数。',
              '记录单会自动填上你见过的每一张牌（手里的、拿过的、亮出的）；点按牌格可以加上自己的标记。',
              '只要你手里凑齐一组，就会出现“亮出”按钮，在指控之前的任何阶段都可以用。',
              '宣布指控前会先请你确认。填写指控单时，细项只能写在所属的组下面；所有人交单之前指控单都是保密的，之后揭晓藏起的牌和完整计分单。',
              '牌桌可以计时。某人的时间用完或离开太久时，由代打机器人替他行动，直到他点“我回来了”。',
              '认输：你永久退出角逐。你的牌仍留在游戏中——别人仍可以问你，传牌也会替你完成——但你不再有回合、不填指控单，也不能获胜。角逐中只剩一人时，此人立即获胜。',
              '空座位可以交给三个难度的机器人；游戏结束后可以逐步回放。',
            ],
          },
        ],
      },
    ],
    help: {
      ask: '选一位玩家，选在哪里数（现在手里、本局见过、发牌后一直持有）和数哪些牌。服务器给出真实的数目，所有人都能看到。',
      accuse: '宣布指控后本局对所有人结束。之后你必须写出嫌疑人并至少再填 3 栏；填错的栏扣双倍分，另得 7 分奖励。',
      meld: '手里的整组牌现在就可以亮出得分（按轮次：7、5、之后 3 分；嫌疑人组 6、4、3 分），但所有人都会知道这三张牌。',
      pass: '每轮结束后，所有人同时向左传牌，张数等于这一轮的轮数——手牌不够就全部传出。',
      sheetAccuser: '作为首位指控者，写出嫌疑人，并至少再填其余 7 栏中的 3 栏。对的栏得分，错的栏扣双倍；奖励 7 分。',
      sheet: '想填几栏都行，也可以不填。对的栏得分，错的栏扣分；细项只有写在正确的组下面才算对。',
    },
  },
};
