/**
 * Four Suspects' rules page, in the project's own words. The truth is the engine
 * (packages/four-suspects) and /work/shared/rules/DECISIONS.md; names are the ones the table uses
 * (i18n: fs.time.*, fs.place.*, fs.person.*, fs.helper.*, fs.showMe).
 */
import type { GameRules } from '../types.ts';

export const rules: GameRules = {
  game: 'four-suspects',
  en: {
    summary:
      'A deduction game for 2 to 5 players: hand out interrogation cards to question the others, spend the cards you are handed as coins on helpers, and be the first to name the missing alibi.',
    sections: [
      {
        id: 'goal',
        title: 'The goal',
        blocks: [
          {
            kind: 'p',
            text: 'Each of the sixteen alibi cards shows a time (Breakfast, Lunch, Teatime, Supper), a place (Pier, Bathhouse, Tearoom, Bookshop) and a person (Agnes, Basil, Cora, Desmond). Any two categories meet on exactly one card: there is one card with Agnes at Breakfast, one at the Pier at Lunch, and so on.',
          },
          { kind: 'art', name: 'cards', caption: 'Alibi cards: the time, the place and the person, all three on every card.' },
          {
            kind: 'p',
            text: 'One card (two with two players) is put aside unseen: the missing alibi. All the others are dealt out. Work out which card nobody holds and name it first.',
          },
        ],
      },
      {
        id: 'setup',
        title: 'Setting up',
        blocks: [
          {
            kind: 'table',
            head: ['Players', 'Cards in each hand', 'Who starts'],
            rows: [
              ['2', '7 (two cards are missing)', 'chosen at random'],
              ['3', '5', 'chosen at random'],
              ['4', '4, 4, 4 and 3', 'the player after the one with 3 cards'],
              ['5', '3', 'chosen at random'],
            ],
          },
          {
            kind: 'p',
            text: 'The 22 interrogation cards are shuffled into a face-down deck and the top two are turned face up. The six helpers lie face up on the table (five with two players). Nobody has any coins yet.',
          },
          {
            kind: 'art',
            name: 'question-cards',
            caption: 'Interrogation cards: a category and a number from 1 to 3. There are two of each, plus four show-me cards.',
          },
          {
            kind: 'p',
            text: 'With four players, the player holding only three cards first looks at one random card of the next player, who then starts. Both of them know which card it was.',
          },
          { kind: 'p', text: 'Two players split their hands into rooms before the first turn (see The two-player game).' },
        ],
      },
      {
        id: 'turn',
        title: 'A turn',
        blocks: [
          {
            kind: 'p',
            text: 'On your turn, give one of the two face-up interrogation cards to another player and question them with it. The card sets the category you may ask about and how many of its values you may name, up to its number. With a Place 2 card, for example: “How many of your cards show the Pier or the Tearoom?”',
          },
          {
            kind: 'p',
            text: 'The player answers with the count. If it is 2 or more, they secretly show you one of the matching cards — they pick which. At 0 or 1 nothing is shown.',
          },
          {
            kind: 'term',
            name: 'Show-me card',
            art: 'show-me',
            text: 'A show-me card asks nothing: the player you give it to shows you one of their alibi cards, any one they like. No helper can prevent it.',
          },
          {
            kind: 'term',
            name: 'Coins',
            art: 'coins',
            text: 'The card you give becomes a coin of the player you questioned: it goes on a face-down pile in front of them, and everybody can see how many each player has. Coins pay for helpers.',
          },
          {
            kind: 'p',
            text: 'Before giving the card you may hire the Scout or the Confidant; once the answer is in, you may hire the Courier. When your turn ends, any coins of yours beyond 4 go to the bottom of the deck (the oldest first), and the row is refilled to two face-up cards. Play passes to the next player.',
          },
        ],
      },
      {
        id: 'cards',
        title: 'The helpers',
        blocks: [
          {
            kind: 'p',
            text: 'To hire a helper, pay its price: your oldest coins go to the bottom of the deck. Put the helper in front of you, taking it from the table or from whoever had it. It works once, right when you hire it. You cannot hire a helper already in front of you — wait until somebody takes it away. Several helpers may be hired in the same turn.',
          },
          {
            kind: 'term',
            name: 'Scout',
            art: 'price-1',
            text: 'Costs 1. Hired on your turn, before giving the card: this question may use any category and one to three values, whatever the card says — a show-me card can then carry a question too. The card is still given.',
          },
          {
            kind: 'term',
            name: 'Confidant',
            art: 'price-1',
            text: 'Costs 1. Hired on your turn, before giving the card: the answer reaches you alone. The others still notice whether a card is shown. Left out of the two-player game.',
          },
          {
            kind: 'term',
            name: 'Courier',
            art: 'price-3',
            text: 'Costs 3. Hired at the end of your own turn, once the answer and any card are in: after the refill you play another turn at once, with whatever two cards are face up then. Its price is paid before the 4-coin limit is applied.',
          },
          {
            kind: 'term',
            name: 'Poet',
            art: 'price-1',
            text: 'Costs 1. Hired by the player being questioned, after hearing the question and before answering: the answer becomes one more or one less than the truth (their choice, never below 0). A card is shown only if the number said is 2 or more.',
          },
          {
            kind: 'term',
            name: 'Bodyguard',
            art: 'price-2',
            text: 'Costs 2. Hired by the player being questioned when their answer is 2 or more, before showing: no card is shown. It is no help against a show-me card.',
          },
          {
            kind: 'term',
            name: 'Broker',
            art: 'price-3',
            text: 'Costs 3. Hired by a player about to show a card. Once they have shown it, the asker must show them back one card sharing a time, place or person with it (the asker chooses which). If the asker has none, nothing comes back — and everyone sees that.',
          },
        ],
      },
      {
        id: 'end',
        title: 'How the game ends',
        blocks: [
          {
            kind: 'p',
            text: 'At any moment, even in another player’s turn, a player still in the game may guess the missing alibi. A guess names a card that is not in your own hand.',
          },
          {
            kind: 'list',
            items: [
              'A right guess wins. When several players guess at the same time, every one of them who is right wins.',
              'A wrong guess puts you out. You alone get to see the missing alibi, and nobody else ever learns what you named. Your coins go to the bottom of the deck; you take no more turns and hire no helpers, but you still answer questions and show cards (cards given to you go straight under the deck).',
              'The last player still in wins. If everyone still in guesses wrong together, nobody wins.',
            ],
          },
          {
            kind: 'p',
            text: 'A player may also resign. They are out as after a wrong guess, without seeing the missing alibi, and from then on a bot answers the questions put to them.',
          },
        ],
      },
      {
        id: 'variants',
        title: 'The two-player game',
        blocks: [
          {
            kind: 'p',
            text: 'Two alibis are missing and each player holds seven cards. There is no Confidant. Everything else is as above, except:',
          },
          { kind: 'art', name: 'rooms', caption: 'Rooms: three cards on the left, four on the right, fixed for the whole game.' },
          {
            kind: 'list',
            items: [
              'Before the first turn, each player splits their hand into a left room of 3 cards and a right room of 4. The rooms never change.',
              'A question names one room of the other player and is answered for the cards in that room only.',
              'With a show-me card, the other player shows a card from the room of their choice, and you learn which room it came from.',
              'A guess names both missing cards. Both right and you win; otherwise the other player wins.',
              'Your coins stay in one pile, whatever the rooms.',
            ],
          },
        ],
      },
      {
        id: 'digital',
        title: 'Playing here',
        blocks: [
          { kind: 'p', text: 'A few things work differently on a screen than around a kitchen table:' },
          {
            kind: 'term',
            name: 'Guess window',
            text: 'When somebody guesses, nothing is revealed yet: every other player still in is asked to add a guess or pass. Then all the guesses are judged together, and every right one wins. On top of that, guesses made within a few seconds of each other (5 unless the host chose 0 to 15) go into the same judgement, so reaction speed never decides.',
          },
          {
            kind: 'term',
            name: 'Answers counted by the server',
            text: 'The server counts the matching cards, so nobody can miscount. When you are questioned you only decide whether to hire the Poet (and which way to shade), whether to hire the Bodyguard or Broker, and which card to show.',
          },
          {
            kind: 'term',
            name: 'Secrets stay secret',
            text: 'Cards shown appear only on the asker’s screen, a Confidant’s answers only on its hirer’s, and a wrong guess is never told to anyone but the guesser — not during the game, not at its end, not in the replays.',
          },
          {
            kind: 'term',
            name: 'Done for you',
            text: 'Dealing, the four-player peek and refilling the row happen by themselves; the log says what happened. Coins, helpers and who holds them are always on show.',
          },
          {
            kind: 'term',
            name: 'Clocks and autopilot',
            text: 'A table may run a clock: some time per decision plus a reserve. When your time runs out, or you stay away too long, a bot plays your seat until you press “I’m back”. Resigning hands your seat to the bot for good; it keeps answering for you.',
          },
          { kind: 'term', name: 'Bots', text: 'Empty seats can be filled by bots of three strengths: easy, medium and hard.' },
        ],
      },
    ],
    help: {
      rooms: 'Two players: choose the 3 cards of your left room; the other 4 form your right room for the whole game.',
      turn: 'Give one face-up interrogation card to another player and ask with it. You may hire the Scout or Confidant first.',
      respond: 'Answer how many of your cards show any of the values asked. You may hire the Poet first to answer one off.',
      show: 'Show the asker one card that matches the question (any card, for a show-me card). The Bodyguard or Broker can be hired first.',
      brokerShow:
        'The Broker was hired: show that player one of your cards that shares a time, place or person with the card they showed you.',
      end: 'Your question is done: hire the Courier for another turn, or end your turn.',
      guess: 'Name the missing alibi. Right, you win; wrong, you are out, and nobody else learns what you named.',
      window: 'Someone has guessed: add your own guess now, to be judged together, or pass.',
    },
  },
  zh: {
    summary: '2 至 5 人的推理游戏：把审问卡递给别人来提问，把别人递给你的卡当作硬币雇用帮手，抢先说出缺失的不在场证明。',
    sections: [
      {
        id: 'goal',
        title: '目标',
        blocks: [
          {
            kind: 'p',
            text: '十六张不在场证明每张都有一个时间（早餐、午餐、下午茶、晚餐）、一个地点（码头、澡堂、茶室、书店）和一个人物（艾格尼丝、巴兹尔、科拉、德斯蒙德）。任意两个类别恰好在一张牌上相遇：艾格尼丝在早餐的牌只有一张，午餐在码头的牌也只有一张，依此类推。',
          },
          { kind: 'art', name: 'cards', caption: '不在场证明：每张牌上都有时间、地点和人物。' },
          {
            kind: 'p',
            text: '先把一张牌（两人局为两张）不看就放到一边，这就是缺失的不在场证明，其余的牌全部发完。找出谁都没有的那张牌，抢先说出它。',
          },
        ],
      },
      {
        id: 'setup',
        title: '准备',
        blocks: [
          {
            kind: 'table',
            head: ['人数', '每人手牌', '谁先开始'],
            rows: [
              ['2', '7（缺失两张）', '随机决定'],
              ['3', '5', '随机决定'],
              ['4', '4、4、4 和 3', '只有 3 张牌的玩家的下一位'],
              ['5', '3', '随机决定'],
            ],
          },
          {
            kind: 'p',
            text: '把 22 张审问卡洗匀，背面朝上作为牌堆，翻开最上面两张。六名帮手正面朝上放在桌上（两人局为五名）。开始时谁都没有硬币。',
          },
          {
            kind: 'art',
            name: 'question-cards',
            caption: '审问卡：一个类别加一个 1 到 3 的数字，每种两张，另有四张“给我看”卡。',
          },
          {
            kind: 'p',
            text: '四人局中，只有三张牌的玩家先随机看下一位玩家的一张牌，然后由那位玩家先开始。两人都知道看的是哪张。',
          },
          { kind: 'p', text: '两人局在第一回合前要先把手牌分进两个房间（见“两人局”）。' },
        ],
      },
      {
        id: 'turn',
        title: '一个回合',
        blocks: [
          {
            kind: 'p',
            text: '轮到你时，把两张翻开的审问卡中的一张递给另一位玩家，并用它向对方提问。卡上写明可以问的类别，以及最多可以点名几个值。比如一张“地点 2”卡：“你有几张牌是码头或茶室？”',
          },
          {
            kind: 'p',
            text: '对方回答数量。如果是 2 或以上，要从符合的牌中挑一张秘密地给你看——给哪张由对方决定。回答 0 或 1 则不出示。',
          },
          {
            kind: 'term',
            name: '“给我看”卡',
            art: 'show-me',
            text: '“给我看”卡不提问：拿到它的玩家要给你看一张自己的不在场证明，随便哪张都行。任何帮手都挡不住它。',
          },
          {
            kind: 'term',
            name: '硬币',
            art: 'coins',
            text: '你递出的卡会成为被提问者的一枚硬币：背面朝上放在他面前，每人有几枚大家都看得到。硬币用来雇用帮手。',
          },
          {
            kind: 'p',
            text: '递卡之前可以雇用侦察员或密友；得到回答之后可以雇用信使。回合结束时，你超过 4 枚的硬币（从最早的开始）放回牌堆底，再补足两张翻开的审问卡，然后轮到下一位玩家。',
          },
        ],
      },
      {
        id: 'cards',
        title: '帮手',
        blocks: [
          {
            kind: 'p',
            text: '雇用帮手要付出它的价格：你最早得到的硬币放回牌堆底。把帮手放到你面前，从桌上拿或从持有者那里拿走都行。它只在雇用的那一刻生效一次。已经在你面前的帮手不能再雇——要等别人把它拿走。一个回合里可以雇用好几名帮手。',
          },
          {
            kind: 'term',
            name: '侦察员',
            art: 'price-1',
            text: '价格 1。在你的回合、递卡之前雇用：这次提问可以不管卡面，问任意类别的一到三个值——连“给我看”卡也可以借此提问。卡照样要递出。',
          },
          {
            kind: 'term',
            name: '密友',
            art: 'price-1',
            text: '价格 1。在你的回合、递卡之前雇用：回答只有你能听到。其他人仍会注意到有没有出示牌。两人局不用它。',
          },
          {
            kind: 'term',
            name: '信使',
            art: 'price-3',
            text: '价格 3。在你自己回合的最后、得到回答和出示的牌之后雇用：补牌之后你马上再进行一个回合，用的是当时翻开的两张卡。它的价格在执行 4 枚硬币上限之前支付。',
          },
          {
            kind: 'term',
            name: '诗人',
            art: 'price-1',
            text: '价格 1。由被提问的玩家在听到问题之后、回答之前雇用：回答变成比真实数目多一或少一（由他选择，不低于 0）。只有说出的数字是 2 或以上时才出示牌。',
          },
          {
            kind: 'term',
            name: '保镖',
            art: 'price-2',
            text: '价格 2。被提问的玩家回答 2 或以上时、出示之前雇用：不出示牌。对“给我看”卡无效。',
          },
          {
            kind: 'term',
            name: '掮客',
            art: 'price-3',
            text: '价格 3。由即将出示牌的玩家雇用。出示之后，提问者必须回给他看一张与那张牌有相同时间、地点或人物的牌（由提问者挑选）。提问者没有这样的牌时，什么也不用给——大家都会看到这一点。',
          },
        ],
      },
      {
        id: 'end',
        title: '游戏结束',
        blocks: [
          {
            kind: 'p',
            text: '任何时刻，即使在别人的回合，仍在游戏中的玩家都可以猜测缺失的不在场证明。猜测的牌不能是你自己手里的。',
          },
          {
            kind: 'list',
            items: [
              '猜对就获胜。几位玩家同时猜测时，每个猜对的人都获胜。',
              '猜错就出局。只有你能看到缺失的牌，其他人永远不会知道你猜了什么。你的硬币放回牌堆底；你不再进行回合，也不能雇用帮手，但仍要回答问题、出示手牌（别人递给你的卡直接放回牌堆底）。',
              '最后留下的玩家获胜。如果仍在游戏中的人同时全部猜错，则无人获胜。',
            ],
          },
          { kind: 'p', text: '玩家也可以认输。认输和猜错一样出局，只是看不到缺失的牌；此后别人向他提的问题由机器人代为回答。' },
        ],
      },
      {
        id: 'variants',
        title: '两人局',
        blocks: [
          { kind: 'p', text: '缺失两张不在场证明，每人手里七张牌，不用密友。其余规则同上，只有以下不同：' },
          { kind: 'art', name: 'rooms', caption: '房间：左边三张、右边四张，整局固定不变。' },
          {
            kind: 'list',
            items: [
              '第一回合之前，每人把手牌分成 3 张的左房间和 4 张的右房间，之后不再改变。',
              '提问时要点名对方的一个房间，对方只按这个房间里的牌回答。',
              '用“给我看”卡时，对方从自己选的房间里出示一张牌，你会知道它来自哪个房间。',
              '猜测要说出两张缺失的牌。两张都对你就获胜，否则对方获胜。',
              '硬币不分房间，都放在一堆。',
            ],
          },
        ],
      },
      {
        id: 'digital',
        title: '在这里玩',
        blocks: [
          { kind: 'p', text: '在屏幕上玩，和围着桌子玩有几处不同：' },
          {
            kind: 'term',
            name: '猜测窗口',
            text: '有人猜测时，结果不会马上揭晓：仍在游戏中的其他玩家都会被问要不要加入猜测或放弃。然后所有猜测一起判定，每个猜对的人都获胜。此外，相隔几秒内（默认 5 秒，房主可设为 0 至 15 秒）提出的猜测会归入同一次判定，所以手速永远不是关键。',
          },
          {
            kind: 'term',
            name: '服务器计算回答',
            text: '服务器替你数出符合的牌，谁都不会数错。被提问时，你只需决定要不要雇用诗人（以及往哪边偏）、要不要雇用保镖或掮客，以及出示哪张牌。',
          },
          {
            kind: 'term',
            name: '秘密就是秘密',
            text: '出示的牌只出现在提问者的屏幕上，密友带来的回答只有雇用者看得到；猜错的内容只有猜的人自己知道——游戏中、结束时、回放里都不会告诉别人。',
          },
          {
            kind: 'term',
            name: '自动完成',
            text: '发牌、四人局的偷看和补牌都会自动进行，记录里会写明发生了什么。硬币、帮手以及它们在谁面前，始终公开显示。',
          },
          {
            kind: 'term',
            name: '计时与代打',
            text: '牌桌可以计时：每步有一定时间，外加备用时间。你的时间用完或离开太久时，机器人会替你的座位行动，直到你点“我回来了”。认输则把座位永久交给机器人，它会继续替你回答。',
          },
          { kind: 'term', name: '机器人', text: '空座位可以由三种强度的机器人补上：简单、中等、困难。' },
        ],
      },
    ],
    help: {
      rooms: '两人局：选出左房间的 3 张牌，其余 4 张组成右房间，整局不变。',
      turn: '把一张翻开的审问卡递给另一位玩家并用它提问。可以先雇用侦察员或密友。',
      respond: '回答你有几张牌带有所问的任意一个值。可以先雇用诗人，让回答相差一。',
      show: '给提问者看一张符合问题的牌（“给我看”卡则任意一张）。可以先雇用保镖或掮客。',
      brokerShow: '对方雇用了掮客：给他看一张与他出示给你的牌有相同时间、地点或人物的牌。',
      end: '你的提问结束了：雇用信使再来一个回合，或结束回合。',
      guess: '说出缺失的不在场证明。对了就获胜；错了就出局，而且别人不会知道你猜了什么。',
      window: '有人猜测了：现在加入你的猜测一起判定，或者放弃。',
    },
  },
};
