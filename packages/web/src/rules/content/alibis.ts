/**
 * Alibis: the rules page, in the project's own words (issue #19). Names (ratings, boards, heat) are
 * the table's (i18n/parts/alibis.ts); what the app does follows packages/alibis and DECISIONS.md.
 */
import type { GameRules } from '../types.ts';

/** Per player count: suspects, starting heat and alibis per player (as packages/alibis/src/rules.ts). */
const COUNTS = [
  ['2', '9', '20', '2'],
  ['3', '13', '30', '2'],
  ['4', '9', '32', '1'],
  ['5', '11', '40', '1'],
  ['6', '13', '48', '1'],
];

export const rules: GameRules = {
  game: 'alibis',
  en: {
    summary:
      'A cooperative word game for 2 to 6 players: write one word that links your two secret suspects, then work out everyone else’s pairs and the one suspect nobody wrote for.',
    sections: [
      {
        id: 'goal',
        title: 'Goal',
        blocks: [
          {
            kind: 'p',
            text: 'You all play together against the heat. Every suspect on the table carries a word. You secretly hold two of the suspects and write one word, your alibi, that links their two words. When the alibis are out, each of you works out alone whose suspects are whose, and which suspect nobody wrote for: the perpetrator. Every right guess takes heat off the pile; after three rounds, the heat left rates the team.',
          },
          { kind: 'art', name: 'suspects', caption: 'Suspects on the table, each with this round’s word.' },
        ],
      },
      {
        id: 'setup',
        title: 'Setup',
        blocks: [
          {
            kind: 'table',
            head: ['Players', 'Suspects', 'Heat', 'Alibis per player'],
            rows: COUNTS,
          },
          {
            kind: 'p',
            text: 'The app lays out the numbered suspects for your player count and puts a word on each, drawn from its own list of everyday English nouns. Every player is dealt two suspects; the one suspect dealt to nobody is the perpetrator, and nobody knows which it is. A random player shares first.',
          },
          {
            kind: 'term',
            name: 'With 2 or 3 players',
            text: 'Everyone holds two pairs (four suspects) and writes one alibi for each pair. Each of the two alibis is guessed, and scores, on its own.',
          },
        ],
      },
      {
        id: 'turn',
        title: 'A round',
        blocks: [
          { kind: 'p', text: 'There are no turns: each step is played by everyone at the same time.' },
          {
            kind: 'list',
            items: [
              'Write. Everyone writes an alibi for each of their pairs. The others see only that you have written, not what.',
              'Share. When the last player has written, all alibis are revealed at once, in seat order from the round’s first player.',
              'Guess. Alone and without talking, everyone marks on their deduction board which two suspects they think each other player’s alibi stands for, and names one perpetrator. You may leave alibis unmarked, but you must name a perpetrator. Change your board as often as you like, then confirm it.',
              'Reveal and score. When everyone has confirmed, every pair, the perpetrator and all boards are shown, and heat comes off the pile.',
            ],
          },
          {
            kind: 'p',
            text: 'Example: your suspects are candle and cake. “Birthday” links the two by meaning and is accepted; “candlestick” and “cakes” are refused, as each holds a suspect word.',
          },
          {
            kind: 'p',
            text: 'The next round has new words and a new deal, and the next player to the left shares first.',
          },
        ],
      },
      {
        id: 'cards',
        title: 'Alibis, boards and heat',
        blocks: [
          {
            kind: 'term',
            name: 'Alibi',
            art: 'alibi',
            text: 'One word of Latin letters and digits, up to 45 letters: no spaces, hyphens or other signs. Names and abbreviations are fine if they are one such word. It may not be any suspect word on the table nor a form of one — a plural or other inflection (mouse and mice), a derived word (happy and happily), another spelling (colour and color) — nor a word with one of those inside it. Make the link through what the two words mean: a link through how they are spelt or sound, or through the suspects’ numbers or pictures, is not in the spirit of the game. The app cannot check meaning, so that part is up to you.',
          },
          {
            kind: 'term',
            name: 'Deduction board',
            art: 'board',
            text: 'Your secret sheet for the guess. Mark two suspects with each other player’s alibi, and stamp one suspect as the perpetrator. You cannot mark your own suspects or your own alibis, put more than two suspects on one alibi, or mark the perpetrator with an alibi.',
          },
          {
            kind: 'term',
            name: 'Pair guesses',
            text: 'An alibi counts as guessed when at least one other player marked exactly its two suspects on it. One right suspect out of two counts for nothing, and several players guessing the same alibi count once.',
          },
          {
            kind: 'term',
            name: 'The perpetrator',
            text: 'The one suspect nobody was dealt, so nobody wrote for it. Each player who names it counts separately.',
          },
          {
            kind: 'term',
            name: 'Heat',
            art: 'heat',
            text: 'The team’s shared pile. Each round takes off 1 heat for every alibi guessed by at least one other player, and 3 heat for every player who named the perpetrator. The pile never goes below zero.',
          },
          {
            kind: 'p',
            text: 'Example with 4 players and 32 heat: three of the four alibis are guessed by someone (−3) and two players find the perpetrator (−6). 9 heat comes off; 23 is left.',
          },
        ],
      },
      {
        id: 'end',
        title: 'End and rating',
        blocks: [
          {
            kind: 'p',
            text: 'The game ends after the third round, or at once when no heat is left. There is no single winner: the heat left rates the whole team.',
          },
          {
            kind: 'table',
            head: ['Heat left', 'Rating'],
            rows: [
              ['15 or more', 'Rookie Crooks'],
              ['10–14', 'Apprentice Plotters'],
              ['5–9', 'Steady Schemers'],
              ['1–4', 'Crafty Experts'],
              ['0', 'Criminal Legends'],
            ],
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
              'The server checks every alibi, and the same checker runs in your browser as you type, so you see at once why a word is refused. It checks the form of a word only, never its meaning.',
              '“Any English word” is read as one word of Latin letters and digits; words in other scripts, and look-alike letters from them, are refused. Case, accents and letter width are ignored when words are compared.',
              'A written alibi is final: there are no take-backs.',
              'Your board is saved as a draft only you can see; the others see only who has written and who has confirmed.',
              'The table chat is closed while alibis are written and boards are filled; it opens at the reveal, until the next round’s first alibi.',
              'The words come from the project’s own list of over 500 everyday English nouns and never repeat within a game. They stay in English in both languages.',
              'A table may run a clock; when a person’s time runs out or they are away too long, the autopilot writes and guesses for them until they press “I’m back”.',
              'Resign hands your seat to a bot for good; the team plays on and everyone shares the result.',
              'Bots of three levels can take seats: they write and guess with a word-relatedness model. A finished game can be replayed step by step.',
            ],
          },
        ],
      },
    ],
    help: {
      write:
        'Write one word that links your two suspect words by meaning: letters and digits only, no suspect word on the table nor any form of one. It is final once sent.',
      guess:
        'Mark the two suspects you think each other player’s alibi stands for, and stamp one perpetrator: the suspect nobody wrote for. A pair counts only when both suspects are right.',
      confirm:
        'Confirming locks your board. It needs a perpetrator; unmarked alibis are allowed. The round is scored when everyone has confirmed.',
    },
  },
  zh: {
    summary: '一款 2–6 人的合作文字游戏：写一个词把你手里的两名秘密嫌疑人联系起来，再推出其他人各自是哪两名，以及没有人为之写词的那一名。',
    sections: [
      {
        id: 'goal',
        title: '目标',
        blocks: [
          {
            kind: 'p',
            text: '所有人齐心对抗热度。桌上每名嫌疑人都带着一个词。你秘密持有其中两名，要写一个词——你的托辞——把这两个词联系起来。托辞公开后，每人独自推理谁的嫌疑人是哪两名，以及哪一名没有人为之写词：他就是真凶。每猜对一次，热度堆就少一些；三轮之后，按剩余热度给全队评级。',
          },
          { kind: 'art', name: 'suspects', caption: '桌上的嫌疑人，各带本轮的一个词。' },
        ],
      },
      {
        id: 'setup',
        title: '准备',
        blocks: [
          {
            kind: 'table',
            head: ['人数', '嫌疑人', '热度', '每人托辞数'],
            rows: COUNTS,
          },
          {
            kind: 'p',
            text: '程序按人数摆好编号的嫌疑人，并从自己的常用英语名词表中抽词，每名嫌疑人放一个。每位玩家发到两名嫌疑人；没有发给任何人的那一名就是真凶，谁也不知道是哪一名。随机选一位玩家首先公开。',
          },
          {
            kind: 'term',
            name: '2 或 3 人时',
            text: '每人持有两组（共四名嫌疑人），每组各写一个托辞。两个托辞分别被猜、分别计分。',
          },
        ],
      },
      {
        id: 'turn',
        title: '一轮的流程',
        blocks: [
          { kind: 'p', text: '没有轮流的回合：每一步都是所有人同时进行。' },
          {
            kind: 'list',
            items: [
              '写托辞。每人为自己的每组嫌疑人写一个托辞。其他人只看得到你已写好，看不到内容。',
              '公开。最后一人写好后，所有托辞同时揭晓，从本轮的首位玩家起按座位顺序排列。',
              '推理。每人独自、不交流，在自己的推理板上标出其他每位玩家的托辞对应哪两名嫌疑人，并选出一名真凶。托辞可以不标，但必须选出真凶。推理板可以随意修改，改好后确认。',
              '揭晓与计分。所有人都确认后，公开每组嫌疑人、真凶和所有人的推理板，并从热度堆中移除热度。',
            ],
          },
          {
            kind: 'p',
            text: '举例：你的嫌疑人是 candle（蜡烛）和 cake（蛋糕）。“birthday”（生日）在意义上联系了两者，可以使用；“candlestick”和“cakes”会被拒绝，因为里面含有嫌疑词。',
          },
          { kind: 'p', text: '下一轮换新词、重新发牌，由左边的下一位玩家首先公开。' },
        ],
      },
      {
        id: 'cards',
        title: '托辞、推理板与热度',
        blocks: [
          {
            kind: 'term',
            name: '托辞',
            art: 'alibi',
            text: '一个由拉丁字母和数字组成的词，最多 45 个字母：不能有空格、连字符或其他符号。人名和缩写只要是这样的一个词也可以。它不能是桌上的任何嫌疑词或其变形——复数等词形变化（mouse 与 mice）、派生词（happy 与 happily）、另一种拼写（colour 与 color）——也不能包含上述任何一个。要靠两个词的含义来建立联系；借拼写、读音，或借嫌疑人的编号、图画来暗示，都不合游戏的本意。程序无法检查词义，这一点要靠大家自觉。',
          },
          {
            kind: 'term',
            name: '推理板',
            art: 'board',
            text: '你推理时用的秘密记录。为其他每位玩家的托辞标出两名嫌疑人，再给一名嫌疑人盖上真凶章。不能标你自己的嫌疑人或你自己的托辞，一个托辞最多标两名，真凶也不能同时标上托辞。',
          },
          {
            kind: 'term',
            name: '猜中一组',
            text: '至少有一位其他玩家在某个托辞上恰好标出了它的两名嫌疑人，这个托辞就算被猜中。两名只对一名不算；几个人猜中同一个托辞也只算一次。',
          },
          {
            kind: 'term',
            name: '真凶',
            text: '唯一没有发给任何人的嫌疑人，所以没有人为他写托辞。每位猜中真凶的玩家分别计算。',
          },
          {
            kind: 'term',
            name: '热度',
            art: 'heat',
            text: '全队共用的一堆。每轮中，每个被至少一位其他玩家猜中的托辞移除 1 点热度，每位猜中真凶的玩家移除 3 点。热度最少降到零。',
          },
          {
            kind: 'p',
            text: '举例：4 人局，热度 32。四个托辞中有三个被人猜中（−3），两位玩家找出了真凶（−6），共移除 9 点，剩余 23。',
          },
        ],
      },
      {
        id: 'end',
        title: '结束与评级',
        blocks: [
          {
            kind: 'p',
            text: '第三轮结束后游戏结束；热度提前清零时立即结束。没有个人胜负：按剩余热度给全队评级。',
          },
          {
            kind: 'table',
            head: ['剩余热度', '评级'],
            rows: [
              ['15 及以上', '菜鸟小贼'],
              ['10–14', '见习谋士'],
              ['5–9', '稳健策士'],
              ['1–4', '狡黠高手'],
              ['0', '传奇巨擘'],
            ],
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
              '每个托辞都由服务器检查，你输入时浏览器里也运行同一个检查器，被拒绝时立刻告诉你原因。它只检查词的形式，无法判断词义。',
              '“任何英语单词”被理解为一个由拉丁字母和数字组成的词；其他文字的词，以及混入其中形似拉丁字母的字符，都会被拒绝。比较时不区分大小写、重音符号和全角半角。',
              '托辞一经写下就不能修改。',
              '你的推理板会保存为只有你能看到的草稿；其他人只看得到谁已写好、谁已确认。',
              '写托辞和填推理板时，牌桌聊天关闭；揭晓时开放，直到下一轮有人写下第一个托辞。',
              '词来自本项目自己的 500 多个常用英语名词，同一局内不会重复。两种语言界面下都保持英文。',
              '牌桌可以计时；某人的时间用完或离开太久时，由代打机器人替他写托辞和推理，直到他点“我回来了”。',
              '认输后，你的座位永久交给机器人；队伍继续游戏，所有人共享结果。',
              '空座位可以交给三个难度的机器人，它们用词语关联模型写托辞和推理。游戏结束后可以逐步回放。',
            ],
          },
        ],
      },
    ],
    help: {
      write: '写一个在意义上联系你两个嫌疑词的词：只用字母和数字，不能是桌上的嫌疑词或其任何变形。写下后不能修改。',
      guess: '为其他每位玩家的托辞标出你认为对应的两名嫌疑人，再给一名嫌疑人盖上真凶章：没有人为之写词的那一名。两名都对才算猜中。',
      confirm: '确认后推理板就锁定了。必须先选出真凶；托辞可以不标。所有人都确认后本轮计分。',
    },
  },
};
