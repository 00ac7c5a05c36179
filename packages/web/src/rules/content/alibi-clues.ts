/**
 * Alibi Clues: the rules page, in the project's own words (issue #19). Card, feature and suspect
 * names are the table's (i18n/en.ts `ac.*`, i18n/parts/clues.ts); what the app does follows
 * packages/alibi-clues and DECISIONS.md.
 */
import type { GameRules } from '../types.ts';

export const rules: GameRules = {
  game: 'alibi-clues',
  en: {
    summary:
      'A card game for 2 to 5 players: lay clue cards that fit the suspects in the row, close cases, and score for every clue of yours that fits the culprit.',
    sections: [
      {
        id: 'goal',
        title: 'Goal',
        blocks: [
          {
            kind: 'p',
            text: 'Four suspects stand face up in a row. Each has a gender, a build, a hair style, clothes and one or two accessories. Everyone lays clue cards in front of themselves that fit these suspects. When the clues on all the tables together show five different features of one suspect, that suspect can be accused and the case is closed.',
          },
          {
            kind: 'p',
            text: 'The points come mostly from your own clues: when a case closes, every clue card in front of you that fits the culprit scores a point. Accusing adds just one. After the last case the most points wins.',
          },
          { kind: 'art', name: 'suspect', caption: 'A suspect and its features; the lit ones are already shown by clues on the table.' },
        ],
      },
      {
        id: 'setup',
        title: 'Setup',
        blocks: [
          {
            kind: 'list',
            items: [
              'The 16 suspects are shuffled into a face-down pile; 4 of them are turned up in a row.',
              'The 36 clue cards and 14 function cards are shuffled into one deck, and everyone gets 4. The rest is the draw pile; a face-up discard pile grows beside it.',
              'A hand without a single clue card is shown, discarded and replaced by the next four cards.',
              'The youngest player starts — choose that seat when you create the table, or let the app draw one at random. Play goes clockwise.',
            ],
          },
          { kind: 'p', text: 'Setup is the same for 2 to 5 players. The clue cards:' },
          {
            kind: 'table',
            head: ['Feature', 'Values', 'Cards of each'],
            rows: [
              ['Gender', 'man, woman', '3'],
              ['Build', 'heavy build, lean build', '3'],
              ['Hair', 'long hair, short hair, bald', '2'],
              ['Clothes', 'striped, checked, plain clothes', '2'],
              ['Accessory', 'hat, cane, scarf, spectacles, pipe, gloves', '2'],
            ],
          },
          { kind: 'art', name: 'clues', caption: 'Clue cards: each shows one feature.' },
        ],
      },
      {
        id: 'turn',
        title: 'A turn',
        blocks: [
          {
            kind: 'list',
            items: [
              'Play exactly one card. Usually a clue card that shows a feature of a face-up suspect without a cover story; it goes in front of you. A feature already on the table may be played again. Or play a function card (next section).',
              'Draw one card.',
              'If you like, exchange one card: put it face up on the discard pile and draw another.',
              'Accuse, if you have the right to (see “Cases and scoring”), or end your turn.',
            ],
          },
          {
            kind: 'term',
            name: 'No card to play',
            text: 'If none of your clue cards fits a face-up suspect without a cover story, you have no card to play — function cards do not count, since they show no feature. Then choose one: play a function card that can do something now; discard 1 to 4 cards and draw back up to 4 (no card may be played after that, but you may still exchange one); or end your turn at once.',
          },
          { kind: 'p', text: 'When the draw pile is empty, the discard pile is shuffled into a new one.' },
        ],
      },
      {
        id: 'cards',
        title: 'Function cards',
        blocks: [
          {
            kind: 'p',
            text: 'Instead of a clue you may play one of these as your turn’s card. Each can be played only when it can do something.',
          },
          {
            kind: 'term',
            name: 'Cover story (6 cards)',
            art: 'cover',
            text: 'Lay it on a face-up suspect who has none. That suspect cannot be accused, and a clue that fits only covered suspects cannot be played, until the case closes. Once three suspects have a cover story, the one left without one is the culprit at once, five clues or not: the player of the third cover story scores 1 extra point (in place of an accuser’s point), and the clues score as usual.',
          },
          {
            kind: 'term',
            name: 'Hush money (4 cards)',
            art: 'hush',
            text: 'Discard it together with any one clue card in front of any player, yourself included — handy for taking a clue away from a rival just before a case closes. It needs a clue on the table.',
          },
          {
            kind: 'term',
            name: 'Tip-off (4 cards)',
            art: 'tip',
            text: 'Play two more clue cards straight away, each by the usual rule; then discard the tip-off and draw back up to 4. If you run out of fitting clues after one, that is all. It needs a fitting clue card in your hand to follow it.',
          },
        ],
      },
      {
        id: 'end',
        title: 'Cases and scoring',
        blocks: [
          {
            kind: 'term',
            name: 'Accusing',
            text: 'A suspect without a cover story can be accused once the clue cards on all tables together show five different features of it. Whoever plays a clue that fits such a suspect may accuse it in that turn, after drawing, before or after the exchange. If they do not, the next player may accuse at the very start of their turn instead of playing a card; once they play or discard, the chance is gone until another fitting clue is played. With several suspects open to accusation, the accuser picks one. There are no wrong accusations: the accused suspect is the culprit.',
          },
          {
            kind: 'art',
            name: 'accusable',
            caption: 'Five different features of Mabel Quist are on the table: she can be accused.',
          },
          {
            kind: 'term',
            name: 'Scoring a case',
            text: 'The accuser scores 1 point. Every player scores 1 point for each clue card in front of them that fits the culprit; the same feature twice scores twice.',
          },
          {
            kind: 'p',
            text: 'Example: you accuse Mabel Quist (woman, lean build, short hair, checked clothes, spectacles). In front of you lie lean build, lean build, spectacles and a hat: 3 fitting clues + 1 for accusing = 4 points. The hat scores nothing. A rival with woman and a pipe scores 1.',
          },
          {
            kind: 'p',
            text: 'Then all clue cards and cover stories go to the discard pile, the culprit leaves the game, the next suspect from the pile takes its place, and the player after the accuser (or after the third cover story’s player) starts the next round.',
          },
          {
            kind: 'term',
            name: 'End of the game',
            text: 'The game ends when a culprit’s place can no longer be filled — after the 13th case, since 16 suspects fill a row of 4. The highest total wins; tied players share the win.',
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
              'The cards you may play light up in your hand. A cover story or hush money then asks for its target: a suspect in the row, or a clue on a table.',
              'A function card counts as playable only when it can act: a cover story needs a suspect without one, hush money a clue on the table, a tip-off a fitting clue in your hand. So with no card to play, a tip-off waits in your hand.',
              'With no card to play, the panel says why and offers the three choices, one of them ending the turn without playing or discarding; nobody is ever forced to lay a third cover story.',
              'Each suspect shows how many of its features the table shows, out of five, and is marked “Can be accused” when the count is full. Accuse buttons appear only for the player who holds the right.',
              'The right to accuse passes only to the very next player, for the start of their turn.',
              'The order of the draw pile is hidden from everyone, and only you see what you draw. The discard pile, every table, the cover stories and the scores are public.',
              'A table may run a clock; when a person’s time runs out or they are away too long, the autopilot plays for them until they press “I’m back”.',
              'Resign: your hand goes face up onto the discard pile and you take no more turns. Your clue cards stay on the table until the case closes — they still count towards the five features and can be paid away — but score you nothing, and you cannot win. When only one player is left, that player wins at once.',
              'Bots of three levels can take seats; a finished game can be replayed step by step.',
            ],
          },
        ],
      },
    ],
    help: {
      play: 'Play one card: a clue card showing a feature of a face-up suspect without a cover story, or a function card. Then you draw one.',
      stuck:
        'None of your clue cards fits, so you have no card to play. Play a function card that can act, discard 1–4 cards and draw back to 4, or end your turn.',
      tip: 'Tip-off: play up to two more fitting clue cards now; afterwards your hand is refilled to 4.',
      cover:
        'Pick a suspect without a cover story: it cannot be accused this round. The third cover story makes the last suspect without one the culprit.',
      hush: 'Pick a clue card on any table, yours too: it goes to the discard pile with the hush money.',
      after: 'Your card is played. You may exchange one card (discard it, draw another), accuse if you hold the right, or end your turn.',
      accuse:
        'Five different features of this suspect show on the tables. Accusing closes the case: you score 1, and everyone scores 1 per clue of theirs that fits the culprit.',
    },
  },
  zh: {
    summary: '一款 2–5 人的卡牌游戏：打出符合排上嫌疑人特征的线索卡，结案时，你面前每张符合罪犯的线索都为你得分。',
    sections: [
      {
        id: 'goal',
        title: '目标',
        blocks: [
          {
            kind: 'p',
            text: '桌上一排明放着四位嫌疑人。每人有性别、体型、发型、衣着，以及一到两件配饰。大家把符合这些嫌疑人的线索卡打在自己面前。当所有玩家面前的线索合起来显示出某位嫌疑人的五种不同特征时，就可以指控这位嫌疑人，此案了结。',
          },
          {
            kind: 'p',
            text: '分数主要来自你自己的线索：结案时，你面前每张符合罪犯的线索卡得 1 分。指控本身只多得 1 分。最后一案结束后，得分最高者获胜。',
          },
          { kind: 'art', name: 'suspect', caption: '一位嫌疑人和他的特征；亮起的特征已有线索打在桌上。' },
        ],
      },
      {
        id: 'setup',
        title: '准备',
        blocks: [
          {
            kind: 'list',
            items: [
              '16 位嫌疑人洗成一叠面朝下放好，翻开其中 4 位排成一排。',
              '36 张线索卡与 14 张功能卡混洗成一副牌，每人发 4 张。其余作为摸牌堆，旁边留出面朝上的弃牌堆。',
              '若某人手里一张线索卡都没有，就亮出这手牌、弃掉，再换上接下来的四张。',
              '由最年轻的玩家先手——创建牌桌时可以指定这个座位，也可以交给程序随机决定。按顺时针进行。',
            ],
          },
          { kind: 'p', text: '2 到 5 人的准备方式都一样。线索卡如下：' },
          {
            kind: 'table',
            head: ['特征', '取值', '每种张数'],
            rows: [
              ['性别', '男性、女性', '3'],
              ['体型', '体型壮硕、体型瘦削', '3'],
              ['发型', '长发、短发、秃头', '2'],
              ['衣着', '条纹衣服、格子衣服、素色衣服', '2'],
              ['配饰', '帽子、手杖、围巾、眼镜、烟斗、手套', '2'],
            ],
          },
          { kind: 'art', name: 'clues', caption: '线索卡：每张显示一项特征。' },
        ],
      },
      {
        id: 'turn',
        title: '回合',
        blocks: [
          {
            kind: 'list',
            items: [
              '恰好打出一张牌。通常是一张线索卡，显示某位没有掩护故事的明面嫌疑人的一项特征，放在你面前。桌上已有的特征可以再打。也可以改打一张功能卡（见下一节）。',
              '摸一张牌。',
              '愿意的话换一张牌：把一张手牌面朝上放进弃牌堆，再摸一张。',
              '如果你有指控权（见“结案与计分”）就可以指控，否则结束回合。',
            ],
          },
          {
            kind: 'term',
            name: '无牌可出',
            text: '如果你的线索卡都不符合任何一位没有掩护故事的明面嫌疑人，你就无牌可出——功能卡没有特征，不算在内。这时三选一：打出一张现在能起作用的功能卡；弃掉 1 到 4 张牌并补回 4 张（之后不能再出牌，但仍可换一张）；或者直接结束回合。',
          },
          { kind: 'p', text: '摸牌堆用完时，把弃牌堆洗成新的摸牌堆。' },
        ],
      },
      {
        id: 'cards',
        title: '功能卡',
        blocks: [
          { kind: 'p', text: '你可以不打线索，改打下面任意一张作为本回合的牌。每张都只有在能起作用时才能打出。' },
          {
            kind: 'term',
            name: '掩护故事（6 张）',
            art: 'cover',
            text: '放在一位还没有掩护故事的明面嫌疑人上。结案之前，这位嫌疑人不能被指控；只符合被掩护嫌疑人的线索也不能打出。一旦有三位嫌疑人拿到掩护故事，剩下唯一没有的那位立即成为罪犯，不论线索够不够五种：打出第三张掩护故事的玩家额外得 1 分（代替指控者的 1 分），线索照常计分。',
          },
          {
            kind: 'term',
            name: '封口费（4 张）',
            art: 'hush',
            text: '连同任一玩家（包括你自己）面前的一张线索卡一起弃掉——在对手快要结案时拿走他的一条线索正好用得上。桌上要有线索才能打出。',
          },
          {
            kind: 'term',
            name: '线报（4 张）',
            art: 'tip',
            text: '立刻再打出两张线索卡，每张都照常要符合规则；然后弃掉线报，把手牌补到 4 张。如果打出一张后就没有符合的线索了，效果到此为止。手里要有一张能接着打出的线索卡才能打出线报。',
          },
        ],
      },
      {
        id: 'end',
        title: '结案与计分',
        blocks: [
          {
            kind: 'term',
            name: '指控',
            text: '一位没有掩护故事的嫌疑人，一旦所有玩家面前的线索合起来显示出他的五种不同特征，就可以被指控。打出符合这位嫌疑人的线索的玩家，可以在本回合摸牌之后、换牌前后指控他。如果他不指控，下一位玩家可以在自己回合一开始、出牌之前指控；一旦出牌或弃牌，机会就失去了，直到再有人打出符合的线索。若同时有几位嫌疑人可以指控，由指控者任选一位。不存在错误的指控：被指控的嫌疑人就是罪犯。',
          },
          { kind: 'art', name: 'accusable', caption: '梅布尔·奎斯特的五种不同特征都已在桌上：可以指控她了。' },
          {
            kind: 'term',
            name: '一案的计分',
            text: '指控者得 1 分。每位玩家面前每张符合罪犯特征的线索卡得 1 分；同一特征打了两张就得两分。',
          },
          {
            kind: 'p',
            text: '举例：你指控梅布尔·奎斯特（女性、体型瘦削、短发、格子衣服、眼镜）。你面前有体型瘦削、体型瘦削、眼镜和帽子：3 张符合的线索 + 指控 1 分 = 4 分。帽子不得分。某位对手面前有女性和烟斗，得 1 分。',
          },
          {
            kind: 'p',
            text: '随后所有线索卡和掩护故事都进入弃牌堆，罪犯离开游戏，嫌疑人堆里的下一位补上他的位置，由指控者（或打出第三张掩护故事的玩家）的下一位开始新一轮。',
          },
          {
            kind: 'term',
            name: '游戏结束',
            text: '当罪犯的空位再也补不上时游戏结束——16 位嫌疑人排一排 4 位，所以在第 13 案之后。总分最高者获胜；同分者共享胜利。',
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
              '能打出的牌会在你的手牌中亮起。打出掩护故事或封口费后，再选它的目标：排上的一位嫌疑人，或某人面前的一张线索。',
              '功能卡只有能起作用时才算可以打出：掩护故事需要一位还没有掩护故事的嫌疑人，封口费需要桌上有线索，线报需要手里有符合的线索卡。所以无牌可出时，线报只能留在手里。',
              '无牌可出时，面板会说明原因并给出三种选择，其中之一是不出牌也不弃牌、直接结束回合；没有人会被迫打出第三张掩护故事。',
              '每位嫌疑人都显示桌上已出现他五项中的几项特征，凑满时标为“可以指控”。只有握有指控权的玩家才会看到指控按钮。',
              '指控权只会传给紧接着的下一位玩家，而且只在他回合开始时有效。',
              '摸牌堆的顺序对所有人保密，你摸到什么只有你知道。弃牌堆、每个人面前的线索、掩护故事和得分都是公开的。',
              '牌桌可以计时；某人的时间用完或离开太久时，由代打机器人替他行动，直到他点“我回来了”。',
              '认输：你的手牌面朝上放进弃牌堆，你不再有回合。你面前的线索留在桌上直到此案了结——仍计入五种特征，也可以被封口费拿走——但不再为你得分，你也不能获胜。只剩一名玩家时，此人立即获胜。',
              '空座位可以交给三个难度的机器人；游戏结束后可以逐步回放。',
            ],
          },
        ],
      },
    ],
    help: {
      play: '打出一张牌：一张显示某位没有掩护故事的明面嫌疑人特征的线索卡，或者一张功能卡。之后摸一张牌。',
      stuck: '你的线索卡都不符合，所以无牌可出。可以打出一张能起作用的功能卡，弃掉 1–4 张牌并补回 4 张，或者结束回合。',
      tip: '线报：现在最多再打出两张符合的线索卡；之后手牌补到 4 张。',
      cover: '选一位还没有掩护故事的嫌疑人：他本轮不能被指控。第三张掩护故事会让最后一位没有掩护故事的嫌疑人成为罪犯。',
      hush: '选任一玩家面前的一张线索卡（你自己的也行）：它和封口费一起进入弃牌堆。',
      after: '你已出牌。可以换一张牌（弃掉一张再摸一张），有指控权时可以指控，或者结束回合。',
      accuse: '这位嫌疑人的五种不同特征都已在桌上。指控即结案：你得 1 分，每人面前每张符合罪犯的线索各得 1 分。',
    },
  },
};
