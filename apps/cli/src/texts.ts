/**
 * Every line the CLI prints that is not a rejection, in English and Czech: help, usage, labels,
 * report lines. `{name}` is filled from the params given to `text`. Rejections come from the
 * message catalogues (`messages.ts`); these are the words around them.
 * Trade-off: one flat table rather than a string per file, so a test can prove that no English
 * phrase of it appears in Czech output, and a translator sees every line at once.
 */

/** One line (or block) of CLI text in both languages. */
export interface CliText {
  readonly en: string;
  readonly cs: string;
}

export const cliTexts = {
  // --- arbiter --help ---------------------------------------------------------------------------
  'help.title': {
    en: 'arbiter: executable rules for Tri-Dimensional Chess and Drakoburg, and club tournaments.',
    cs: 'arbiter: spustitelná pravidla trojrozměrných šachů a Drakoburgu a klubové turnaje.',
  },
  'help.usage': {
    en: 'Usage: arbiter <command> [arguments]   (arbiter <command> --help for details)',
    cs: 'Použití: arbiter <příkaz> [argumenty]   (podrobnosti: arbiter <příkaz> --help)',
  },
  'help.commands': { en: 'Commands:', cs: 'Příkazy:' },
  'help.general': {
    en: 'Everywhere: --lang en|cs (or ARBITER_LANG=cs) chooses the language; --version prints the version.',
    cs: 'U všech příkazů: --lang en|cs (nebo ARBITER_LANG=cs) volí jazyk; --version vypíše verzi.',
  },
  'help.input': {
    en: 'Input files: at most {mb} MiB unless --max-input-mb N says more.',
    cs: 'Vstupní soubory: nejvýše {mb} MiB, pokud --max-input-mb N nepovolí víc.',
  },
  'help.exit': {
    en: 'Exit codes: 0 ok; 1 the answer is no (illegal move, an event that differs, differing pairing);\n            2 bad command line; 3 malformed, oversized or unreadable input file or text;\n            69 the event store cannot be reached; 70 internal error; 74 an output file cannot\n            be written; 75 the embedded store is busy (another process has it).',
    cs: 'Návratové kódy: 0 v pořádku; 1 odpověď zní ne (neplatný tah, odlišná událost, odlišné losování);\n                 2 chybný příkazový řádek; 3 chybný, příliš velký či nečitelný vstupní soubor nebo text;\n                 69 úložiště událostí je nedostupné; 70 vnitřní chyba; 74 výstupní soubor nelze zapsat;\n                 75 vestavěné úložiště je obsazené (drží je jiný proces).',
  },
  'error.prefix': { en: 'error', cs: 'chyba' },
  'warning.prefix': { en: 'warning', cs: 'varování' },
  version: { en: 'arbiter {version}', cs: 'arbiter {version}' },

  // --- usage errors -----------------------------------------------------------------------------
  'usage.unknownFlag': { en: 'Unknown option {flag}.', cs: 'Neznámý přepínač {flag}.' },
  'usage.unknownFlagMeant': {
    en: 'Unknown option {flag}; did you mean {meant}?',
    cs: 'Neznámý přepínač {flag}; měli jste na mysli {meant}?',
  },
  'usage.flagNeedsValue': {
    en: 'Option {flag} takes a value: {flag} VALUE.',
    cs: 'Přepínač {flag} vyžaduje hodnotu: {flag} HODNOTA.',
  },
  'usage.flagTakesNoValue': {
    en: 'Option {flag} takes no value.',
    cs: 'Přepínač {flag} nemá hodnotu.',
  },
  'usage.unexpectedArgument': {
    en: 'Unexpected argument "{argument}".',
    cs: 'Nečekaný argument „{argument}“.',
  },
  'usage.nameGame': { en: 'Name a game: {games}.', cs: 'Zadejte hru: {games}.' },
  'usage.setupOrPosition': {
    en: 'Give --setup or --position, not both.',
    cs: 'Zadejte --setup, nebo --position, ne obojí.',
  },
  'usage.format': {
    en: '--format takes one of {allowed}, not "{value}".',
    cs: '--format přijímá jen {allowed}, ne „{value}“.',
  },
  'usage.lang': {
    en: '--lang takes en or cs, not "{value}".',
    cs: '--lang přijímá en nebo cs, ne „{value}“.',
  },
  'usage.depth': {
    en: '--depth takes a whole number from 0 to 12.',
    cs: '--depth přijímá celé číslo od 0 do 12.',
  },
  'usage.nameMove': { en: 'Name the move to explain.', cs: 'Zadejte tah, který se má vysvětlit.' },
  'usage.nameRecord': { en: 'Name the record file.', cs: 'Zadejte soubor se záznamem partie.' },
  'usage.oneTrf': { en: 'Give exactly one TRF file.', cs: 'Zadejte právě jeden soubor TRF.' },
  'usage.gameId': {
    en: '--game-id takes letters, digits, dot, dash and underscore (at most 100).',
    cs: '--game-id přijímá písmena, číslice, tečku, pomlčku a podtržítko (nejvýše 100 znaků).',
  },
  'usage.setupUnfinished': {
    en: 'The placement phase is not finished: give its steps in --moves first.',
    cs: 'Fáze rozestavení ještě neskončila: nejprve zadejte její kroky v --moves.',
  },
  'usage.round': { en: '--round takes a whole number.', cs: '--round přijímá celé číslo.' },
  'usage.maxInputMb': {
    en: '--max-input-mb takes a size in MiB above 0, not "{value}".',
    cs: '--max-input-mb přijímá velikost v MiB větší než 0, ne „{value}“.',
  },
  'usage.storeWait': {
    en: '--store-wait takes a number of seconds from 0 up, not "{value}".',
    cs: '--store-wait přijímá počet sekund od 0 výše, ne „{value}“.',
  },
  'usage.checkSystem': {
    en: '--check needs a system that can check a file: {systems}.',
    cs: '--check potřebuje systém, který umí soubor prověřit: {systems}.',
  },
  'usage.system': { en: '--system takes one of: {systems}.', cs: '--system přijímá jen: {systems}.' },
  'usage.gameFlag': {
    en: '--game takes a game: {games}.',
    cs: '--game přijímá hru: {games}.',
  },

  // --- games ------------------------------------------------------------------------------------
  'games.summary': {
    en: "list the games, or one game's setups and rule options",
    cs: 'vypíše hry, nebo výchozí postavení a volby pravidel jedné hry',
  },
  'games.usage': {
    en: 'Usage: arbiter games [<game>]\n\nWithout a game: one line per game. With one: its setups and every rule option with its values,\ndefault and rule.',
    cs: 'Použití: arbiter games [<hra>]\n\nBez hry: jeden řádek na hru. S hrou: její výchozí postavení a každá volba pravidel s hodnotami,\nvýchozí hodnotou a pravidlem.',
  },
  'games.heading': {
    en: '{title} ({id}), rule set {version}',
    cs: '{title} ({id}), verze pravidel {version}',
  },
  'games.setups': { en: 'Setups:', cs: 'Výchozí postavení:' },
  'games.default': { en: ' (default)', cs: ' (výchozí)' },
  'games.unavailable': { en: ' (diagram not available)', cs: ' (diagram není k dispozici)' },
  'games.options': { en: 'Rule options:', cs: 'Volby pravidel:' },
  'games.option': {
    en: '  {id} = {values} (default {default}) [{rule}]: {description}',
    cs: '  {id} = {values} (výchozí {default}) [{rule}]: {description}',
  },

  // --- perft ------------------------------------------------------------------------------------
  'perft.summary': {
    en: 'count the legal-move tree to a depth (perft), optionally split by first move',
    cs: 'spočítá strom platných tahů do dané hloubky (perft), případně rozdělený podle prvního tahu',
  },
  'perft.usage': {
    en: 'Usage: arbiter perft <game> --depth N [--setup NAME | --position STR] [--options k=v,...] [--moves "m1 m2 ..."] [--divide]\n\nCounts the leaf nodes of the legal-move tree. With --divide, prints one line per\nfirst move ("<move> <nodes>") before the total. The last line is always "nodes <N>"\n(in Czech "uzly <N>"); the time taken goes to stderr. A finished game has no legal\nmove: its perft is 0 at any depth from 1.',
    cs: 'Použití: arbiter perft <hra> --depth N [--setup NÁZEV | --position TEXT] [--options k=v,...] [--moves "t1 t2 ..."] [--divide]\n\nSpočítá listy stromu platných tahů. S --divide nejprve vypíše jeden řádek na každý\nprvní tah („<tah> <uzly>“). Poslední řádek je vždy „uzly <N>“;\nspotřebovaný čas jde na stderr. Skončená partie nemá platný tah: její perft je 0\nv každé hloubce od 1.',
  },
  'perft.nodes': { en: 'nodes {nodes}', cs: 'uzly {nodes}' },
  'perft.time': {
    en: 'time {seconds} s, {rate} nodes/s',
    cs: 'čas {seconds} s, {rate} uzlů/s',
  },
  'perft.over': {
    en: 'the game is over: {result} ({reason}, {rule}); no legal move',
    cs: 'partie skončila: {result} ({reason}, {rule}); žádný platný tah',
  },

  // --- legal ------------------------------------------------------------------------------------
  'legal.summary': {
    en: 'list the legal moves of a position, in long form and human notation',
    cs: 'vypíše platné tahy pozice v dlouhém i běžném zápisu',
  },
  'legal.usage': {
    en: 'Usage: arbiter legal <game> [--setup NAME | --position STR] [--options k=v,...] [--moves "m1 m2 ..."] [--format text|json]\n\nPrints one legal move per line: the long form, then the human notation (piece letters in the\nlanguage of --lang where the game has letters in several: Drakoburg).',
    cs: 'Použití: arbiter legal <hra> [--setup NÁZEV | --position TEXT] [--options k=v,...] [--moves "t1 t2 ..."] [--format text|json]\n\nVypíše jeden platný tah na řádek: dlouhý zápis, pak běžný zápis (písmena kamenů v jazyce\n--lang, má-li je hra ve více jazycích: Drakoburg).',
  },
  'legal.count': { en: '{count} legal moves', cs: 'platné tahy: {count}' },
  'legal.steps': { en: '{count} placement steps', cs: 'kroky rozestavení: {count}' },
  'legal.place': { en: 'place {step}', cs: 'postav {step}' },

  // --- explain ----------------------------------------------------------------------------------
  'explain.summary': {
    en: 'say whether a move is legal in a position and which rule decides it',
    cs: 'řekne, zda je tah v pozici přípustný a které pravidlo o tom rozhoduje',
  },
  'explain.usage': {
    en: 'Usage: arbiter explain <game> [--setup NAME | --position STR] [--options k=v,...] [--moves "m1 m2 ..."] [--format text|json] MOVE\n\nExit code 0 when the move is legal, 1 when it is not (the line names the code and the rule).',
    cs: 'Použití: arbiter explain <hra> [--setup NÁZEV | --position TEXT] [--options k=v,...] [--moves "t1 t2 ..."] [--format text|json] TAH\n\nNávratový kód 0, je-li tah přípustný, 1, není-li (řádek uvede kód a pravidlo).',
  },
  'explain.legal': { en: 'legal: {move}', cs: 'přípustný: {move}' },
  'explain.rules': { en: 'rules: {rules}', cs: 'pravidla: {rules}' },
  'explain.illegal': { en: 'illegal: {move}', cs: 'nepřípustný: {move}' },
  'explain.over': {
    en: 'illegal: {move}\nthe game is over: {result} ({reason}, {rule})',
    cs: 'nepřípustný: {move}\npartie skončila: {result} ({reason}, {rule})',
  },

  // --- replay and file --------------------------------------------------------------------------
  'replay.summary': {
    en: 'validate a game record or event log; print the final position and result, or the first illegal move',
    cs: 'ověří záznam partie nebo záznam událostí; vypíše konečnou pozici a výsledek, nebo první neplatný tah',
  },
  'replay.usage': {
    en: 'Usage: arbiter replay FILE [--game GAME] [--lenient] [--format text|json] [--write-events OUT.jsonl] [--write-record OUT.pgn]\n\nFILE is a human record (PGN conventions, [Game "..."] tag) or an event log (JSON lines).\nA record without a [Game] tag needs --game. Every move is checked by the game\'s rules.\nPrints the final position, the result and any notation warnings (lenient mode), or the\nfirst illegal move with its code and rule (exit 1).\n--write-events / --write-record convert the game losslessly to the other record.',
    cs: 'Použití: arbiter replay SOUBOR [--game HRA] [--lenient] [--format text|json] [--write-events VÝSTUP.jsonl] [--write-record VÝSTUP.pgn]\n\nSOUBOR je zápis partie (zvyklosti PGN, značka [Game "..."]) nebo záznam událostí (řádky JSON).\nZápis bez značky [Game] potřebuje --game. Každý tah prověří pravidla hry. Vypíše konečnou\npozici, výsledek a případná varování k zápisu (mírný režim), nebo první neplatný tah\ns kódem a pravidlem (návratový kód 1).\n--write-events / --write-record převedou partii beze ztráty do druhého druhu záznamu.',
  },
  'replay.done': {
    en: '{title}: {plies} plies replayed, all legal',
    cs: '{title}: přehráno půltahů: {plies}, všechny přípustné',
  },
  'replay.warning': {
    en: 'warning at ply {ply} ({move}): {code} [{rule}] {message}',
    cs: 'varování u půltahu {ply} ({move}): {code} [{rule}] {message}',
  },
  'replay.position': { en: 'position {position}', cs: 'pozice {position}' },
  'replay.result': { en: 'result {result}', cs: 'výsledek {result}' },
  'replay.outcome': { en: '{result} ({reason}, {rule})', cs: '{result} ({reason}, {rule})' },
  'replay.inProgress': { en: '* (game in progress)', cs: '* (partie pokračuje)' },
  'replay.toMove': { en: '{side} to move', cs: 'na tahu je {side}' },
  'illegal.at': { en: 'illegal at ply {ply}: {item}', cs: 'neplatný tah v půltahu {ply}: {item}' },
  'illegal.before': { en: 'position before it: {position}', cs: 'pozice před ním: {position}' },
  'moves.item': { en: '--moves item {n} ({text})', cs: '--moves, položka {n} ({text})' },

  'file.summary': {
    en: 'check a game record and file its events in the event store (PGlite by default)',
    cs: 'prověří záznam partie a uloží její události do úložiště událostí (výchozí PGlite)',
  },
  'file.usage': {
    en: 'Usage: arbiter file RECORD [--game GAME] [--store DIR|postgres://...|memory://] [--store-wait SECONDS]\n                   [--lenient] [--game-id ID]\n\nReplays RECORD (human record or event log) through the rules; an illegal move or an event the\nrules decide otherwise stops it (exit 1) and nothing is stored. Otherwise the events the rules\nemitted are appended to the stream game-<ID> (ID: the GameId tag, --game-id, or the hash of\nthose events) in the store: a PGlite data directory (default ./data/arbiter, or $ARBITER_STORE),\na postgres:// or postgresql:// URL, or memory:// (a trial run: nothing is kept). The stream is\nread back and folded, and must give the same final position.\n\nAn embedded (PGlite) store belongs to one process at a time. If another process has it, arbiter\nwaits up to --store-wait seconds (default $ARBITER_STORE_WAIT, else 5) and then stops with\nERR_STORE_BUSY (exit 75), naming the holder; nothing is written. Several writers at once need\nPostgreSQL.',
    cs: 'Použití: arbiter file ZÁZNAM [--game HRA] [--store ADRESÁŘ|postgres://...|memory://] [--store-wait SEKUNDY]\n                   [--lenient] [--game-id ID]\n\nPřehraje ZÁZNAM (zápis partie nebo záznam událostí) podle pravidel; neplatný tah nebo událost,\nkterou pravidla rozhodnou jinak, jej zastaví (návratový kód 1) a nic se neuloží. Jinak se\nudálosti, které vydala pravidla, připojí k proudu game-<ID> (ID: značka GameId, --game-id, nebo\notisk těchto událostí) v úložišti: v datovém adresáři PGlite (výchozí ./data/arbiter, nebo\n$ARBITER_STORE), v databázi podle URL postgres:// či postgresql://, nebo memory:// (zkušební běh:\nnic se neuchová). Proud se přečte zpět, složí a musí dát touž konečnou pozici.\n\nVestavěné úložiště (PGlite) patří vždy jen jednomu procesu. Drží-li je jiný proces, arbiter čeká\nnejvýše --store-wait sekund (výchozí $ARBITER_STORE_WAIT, jinak 5) a pak skončí s ERR_STORE_BUSY\n(návratový kód 75) se jménem držitele; nic se nezapíše. Více zapisujících procesů současně\npotřebuje PostgreSQL.',
  },
  'file.nothingKept': {
    en: 'nothing was kept: memory:// is a store in memory, gone when this run ends',
    cs: 'nic se neuchovalo: memory:// je úložiště v paměti, které s koncem běhu zmizí',
  },
  'file.checked': {
    en: '{title}: {plies} plies, all legal',
    cs: '{title}: půltahů: {plies}, všechny přípustné',
  },
  'file.checkedWarnings': {
    en: '{title}: {plies} plies, all legal ({warnings} notation warnings)',
    cs: '{title}: půltahů: {plies}, všechny přípustné (varování k zápisu: {warnings})',
  },
  'file.warning': {
    en: '  warning at ply {ply} ({move}): {code} [{rule}]',
    cs: '  varování u půltahu {ply} ({move}): {code} [{rule}]',
  },
  'file.duplicate': {
    en: 'already filed: stream {stream}, versions {first}-{last} ({backend})',
    cs: 'už uloženo: proud {stream}, verze {first}-{last} ({backend})',
  },
  'file.filed': {
    en: 'filed: stream {stream}, versions {first}-{last}, global positions {firstPosition}-{lastPosition} ({backend})',
    cs: 'uloženo: proud {stream}, verze {first}-{last}, globální pozice {firstPosition}-{lastPosition} ({backend})',
  },
  'file.readBack': {
    en: 'read back {count} events; final position {position}',
    cs: 'zpět přečteno událostí: {count}; konečná pozice {position}',
  },

  // --- standings, pair, pair-check --------------------------------------------------------------
  'standings.summary': {
    en: 'rank the players of a TRF file by points and FIDE tie-breaks',
    cs: 'seřadí hráče souboru TRF podle bodů a pomocných hodnocení FIDE',
  },
  'standings.usage': {
    en: "Usage: arbiter standings FILE.trf [--tiebreaks BH/C1,BH,SB] [--format text|csv|json] [--round N] [--explain PLAYER]\n\nReads a FIDE TRF(-2026) file and prints the standings after its last complete round (or after\nround N): rank, pairing number, name, points, then each tie-break in the order given.\nTie-breaks (FIDE C.07, 2026): PTS BH SB PS DE WIN WON BPG BWG ARO TPR KS; BH, SB, PS and ARO\ntake /C1 (cut the least significant value) and /M1 (median). Without --tiebreaks, the file's\n212/202 record is used, else BH/C1,BH,SB.\ncsv: the machine format the server writes too: a header \"rank,id,name,rating,PTS,<codes>\" and\none record per player, points with one decimal, each tie-break with its own decimals.\n--explain PLAYER (pairing number or name): that player's tie-breaks shown as sums, round by\nround: what each round adds and why (an unplayed round's virtual opponent, FIDE C.07 16), what\nthe cut removed, and the total, which is the value in the standings (text or json).",
    cs: 'Použití: arbiter standings SOUBOR.trf [--tiebreaks BH/C1,BH,SB] [--format text|csv|json] [--round N] [--explain HRÁČ]\n\nPřečte soubor FIDE TRF(-2026) a vypíše pořadí po posledním úplném kole (nebo po kole N):\npořadí, startovní číslo, jméno, body a pomocná hodnocení v zadaném pořadí.\nPomocná hodnocení (FIDE C.07, 2026): PTS BH SB PS DE WIN WON BPG BWG ARO TPR KS; BH, SB, PS\na ARO přijímají /C1 (škrtnutí nejnižší hodnoty) a /M1 (medián). Bez --tiebreaks platí záznam\n212/202 souboru, jinak BH/C1,BH,SB.\ncsv: strojový formát, stejný jako ze serveru: hlavička „rank,id,name,rating,PTS,<kódy>“ (názvy\nsloupců zůstávají anglické kvůli skriptům) a jeden záznam na hráče, body s jedním desetinným\nmístem, každé pomocné hodnocení se svým počtem desetinných míst, desetinná tečka.\n--explain HRÁČ (startovní číslo nebo jméno): pomocná hodnocení hráče rozepsaná jako součty po\nkolech: co které kolo přidává a proč (virtuální soupeř za neodehrané kolo, FIDE C.07 16), co\nodstranil škrt, a výsledek, který je hodnotou v pořadí (text nebo json).',
  },
  'usage.explainFormat': {
    en: '--explain prints text or json, not "{value}".',
    cs: '--explain vypisuje jen text nebo json, ne „{value}“.',
  },

  // --- standings --explain: a tie-break shown as a sum ------------------------------------------
  'breakdown.player': {
    en: 'Tie-breaks of {id} {name}: rank {rank}, {points} points after {rounds}',
    cs: 'Pomocná hodnocení hráče {id} {name}: {rank}. místo, {points} b. po {rounds}',
  },
  'breakdown.tieBreak': { en: '{code}: {name} [{rule}]', cs: '{code}: {name} [{rule}]' },
  'breakdown.head': { en: 'Rd|Opp|Res|Value|How', cs: 'Kolo|Soup.|Výs.|Hodnota|Jak vznikla' },
  'breakdown.points': { en: 'points scored', cs: 'získané body' },
  'breakdown.opponent': { en: "opponent's score {score}", cs: 'skóre soupeře {score}' },
  'breakdown.opponentAdjusted': {
    en: "opponent's score {score}, counted as {adjusted}: after round {last} they took no part, and each later round counts as a draw",
    cs: 'skóre soupeře {score}, počítá se {adjusted}: po {last}. kole se turnaje neúčastnil a každé další kolo se počítá jako remíza',
  },
  'breakdown.weight': { en: '{value} × {weight} scored', cs: '{value} × {weight} získáno' },
  'breakdown.virtual': {
    en: "unplayed: a virtual opponent with the player's own score {own}, at most {cap} ({capBy})",
    cs: 'neodehráno: virtuální soupeř s hráčovým vlastním skóre {own}, nejvýše {cap} ({capBy})',
  },
  'breakdown.capScheduled': { en: "the scheduled opponent's score", cs: 'skóre určeného soupeře' },
  'breakdown.capHalf': { en: 'half the maximum score', cs: 'polovina nejvyššího možného skóre' },
  'breakdown.running': { en: 'score after this round', cs: 'skóre po tomto kole' },
  'breakdown.counts': { en: 'counts one', cs: 'počítá se jedna' },
  'breakdown.countsNot': { en: 'counts nothing', cs: 'nepočítá se nic' },
  'breakdown.koyaYes': {
    en: "opponent's score {score} reaches {threshold}: the points count",
    cs: 'skóre soupeře {score} dosahuje {threshold}: body se počítají',
  },
  'breakdown.koyaNo': {
    en: "opponent's score {score} is below {threshold}: left out",
    cs: 'skóre soupeře {score} je pod {threshold}: vynecháno',
  },
  'breakdown.koyaNone': { en: 'no opponent: left out', cs: 'bez soupeře: vynecháno' },
  'breakdown.rating': { en: "opponent's rating (scored {score})", cs: 'rating soupeře (získáno {score})' },
  'breakdown.noRatedGame': {
    en: 'no game over the board against a rated opponent: not part of it',
    cs: 'žádná partie u šachovnice s hráčem s ratingem: nezapočítává se',
  },
  'breakdown.encounter': {
    en: 'game against a player of the tied group',
    cs: 'partie s hráčem ze skupiny se shodou',
  },
  'breakdown.outsideGroup': { en: 'not against the tied group', cs: 'ne proti skupině se shodou' },
  'breakdown.notPlayed': {
    en: 'against the tied group, not played over the board',
    cs: 'proti skupině se shodou, ale nehráno u šachovnice',
  },
  'breakdown.cutLow': { en: 'cut: least significant', cs: 'škrtnuto: nejméně významné' },
  'breakdown.cutVoluntary': {
    en: 'cut first: a round chosen not to play',
    cs: 'škrtnuto přednostně: kolo, které hráč dobrovolně nehrál',
  },
  'breakdown.cutHigh': { en: 'cut: most significant', cs: 'škrtnuto: nejvýznamnější' },
  'breakdown.cutFirst': { en: 'cut: one of the first {n} rounds', cs: 'škrtnuto: jedno z prvních {n} kol' },
  'breakdown.sum': {
    en: 'total {before} − cut {removed} = {value}',
    cs: 'součet {before} − škrt {removed} = {value}',
  },
  'breakdown.sumPlain': { en: 'total {value}', cs: 'součet {value}' },
  'breakdown.average': {
    en: 'average of {counted} ratings: {sum} / {counted} = {value} (rounded)',
    cs: 'průměr {counted} ratingů: {sum} / {counted} = {value} (zaokrouhleno)',
  },
  'breakdown.averageNone': { en: 'no rating to average: {value}', cs: 'žádný rating k průměrování: {value}' },
  'breakdown.averageCuts': {
    en: '{used} of the {cuts} cut(s) taken by rounds without a rated game',
    cs: 'škrty vybrané koly bez partie s hráčem s ratingem: {used} z {cuts}',
  },
  'breakdown.performance': {
    en: 'average rating {average} + dp {dp} (scored {score} of {games}, p = {p}) = {value}',
    cs: 'průměrný rating {average} + dp {dp} (získáno {score} z {games}, p = {p}) = {value}',
  },
  'breakdown.position': {
    en: 'place {value} by the games inside the group tied on the earlier keys: {group}',
    cs: '{value}. místo podle vzájemných partií ve skupině se shodou v předchozích kritériích: {group}',
  },
  'breakdown.alone': {
    en: '0: nobody else has the same values on the earlier keys',
    cs: '0: nikdo jiný nemá v předchozích kritériích stejné hodnoty',
  },
  'breakdown.notSeparated': {
    en: '0: the games inside the group tied on the earlier keys do not separate it: {group}',
    cs: '0: vzájemné partie skupinu se shodou v předchozích kritériích nerozdělí: {group}',
  },

  'pair.summary': {
    en: 'pair the next round of a TRF file with a pairing system',
    cs: 'vylosuje další kolo souboru TRF zvoleným systémem',
  },
  'pair.usage': {
    en: 'Usage: arbiter pair FILE.trf [--system <{systems}>] [--format pairs|table|csv] [--expected FILE.pairs]\n       arbiter pair --check FILE.trf [--system <id>] [--verbose]\n\nThe system is the FIDE Dutch Swiss unless --system names another; a round-robin system pairs\nonly a file that it paired itself (a Swiss file is refused: its players met in other rounds).\nWith --check, re-pairs every round of the file by the Dutch system and reports each round whose\nrecorded pairing differs, with the first criterion that separates the two (exit 1 when any does).\n\nPairs the round after the last paired round of the file. Players with "0000 - H/F/Z" (or a\n240 record) in that round are not paired. --format pairs (the default, for scripts) prints the\nnumber of lines, then "WHITE BLACK" per board, and "ID 0" for a player without a game (PAB, or\nthe round robin\'s bye); --format table prints board, White and Black by number and name, and the\nplayers without a game; --format csv prints the same as the server\'s round CSV\n(board,white,white_name,result,black,black_name; pab, bye-half, bye-full, bye-zero, rest).\nWith --expected, compares the boards and the bye with a pairs file (order ignored) and exits 1\nwhen they differ.',
    cs: 'Použití: arbiter pair SOUBOR.trf [--system <{systems}>] [--format pairs|table|csv] [--expected SOUBOR.pairs]\n       arbiter pair --check SOUBOR.trf [--system <id>] [--verbose]\n\nSystémem je holandský švýcarský systém FIDE, pokud --system neurčí jiný; systém každý s každým\nlosuje jen soubor, který sám vylosoval (švýcarský soubor odmítne: hráči se potkali v jiných kolech).\nS --check znovu vylosuje každé kolo souboru holandským systémem a ohlásí každé kolo, jehož zapsané\nlosování se liší, s prvním kritériem, které je odlišuje (návratový kód 1, liší-li se některé).\n\nVylosuje kolo po posledním vylosovaném kole souboru. Hráči se „0000 - H/F/Z“ (nebo záznamem 240)\nv tomto kole se nelosují. --format pairs (výchozí, pro skripty) vypíše počet řádků, pak\n„BÍLÝ ČERNÝ“ na každou šachovnici a „ID 0“ pro hráče bez partie (volno přidělené losem); --format table\nvypíše šachovnici, bílého a černého číslem a jménem a hráče bez partie; --format csv vypíše totéž\nco CSV kola ze serveru (strojový formát s anglickými klíči, popsaný v dokumentaci webové aplikace).\nS --expected porovná šachovnice a volno přidělené losem se souborem losování (na pořadí nezáleží)\na vrátí 1, liší-li se.',
  },
  'pair.round': { en: 'Round {round}', cs: '{round}. kolo' },
  'pair.matches': { en: 'pairing matches the expected file', cs: 'losování odpovídá očekávanému souboru' },
  'pair.differs': { en: 'expected {expected}, got {got}', cs: 'očekáváno {expected}, vylosováno {got}' },

  'pairCheck.summary': {
    en: 'check every round of a finished TRF file against the FIDE Dutch pairing',
    cs: 'porovná každé kolo odehraného souboru TRF s holandským losováním FIDE',
  },
  'pairCheck.usage': {
    en: 'Usage: arbiter pair-check FILE.trf [--system <id>] [--verbose]   (the same as: arbiter pair --check FILE.trf)\n\nRe-pairs each round of the file from the rounds before it (keeping that round\'s declared byes)\nwith the FIDE Dutch system (C.04.3, 2026) and prints, for each round, whether the recorded\npairing is the Dutch one; when not, the first criterion that separates them (C1-C21, "order"\nfor an equally good pairing that comes later in the Dutch order, "colours" for the colour\nallocation). --verbose prints both pairings of a differing round. Exit 1 if any round differs.',
    cs: 'Použití: arbiter pair-check SOUBOR.trf [--system <id>] [--verbose]   (totéž jako: arbiter pair --check SOUBOR.trf)\n\nZnovu vylosuje každé kolo souboru z kol před ním (se zachováním volných losů ohlášených pro to kolo)\nholandským systémem FIDE (C.04.3, 2026) a u každého kola vypíše, zda je zapsané losování\nholandské; pokud ne, první kritérium, které je odlišuje (C1-C21, „order“ pro stejně dobré\nlosování, které přichází v holandském pořadí později, „colours“ pro přidělení barev).\n--verbose vypíše obě losování odlišného kola. Návratový kód 1, liší-li se některé kolo.',
  },
  'pairCheck.same': {
    en: 'round {round}: same as the Dutch pairing',
    cs: '{round}. kolo: shodné s holandským losováním',
  },
  'pairCheck.differs': {
    en: 'round {round}: differs, first by {criterion} [{rule}]: {note}',
    cs: '{round}. kolo: liší se, nejprve v kritériu {criterion} [{rule}]: {note}',
  },
  'pairCheck.recorded': { en: '  recorded: {pairs}', cs: '  zapsané:    {pairs}' },
  'pairCheck.dutch': { en: '  dutch:    {pairs}', cs: '  holandské:  {pairs}' },
  'pairCheck.unpairable': { en: '(cannot be paired)', cs: '(nelze vylosovat)' },
  'pairCheck.total': {
    en: '{rounds} rounds checked, {differ} differ',
    cs: 'prověřeno kol: {rounds}, odlišných: {differ}',
  },
  'pairCheck.allSame': {
    en: '{rounds} rounds checked, 0 differ: every round is the Dutch pairing',
    cs: 'prověřeno kol: {rounds}, odlišných: 0: každé kolo odpovídá holandskému losování',
  },
  'pairCheck.edited': {
    en: 'round {round}: edited by the arbiter, breaking {criteria}; reason: {reason}',
    cs: '{round}. kolo: nalosování upravil rozhodčí, porušena kritéria {criteria}; důvod: {reason}',
  },
  'pairCheck.editedNone': { en: 'no criterion', cs: 'žádné kritérium' },

  // --- words filled into other lines -------------------------------------------------------------
  'side.white': { en: 'White', cs: 'bílý' },
  'board.white': { en: 'white', cs: 'bílá' },
  'board.black': { en: 'black', cs: 'černá' },
  'side.black': { en: 'Black', cs: 'černý' },
} as const satisfies Record<string, CliText>;

