/** UI messages of the Alibi Clues table added for issue 15, merged into `en` / `zh`. Keys start with `ac.`; names are our own. */
export const cluesEn = {
  // Suspect names: the engine's English names, translated like the other games' suspects.
  'ac.suspect.0': 'Mabel Quist',
  'ac.suspect.1': 'Otto Brandt',
  'ac.suspect.2': 'Vera Lind',
  'ac.suspect.3': 'Hugo Falk',
  'ac.suspect.4': 'Ines Morrow',
  'ac.suspect.5': 'Rufus Kell',
  'ac.suspect.6': 'Dora Penn',
  'ac.suspect.7': 'Silas Wren',
  'ac.suspect.8': 'Greta Holm',
  'ac.suspect.9': 'Cyril Dane',
  'ac.suspect.10': 'Lotte Veer',
  'ac.suspect.11': 'Nils Arden',
  'ac.suspect.12': 'Petra Sol',
  'ac.suspect.13': 'Bram Oakes',
  'ac.suspect.14': 'Edda Crane',
  'ac.suspect.15': 'Felix Marsh',
  // Card art: categories and card kinds.
  'ac.cat.gender': 'Gender',
  'ac.cat.build': 'Build',
  'ac.cat.hair': 'Hair',
  'ac.cat.clothes': 'Clothes',
  'ac.cat.accessory': 'Accessory',
  'ac.art.function': 'Function card',
  // Game over: the final standings.
  'ac.over.final': 'Final scores',
  'ac.over.rank': 'Place {n}',
  'ac.over.accusations': '{n, plural, =0 {no accusations} one {# accusation} other {# accusations}}',
  'ac.over.coverCases': '{n, plural, one {# case closed by cover stories} other {# cases closed by cover stories}}',
  'ac.over.casePoints': 'Points this case: {points}',
  'ac.over.reason.exhausted': 'The last case closed the game: no new suspect was left to join the row.',
  'ac.over.reason.lastStanding': 'Everyone else resigned, so the game ended with one player left at the table.',
  // No card to play: the three choices.
  'ac.stuck.why':
    'None of your clue cards fits a face-up suspect without a cover story, so you have no card to play. Choose one:',
  'ac.stuck.function':
    'Play a function card (it still has to do something: a cover story needs a suspect without one, hush money a clue on the table, a tip-off a clue to follow it).',
  'ac.stuck.functionNone': 'Play a function card — none of yours can do anything now.',
  'ac.stuck.discard':
    'Or pick 1 to 4 cards in your hand, discard them and draw back up to 4 — you may not play a card after that, only exchange one.',
  'ac.stuck.end': 'Or end your turn now without playing or discarding.',
  'ac.stuck.play': 'Play: {card}',
  'ac.stuck.endNow': 'End turn without playing',
  'ac.log.skipped': '{seat} has no card to play and ends the turn.',
  'ac.log.resigned': '{seat} resigns and leaves the game; their hand goes onto the discard pile.',
  'ac.seat.resigned': 'resigned',
  'ac.over.remaining': 'Never convicted: {names}',
  // The rules in short, on the table.
  'ac.rules.title': 'Rules in short',
  'ac.rules.turn':
    'On your turn play exactly one card: a clue card showing a feature of a face-up suspect without a cover story (repeats are fine), or a function card. Then draw one card.',
  'ac.rules.stuck':
    'No card to play (no clue card of yours fits): play a function card that can do something, discard 1–4 cards and draw back to 4 (no play after that), or end your turn.',
  'ac.rules.exchange': 'After playing or discarding you may exchange one card: discard it and draw one.',
  'ac.rules.accuse':
    'When the clues on all tables show 5 different features of one suspect, whoever played a clue of that suspect may accuse it that turn; if not, the next player may at the start of their turn only. With several such suspects, the accuser picks.',
  'ac.rules.score':
    'The accuser scores 1 point; every player scores 1 point per clue card in front of them that fits the culprit, repeats included. All clues and cover stories are then discarded, and a new suspect takes the culprit’s place; the player after the accuser starts.',
  'ac.rules.cover':
    'Cover story: lay it on a suspect without one; that suspect cannot be accused this round. The third cover story makes the last suspect without one the culprit at once, and its player scores 1 extra point.',
  'ac.rules.hush': 'Hush money: discard it together with one clue card in front of any player, yourself included.',
  'ac.rules.tip': 'Tip-off: play two more clue cards at once (as many as you can), then discard it and draw back up to 4.',
  'ac.rules.end': 'The game ends when no new suspect is left to fill the row; the most points wins, ties share the win.',
} as const;

