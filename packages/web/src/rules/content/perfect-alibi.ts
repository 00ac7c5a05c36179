/**
 * Perfect Alibi's rules page, in the project's own words. The truth is the engine
 * (packages/perfect-alibi) and /work/shared/rules/DECISIONS.md; names are the ones the table uses
 * (i18n: time.*, location.*, assistant.*, lobby.rival, lobby.manual, lobby.unforgiving).
 */
import type { GameRules } from '../types.ts';

export const rules: GameRules = {
  game: 'perfect-alibi',
  en: {
    summary:
      'A deduction game for 3 to 5 players: ask the others how many of their alibi cards show certain times or locations, and be the first to name the one card nobody holds.',
    sections: [
      {
        id: 'goal',
        title: 'The goal',
        blocks: [
          {
            kind: 'p',
            text: 'There are sixteen alibi cards. Each pairs one of four times (Dawn, Noon, Dusk, Midnight) with one of four locations (Library, Garden, Cellar, Observatory), and every pair exists exactly once.',
          },
          {
            kind: 'art',
            name: 'cards',
            caption:
              'Alibi cards: the time mark sits top left, the location mark top right. The portrait (Vera, Otto, Mina or Felix) is only a picture — questions never name a person.',
          },
          {
            kind: 'p',
            text: 'Before the deal one card is put aside face down: the missing alibi. Every other card is in somebody’s hand or face up on the table. Find out which card nobody holds and claim it before anyone else does.',
          },
          { kind: 'art', name: 'missing', caption: 'The missing alibi stays face down until someone names it or the game ends.' },
        ],
      },
      {
        id: 'setup',
        title: 'Setting up',
        blocks: [
          {
            kind: 'table',
            head: ['Players', 'Cards in each hand', 'Cards face up for everyone'],
            rows: [
              ['3', '5', 'none'],
              ['4', '3', '3 (the public alibis)'],
              ['5', '3', 'none'],
            ],
          },
          {
            kind: 'p',
            text: 'Every player has a colour: red, blue, green, yellow, violet. Each colour in play brings six interrogation tiles — three with a compass (for location questions) and three with a clock (for time questions); one of each three also carries the arrows. The tiles are shuffled into a face-down stack and four are turned face up.',
          },
          {
            kind: 'art',
            name: 'tiles',
            caption:
              'Interrogation tiles: a blue location tile, a blue time tile, a green location tile with arrows, a yellow time tile with arrows, and the face-down stack.',
          },
          {
            kind: 'p',
            text: 'Then everyone takes an assistant. The colour of the first tile turned up chooses first, and the choice goes round the table against the direction of play. The last to choose takes the first turn; turns then go clockwise. With fewer than five players the assistants nobody took stay beside the board, free to be traded for.',
          },
          {
            kind: 'p',
            text: 'With the Rival variant, each player also receives a secret rival tile before the assistants are chosen (see Variants).',
          },
        ],
      },
      {
        id: 'turn',
        title: 'A turn',
        blocks: [
          {
            kind: 'p',
            text: 'On your turn you pick how to ask, put one question to one player and hear the answer. Choose one of these:',
          },
          {
            kind: 'list',
            items: [
              'Take a face-up tile of another player’s colour. You question that player: about locations if the tile shows a compass, about times if it shows a clock.',
              'If all four face-up tiles are your own colour, take any one of them and question any player about that tile’s category.',
              'If you hold the Reporter, leave the tiles alone and question any player about times or locations.',
              'Call the final question (see How the game ends).',
            ],
          },
          {
            kind: 'p',
            text: 'A question picks one category and names one, two or three of its values (all four would tell nothing). It always asks for a count: “How many of your cards show Dawn or Dusk?”',
          },
          {
            kind: 'p',
            text: 'The answer is said to the whole table. If it is 2 or more, the player answering secretly shows the asker one of the cards that matched — which one is their choice. An answer of 0 or 1 shows nothing.',
          },
          { kind: 'art', name: 'show-card', caption: 'An answer of 2 or more: one matching card is shown to the asker alone.' },
          {
            kind: 'term',
            name: 'Arrows on a tile',
            art: 'tile-arrows',
            text: 'Before you ask, trade your assistant: put yours back and take either one nobody holds or the one held by the player you are questioning. If you take theirs, they at once pick one of the free assistants. With five players none is free, so the two of you simply swap.',
          },
          {
            kind: 'p',
            text: 'Afterwards the tile you used is discarded and a new one is turned up. When the stack runs out, the used tiles are shuffled into a new stack. (The Reporter and the final question use no tile, so nothing is drawn.)',
          },
        ],
      },
      {
        id: 'cards',
        title: 'The assistants',
        blocks: [
          {
            kind: 'p',
            text: 'Everybody always holds exactly one assistant, face up, so everyone knows who has which. While you hold it, it bends one rule for you:',
          },
          {
            kind: 'term',
            name: 'Reporter',
            art: 'assistant-reporter',
            text: 'On your turn you may skip the tiles and question any other player about times or locations. No tile is used and none is drawn.',
          },
          {
            kind: 'term',
            name: 'Lookout',
            art: 'assistant-lookout',
            text: 'You see every card that other players show each other, just like the asker does. The one card you miss is the one a Pickpocket takes at random.',
          },
          {
            kind: 'term',
            name: 'Lawyer',
            art: 'assistant-lawyer',
            text: 'You never show a card, however high your answer, and a Pickpocket who asks you takes nothing. You still answer with the true count.',
          },
          {
            kind: 'term',
            name: 'Confessor',
            art: 'assistant-confessor',
            text: 'When you ask, the answer reaches you alone. The rest of the table learns only whether a card was shown afterwards.',
          },
          {
            kind: 'term',
            name: 'Pickpocket',
            art: 'assistant-pickpocket',
            text: 'When a player would show you a card, you take one of their cards at random instead, look at it and hand it back. It need not match your question. Only you and its owner know which card it was.',
          },
        ],
      },
      {
        id: 'end',
        title: 'How the game ends',
        blocks: [
          {
            kind: 'p',
            text: 'At any moment — in someone else’s turn too, even between an answer and the card it owes — a player still in the game may claim that a particular card is the missing alibi. Only cards that are neither in your hand nor face up can be claimed.',
          },
          {
            kind: 'list',
            items: [
              'A right claim wins the game at once.',
              'A wrong claim puts you out. You alone get to see the missing card; the others learn that you were wrong, not what you named. You take no more turns, but you keep answering questions and showing cards, under every assistant’s rules.',
              'When everyone else is out, the last player still in wins.',
            ],
          },
          {
            kind: 'term',
            name: 'Final question',
            text: 'At the start of your turn, instead of taking a tile, you may question any player about any times or locations. Once the answer (and any card) is in, you must claim straight away — nothing else is open to you. Save it for the moment one answer will settle everything.',
          },
          {
            kind: 'p',
            text: 'A player may also resign. They are out as after a wrong claim, without seeing the missing card, and from then on a bot answers the questions put to them.',
          },
        ],
      },
      {
        id: 'variants',
        title: 'Variants',
        blocks: [
          { kind: 'p', text: 'The host picks these when creating the table.' },
          {
            kind: 'term',
            name: 'Rival variant',
            text: 'Each player secretly gets a rival tile showing one assistant (the spare tiles stay hidden). Whenever the holder of that assistant questions you, you must answer one more or one less than the truth — your choice; from 0 the only answer is 1. Whether you show a card follows the number you say, not the truth. Every answer is then given by the answering player, so a pause never gives a lie away.',
          },
          {
            kind: 'term',
            name: 'Manual answers',
            text: 'Players type their own answers instead of the server counting for them, so mistakes can happen. Any player may ask another to confirm one earlier answer: the asked player sees that question and their answer again and confirms or corrects it, and everyone’s log says which. A correction that lifts an answer to 2 or more owes the card now; a card already shown is never taken back.',
          },
          {
            kind: 'term',
            name: 'Unforgiving',
            text: 'Needs manual answers and replaces the confirming. If you think a player answered wrongly, accuse them, naming one or more of their earlier answers that you heard. The server checks each against the hand they held at that moment and the rules in force: a lie the rival tile demanded is correct, while the truth when a lie was due, or a lie nobody demanded, is not. Any wrong answer and you win at once; all of them right and you are out, as after a wrong claim.',
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
            name: 'Claim window',
            text: 'Around a table, whoever slams first checks first. Here speed must not decide between players who became sure at the same moment. After every answer, shown or taken card, correction or wrong claim, a short window opens (5 seconds unless the host chose 0 to 15). Claims made inside one window count as simultaneous: when it closes they are checked in a random order, the first right one wins, and the ones after it are never checked, so their makers stay in. Play carries on while a window is open. Tables with only bots have no window.',
          },
          {
            kind: 'term',
            name: 'Answers counted by the server',
            text: 'Unless the table uses manual answers, the server counts your matching cards and answers for you, so nobody can miscount. You still pick which card to show, and under the Rival variant you pick the number to say from the ones the rules allow.',
          },
          {
            kind: 'term',
            name: 'Secrets stay secret',
            text: 'A card shown to you appears only on your screen (and the Lookout’s); a Confessor’s answers only on its holder’s. Every log says exactly what that player could have noticed at a real table.',
          },
          {
            kind: 'term',
            name: 'Note sheet',
            text: 'Your note sheet marks your own cards, the public ones and every card you have seen, and lists every answer you heard. The host may switch on the note-sheet helper for everyone: it points out what follows for certain, or the odds of each card.',
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
      chooseAssistant: 'Pick the assistant you will hold. Each one bends one rule for you until you trade it away.',
      changeAssistant:
        'The tile shows arrows: before asking, swap your assistant for a free one or for the one held by the player you are questioning.',
      rechoose: 'Your assistant was taken by the player questioning you: pick one of the free assistants.',
      turn: 'Choose how to ask: a face-up tile of another player’s colour, the Reporter if you hold it, or the final question.',
      ask: 'Name one to three values of the category. The player answers how many of their cards show any of them.',
      answer: 'Say how many of your cards show any of the values asked about. At 2 or more you will show one of them.',
      show: 'Your answer was 2 or more: pick which of the matching cards the asker gets to see.',
      mustClaim: 'After a final question you must claim now: name the card you believe is missing.',
      claim: 'Name the missing alibi. Right, you win; wrong, you are out but keep answering questions.',
      accuse: 'Unforgiving: name answers of one player you think were wrong. Any wrong and you win; all right and you are out.',
      requestConfirm: 'Ask a player to look at one of their earlier answers again and confirm or correct it.',
      reply: 'You are asked to confirm an earlier answer: check it against your cards, then confirm or correct it.',
    },
  },
  zh: {
    summary: '3 至 5 人的推理游戏：问别人手里有几张不在场证明带有某些时间或地点，抢先说出那张谁也没有的牌。',
    sections: [
      {
        id: 'goal',
        title: '目标',
        blocks: [
          {
            kind: 'p',
            text: '游戏共有十六张不在场证明。每张牌由四个时间（黎明、正午、黄昏、午夜）之一和四个地点（图书馆、花园、地窖、天文台）之一组成，每种组合恰好一张。',
          },
          {
            kind: 'art',
            name: 'cards',
            caption:
              '不在场证明：左上角是时间标记，右上角是地点标记。人物肖像（薇拉、奥托、米娜、费利克斯）只是图画——提问从不涉及人物。',
          },
          {
            kind: 'p',
            text: '发牌前先把一张牌面朝下放到一边，这就是缺失的不在场证明。其余的牌要么在某位玩家手里，要么公开放在桌上。找出谁都没有的那张牌，并抢在别人之前指认它。',
          },
          { kind: 'art', name: 'missing', caption: '缺失的不在场证明一直背面朝上，直到有人指认对它或游戏结束。' },
        ],
      },
      {
        id: 'setup',
        title: '准备',
        blocks: [
          {
            kind: 'table',
            head: ['人数', '每人手牌', '公开的牌'],
            rows: [
              ['3', '5', '无'],
              ['4', '3', '3（公开的不在场证明）'],
              ['5', '3', '无'],
            ],
          },
          {
            kind: 'p',
            text: '每位玩家有一种颜色：红色、蓝色、绿色、黄色、紫色。参与游戏的每种颜色各有六块审问板块——三块印着罗盘（问地点），三块印着时钟（问时间）；每三块中有一块还带着交换箭头。把这些板块洗匀，背面朝上叠成一摞，再翻开四块。',
          },
          {
            kind: 'art',
            name: 'tiles',
            caption: '审问板块：蓝色地点板块、蓝色时间板块、带箭头的绿色地点板块、带箭头的黄色时间板块，以及背面朝上的板块堆。',
          },
          {
            kind: 'p',
            text: '然后每人选一名助手。第一块翻开的板块是谁的颜色，谁就先选，之后按与出牌相反的方向依次选择。最后一个选的人先开始第一回合，之后按顺时针轮流。人数不足五人时，没人要的助手留在版图旁，之后可以换来用。',
          },
          { kind: 'p', text: '使用宿敌变体时，每人在选助手之前还会秘密拿到一块宿敌板块（见“变体”）。' },
        ],
      },
      {
        id: 'turn',
        title: '一个回合',
        blocks: [
          { kind: 'p', text: '轮到你时，先决定用什么方式提问，再向一位玩家提一个问题并听取回答。可以从以下方式中选一种：' },
          {
            kind: 'list',
            items: [
              '拿一块其他玩家颜色的翻开板块，向该玩家提问：板块上是罗盘就问地点，是时钟就问时间。',
              '如果翻开的四块全是你自己的颜色，可以任取一块，按它的类别向任意一位玩家提问。',
              '如果你持有记者，可以不取板块，直接就时间或地点向任意一位玩家提问。',
              '发起最终提问（见“游戏结束”）。',
            ],
          },
          {
            kind: 'p',
            text: '一个问题只涉及一个类别，并点名其中一到三个值（四个全问毫无意义）。问法永远是问数量：“你有几张牌是黎明或黄昏？”',
          },
          {
            kind: 'p',
            text: '回答对全桌公开。如果回答是 2 或以上，回答者要从符合的牌中挑一张，秘密地给提问者看——给哪张由回答者决定。回答 0 或 1 则不必出示。',
          },
          { kind: 'art', name: 'show-card', caption: '回答 2 或以上：只给提问者看一张符合的牌。' },
          {
            kind: 'term',
            name: '带箭头的板块',
            art: 'tile-arrows',
            text: '提问之前必须更换助手：把自己的助手放回去，然后拿一个没人持有的助手，或者拿走被你提问的玩家的助手。如果拿了对方的，对方要立刻从空闲的助手中另选一个。五人局没有空闲助手，所以就是你们两人互换。',
          },
          {
            kind: 'p',
            text: '提问结束后，用过的板块弃掉，再翻开一块新的。板块堆用完时，把用过的板块洗成新的一摞。（记者和最终提问不用板块，所以也不补。）',
          },
        ],
      },
      {
        id: 'cards',
        title: '助手',
        blocks: [
          {
            kind: 'p',
            text: '每位玩家任何时候都恰好持有一名助手，正面朝上，所以大家都知道谁手里是谁。持有期间，助手会为你改变一条规则：',
          },
          {
            kind: 'term',
            name: '记者',
            art: 'assistant-reporter',
            text: '轮到你时，可以不取板块，直接就时间或地点向任意一位其他玩家提问。不用板块，也不补板块。',
          },
          {
            kind: 'term',
            name: '瞭望者',
            art: 'assistant-lookout',
            text: '其他玩家之间出示的每一张牌你都能看到，和提问者一样。唯一看不到的是扒手随机抽走的那张。',
          },
          {
            kind: 'term',
            name: '律师',
            art: 'assistant-lawyer',
            text: '不管回答多大，你都不必出示手牌；扒手向你提问时也什么都拿不到。但你仍要如实回答数量。',
          },
          {
            kind: 'term',
            name: '告解神父',
            art: 'assistant-confessor',
            text: '你提问时，回答只有你听得到。其他人只能知道之后有没有人出示牌。',
          },
          {
            kind: 'term',
            name: '扒手',
            art: 'assistant-pickpocket',
            text: '别人本该给你看一张牌时，你改为从对方手里随机抽一张，看过后还回去。这张牌不一定符合你的问题。只有你和牌的主人知道是哪一张。',
          },
        ],
      },
      {
        id: 'end',
        title: '游戏结束',
        blocks: [
          {
            kind: 'p',
            text: '任何时刻——包括别人的回合，甚至在回答之后、出示牌之前——仍在游戏中的玩家都可以指认某张牌就是缺失的不在场证明。只能指认既不在你手里、也没有公开的牌。',
          },
          {
            kind: 'list',
            items: [
              '指认正确，立即获胜。',
              '指认错误，你就出局。只有你能看到缺失的那张牌；其他人只知道你错了，不知道你说的是哪张。你不再进行回合，但仍要回答问题、出示手牌，照常受各名助手规则的约束。',
              '其他人都出局后，最后留下的玩家获胜。',
            ],
          },
          {
            kind: 'term',
            name: '最终提问',
            text: '在你回合开始时，可以不取板块，改为就任意时间或地点向任意一位玩家提问。得到回答（以及可能出示的牌）之后，你必须立刻指认——不能做别的事。等到一个回答就能定局时再用它。',
          },
          {
            kind: 'p',
            text: '玩家也可以认输。认输和指认错误一样出局，只是看不到缺失的牌；此后别人向他提的问题由机器人代为回答。',
          },
        ],
      },
      {
        id: 'variants',
        title: '变体',
        blocks: [
          { kind: 'p', text: '这些选项由房主在创建牌桌时选择。' },
          {
            kind: 'term',
            name: '宿敌变体',
            text: '每人秘密拿到一块印着某名助手的宿敌板块（多余的板块不公开）。每当持有这名助手的玩家向你提问，你必须回答比真实数目多一或少一——由你选；真实为 0 时只能答 1。是否出示牌看你说出的数字，而不是真实数目。这时每个回答都由回答者亲自给出，所以停顿不会暴露谎言。',
          },
          {
            kind: 'term',
            name: '手动回答',
            text: '由玩家自己输入回答，而不是由服务器代为计数，因此可能出错。任何玩家都可以请另一位玩家确认之前的某个回答：被问的玩家会再次看到那个问题和自己的回答，然后确认或更正，所有人的记录里都会写明结果。更正后回答升到 2 或以上时，要马上补出示一张牌；已经出示过的牌不会收回。',
          },
          {
            kind: 'term',
            name: '铁面无私',
            text: '需要开启手动回答，并取代“请求确认”。如果你认为某位玩家答错了，可以指控他，点出你听到的他之前的一个或多个回答。服务器按他当时的手牌和当时的规则逐一核对：宿敌板块要求的谎话算对；该说谎时说了真话、或不该说谎时说了谎，都算错。只要有一个错，你立即获胜；全部正确，你就像指认错误一样出局。',
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
            name: '申报窗口',
            text: '在桌边，谁先拍桌子谁先核对。在这里，同时想通的玩家之间不能靠手速分胜负。每当有回答、出示或抽走的牌、更正或错误的指认，就会打开一个短暂的窗口（默认 5 秒，房主可设为 0 至 15 秒）。同一窗口内提出的指认视为同时：窗口关闭时按随机顺序核对，第一个正确的获胜，排在它后面的不再核对，提出者也不会出局。窗口开着时游戏照常进行。全是机器人的牌桌没有窗口。',
          },
          {
            kind: 'term',
            name: '服务器计算回答',
            text: '除非牌桌使用手动回答，服务器会替你数出符合的牌并代为回答，谁都不会数错。出示哪张牌仍由你挑；宿敌变体下，你要从规则允许的数字中选一个说出。',
          },
          {
            kind: 'term',
            name: '秘密就是秘密',
            text: '给你看的牌只出现在你的屏幕上（以及瞭望者的屏幕上）；告解神父听到的回答只有持有者看得到。每个人的记录只写他在真实牌桌上能注意到的内容。',
          },
          {
            kind: 'term',
            name: '笔记表',
            text: '笔记表会标出你的手牌、公开的牌和你看过的每一张牌，并列出你听到的每个回答。房主可以为所有玩家开启笔记推理帮手：它会指出一定成立的结论，或每张牌的概率。',
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
      chooseAssistant: '选一名你要持有的助手。在换掉之前，它会为你改变一条规则。',
      changeAssistant: '板块带箭头：提问之前，把你的助手换成一个空闲的，或换成被你提问的玩家的那个。',
      rechoose: '向你提问的玩家拿走了你的助手：请从空闲的助手中选一个。',
      turn: '选择提问方式：其他玩家颜色的翻开板块、记者（如果你持有），或最终提问。',
      ask: '点名该类别中的一到三个值。对方回答自己有几张牌带有其中任意一个。',
      answer: '说出你有几张牌带有所问的任意一个值。回答 2 或以上时，你要出示其中一张。',
      show: '你的回答是 2 或以上：从符合的牌中挑一张给提问者看。',
      mustClaim: '最终提问之后必须马上指认：说出你认为缺失的那张牌。',
      claim: '说出缺失的不在场证明。对了就获胜；错了就出局，但仍要回答问题。',
      accuse: '铁面无私：点出同一位玩家你认为答错的回答。有一个错你就获胜；全对你就出局。',
      requestConfirm: '请一位玩家重新看一下他之前的某个回答，确认或更正。',
      reply: '有人请你确认之前的回答：对照手牌检查一下，然后确认或更正。',
    },
  },
};