/** Why a game ended (the kernel's end reasons), in both languages. */
export const endReasons: Readonly<Record<string, CliText>> = {
  checkmate: { en: 'checkmate', cs: 'mat' },
  'royal-pieces-lost': { en: 'royal pieces lost', cs: 'ztráta královských kamenů' },
  stalemate: { en: 'stalemate', cs: 'pat' },
  resignation: { en: 'resignation', cs: 'vzdání' },
  agreement: { en: 'agreement', cs: 'dohoda' },
  'threefold-repetition': { en: 'threefold repetition', cs: 'trojí opakování pozice' },
  'fifty-moves': { en: 'fifty-move rule', cs: 'pravidlo padesáti tahů' },
  'dead-position': { en: 'dead position', cs: 'mrtvá pozice' },
  'time-forfeit': { en: 'time forfeit', cs: 'prohra na čas' },
  adjudication: { en: 'adjudication', cs: 'rozhodnutí rozhodčího' },
};

/**
 * The facts `explain` prints (the fields of the move's event) and their values that are words:
 * labels and values in both languages. A field without an entry prints under its own name.
 */
export const factWords: Readonly<Record<string, CliText>> = {
  notation: { en: 'notation', cs: 'zápis' },
  human: { en: 'notation', cs: 'zápis' },
  humanEnglish: { en: 'English notation', cs: 'anglický zápis' },
  side: { en: 'side', cs: 'strana' },
  owner: { en: 'owner', cs: 'vlastník' },
  piece: { en: 'piece', cs: 'kámen' },
  captured: { en: 'captured', cs: 'brané' },
  from: { en: 'from', cs: 'z' },
  to: { en: 'to', cs: 'na' },
  enPassant: { en: 'en passant', cs: 'braní mimochodem' },
  doubleStep: { en: 'double step', cs: 'dvojkrok' },
  promotion: { en: 'promotion', cs: 'proměna' },
  check: { en: 'check', cs: 'šach' },
  checks: { en: 'checks', cs: 'šachy' },
  castling: { en: 'castling', cs: 'rošáda' },
  uncovered: { en: 'uncovered', cs: 'odkryto' },
  removedBefore: { en: 'removed before', cs: 'odebráno před tahem' },
  removedAfter: { en: 'removed after', cs: 'odebráno po tahu' },
  removedNext: { en: 'removed next', cs: 'odebráno příště' },
  winning: { en: 'winning', cs: 'vítězný' },
  true: { en: 'yes', cs: 'ano' },
  false: { en: 'no', cs: 'ne' },
  white: { en: 'white', cs: 'bílý' },
  black: { en: 'black', cs: 'černý' },
  pawn: { en: 'pawn', cs: 'pěšec' },
  knight: { en: 'knight', cs: 'jezdec' },
  bishop: { en: 'bishop', cs: 'střelec' },
  rook: { en: 'rook', cs: 'věž' },
  queen: { en: 'queen', cs: 'dáma' },
  king: { en: 'king', cs: 'král' },
  'king-side': { en: 'king side', cs: 'královské křídlo' },
  'queen-side': { en: 'queen side', cs: 'dámské křídlo' },
};

/** Game titles in both languages, by game id (a game without an entry prints its own title). */
export const gameTitles: Readonly<Record<string, CliText>> = {
  'tri-d-chess': {
    en: "Tri-Dimensional Chess (Meder's Tournament Rules)",
    cs: 'Trojrozměrné šachy (Mederova turnajová pravidla)',
  },
  drakoburg: { en: 'Drakoburg (Dračí šachy)', cs: 'Drakoburg (Dračí šachy)' },
};

/** A key of the CLI's texts. */
export type TextKey = keyof typeof cliTexts;