export const cluesZh: Record<keyof typeof cluesEn, string> = {
  'ac.suspect.0': '梅布尔·奎斯特',
  'ac.suspect.1': '奥托·勃兰特',
  'ac.suspect.2': '薇拉·林德',
  'ac.suspect.3': '雨果·福尔克',
  'ac.suspect.4': '伊内丝·莫罗',
  'ac.suspect.5': '鲁弗斯·凯尔',
  'ac.suspect.6': '朵拉·佩恩',
  'ac.suspect.7': '赛拉斯·雷恩',
  'ac.suspect.8': '格蕾塔·霍尔姆',
  'ac.suspect.9': '西里尔·戴恩',
  'ac.suspect.10': '洛特·维尔',
  'ac.suspect.11': '尼尔斯·阿登',
  'ac.suspect.12': '佩特拉·索尔',
  'ac.suspect.13': '布拉姆·奥克斯',
  'ac.suspect.14': '埃达·克兰',
  'ac.suspect.15': '费利克斯·马什',
  'ac.cat.gender': '性别',
  'ac.cat.build': '体型',
  'ac.cat.hair': '发型',
  'ac.cat.clothes': '衣着',
  'ac.cat.accessory': '配饰',
  'ac.art.function': '功能卡',
  'ac.over.final': '最终得分',
  'ac.over.rank': '第 {n} 名',
  'ac.over.accusations': '{n, plural, =0 {没有指控} other {指控 # 次}}',
  'ac.over.coverCases': '{n, plural, other {以掩护故事结案 # 次}}',
  'ac.over.casePoints': '本案得分：{points}',
  'ac.over.reason.exhausted': '最后一案结束了游戏：已没有新嫌疑人可以补上。',
  'ac.over.reason.lastStanding': '其他玩家都已认输，牌桌上只剩一名玩家，游戏结束。',
  'ac.stuck.why': '你的线索卡都不符合任何一位没有掩护故事的明面嫌疑人，所以你无牌可出。请选择：',
  'ac.stuck.function':
    '打出一张功能卡（它必须能起作用：掩护故事需要一位还没有掩护故事的嫌疑人，封口费需要桌上有线索卡，线报需要手里有可接着打出的线索卡）。',
  'ac.stuck.functionNone': '打出功能卡——你的功能卡现在都无法起作用。',
  'ac.stuck.discard': '或者从手牌中选 1 到 4 张弃掉，再补到 4 张——之后不能再出牌，只能换一张牌。',
  'ac.stuck.end': '或者现在就结束回合，不出牌也不弃牌。',
  'ac.stuck.play': '打出：{card}',
  'ac.stuck.endNow': '不出牌，结束回合',
  'ac.log.skipped': '{seat} 无牌可出，结束回合。',
  'ac.log.resigned': '{seat} 认输离开游戏，手牌放入弃牌堆。',
  'ac.seat.resigned': '已认输',
  'ac.over.remaining': '未被定罪：{names}',
  'ac.rules.title': '规则摘要',
  'ac.rules.turn':
    '轮到你时必须打出恰好一张牌：一张符合某位没有掩护故事的明面嫌疑人特征的线索卡（可与已出的线索相同），或一张功能卡。然后摸一张牌。',
  'ac.rules.stuck':
    '无牌可出（没有一张线索卡符合）时：打出一张能起作用的功能卡；或弃掉 1–4 张牌并补到 4 张（之后不能出牌）；或直接结束回合。',
  'ac.rules.exchange': '出牌或弃牌之后，你可以换一张牌：弃掉一张，再摸一张。',
  'ac.rules.accuse':
    '当所有玩家面前的线索共显示某位嫌疑人的 5 种不同特征时，本回合打出该嫌疑人线索的玩家可以指控它；若不指控，下一位玩家只能在自己回合开始时指控。若有多位这样的嫌疑人，由指控者选择。',
  'ac.rules.score':
    '指控者得 1 分；每位玩家面前每张符合罪犯特征的线索卡各得 1 分，相同的线索也各自计分。随后所有线索卡和掩护故事都进入弃牌堆，新嫌疑人补上罪犯的位置，由指控者的下一位玩家开始。',
  'ac.rules.cover':
    '掩护故事：放在一位还没有掩护故事的嫌疑人上，此嫌疑人本轮不能被指控。第三张掩护故事会让剩下唯一没有掩护故事的嫌疑人立即成为罪犯，打出者额外得 1 分。',
  'ac.rules.hush': '封口费：将它连同任一玩家（包括你自己）面前的一张线索卡一起弃掉。',
  'ac.rules.tip': '线报：立刻再打出两张线索卡（能打几张打几张），然后弃掉它并补到 4 张手牌。',
  'ac.rules.end': '当没有新嫌疑人可补满一排时游戏结束；得分最高者获胜，平分者共享胜利。',
};
