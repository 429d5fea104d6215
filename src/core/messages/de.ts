/**
 * The product's German catalogue. `germanMessages()`: the core's messages, the English template (the key,
 * `$1`, `$2`… for the arguments, `{1}`, `{2}`… for further cells) → the German template; a test
 * keeps it complete. The other sections are the twins of en.ts's, key for key: the server's
 * texts, the Keizer evening's, the menu, the names of the codes and presets, the sidebar's words,
 * the command line's text output.
 */
import { groupedNumber, formatNumber } from '../numbers';
import { ratingWords } from './ratingsDe';
import type {
  CliKeizerWords,
  CliCheckWords,
  CliPairWords,
  CliStandingsWords,
  CliTeamsWords,
  CodeText,
  KeizerTexts,
  MenuTexts,
  FunctionTableWords,
  ListWords,
  OwnSheetTexts,
  EventTexts,
  EventViewTexts,
  PairViewTexts,
  PresetText,
  TableExampleWords,
  ModifierWords,
  SheetTexts,
  SwissWords,
  TeamModifierWords,
} from './catalogueTypes';
import type { RuleSet } from '../tiebreaks/types';
import type { SidebarStrings } from './en';
import { ratingMessagesDe } from './deRatings';

/**
 * The core's messages in German, made when the first German message is said (message.ts keeps
 * them): as a constant, every started program built this object of a thousand entries, and read
 * its strings from the code cache, in English too (4M of the command line's 122M instructions
 * before any work).
 */
export function germanMessages(): Readonly<Record<string, string>> {
  return {
    '"$1"': '„$1“',
    '"$1" $2': '„$1“ $2',
    '"$1" adds up to $2, but a match is played on $3 boards':
      '„$1“ ergibt $2, aber ein Mannschaftskampf wird an $3 Brettern gespielt',
    '"$1" and "$2" ({1}) give both players the same colour':
      '„$1“ und „$2“ ({1}) geben beiden Spielern dieselbe Farbe',
    '"$1" cannot play against themself (also under White)':
      '„$1“ kann nicht gegen sich selbst spielen (steht auch unter Weiß)',
    '"$1" gives both players\' scores, as a results list does; a crosstable cell holds only the row player\'s score (1, ½, 0, + or -)':
      '„$1“ gibt die Punkte beider Spieler an, wie eine Ergebnisliste; eine Zelle der Kreuztabelle enthält nur die Punkte des Zeilenspielers (1, ½, 0, + oder -)',
    '"$1" has FIDE id $2 here but $3 in $4': '„$1“ hat hier die FIDE-ID $2, aber $3 in $4',
    '"$1" has no opponent and no result; name the opponent under Black, or for a round without a game write in Result one of: $2':
      '„$1“ hat weder Gegner noch Ergebnis; tragen Sie den Gegner unter Schwarz ein, oder schreiben Sie für eine Runde ohne Partie unter Ergebnis eines von: $2',
    '"$1" is listed twice in round $2: also in $3': '„$1“ steht in Runde $2 doppelt: auch in $3',
    '"$1" plays twice in round $2: in $3 and in $4':
      '„$1“ spielt in Runde $2 zweimal: in $3 und in $4',
    '"$1" is listed twice: also in row $2 of the list':
      '„$1“ steht doppelt in der Liste: auch in Zeile $2',
    '"$1" is not $2 in this table: a game scores $3; expected $4':
      '„$1“ ist in dieser Tabelle nicht $2: eine Partie bringt $3; erwartet $4',
    '"$1" is not a board number: expected 1, 2, …': '„$1“ ist keine Brettnummer: erwartet 1, 2, …',
    '"$1" is not a board result: expected 1-0, ½-½, 0-1, +:- …':
      '„$1“ ist kein Brettergebnis: erwartet 1-0, ½-½, 0-1, +:- …',
    '"$1" is not a crosstable result; expected $2':
      '„$1“ ist kein Ergebnis der Kreuztabelle; erwartet $2',
    '"$1" is not a match score: expected the board points of both teams (2½:1½, 3-1), +:- or -:+ for a forfeited match, -:- when neither came, or a blank':
      '„$1“ ist kein Mannschaftsergebnis: erwartet die Brettpunkte beider Mannschaften (2½:1½, 3-1), +:- oder -:+ für einen kampflosen Mannschaftskampf, -:- wenn keine antrat, oder leer',
    '"$1" is not a number of $2': '„$1“ ist keine Zahl von $2',
    '"$1" is not a progress-table entry; expected $2':
      '„$1“ ist kein Eintrag der Fortschrittstabelle; erwartet $2',
    '"$1" is not a result: expected $2': '„$1“ ist kein Ergebnis: erwartet $2',
    '"$1" is not a round number: expected 1, 2, …': '„$1“ ist keine Rundennummer: erwartet 1, 2, …',
    '"$1" is not in the player list': '„$1“ steht nicht in der Spielerliste',
    '"$1" is not one side\'s game result: expected 1, ½ or 0':
      '„$1“ ist kein Ergebnis einer Seite: erwartet 1, ½ oder 0',
    '"$1" names opponent $2, but no player has that start number (they run from $3 to $4)':
      '„$1“ nennt den Gegner $2, aber kein Spieler hat diese Startnummer (sie reichen von $3 bis $4)',
    '"$1" names the side that did not finish, but that side won the game':
      '„$1“ nennt die Seite, die nicht zu Ende spielte, aber diese Seite hat die Partie gewonnen',
    '"$1" pairs player $2 against themself': '„$1“ paart Spieler $2 gegen sich selbst',
    '"$1" runs the opponent and the result together: write it as $2w$3 or $4b$5':
      '„$1“ schreibt Gegner und Ergebnis zusammen: schreiben Sie $2w$3 oder $4b$5',
    '"$1" withdrew in round $2 (row $3 of the range) but is listed in round $4':
      '„$1“ hat sich in Runde $2 zurückgezogen (Zeile $3 des Bereichs), steht aber in Runde $4',
    '"=F$1" is a drawn forfeit, which does not exist':
      '„=F$1“ wäre ein kampfloses Remis, das es nicht gibt',
    '"after round" must be a whole number from 0 to $1, found $2':
      '„nach Runde“ muss eine ganze Zahl von 0 bis $1 sein, gefunden $2',
    '$1 $2 appears twice (also in {1}): every player needs their own':
      '$1 $2 kommt doppelt vor (auch in {1}): jeder Spieler braucht eine eigene',
    '$1 ($2)': '$1 ($2)',
    "$1 ($2) does not match its mirror cell {1}, $3 ($4): the opponent's cell should say $5":
      '$1 ($2) passt nicht zu seiner Spiegelzelle {1}, $3 ($4): die Zelle des Gegners müsste $5 lauten',
    '$1 ($2): found $3 running into column $4, expected at most $5 characters ending in column $6':
      '$1 ($2): gefunden $3, reicht bis Spalte $4, erwartet höchstens $5 Zeichen bis Spalte $6',
    '$1 (No. $2) has start number $3 as opponent in round $4, but no participant has that start number':
      '$1 (Nr. $2) hat Startnummer $3 als Gegner in Runde $4, aber kein Teilnehmer hat diese Startnummer',
    '$1 (No. $2) of $3': '$1 (Nr. $2) von $3',
    '$1 (No. $2):': '$1 (Nr. $2):',
    '$1 (No. $2): national rating': '$1 (Nr. $2): nationale Wertzahl',
    '$1 (TRF pasted into the sheet)': '$1 (TRF in die Tabelle eingefügt)',
    '$1 (a checkbox or logical value) where a $2 belongs':
      '$1 (ein Kontrollkästchen oder Wahrheitswert) an der Stelle von: $2',
    '$1 (columns $2–$3): found $4, expected points like 11.5':
      '$1 (Spalten $2–$3): gefunden $4, erwartet Punkte wie 11.5',
    '$1 (detected)': '$1 (erkannt)',
    '$1 (no games yet in $2 round columns)': '$1 (noch keine Partien in $2 Rundenspalten)',
    '$1 (no. $2) played start number $3 in round $4, but no participant has that start number':
      '$1 (Nr. $2) spielte gegen Startnummer $3 in Runde $4, aber kein Teilnehmer hat diese Startnummer',
    '$1 (round $2 not played yet)': '$1 (Runde $2 noch nicht gespielt)',
    '$1 (rounds $2 to $3 not played yet)': '$1 (Runden $2 bis $3 noch nicht gespielt)',
    '$1 FIDE id': '$1 FIDE-ID',
    '$1 add up to $2, but a match is played on $3 boards':
      '$1 ergeben $2, aber ein Mannschaftskampf wird an $3 Brettern gespielt',
    '$1 add up to $2, but a match is played on $3 boards: the two cells of a match must add up to the number of boards':
      '$1 ergeben $2, aber ein Mannschaftskampf wird an $3 Brettern gespielt: die beiden Zellen eines Kampfes müssen zusammen die Anzahl der Bretter ergeben',
    '$1 and $2 disagree about the result of their game':
      '$1 und $2 sind sich über das Ergebnis ihrer Partie nicht einig',
    '$1 and $2 in {1}': '$1 und $2 in {1}',
    '$1 and $2 in {1} add up to $3, but as many other matches add up to $4: the number of boards is unclear; correct the cells or give the boards option':
      '$1 und $2 in {1} ergeben $3, aber ebenso viele andere Mannschaftskämpfe ergeben $4: die Anzahl der Bretter ist unklar; berichtigen Sie die Zellen oder geben Sie die Option boards an',
    '$1 are not a pair of results': '$1 sind kein zusammengehöriges Ergebnispaar',
    '$1 board': '$1 Brett',
    '$1 boards': '$1 Bretter',
    '$1 cannot meet itself': '$1 kann nicht gegen sich selbst spielen',
    '$1 counts matches; it is defined on match points only ($2:MP)':
      '$1 zählt Mannschaftskämpfe; sie ist nur für Mannschaftspunkte definiert ($2:MP)',
    '$1 do not agree on the score of this match':
      '$1 sind sich über das Ergebnis dieses Kampfes nicht einig',
    '$1 do not agree: a match won by forfeit (+) needs a lost one (-) in the mirror cell':
      '$1 passen nicht zusammen: ein kampflos gewonnener Kampf (+) braucht einen kampflos verlorenen (-) in der Spiegelzelle',
    '$1 do not agree: one says neither team came, the other gives a result':
      '$1 passen nicht zusammen: eine sagt, keine Mannschaft sei angetreten, die andere gibt ein Ergebnis',
    '$1 file: $2, $3': '$1-Datei: $2, $3',
    '$1 for team $2 in round $3, but its player $4 has a game against $5 on line $6':
      '$1 für Mannschaft $2 in Runde $3, aber ihr Spieler $4 hat eine Partie gegen $5 in Zeile $6',
    '$1 for team $2 in round $3, but line $4 already gives it one':
      '$1 für Mannschaft $2 in Runde $3, aber Zeile $4 gibt ihr schon eins',
    '$1 forfeits round $2 against team $3, which has no team record':
      '$1 verliert Runde $2 kampflos gegen Mannschaft $3, die keinen Mannschaftssatz hat',
    '$1 game': '$1 Partie',
    '$1 games': '$1 Partien',
    "$1 has a forfeit without a named opponent; a Keizer credit is a share of the opponent's value":
      '$1 hat einen kampflosen Punkt ohne genannten Gegner; eine Keizer-Gutschrift ist ein Anteil am Wert des Gegners',
    '$1 has a game without a result; Keizer standings need every result of an evening':
      '$1 hat eine Partie ohne Ergebnis; eine Keizer-Tabelle braucht jedes Ergebnis eines Abends',
    '$1 has a second match or bye in round $2 (the first is in {1})':
      '$1 hat in Runde $2 einen zweiten Kampf oder ein zweites Freilos (das erste steht in {1})',
    '$1 has no entry for this round': '$1 hat keinen Eintrag für diese Runde',
    '$1 is $2 but the range has $3 columns: expected a 0-based column from 0 to $4':
      '$1 ist $2, aber der Bereich hat $3 Spalten: erwartet eine 0-basierte Spalte von 0 bis $4',
    '$1 is not a $2: expected a whole number from $3':
      '$1 ist als $2 ungültig: erwartet eine ganze Zahl ab $3',
    '$1 is not a $2: expected a whole number up to 4000':
      '$1 ist als $2 ungültig: erwartet eine ganze Zahl bis 4000',
    '$1 is not a number of points: expected e.g. 4½, 4.5 or 4,5':
      '$1 ist keine Punktzahl: erwartet z. B. 4½, 4.5 oder 4,5',
    '$1 is not a result; expected $2': '$1 ist kein Ergebnis; erwartet $2',
    "$1 meets $2, but $3's round $4 does not say so":
      '$1 trifft auf $2, aber Runde $4 von $3 sagt das nicht',
    '$1 meets start number $2, who is not in the list':
      '$1 trifft auf Startnummer $2, die nicht in der Liste steht',
    '$1 names an opponent but no colour and result: write $2w1, $3b½, $4s0 (or $5w for a game not played yet)':
      '$1 nennt einen Gegner, aber weder Farbe noch Ergebnis: schreiben Sie $2w1, $3b½, $4s0 (oder $5w für eine noch nicht gespielte Partie)',
    '$1 names team $2, which has no team record':
      '$1 nennt Mannschaft $2, die keinen Mannschaftssatz hat',
    '$1 needs the board of every game, but $2; in a TRF, 300 records give the line-ups':
      '$1 braucht das Brett jeder Partie, aber $2; in einer TRF-Datei geben die 300er-Sätze die Aufstellungen an',
    '$1 needs the order of the rounds: $2': '$1 braucht die Reihenfolge der Runden: $2',
    '$1 needs the result of every board, but round $2 of $3 was entered as a match score only; use a match list with board-by-board results':
      '$1 braucht das Ergebnis jedes Bretts, aber Runde $2 von $3 wurde nur als Mannschaftsergebnis eingetragen; nehmen Sie eine Paarungsliste mit Ergebnissen Brett für Brett',
    '$1 not played yet': '$1 noch nicht gespielt',
    '$1 player': '$1 Spieler',
    '$1 players': '$1 Spieler',
    '$1 points': '$1 Punkte',
    '$1 points do not fit the $2 columns TRF-2026 gives them':
      '$1 Punkte passen nicht in die $2 Spalten, die TRF-2026 ihnen gibt',
    '$1 rank': '$1 Platz',
    '$1 rating': '$1 Wertzahl',
    '$1 round': '$1 Runde',
    '$1 rounds': '$1 Runden',
    "$1 says player $2 $3 against $4 in round $5, but $6's cell ({1}) is $7: $8; expected $9":
      '$1 sagt, Spieler $2 $3 gegen $4 in Runde $5, aber die Zelle von $6 ({1}) ist $7: $8; erwartet $9',
    '$1 takes :MP or :GP': '$1 nimmt :MP oder :GP',
    '$1 takes no :MP or :GP': '$1 nimmt kein :MP oder :GP',
    '$1 team': '$1 Mannschaft',
    '$1 teams': '$1 Mannschaften',
    '$1 was turned into a date by Sheets where a $2 belongs — type ½ or 0.5, or format the column as text':
      '$1 wurde von Google Tabellen in ein Datum umgewandelt, an der Stelle von: $2 — tippen Sie ½ oder 0.5, oder formatieren Sie die Spalte als Text',
    '$1 where a $2 belongs': '$1 an der Stelle von: $2',
    '$1 without a result yet': '$1 noch ohne Ergebnis',
    '$1 – $2 appears twice in round $3 (also in {1}); a list without a Board column has one row per match':
      '$1 – $2 steht doppelt in Runde $3 (auch in {1}); eine Liste ohne Brett-Spalte hat eine Zeile pro Mannschaftskampf',
    '$1, $2 not played yet': '$1, $2 noch nicht gespielt',
    '$1, $2 players': '$1, $2 Spieler',
    "$1, and a crosstable has no rounds (its games were placed in the Berger table's order only so that they could be counted). Use a progress table or a results list, which say who played whom in which round; or, if the rounds really followed the Berger table, say so with the option rounds=berger (command line: --berger-rounds)":
      '$1, und eine Kreuztabelle hat keine Runden (ihre Partien wurden nur zum Zählen in die Reihenfolge der Berger-Tabelle gelegt). Nehmen Sie eine Fortschrittstabelle oder eine Ergebnisliste, die sagen, wer in welcher Runde gegen wen spielte; oder, wenn die Runden wirklich der Berger-Tabelle folgten, sagen Sie das mit der Option rounds=berger (Kommandozeile: --berger-rounds)',
    '$1, opponents numbered by rank (row order)': '$1, Gegner nach Platz nummeriert (Zeilenfolge)',
    '$1, rounds $2–$3 not counted either': '$1, Runden $2–$3 ebenfalls nicht gezählt',
    '$1/$2/$3 points': '$1/$2/$3 Punkte',
    '$1: "$2" appears twice; one entry per evening':
      '$1: „$2“ steht doppelt da; ein Eintrag pro Abend',
    '$1: "$2" is not in the player list': '$1: „$2“ steht nicht in der Spielerliste',
    '$1: "$2" is paired against themselves': '$1: „$2“ ist gegen sich selbst gepaart',
    '$1: "$2": "$3" is none of $4': '$1: „$2“: „$3“ ist keins von $4',
    '$1: $2': '$1: $2',
    '$1: $2 – $3: result "$4" is none of $5': '$1: $2 – $3: das Ergebnis „$4“ ist keins von $5',
    '$1: a played game ($2) needs the colour w or b':
      '$1: eine gespielte Partie ($2) braucht die Farbe w oder b',
    '$1: board $2 is listed twice (also in {1})': '$1: Brett $2 steht doppelt da (auch in {1})',
    '$1: board $2, but a match is played on $3 boards':
      '$1: Brett $2, aber ein Mannschaftskampf wird an $3 Brettern gespielt',
    '$1: board$2 $3 missing; every match lists its $4 boards (a board left empty keeps its row, with the player cell blank)':
      '$1: Brett$2 $3 fehlt; jeder Mannschaftskampf listet seine $4 Bretter (ein leer gebliebenes Brett behält seine Zeile, mit leerer Spielerzelle)',
    '$1: found $2, expected a bye (0000 - U, H, F, Z or -) or an opponent':
      '$1: gefunden $2, erwartet ein Freilos (0000 - U, H, F, Z oder -) oder einen Gegner',
    '$1: found $2, expected a result 1 = 0 W D L + - against an opponent (H F U Z need opponent 0000)':
      '$1: gefunden $2, erwartet ein Ergebnis 1 = 0 W D L + - gegen einen Gegner (H F U Z brauchen den Gegner 0000)',
    '$1: found $2, expected points such as 1.0': '$1: gefunden $2, erwartet Punkte wie 1.0',
    "$1: found $2, expected the opponent's start number in columns $3–$4, the colour (w, b or -) in column $5 and the result in column $6":
      '$1: gefunden $2, erwartet die Startnummer des Gegners in den Spalten $3–$4, die Farbe (w, b oder -) in Spalte $5 und das Ergebnis in Spalte $6',
    '$1: found $2, expected the total number of rounds':
      '$1: gefunden $2, erwartet die Gesamtzahl der Runden',
    '$1: found $2, expected white1 or black1': '$1: gefunden $2, erwartet white1 oder black1',
    '$1: found $2: a round without opponent has no colour':
      '$1: gefunden $2: eine Runde ohne Gegner hat keine Farbe',
    '$1: no game was played and the boards end $2 : $3; a match decided without play needs a winner':
      '$1: es wurde nicht gespielt, und die Bretter enden $2 : $3; ein ohne Spiel entschiedener Mannschaftskampf braucht einen Sieger',
    '$1; $2': '$1; $2',
    '$1; $2 boards': '$1; $2 Bretter',
    '$1; a tag reads [Name "value"], one per line':
      '$1; ein Tag lautet [Name "Wert"], einer pro Zeile',
    ', board by board': ', Brett für Brett',
    '0 alone is not a round entry: write Z for a zero-point bye, - for a forfeit loss, or the opponent, colour and result (12w0)':
      '0 allein ist kein Rundeneintrag: schreiben Sie Z für ein Nullpunkt-Freilos, - für eine kampflose Niederlage, oder Gegner, Farbe und Ergebnis (12w0)',
    '1-0, 0-1, 1/2-1/2 or * (not played yet)': '1-0, 0-1, 1/2-1/2 oder * (noch nicht gespielt)',
    ':$1 is no score; use :MP (match points) or :GP (game points)':
      ':$1 ist keine Punktart; nehmen Sie :MP (Mannschaftspunkte) oder :GP (Brettpunkte)',
    '; $1 without a result yet': '; $1 noch ohne Ergebnis',
    BBD: 'BBD',
    BBF: 'BBF',
    BBL: 'BBL',
    BBU: 'BBU',
    BBW: 'BBW',
    BBZ: 'BBZ',
    'BERLINER expects one match (a column of board results, or two columns with the home and away points of each board) or a match list with Round, Home, Away, Board and Result columns':
      'BERLINER erwartet einen Mannschaftskampf (eine Spalte mit Brettergebnissen oder zwei Spalten mit den Punkten von Heim und Gast an jedem Brett) oder eine Paarungsliste mit den Spalten Runde, Heim, Gast, Brett und Ergebnis',
    'BW on the first 0 boards is no tie-break':
      'BW über die ersten 0 Bretter ist keine Feinwertung',
    'Double round-robin crosstable, $1 players': 'Doppelrundige Kreuztabelle, $1 Spieler',
    'FIDE id $1 is "$2" here but "$3" in $4': 'die FIDE-ID $1 ist hier „$2“, aber „$3“ in $4',
    'FIDE id (columns 58–68): found $1, expected a number or blank':
      'FIDE-ID (Spalten 58–68): gefunden $1, erwartet eine Zahl oder leer',
    'Keizer option $1: expected a number $2, found $3':
      'Keizer-Option $1: erwartet eine Zahl $2, gefunden $3',
    'Keizer option $1: expected a number such as 0.35, found "$2"':
      'Keizer-Option $1: erwartet eine Zahl wie 0.35, gefunden „$2“',
    'Keizer option $1: expected a whole number of at least $2, found $3':
      'Keizer-Option $1: erwartet eine ganze Zahl von mindestens $2, gefunden $3',
    'Keizer option $1: the first-to-last ratio must exceed 1, found $2':
      'Keizer-Option $1: das Verhältnis vom Ersten zum Letzten muss größer als 1 sein, gefunden $2',
    'Keizer option fractions: unknown kind "$1"; expected one of $2':
      'Keizer-Option fractions: unbekannte Art „$1“; erwartet eine von $2',
    'Keizer option iteration: expected $1, found "$2"':
      'Keizer-Option iteration: erwartet $1, gefunden „$2“',
    'Keizer option missing: expected $1, found "$2"':
      'Keizer-Option missing: erwartet $1, gefunden „$2“',
    'Keizer option step: expected a number above 0, found $1':
      'Keizer-Option step: erwartet eine Zahl über 0, gefunden $1',
    'Keizer option values.first: expected at least 1, found $1':
      'Keizer-Option values.first: erwartet mindestens 1, gefunden $1',
    'Keizer option values.rounding: expected "floor" or "half-even", found "$1"':
      'Keizer-Option values.rounding: erwartet „floor“ oder „half-even“, gefunden „$1“',
    'Keizer option values.rule: expected ratio, fixed, count or normalised, found "$1"':
      'Keizer-Option values.rule: erwartet ratio, fixed, count oder normalised, gefunden „$1“',
    'Keizer pairing: "$1" has withdrawn and cannot be paired':
      'Keizer-Paarung: „$1“ hat sich zurückgezogen und kann nicht gepaart werden',
    'Keizer pairing: "$1" is listed as present twice':
      'Keizer-Paarung: „$1“ ist doppelt als anwesend eingetragen',
    'Keizer pairing: "$1" is not in the player list':
      'Keizer-Paarung: „$1“ steht nicht in der Spielerliste',
    'Keizer pairing: "$1" is present but missing from the ranking':
      'Keizer-Paarung: „$1“ ist anwesend, fehlt aber in der Rangliste',
    'Keizer pairing: the ranking names "$1" twice':
      'Keizer-Paarung: die Rangliste nennt „$1“ zweimal',
    'Keizer pairing: the ranking names "$1", who is not in the player list':
      'Keizer-Paarung: die Rangliste nennt „$1“, der nicht in der Spielerliste steht',
    'Keizer player "$1": rating must be a number of at least 0, found $2':
      'Keizer-Spieler „$1“: die Wertzahl muss eine Zahl von mindestens 0 sein, gefunden $2',
    'Keizer player "$1": status must be active or withdrawn, found "$2"':
      'Keizer-Spieler „$1“: der Status muss active oder withdrawn sein, gefunden „$2“',
    'Keizer player $1 has no name': 'Keizer-Spieler $1 hat keinen Namen',
    'Keizer players: "$1" is listed twice; names must be unique':
      'Keizer-Spieler: „$1“ steht doppelt in der Liste; Namen müssen eindeutig sein',
    'Keizer round $1': 'Keizer-Runde $1',
    'PGN, $1, $2, $3$4': 'PGN, $1, $2, $3$4',
    'Results list, $1, $2': 'Ergebnisliste, $1, $2',
    'Round-robin crosstable, $1 players': 'Kreuztabelle, $1 Spieler',
    'SSSC: the divisor (highest $1 total $2 / highest $3 of a match $4) is below 1; give one with /K, e.g. SSSC/K2':
      'SSSC: der Teiler (höchste $1-Summe $2 / höchste $3 eines Kampfes $4) ist kleiner als 1; geben Sie einen mit /K an, z. B. SSSC/K2',
    Swiss: 'Schweizer System',
    'Swiss progress table, $1 players, $2': 'Schweizer Fortschrittstabelle, $1 Spieler, $2',
    'Round-robin progress table, $1 players, $2':
      'Fortschrittstabelle eines Rundenturniers, $1 Spieler, $2',
    'TRF export: $1 $2 does not fit in the $3 columns TRF has for it':
      'TRF-Export: $1 $2 passt nicht in die $3 Spalten, die TRF dafür hat',
    'TRF export: $1 scores $2 and a $3 $4, but TRF gives $5 the points of a $6':
      'TRF-Export: $1 erzielt $2 und ein(e) $3 $4, aber TRF gibt $5 die Punkte eines $6',
    'White is empty; a player without an opponent goes under White':
      'Weiß ist leer; ein Spieler ohne Gegner steht unter Weiß',
    'XXA: found $1 in columns $2–$3, expected points':
      'XXA: gefunden $1 in den Spalten $2–$3, erwartet Punkte',
    'XXA: found $1 in columns 5–8, expected a start number':
      'XXA: gefunden $1 in den Spalten 5–8, erwartet eine Startnummer',
    'XXP: found $1, expected start numbers': 'XXP: gefunden $1, erwartet Startnummern',
    'a board number': 'eine Brettnummer',
    'a board tie-break (BC, TBR, BBE)': 'eine Brettwertung (BC, TBR, BBE)',
    'a comment opened with { is never closed with }':
      'ein mit { geöffneter Kommentar wird nie mit } geschlossen',
    'a crosstable has no rounds, but a TRF file needs them: state that the rounds followed the Berger table (rounds=berger, or --berger-rounds on the command line) to write them in that order':
      'eine Kreuztabelle hat keine Runden, eine TRF-Datei braucht sie aber: geben Sie an, dass die Runden der Berger-Tabelle folgten (rounds=berger, oder --berger-rounds auf der Kommandozeile), um sie in dieser Reihenfolge zu schreiben',
    'a crosstable needs at least 2 players; found $1 player row':
      'eine Kreuztabelle braucht mindestens 2 Spieler; gefunden $1 Spielerzeile',
    'a federation code': 'einen Föderationscode',
    'a forfeited match': 'ein kampfloser Mannschaftskampf',
    'a full-point bye (F)': 'ein volles Freilos (F)',
    'a game end for a round without a game': 'ein Partieende für eine Runde ohne Partie',
    'a game end: $1': 'ein Partieende: $1',
    'a half-point bye (H)': 'ein halbes Freilos (H)',
    'a match list needs a header with the columns Round, Home, Away and Result (Runde, Heim, Gast, Ergebnis), and Board, Home player, Away player for board-by-board results; $1':
      'eine Paarungsliste braucht eine Kopfzeile mit den Spalten Runde, Heim, Gast und Ergebnis (Round, Home, Away, Result), und Brett, Heimspieler, Gastspieler für Ergebnisse Brett für Brett; $1',
    'a match needs at least one board result':
      'ein Mannschaftskampf braucht mindestens ein Brettergebnis',
    'a name': 'einen Namen',
    'a pairing-allocated bye (U)': 'ein Freilos der Auslosung (U)',
    "a player's name or start number": 'den Namen oder die Startnummer eines Spielers',
    'a result without players; name White and Black':
      'ein Ergebnis ohne Spieler; tragen Sie Weiß und Schwarz ein',
    'a round number': 'eine Rundennummer',
    'a second "$1" column; column $2 already is one':
      'eine zweite Spalte „$1“; Spalte $2 ist schon eine',
    'a second $1 column; column $2 already is one':
      'eine zweite Spalte „$1“; Spalte $2 ist schon eine',
    'a tag without a name': 'ein Tag ohne Namen',
    'a team crosstable needs at least two team rows':
      'eine Mannschafts-Kreuztabelle braucht mindestens zwei Mannschaftszeilen',
    'a team event scores its games 1/½/0 (board points), but this file scores $1/$2/$3':
      'eine Mannschaftsveranstaltung wertet ihre Partien 1/½/0 (Brettpunkte), diese Datei aber $1/$2/$3',
    'a team name': 'einen Mannschaftsnamen',
    'a club name': 'einen Vereinsnamen',
    'a title': 'einen Titel',
    'a zero-point bye (Z)': 'ein Nullpunkt-Freilos (Z)',
    'absence in round $1: $2 has $3, not an absence':
      'Abwesenheit in Runde $1: $2 hat $3, keine Abwesenheit',
    'absence in round $1: no player has start number $2':
      'Abwesenheit in Runde $1: kein Spieler hat die Startnummer $2',
    'an invalid date where a $1 belongs': 'ein ungültiges Datum an der Stelle von: $1',
    'away team': 'die Gastmannschaft',
    'black team': 'die Schwarz-Mannschaft',
    'the file records XXC $1': 'die Datei gibt XXC $1 an',
    'the colours already played give $1': 'die schon gespielten Farben ergeben $1',
    '--initial-colour draw: the initial colour is already fixed ($1); it is drawn once, before round 1':
      '--initial-colour draw: die Anfangsfarbe steht schon fest ($1); sie wird einmal ausgelost, vor Runde 1',
    '--initial-colour: $1': '--initial-colour: $1',
    '$1 players need $2 names, one per start number; found $3':
      '$1 Spieler brauchen $2 Namen, einen je Startnummer; gefunden $3',
    'the name of player $1 is empty': 'der Name von Spieler $1 ist leer',
    'players $1 and $2 have the same name "$3"': 'Spieler $1 und $2 haben denselben Namen „$3“',
    '$1 (No. $2)': '$1 (Nr. $2)',
    'the boards of round $1, $2 v $3, are not known ($4)':
      'die Bretter von Runde $1, $2 gegen $3, sind nicht bekannt ($4)',
    'the line-ups do not give the board of $1': 'die Aufstellungen geben das Brett von $1 nicht an',
    '$1 has No. $2 and No. $3 on board $4': '$1 hat Nr. $2 und Nr. $3 an Brett $4',
    'board $1: $2 (No. $3) meets No. $4, who is not on board $5 of $6':
      'Brett $1: $2 (Nr. $3) trifft auf Nr. $4, der nicht an Brett $5 von $6 sitzt',
    'team $1 "$2"': 'Mannschaft $1 „$2“',
    'round $1, $2 v $3: the 300 record of $4 (line $5) does not say which of its empty boards the forfeit wins of $6 were on, so the boards of this match are not known':
      'Runde $1, $2 gegen $3: der 300-Satz von $4 (Zeile $5) sagt nicht, an welchen seiner leeren Bretter die kampflosen Siege von $6 waren; die Bretter dieses Mannschaftskampfs sind daher nicht bekannt',
    'who is on no board of $1': 'der an keinem Brett von $1 sitzt',
    'who is on board $1 of $2': 'der an Brett $1 von $2 sitzt',
    'board $1 of $2: No. $3 meets No. $4, $5': 'Brett $1 von $2: Nr. $3 trifft auf Nr. $4, $5',
    "round $1, $2 v $3: the teams' player lists disagree on who met whom ($4), so the boards of this match are not known; a 300 record gives them":
      'Runde $1, $2 gegen $3: die Spielerlisten der Mannschaften widersprechen sich, wer gegen wen spielte ($4); die Bretter dieses Mannschaftskampfs sind daher nicht bekannt; ein 300-Satz gibt sie an',
    'player $1, in no team list, plays for team $2 (line $3)':
      'Spieler $1, in keiner Mannschaftsliste, spielt für Mannschaft $2 (Zeile $3)',
    'line $1 gives team $2 $3 in round $4, but line $5 gives it the pairing-allocated bye: read the pairing-allocated bye':
      'Zeile $1 gibt Mannschaft $2 in Runde $4 $3, aber Zeile $5 gibt ihr das Freilos der Auslosung: das Freilos der Auslosung gilt',
    "$1 of team $2 in round $3 read from its players' lines":
      '$1 für Mannschaft $2 in Runde $3, aus den Zeilen ihrer Spieler gelesen',
    'a pairing-allocated bye': 'ein Freilos der Auslosung',
    'a full-point bye': 'ein volles Freilos',
    'a half-point bye': 'ein halbes Freilos',
    'a zero-point bye': 'ein Nullpunkt-Freilos',
    'abnormal team points (record 299, line $1) not included':
      'abweichende Mannschaftspunkte (Satz 299, Zeile $1) nicht berücksichtigt',
    'ignored unknown records on lines $1': 'unbekannte Sätze in den Zeilen $1 übergangen',
    'ignored unknown records on line $1': 'unbekannter Satz in Zeile $1 übergangen',
    '$1 rounds declared, results for $2': '$1 Runden angegeben, Ergebnisse für $2',
    '$1 bye for later rounds (record 240) not counted':
      '$1 Freilos für spätere Runden (Satz 240) nicht gezählt',
    '$1 byes for later rounds (record 240) not counted':
      '$1 Freilose für spätere Runden (Satz 240) nicht gezählt',
    'and $1 more': 'und $1 weitere',
    'and $1 more; $2 for all': 'und $1 weitere; alle mit $2',
    '1, ½ (also 0.5, 0,5, 1/2, =, r, remis), 0, + (won by forfeit), - (lost by forfeit), -- or -:- (double forfeit), a blank for a game not played yet, optionally with a colour in front (w1, b½, s0), and two results in one cell for a double round robin (1½, 10, 1 ½, 1/0, w1 b--)':
      '1, ½ (auch 0.5, 0,5, 1/2, =, r, remis), 0, + (kampflos gewonnen), - (kampflos verloren), -- oder -:- (beiderseits kampflos), leer für eine noch nicht gespielte Partie, wahlweise mit der Farbe davor (w1, s½, s0), und zwei Ergebnisse in einer Zelle bei doppelrundigem Rundenturnier (1½, 10, 1 ½, 1/0, w1 s--)',
    'opponent, colour and result (12w1, 5b½, 5s½, 3w/1, 12w+, 12b-, 12w-- for a double forfeit, 12w for a game not played yet), or result, colour and opponent (+W9, =B13, -B4, +F9/-F9 for forfeits), or a round without a game: bye, spielfrei, frei, pf, U, +BYE (pairing-allocated bye), F (full-point bye), H, =BYE (half-point bye), Z, --, -BYE or a blank (zero-point bye), + or - (forfeit without opponent), withdrawn, abgemeldet, zurückgezogen':
      'Gegner, Farbe und Ergebnis (12w1, 5s½, 3w/1, 12w+, 12s-, 12w-- für beiderseits kampflos, 12w für eine noch nicht gespielte Partie), oder Ergebnis, Farbe und Gegner (+W9, =S13, -S4, +F9/-F9 für kampflose Partien), oder eine Runde ohne Partie: spielfrei, frei, pf, U (Freilos der Auslosung), F (volles Freilos), H (halbes Freilos), Z, -- oder leer (Nullpunkt-Freilos), + oder - (kampflos ohne Gegner), abgemeldet, zurückgezogen',
    '1-0, 0-1, ½-½ (also 1:0, 1/2-1/2, 0.5-0.5, 0,5-0,5, =, remis), 0-0, ½-0, 0-½, forfeits +:-, -:+, +/-, +-, 1-0 kl. (kampflos), double forfeit -:-, --, 0-0 kl., or blank or * for a game not yet played':
      '1-0, 0-1, ½-½ (auch 1:0, 1/2-1/2, 0.5-0.5, 0,5-0,5, =, remis), 0-0, ½-0, 0-½, kampflos +:-, -:+, +/-, +-, 1-0 kl., beiderseits kampflos -:-, --, 0-0 kl., oder leer oder * für eine noch nicht gespielte Partie',
    'bye/spielfrei/frei (pairing-allocated bye), F (full-point bye), H/½ bye (half-point bye), Z/abwesend (zero-point bye), excused/entschuldigt, unexcused/unentschuldigt, club/Mannschaftskampf (absent for the club team), withdrawn/zurückgezogen':
      'spielfrei/frei (Freilos der Auslosung), F/ganzes Freilos, H/halbes Freilos, Z/abwesend (Nullpunkt-Freilos), entschuldigt, unentschuldigt, Mannschaftskampf (abwesend für die Vereinsmannschaft), zurückgezogen',
    '--accelerate baku: the file gives virtual points itself (XXA, line $1); leave out --accelerate to pair with them, or remove the XXA records to have the Baku method work them out':
      '--accelerate baku: Die Datei gibt selbst virtuelle Punkte an (XXA, Zeile $1); lassen Sie --accelerate weg, um mit ihnen zu paaren, oder entfernen Sie die XXA-Sätze, damit die Baku-Methode sie berechnet',
    '--accelerate baku: $1': '--accelerate baku: $1',
    '--explain: "$1" matches $2; give the start number':
      '--explain: „$1“ passt zu $2; geben Sie die Startnummer an',
    '--explain: no player "$1" (give a start number or a name)':
      '--explain: kein Spieler „$1“ (geben Sie eine Startnummer oder einen Namen an)',
    '--explain: "$1" matches $2; give the team number':
      '--explain: „$1“ passt zu $2; geben Sie die Mannschaftsnummer an',
    '--explain: no team "$1" (give a team number or a name)':
      '--explain: keine Mannschaft „$1“ (geben Sie eine Mannschaftsnummer oder einen Namen an)',
    '$1: "$2" could be $3; write more of it': '$1: „$2“ könnte $3 sein; schreiben Sie mehr davon',
    '$1: no player "$2" in the results or the player list':
      '$1: kein Spieler „$2“ in den Ergebnissen oder der Spielerliste',
    '--present: "$1" and "$2" are both $3': '--present: „$1“ und „$2“ sind beide $3',
    '--present: $1 has withdrawn (player list) and is not paired':
      '--present: $1 hat sich zurückgezogen (Spielerliste) und wird nicht gepaart',
    '--explain: $1 has withdrawn and has no Keizer total':
      '--explain: $1 hat sich zurückgezogen und hat keine Keizer-Summe',
    'cannot read $1: there is no such file':
      '$1 kann nicht gelesen werden: Diese Datei gibt es nicht',
    'cannot read $1: it is a folder, not a file':
      '$1 kann nicht gelesen werden: Das ist ein Ordner, keine Datei',
    'cannot read $1: no permission to read it':
      '$1 kann nicht gelesen werden: Keine Berechtigung, sie zu lesen',
    'cannot read $1: $2': '$1 kann nicht gelesen werden: $2',
    'board $1 of round $2 is also in $3': 'Brett $1 von Runde $2 steht auch in $3',
    'board $1: found $2 : $3, expected a game result such as 1 : 0 or ½ : ½':
      'Brett $1: gefunden $2 : $3, erwartet ein Partieergebnis wie 1 : 0 oder ½ : ½',
    'both sides are byes; name the player who has the bye':
      'beide Seiten sind Freilose; tragen Sie den Spieler ein, der das Freilos hat',
    'column $1: found $2, expected a blank between the $3 ($4) and the $5 ($6)':
      'Spalte $1: gefunden $2, erwartet ein Leerzeichen zwischen $3 ($4) und $5 ($6)',
    "could not find the crosstable's results: expected $1 columns (one per player row, in the same order) with each player's own cell marked *, x, - or left blank, or headed 1 to $2":
      'die Ergebnisse der Kreuztabelle wurden nicht gefunden: erwartet $1 Spalten (eine pro Spielerzeile, in derselben Reihenfolge), das eigene Feld jedes Spielers mit *, x, - markiert oder leer, oder mit 1 bis $2 überschrieben',
    "could not find the results of $1 teams: expected a square block with the row team's board points against each column team and the diagonal marked (** or x), with the opponents numbered 1 … $2 above it":
      'die Ergebnisse von $1 Mannschaften wurden nicht gefunden: erwartet ein quadratischer Block mit den Brettpunkten der Zeilenmannschaft gegen jede Spaltenmannschaft und markierter Diagonale (** oder x), darüber die Gegner nummeriert 1 … $2',
    'could not find the round columns: head them 1, 2, 3 … (or R1, Rd. 1, Runde 1), with cells such as 12w1, 5b½ or +W9':
      'die Rundenspalten wurden nicht gefunden: überschreiben Sie sie mit 1, 2, 3 … (oder R1, Rd. 1, Runde 1), mit Zellen wie 12w1, 5b½ oder +W9',
    'could not tell what this range holds: expected a round-robin crosstable (a square block of scores, the diagonal marked * or x), a progress table (a column per round, cells like 12w1) or a results list (Round | Board | White | Black | Result); set the layout option to say which':
      'nicht zu erkennen, was dieser Bereich enthält: erwartet eine Kreuztabelle (ein quadratischer Block mit Punkten, die Diagonale mit * oder x markiert), eine Fortschrittstabelle (eine Spalte pro Runde, Zellen wie 12w1) oder eine Ergebnisliste (Runde | Brett | Weiß | Schwarz | Ergebnis); sagen Sie es mit der Option layout',
    'declares $1 rounds, but line $2 declares $3': 'gibt $1 Runden an, aber Zeile $2 gibt $3 an',
    'does not apply to $1 ($2)$3': 'gilt nicht für $1 ($2)$3',
    'empty modifier (two slashes in a row?)': 'leerer Zusatz (zwei Schrägstriche hintereinander?)',
    'empty tie-break code': 'leeres Wertungskürzel',
    'expected an acronym such as MPTS, BH:MP or EMGSB at the start':
      'am Anfang wird ein Kürzel wie MPTS, BH:MP oder EMGSB erwartet',
    'expected text, found $1': 'erwartet Text, gefunden $1',
    'expects a C.07 version: /V2022, /V2024 or /V2026':
      'erwartet eine C.07-Fassung: /V2022, /V2024 oder /V2026',
    'expects a divisor, e.g. /K5': 'erwartet einen Teiler, z. B. /K5',
    'expects a percentage (/L40) or a shift in half points (/L+1, /L-1)':
      'erwartet einen Prozentsatz (/L40) oder eine Verschiebung in halben Punkten (/L+1, /L-1)',
    'expects a rating for unrated players, e.g. /U1400':
      'erwartet eine Wertzahl für Spieler ohne Wertzahl, z. B. /U1400',
    'first column read as board numbers': 'erste Spalte als Brettnummern gelesen',
    'first column read as round numbers': 'erste Spalte als Rundennummern gelesen',
    'found "$1" but Black is empty; name the opponent under Black, or for a round without a game write one of: $2':
      '„$1“ gefunden, aber Schwarz ist leer; tragen Sie den Gegner unter Schwarz ein, oder schreiben Sie für eine Runde ohne Partie eines von: $2',
    'found "$1" for a pairing-allocated bye; leave it blank or write the win ($2). For other byes leave the opponent empty and write the kind: $3':
      '„$1“ gefunden für ein Freilos der Auslosung; lassen Sie es leer oder schreiben Sie den Sieg ($2). Bei anderen Freilosen lassen Sie den Gegner leer und schreiben die Art: $3',
    'found "$1" for a player without an opponent; expected one of: $2':
      '„$1“ gefunden für einen Spieler ohne Gegner; erwartet eines von: $2',
    'found "$1" where a team meets itself: expected the diagonal mark (**, x) or a blank':
      '„$1“ gefunden, wo eine Mannschaft auf sich selbst trifft: erwartet die Diagonalmarke (**, x) oder leer',
    'found "$1": a single score does not say which side it belongs to; write 1-0, 0-1, ½-½, +:- or -:+':
      '„$1“ gefunden: eine einzelne Punktzahl sagt nicht, zu welcher Seite sie gehört; schreiben Sie 1-0, 0-1, ½-½, +:- oder -:+',
    'found "$1"; expected $2': 'gefunden „$1“; erwartet $2',
    'found "$1"; expected a board number (1, 2, 3, …)':
      'gefunden „$1“; erwartet eine Brettnummer (1, 2, 3, …)',
    'found "$1"; expected a game end: $2': 'gefunden „$1“; erwartet ein Partieende: $2',
    'found "$1"; expected a name or a start number (1, 2, 3, …)':
      'gefunden „$1“; erwartet einen Namen oder eine Startnummer (1, 2, 3, …)',
    'found "$1"; expected a result: $2': 'gefunden „$1“; erwartet ein Ergebnis: $2',
    'found "$1"; expected a round number (1, 2, 3, …)':
      'gefunden „$1“; erwartet eine Rundennummer (1, 2, 3, …)',
    'found "$1"; expected a start number (1, 2, 3, …)':
      'gefunden „$1“; erwartet eine Startnummer (1, 2, 3, …)',
    'found "$1"; expected a tick (x, ja, yes, TRUE) or blank':
      'gefunden „$1“; erwartet ein Häkchen (x, ja, yes, TRUE) oder leer',
    'found $1 for the $2, expected a number': 'gefunden $1 für $2, erwartet eine Zahl',
    'found $1, expected a TRF record: a 3-character record id (001, 012, XXR…), then a space':
      'gefunden $1, erwartet einen TRF-Satz: eine 3-stellige Satzkennung (001, 012, XXR…), dann ein Leerzeichen',
    'found $1, not a result: Google Sheets turns "1/2" typed into a cell into a date and "1:0" into a time. Type ½-½ or 1-0, or format the column as plain text':
      'gefunden $1, kein Ergebnis: Google Tabellen macht aus „1/2“ in einer Zelle ein Datum und aus „1:0“ eine Uhrzeit. Tippen Sie ½-½ oder 1-0, oder formatieren Sie die Spalte als reinen Text',
    'found $1; expected $2': 'gefunden $1; erwartet $2',
    'found $1; expected a result: $2': 'gefunden $1; erwartet ein Ergebnis: $2',
    'found a date; expected $1': 'ein Datum gefunden; erwartet $1',
    'found a game end "$1" for a forfeit; the end type applies to games played':
      'Partieende „$1“ gefunden für eine kampflose Partie; die Art des Endes gilt für gespielte Partien',
    'found a game end "$1" for a game without a result':
      'Partieende „$1“ gefunden für eine Partie ohne Ergebnis',
    'found the number $1; expected a name or a start number (1, 2, 3, …)':
      'die Zahl $1 gefunden; erwartet einen Namen oder eine Startnummer (1, 2, 3, …)',
    "found the number $1; expected a player's name":
      'die Zahl $1 gefunden; erwartet den Namen eines Spielers',
    'found the start number $1, but no player list was given to say who that is; write the name, or supply a player list (Nr | Name | …)':
      'die Startnummer $1 gefunden, aber keine Spielerliste sagt, wer das ist; schreiben Sie den Namen, oder geben Sie eine Spielerliste an (Nr | Name | …)',
    'game $1': 'Partie $1',
    'game $1 (round $2: $3 – $4)': 'Partie $1 (Runde $2: $3 – $4)',
    'game $1 (round $2: $3, bye)': 'Partie $1 (Runde $2: $3, spielfrei)',
    'game $1, round $2': 'Partie $1, Runde $2',
    'gives the pairing-allocated bye other points than line $1':
      'gibt dem Freilos der Auslosung andere Punkte als Zeile $1',
    'has results for $1 rounds, but line $2 declares $3 round':
      'hat Ergebnisse für $1 Runden, aber Zeile $2 gibt $3 Runde an',
    'has results for $1 rounds, but line $2 declares $3 rounds':
      'hat Ergebnisse für $1 Runden, aber Zeile $2 gibt $3 Runden an',
    'headerRows is $1 but the range has $2 rows: expected 0 to $3':
      'headerRows ist $1, aber der Bereich hat $2 Zeilen: erwartet 0 bis $3',
    'headerRows is $1; expected a whole number from 0 to $2':
      'headerRows ist $1; erwartet eine ganze Zahl von 0 bis $2',
    'holds $1, not one value; expected text, a number, a checkbox or a date':
      'enthält $1, keinen einzelnen Wert; erwartet Text, eine Zahl, ein Kontrollkästchen oder ein Datum',
    'holds 3 (a win in a 3/1/0 table) but {1} holds ½ (a draw in a 1/½/0 table): one table has one point system; set the point system option if 3 is meant':
      'enthält 3 (ein Sieg in einer 3/1/0-Tabelle), aber {1} enthält ½ (ein Remis in einer 1/½/0-Tabelle): eine Tabelle hat ein Punktesystem; setzen Sie die Option für das Punktesystem, wenn 3 gemeint ist',
    'holds an invalid date (no point in time); expected a value':
      'enthält ein ungültiges Datum (keinen Zeitpunkt); erwartet einen Wert',
    'holds two results, but this table has a column for each game: one result per cell':
      'enthält zwei Ergebnisse, aber diese Tabelle hat eine Spalte pro Partie: ein Ergebnis pro Zelle',
    'home team': 'die Heimmannschaft',
    'is a date, not a result (format the column as text)':
      'ist ein Datum, kein Ergebnis (formatieren Sie die Spalte als Text)',
    'is a date, not board points (the sheet turned a score into a date; format the cells as text)':
      'ist ein Datum, keine Brettpunkte (die Tabelle hat ein Ergebnis in ein Datum umgewandelt; formatieren Sie die Zellen als Text)',
    'is given twice (or conflicts with another cut)':
      'steht doppelt da (oder widerspricht einer anderen Streichung)',
    'is not a known modifier (C, M, L, P, F, U, R, S, K, V)':
      'ist kein bekannter Zusatz (C, M, L, P, F, U, R, S, K, V)',
    'is not a number of board points': 'ist keine Zahl von Brettpunkten',
    'is not board points': 'sind keine Brettpunkte',
    'is not one of: $1': 'ist keins von: $1',
    'layout "$1" is not a sheet layout: expected crosstable, progress or results':
      'das Layout „$1“ ist kein Tabellenlayout: erwartet crosstable, progress oder results',
    'line $1': 'Zeile $1',
    'match list, $1 teams, $2 rounds, $3 boards$4, $5':
      'Paarungsliste, $1 Mannschaften, $2 Runden, $3 Bretter$4, $5',
    'match points must be numbers, e.g. win 2, draw 1, loss 0':
      'Mannschaftspunkte müssen Zahlen sein, z. B. Sieg 2, Remis 1, Niederlage 0',
    'modifier /$1 does not apply to $2 ($3)$4': 'der Zusatz /$1 gilt nicht für $2 ($3)$4',
    'modifier /$1 expects /V2022, /V2024 or /V2026':
      'der Zusatz /$1 erwartet /V2022, /V2024 oder /V2026',
    'modifier /$1 expects a divisor, e.g. /K5': 'der Zusatz /$1 erwartet einen Teiler, z. B. /K5',
    'modifier /$1 is given twice (or conflicts with another cut)':
      'der Zusatz /$1 steht doppelt da (oder widerspricht einer anderen Streichung)',
    'modifier /$1 needs a number, e.g. /C1': 'der Zusatz /$1 braucht eine Zahl, z. B. /C1',
    'modifier /$1 takes no value (write /$2)': 'der Zusatz /$1 hat keinen Wert (schreiben Sie /$2)',
    'modifier /$1 takes no value (write /R)': 'der Zusatz /$1 hat keinen Wert (schreiben Sie /R)',
    'modifier /P does not apply to $1': 'der Zusatz /P gilt nicht für $1',
    'more than one ":" in the code': 'mehr als ein „:“ im Kürzel',
    'moves before the first game\'s tags; a game starts with [Event "…"]':
      'Züge vor den Tags der ersten Partie; eine Partie beginnt mit [Event "…"]',
    name: 'Name',
    'national rating': 'nationale Wertzahl',
    'national rating (columns 49–52): found $1, expected a number or blank':
      'nationale Wertzahl (Spalten 49–52): gefunden $1, erwartet eine Zahl oder leer',
    'national rating record for start number $1, which has no 001 line':
      'nationaler Wertzahl-Satz für Startnummer $1, die keine 001-Zeile hat',
    'needs a number of values to cut, e.g. /C1 or /M2':
      'braucht eine Anzahl zu streichender Werte, z. B. /C1 oder /M2',
    'no XXR record: the total number of rounds is needed to pair (e.g. "XXR 9")':
      'kein XXR-Satz: zum Paaren wird die Gesamtzahl der Runden gebraucht (z. B. „XXR 9“)',
    'no games found; a PGN file has a tag section ([Event "…"] …) per game':
      'keine Partien gefunden; eine PGN-Datei hat pro Partie einen Tag-Abschnitt ([Event "…"] …)',
    'no header row found and $1 columns in use; add a header row ($2)':
      'keine Kopfzeile gefunden und $1 Spalten belegt; fügen Sie eine Kopfzeile hinzu ($2)',
    'no header row found: put column names (Name, Elo, DWZ, Status, …) in the first row':
      'keine Kopfzeile gefunden: schreiben Sie Spaltennamen (Name, Elo, DWZ, Status, …) in die erste Zeile',
    'no match in this crosstable has board points on both sides, so the number of boards is unknown; give it with the boards option':
      'kein Mannschaftskampf dieser Kreuztabelle hat Brettpunkte auf beiden Seiten, daher ist die Anzahl der Bretter unbekannt; geben Sie sie mit der Option boards an',
    'no match score gives the number of boards; give it with the boards option':
      'kein Mannschaftsergebnis gibt die Anzahl der Bretter an; geben Sie sie mit der Option boards an',
    'no pairing possible for round $1: $2 pair the $3 present players$4; lower the repeat gap or the colour limit, or pair this round by hand':
      'keine Paarung möglich für Runde $1: $2 die $3 anwesenden Spieler zu paaren$4; verringern Sie den Wiederholungsabstand oder die Farbgrenze, oder paaren Sie diese Runde von Hand',
    'no participant with index $1 (the tournament has $2)':
      'kein Teilnehmer mit Index $1 (das Turnier hat $2)',
    'no player lines (001): nothing to pair': 'keine Spielerzeilen (001): nichts zu paaren',
    'no player on this side of the board, but the result {1} says a game was played: leave the result blank (or write +:- / -:+) for a board left empty':
      'kein Spieler auf dieser Seite des Bretts, aber das Ergebnis {1} sagt, dass eine Partie gespielt wurde: lassen Sie das Ergebnis leer (oder schreiben Sie +:- / -:+) für ein leer gebliebenes Brett',
    'no player records: a TRF file lists its players on lines starting with 001':
      'keine Spielersätze: eine TRF-Datei listet ihre Spieler in Zeilen, die mit 001 beginnen',
    'no player rows below the $1 header row(s)': 'keine Spielerzeilen unter den $1 Kopfzeile(n)',
    'no player with start number $1 in the player list':
      'kein Spieler mit Startnummer $1 in der Spielerliste',
    'no round column: one round': 'keine Rundenspalte: eine Runde',
    'no team of this event has a game': 'keine Mannschaft dieser Veranstaltung hat eine Partie',
    'no team with index $1 (the event has $2)':
      'keine Mannschaft mit Index $1 (die Veranstaltung hat $2)',
    'no tie-break codes in "$1"': 'keine Wertungskürzel in „$1“',
    'nothing (a blank round)': 'nichts (eine leere Runde)',
    'only BW takes a number of boards (BW4, BW2)': 'nur BW nimmt eine Anzahl Bretter (BW4, BW2)',
    player: 'den Spieler',
    'player $1 and player $2 ({1}) both name $3 as their opponent in round $4':
      'Spieler $1 und Spieler $2 ({1}) nennen beide $3 als Gegner in Runde $4',
    'player list from column $1: found $2, expected start numbers':
      'Spielerliste ab Spalte $1: gefunden $2, erwartet Startnummern',
    'player list: $1': 'Spielerliste: $1',
    points: 'Punkte',
    'points (columns 81–84): the line says $1, but its results add up to $2$3':
      'Punkte (Spalten 81–84): die Zeile sagt $1, aber ihre Ergebnisse ergeben $2$3',
    'points (columns 81–84): the line says $1, but its results of rounds 1–$2 add up to $3':
      'Punkte (Spalten 81–84): die Zeile sagt $1, aber ihre Ergebnisse der Runden 1–$2 ergeben $3',
    range: 'Bereich',
    rank: 'Platz',
    'rank (columns 86–89): found $1, expected a whole number':
      'Platz (Spalten 86–89): gefunden $1, erwartet eine ganze Zahl',
    rating: 'Wertzahl',
    'rating (columns 49–52): found $1, expected a number or blank':
      'Wertzahl (Spalten 49–52): gefunden $1, erwartet eine Zahl oder leer',
    'round robin by the Berger table': 'Rundenturnier nach der Berger-Tabelle',
    'double round robin by the Berger table': 'doppeltes Rundenturnier nach der Berger-Tabelle',
    'record $1 is a team record: this is a team tournament, and pairing teams is not supported (the pairing pairs the players of an individual Swiss)':
      'Satz $1 ist ein Mannschaftssatz: dies ist ein Mannschaftsturnier, und das Auslosen von Mannschaften wird nicht unterstützt (ausgelost werden die Spieler eines Einzelturniers im Schweizer System)',
    'record $1: found $2, expected points such as 1.0':
      'Satz $1: gefunden $2, erwartet Punkte wie 1.0',
    'record $1: found $2, expected the number of rounds':
      'Satz $1: gefunden $2, erwartet die Anzahl der Runden',
    'record 162: found $1, expected result codes with points such as "W 3.0    D 1.0    L 0.0"':
      'Satz 162: gefunden $1, erwartet Ergebniscodes mit Punkten wie „W 3.0    D 1.0    L 0.0“',
    'record 162: found result code $1, expected W, D, L, A, P or X':
      'Satz 162: Ergebniscode $1 gefunden, erwartet W, D, L, A, P oder X',
    'record 240 gives a bye to player $1, who has no 001 line':
      'Satz 240 gibt Spieler $1 ein Freilos, der keine 001-Zeile hat',
    'record 240 gives player $1 $2 in round $3, but line $4 has "$5" in round $6':
      'Satz 240 gibt Spieler $1 $2 in Runde $3, aber Zeile $4 hat „$5“ in Runde $6',
    'record 240 names nobody: expected start numbers after the round':
      'Satz 240 nennt niemanden: erwartet Startnummern nach der Runde',
    'record 240: found $1, expected start numbers': 'Satz 240: gefunden $1, erwartet Startnummern',
    'record 240: found bye type $1, expected F, H or Z':
      'Satz 240: Freilos-Art $1 gefunden, erwartet F, H oder Z',
    'record 240: found round $1, expected a round number':
      'Satz 240: Runde $1 gefunden, erwartet eine Rundennummer',
    'record 299 (abnormal point assignment) is not supported: the standings would not match the results; remove the record or express the result with the result codes':
      'Satz 299 (abweichende Punktvergabe) wird nicht unterstützt: die Tabelle würde nicht zu den Ergebnissen passen; entfernen Sie den Satz oder drücken Sie das Ergebnis mit den Ergebniscodes aus',
    'record 300 for round $1 does not add up: $2': 'der Satz 300 für Runde $1 geht nicht auf: $2',
    'record 300 gives the line-up of $1 in round $2, but leaves out its player $3, who has a game in round $4 on line $5':
      'der Satz 300 gibt die Aufstellung von $1 in Runde $2 an, lässt aber ihren Spieler $3 aus, der in Runde $4 eine Partie hat (Zeile $5)',
    'record 300 lists player $1 twice': 'der Satz 300 nennt Spieler $1 zweimal',
    'record 300 lists player $1, who has no 001 line':
      'der Satz 300 nennt Spieler $1, der keine 001-Zeile hat',
    'record 300 lists player $1, who is not in $2':
      'der Satz 300 nennt Spieler $1, der nicht in $2 ist',
    'record 320, columns $1–$2: found $3, expected a team number':
      'Satz 320, Spalten $1–$2: gefunden $3, erwartet eine Mannschaftsnummer',
    'record 330: found $1, expected +-, -+ or --': 'Satz 330: gefunden $1, erwartet +-, -+ oder --',
    'record 362: found $1, expected "TW 2.0   TD 1.0   TL 0.0"':
      'Satz 362: gefunden $1, erwartet „TW 2.0   TD 1.0   TL 0.0“',
    result: 'Ergebnis',
    round: 'die Runde',
    'round $1 (column $2)': 'Runde $1 (Spalte $2)',
    'round $1 has games but round $2 has none; rounds are numbered 1, 2, 3, … without gaps':
      'Runde $1 hat Partien, Runde $2 aber keine; Runden sind lückenlos nummeriert 1, 2, 3, …',
    'round $1 is listed but round $2 has no rows; rounds must be numbered 1, 2, 3, … without gaps':
      'Runde $1 steht in der Liste, aber Runde $2 hat keine Zeilen; Runden müssen lückenlos 1, 2, 3, … nummeriert sein',
    'round $1, $2 – $3': 'Runde $1, $2 – $3',
    'round $1: "$2" contradicts line $3, which has "$4": $5':
      'Runde $1: „$2“ widerspricht Zeile $3, die „$4“ hat: $5',
    'round $1: "$2", but line $3 (player $4) has no result for this game: expected the result on both lines':
      'Runde $1: „$2“, aber Zeile $3 (Spieler $4) hat kein Ergebnis für diese Partie: erwartet das Ergebnis auf beiden Zeilen',
    'round $1: $2': 'Runde $1: $2',
    'round $1: $2 and $3 play no game and score $4 : $5; a match decided without play needs a winner (or a 330 record)':
      'Runde $1: $2 und $3 spielen keine Partie und erzielen $4 : $5; ein ohne Spiel entschiedener Mannschaftskampf braucht einen Sieger (oder einen 330er-Satz)',
    'round $1: $2 meets $3, a player of the same team':
      'Runde $1: $2 trifft auf $3, einen Spieler derselben Mannschaft',
    'round $1: $2 meets $3, but that team does not meet it':
      'Runde $1: $2 trifft auf $3, aber diese Mannschaft nicht auf sie',
    'round $1: $2 meets both $3 and $4': 'Runde $1: $2 trifft auf $3 und auf $4',
    'round $1: $2 meets player $3, who is in no team':
      'Runde $1: $2 trifft auf Spieler $3, der in keiner Mannschaft ist',
    'round $1: $2 names opponent $3: expected 0000 for a bye':
      'Runde $1: $2 nennt den Gegner $3: erwartet 0000 für ein Freilos',
    'round $1: $2 wins boards by forfeit, but the opponent team is not named; add a 330 record for the forfeited match':
      'Runde $1: $2 gewinnt Bretter kampflos, aber die gegnerische Mannschaft ist nicht genannt; fügen Sie einen 330er-Satz für den kampflosen Mannschaftskampf hinzu',
    'round $1: an entry after round $2, the round to pair':
      'Runde $1: ein Eintrag nach Runde $2, der zu paarenden Runde',
    'round $1: both $2 and $3 have $4 (line $5 has "$6")':
      'Runde $1: sowohl $2 als auch $3 haben $4 (Zeile $5 hat „$6“)',
    'round $1: opponent $2 has no player line (001)':
      'Runde $1: der Gegner $2 hat keine Spielerzeile (001)',
    'round $1: opponent $2 is not in the player list':
      'Runde $1: der Gegner $2 steht nicht in der Spielerliste',
    'round $1: paired with $2 but no result, while line $3 has "$4": expected the result on both lines or on neither':
      'Runde $1: gepaart mit $2, aber ohne Ergebnis, während Zeile $3 „$4“ hat: erwartet das Ergebnis auf beiden Zeilen oder auf keiner',
    'round $1: player $2 has $3, but line $4 gives another player of team $5 $6; a team has one bye (a 240 or 320 record gives it)':
      'Runde $1: Spieler $2 hat $3, aber Zeile $4 gibt einem anderen Spieler der Mannschaft $5 $6; eine Mannschaft hat ein Freilos (ein 240er- oder 320er-Satz gibt es ihr)',
    'round $1: player $2 is paired with themself':
      'Runde $1: Spieler $2 ist mit sich selbst gepaart',
    'round $1: player $2 meets $3, but line $4 does not show the same game (opponent, colour, played or forfeited)':
      'Runde $1: Spieler $2 trifft auf $3, aber Zeile $4 zeigt nicht dieselbe Partie (Gegner, Farbe, gespielt oder kampflos)',
    'round $1: plays $2, but line $3 (player $4) has $5 in round $6, not a game against $7':
      'Runde $1: spielt gegen $2, aber Zeile $3 (Spieler $4) hat $5 in Runde $6, keine Partie gegen $7',
    'round $1: result "$2" needs an opponent, found 0000':
      'Runde $1: das Ergebnis „$2“ braucht einen Gegner, gefunden 0000',
    'round $1: teams $2 and $3 both have the pairing-allocated bye, which TRF-2026 (record 320) gives to one team per round':
      'Runde $1: die Mannschaften $2 und $3 haben beide das Freilos der Auslosung, das TRF-2026 (Satz 320) einer Mannschaft pro Runde gibt',
    'round entry': 'Rundeneintrag',
    'round robin': 'Rundenturnier',
    'row $1 has $2 cells but row 1 has $3: a range must be a rectangle (rows of the same length)':
      'Zeile $1 hat $2 Zellen, Zeile 1 aber $3: ein Bereich muss ein Rechteck sein (Zeilen gleicher Länge)',
    'row $1 has $2 cells, row 1 has $3': 'Zeile $1 hat $2 Zellen, Zeile 1 hat $3',
    'row $1 of the range is not a row of cells': 'Zeile $1 des Bereichs ist keine Zeile von Zellen',
    'row $1, column $2': 'Zeile $1, Spalte $2',
    'row $1, column $2 of the range': 'Zeile $1, Spalte $2 des Bereichs',
    "says $1 $2, but the team's results add up to $3":
      'sagt $1 $2, aber die Ergebnisse der Mannschaft ergeben $3',
    'sets $1 match points for a $2, but line $3 sets $4':
      'setzt $1 Mannschaftspunkte für $2, aber Zeile $3 setzt $4',
    'sets the points for $1 to $2, but line $3 set them to $4':
      'setzt die Punkte für $1 auf $2, aber Zeile $3 setzte sie auf $4',
    'sex (column 10): found $1, expected m, w (or f) or blank':
      'Geschlecht (Spalte 10): gefunden $1, erwartet m, w (oder f) oder leer',
    'standings after round $1 need the order of the rounds':
      'die Tabelle nach Runde $1 braucht die Reihenfolge der Runden',
    'standings after round $1: round $2 has $3 without a result':
      'Tabelle nach Runde $1: Runde $2 hat $3 ohne Ergebnis',
    'start number': 'Startnummer',
    'start number $1 appears twice (also line $2)':
      'die Startnummer $1 kommt doppelt vor (auch Zeile $2)',
    'start number $1 is already used on line $2':
      'die Startnummer $1 wird schon in Zeile $2 verwendet',
    'start number $1 is given twice: also in row $2 of the list':
      'die Startnummer $1 ist doppelt vergeben: auch in Zeile $2 der Liste',
    'start number $1 is used twice': 'die Startnummer $1 ist doppelt vergeben',
    'start number (columns 5–8): found $1, expected a number from 1 to 9999':
      'Startnummer (Spalten 5–8): gefunden $1, erwartet eine Zahl von 1 bis 9999',
    'start number (columns 5–8): found $1, expected a whole number':
      'Startnummer (Spalten 5–8): gefunden $1, erwartet eine ganze Zahl',
    'takes no value (write /$1)': 'hat keinen Wert (schreiben Sie /$1)',
    'takes no value (write /R)': 'hat keinen Wert (schreiben Sie /R)',
    team: 'die Mannschaft',
    'team $1 has no 310 record with that name':
      'Mannschaft $1 hat keinen 310er-Satz mit diesem Namen',
    'team $1 lists player $2, who has no 001 line':
      'Mannschaft $1 nennt Spieler $2, der keine 001-Zeile hat',
    'team $1 lists player $2, who is already in $3 (line $4)':
      'Mannschaft $1 nennt Spieler $2, der schon in $3 ist (Zeile $4)',
    'team $1 lists players $2, but line $3 lists $4':
      'Mannschaft $1 nennt die Spieler $2, aber Zeile $3 nennt $4',
    'team $1, $2 teams, $3 players': 'Mannschaftsturnier ($1), $2 Mannschaften, $3 Spieler',
    'team crosstable, $1 teams, $2 boards, double round robin':
      'Mannschafts-Kreuztabelle, $1 Mannschaften, $2 Bretter, doppelrundig',
    'team crosstable, $1 teams, $2 boards, single round robin':
      'Mannschafts-Kreuztabelle, $1 Mannschaften, $2 Bretter, einrundig',
    'team number $1 is also used on line $2':
      'die Mannschaftsnummer $1 wird auch in Zeile $2 verwendet',
    'team number $1 of "$2" has more than the 3 digits TRF-2026 gives it':
      'die Mannschaftsnummer $1 von „$2“ hat mehr als die 3 Ziffern, die TRF-2026 ihr gibt',
    'team pairing number (columns 5–7): found $1, expected a number from 1 to 999':
      'Mannschafts-Paarungsnummer (Spalten 5–7): gefunden $1, erwartet eine Zahl von 1 bis 999',
    'team record 013 without a team name in columns 5–36':
      'Mannschaftssatz 013 ohne Mannschaftsnamen in den Spalten 5–36',
    'team record 310 without a team name in columns 9–40':
      'Mannschaftssatz 310 ohne Mannschaftsnamen in den Spalten 9–40',
    'team tie-break "$1": $2': 'Mannschaftswertung „$1“: $2',
    'the $1 is missing': '$1 fehlt',
    'the Berliner Wertung': 'die Berliner Wertung',
    'the Event is "$1" but "$2" in $3, and no player plays under both; a file holds the games of one event (split sections into files of their own)':
      'das Event ist „$1“, aber „$2“ in $3, und kein Spieler spielt unter beiden; eine Datei enthält die Partien einer Veranstaltung (teilen Sie Gruppen in eigene Dateien auf)',
    'the tournament has $1 rounds and all of them are paired: there is no round $2 to pair (give the total number of rounds if the tournament is longer)':
      'das Turnier hat $1 Runden, und alle sind ausgelost: es gibt keine Runde $2 auszulosen (geben Sie die Gesamtzahl der Runden an, wenn das Turnier länger ist)',
    'the tournament is to have $1 rounds, but $2 are paired already: there is no round $3 to pair':
      'das Turnier soll $1 Runden haben, aber $2 sind schon ausgelost: es gibt keine Runde $3 auszulosen',
    'the Result tag is "$1"; expected $2': 'der Result-Tag ist „$1“; erwartet $2',
    'the Result tag is missing; expected $1': 'der Result-Tag fehlt; erwartet $1',
    'the Result tag says $1 but the moves end with $2':
      'der Result-Tag sagt $1, aber die Züge enden mit $2',
    'the Round tag is "$1"; expected the round, or round and board: [Round "5"] or [Round "5.3"]':
      'der Round-Tag ist „$1“; erwartet die Runde, oder Runde und Brett: [Round "5"] oder [Round "5.3"]',
    'the Round tag is $1; expected the round, or round and board: [Round "5"] or [Round "5.3"]':
      'der Round-Tag ist $1; erwartet die Runde, oder Runde und Brett: [Round "5"] oder [Round "5.3"]',
    'the header has no $1 column; a results list needs White, Black and Result columns ($2)':
      'die Kopfzeile hat keine Spalte $1; eine Ergebnisliste braucht die Spalten Weiß, Schwarz und Ergebnis ($2)',
    'the knockout steps of EDE (13.3.2)': 'die K.-o.-Stufen von EDE (13.3.2)',
    'the match list holds no rows below its header':
      'die Paarungsliste hat unter ihrer Kopfzeile keine Zeilen',
    'the number of boards must be a whole number of at least 1, found $1':
      'die Anzahl der Bretter muss eine ganze Zahl von mindestens 1 sein, gefunden $1',
    "the opponent's start number": 'die Startnummer des Gegners',
    'the player list has a header but no players':
      'die Spielerliste hat eine Kopfzeile, aber keine Spieler',
    'the player list is empty': 'die Spielerliste ist leer',
    "the player's name is missing": 'der Name des Spielers fehlt',
    'the points column says $1 but $2 add up to $3': 'die Punktespalte sagt $1, aber $2 ergeben $3',
    'the primary score is MP or GP, found "$1"': 'die Hauptwertung ist MP oder GP, gefunden „$1“',
    'the range holds no player rows': 'der Bereich enthält keine Spielerzeilen',
    'the range is empty': 'der Bereich ist leer',
    'the range is empty: select the table including its rows of players':
      'der Bereich ist leer: wählen Sie die Tabelle mit ihren Spielerzeilen aus',
    'the result is missing here, but its mirror cell {1} says $1: both cells of a match must be filled (or both blank for a match not played yet)':
      'hier fehlt das Ergebnis, aber die Spiegelzelle {1} sagt $1: beide Zellen eines Mannschaftskampfs müssen gefüllt sein (oder beide leer bei einem noch nicht gespielten Kampf)',
    'the results list has no games': 'die Ergebnisliste hat keine Partien',
    'the round is missing': 'die Runde fehlt',
    'the round number is missing (1, 2, 3, …)': 'die Rundennummer fehlt (1, 2, 3, …)',
    'the round or board number is missing': 'die Runden- oder Brettnummer fehlt',
    'the search gave up after $1 tries to': 'die Suche gab nach $1 Versuchen auf,',
    'the start number is missing': 'die Startnummer fehlt',
    'the tag $1 appears twice in one game; if a new game starts here, end the one before with its result (1-0, 0-1, 1/2-1/2, *) or a blank line':
      'der Tag $1 steht zweimal in einer Partie; wenn hier eine neue Partie beginnt, beenden Sie die vorige mit ihrem Ergebnis (1-0, 0-1, 1/2-1/2, *) oder einer Leerzeile',
    'the tag $1 has no value in quotes': 'der Tag $1 hat keinen Wert in Anführungszeichen',
    'the tag $1 is not closed with ]': 'der Tag $1 wird nicht mit ] geschlossen',
    'the team name is missing': 'der Mannschaftsname fehlt',
    'the team number is missing or not a whole number':
      'die Mannschaftsnummer fehlt oder ist keine ganze Zahl',
    'the value of the tag $1 is not closed with "':
      'der Wert des Tags $1 wird nicht mit " geschlossen',
    'the value of the tag $1 is not closed with " on its line':
      'der Wert des Tags $1 wird in seiner Zeile nicht mit " geschlossen',
    'there is no way to': 'es gibt keine Möglichkeit,',
    'this cell is the player against themself and must be marked *, x, - or left blank; found "$1"':
      'diese Zelle ist der Spieler gegen sich selbst und muss mit *, x, - markiert oder leer sein; gefunden „$1“',
    'this tournament has no teams (TRF 013 or 310 records): not a team event':
      'dieses Turnier hat keine Mannschaften (TRF-Sätze 013 oder 310): kein Mannschaftsturnier',
    'this tournament has no teams: write it as an individual TRF':
      'dieses Turnier hat keine Mannschaften: schreiben Sie es als Einzel-TRF',
    'tie-break "$1": $2 is a team tie-break: use it on a team crosstable or match list (=TEAM_STANDINGS, chess-standings teams)':
      'Feinwertung „$1“: $2 ist eine Mannschaftswertung: nehmen Sie sie für eine Mannschafts-Kreuztabelle oder Paarungsliste (=TEAM_STANDINGS, chess-standings teams)',
    'tie-break "$1": $2 selects match or game points of a team event: use it on a team crosstable or match list (=TEAM_STANDINGS, chess-standings teams)':
      'Feinwertung „$1“: $2 wählt Mannschafts- oder Brettpunkte einer Mannschaftsveranstaltung: nehmen Sie sie für eine Mannschafts-Kreuztabelle oder Paarungsliste (=TEAM_STANDINGS, chess-standings teams)',
    'tie-break "$1": empty modifier (two slashes in a row?)':
      'Feinwertung „$1“: leerer Zusatz (zwei Schrägstriche hintereinander?)',
    'tie-break "$1": expected an acronym such as BH or SB at the start':
      'Feinwertung „$1“: am Anfang wird ein Kürzel wie BH oder SB erwartet',
    'tie-break "$1": modifier /$2 $3': 'Feinwertung „$1“: der Zusatz /$2 $3',
    tournament: 'Turnier',
    'unknown rule set "$1"; expected one of $2':
      'unbekanntes Regelwerk „$1“; erwartet eines von $2',
    'unknown team tie-break "$1": known codes are $2':
      'unbekannte Mannschaftswertung „$1“: bekannte Kürzel sind $2',
    'unknown tie-break "$1"': 'unbekannte Feinwertung „$1“',
    'unknown tie-break "$1": $2': 'unbekannte Feinwertung „$1“: $2',
    'unknown tournament system "$1"; expected swiss or round-robin':
      'unbekanntes Turniersystem „$1“; erwartet swiss oder round-robin',
    'white team': 'die Weiß-Mannschaft',
    // Explanations of tie-break values and Keizer totals, and the names of the codes.
    '$1 $2 + $3 ($4) $5 / $6, rounded half up to 2 decimals':
      '$1 $2 + $3 ($4) $5 / $6, kaufmännisch auf 2 Nachkommastellen gerundet',
    '$1 (Black)': '$1 (Schwarz)',
    '$1 (White)': '$1 (Weiß)',
    '$1 (not listed)': '$1 (nicht aufgeführt)',
    '$1 (scheduled opponent No. $2)': '$1 (angesetzter Gegner Nr. $2)',
    '$1 / $2, rounded half up': '$1 / $2, kaufmännisch gerundet',
    '$1 / $2, rounded half up; $3 cut': '$1 / $2, kaufmännisch gerundet; $3 gestrichen',
    '$1 : $2': '$1 : $2',
    '$1 : $2 (forfeited match)': '$1 : $2 (kampflos)',
    '$1 = $2': '$1 = $2',
    '$1 = $2 ($3)': '$1 = $2 ($3)',
    '$1 = no value ($2)': '$1 = kein Wert ($2)',
    '$1 Cut-$2': '$1 ohne die $2 schlechtesten Ergebnisse',
    '$1 Cut-1': '$1 ohne schlechtestes Ergebnis',
    '$1 Median-$2': '$1 ohne je $2 beste und schlechteste Ergebnisse',
    '$1 Median-1': '$1 ohne bestes und schlechtestes Ergebnis',
    '$1 game over the board': '$1 Partie am Brett',
    '$1 games over the board': '$1 Partien am Brett',
    '$1 of $2 rounds': '$1 von $2 Runden',
    '$1 participants on the same points; the games among them do not separate them':
      '$1 Teilnehmer mit denselben Punkten; ihre Partien untereinander trennen sie nicht',
    '$1 teams with the same $2; their matches do not separate them':
      '$1 Mannschaften mit denselben $2; ihre Wettkämpfe untereinander trennen sie nicht',
    '$1 vs $2': '$1 gegen $2',
    "$1 × $2 ($3's value, rank $4 in $5)": '$1 × $2 (Wert von $3, Platz $4 in $5)',
    '$1 × $2 (own value, rank $3 in $4)': '$1 × $2 (Eigenwert, Platz $3 in $4)',
    '$1, $2': '$1, $2',
    '$1, absence $2': '$1, Abwesenheit $2',
    '$1. $2: $3': '$1. $2: $3',
    '$1: $2 = $3': '$1: $2 = $3',
    '$1: the opponents’ $2': '$1: $2 der Gegner',
    '$1; lower is better': '$1; weniger ist besser',
    '$1×$2': '$1×$2',
    '1 / ½ / 0 per round, $1 rounds': '1 / ½ / 0 je Runde, $1 Runden',
    'ARO $1 + $2 for $3 / $4 = $5 %': 'ARO $1 + $2 für $3 / $4 = $5 %',
    'ARO $1 − $2 for $3 / $4 = $5 %': 'ARO $1 − $2 für $3 / $4 = $5 %',
    "Average of opponents' Buchholz": 'Durchschnittliche Gegner-Buchholz',
    "Average of opponents' Fore Buchholz": 'Durchschnittliche Gegner-Fore-Buchholz',
    'Average perfect performance of opponents': 'Durchschnittliche perfekte Leistung der Gegner',
    'Average performance rating of opponents': 'Durchschnittliche Turnierleistung der Gegner',
    'Average rating of opponents': 'Durchschnittselo der Gegner',
    'Berliner Wertung': 'Berliner Wertung',
    'Board count': 'Brettwertung',
    'Board elimination': 'Brettstreichung',
    Buchholz: 'Buchholz',
    'DWZ performance': 'DWZ-Leistung',
    'Direct encounter': 'Direkter Vergleich',
    'Drawing of lots': 'Losentscheid',
    'Extended Sonneborn-Berger': 'Erweiterte Sonneborn-Berger',
    'Extended Sonneborn-Berger GP × GP': 'Erweiterte Sonneborn-Berger GP × GP',
    'Extended Sonneborn-Berger GP × MP': 'Erweiterte Sonneborn-Berger GP × MP',
    'Extended Sonneborn-Berger MP × GP': 'Erweiterte Sonneborn-Berger MP × GP',
    'Extended Sonneborn-Berger MP × MP': 'Erweiterte Sonneborn-Berger MP × MP',
    'Extended direct encounter': 'Erweiterter direkter Vergleich',
    'Extended direct encounter with board count': 'Erweiterter direkter Vergleich mit Brettwertung',
    'Extended direct encounter with board count and board elimination':
      'Erweiterter direkter Vergleich mit Brettwertung und Brettstreichung',
    'Extended direct encounter with board count and top board result':
      'Erweiterter direkter Vergleich mit Brettwertung und Spitzenbrett',
    'Extended direct encounter with board elimination':
      'Erweiterter direkter Vergleich mit Brettstreichung',
    'Extended direct encounter with top board result':
      'Erweiterter direkter Vergleich mit Spitzenbrett',
    'Fore Buchholz': 'Fore-Buchholz',
    'Fore Buchholz counts the games of the last round as draws':
      'die Fore-Buchholz wertet die Partien der letzten Runde als remis',
    'Game points': 'Brettpunkte',
    'Koya system': 'Koya-Wertung',
    'Lechenicher Wertung': 'Lechenicher Wertung',
    'Match points': 'Mannschaftspunkte',
    'Number of games played with black': 'Anzahl Partien mit Schwarz',
    'Number of games won': 'Anzahl gewonnener Partien',
    'Number of games won with black': 'Anzahl Siege mit Schwarz',
    'Number of wins': 'Anzahl Siege',
    'Olympiad Buchholz': 'Olympia-Buchholz',
    'Olympiad Sonneborn-Berger': 'Olympia-Sonneborn-Berger',
    'Perfect tournament performance': 'Perfekte Turnierleistung',
    Points: 'Punkte',
    'Progressive score': 'Fortschrittswertung',
    Rating: 'Wertungszahl',
    'Rc $1 + D $2 for $3 / $4 = $5 % (DSB Wertungsordnung)':
      'Rc $1 + D $2 für $3 / $4 = $5 % (DSB-Wertungsordnung)',
    'Rc $1 − D $2 for $3 / $4 = $5 % (DSB Wertungsordnung)':
      'Rc $1 − D $2 für $3 / $4 = $5 % (DSB-Wertungsordnung)',
    'Refined Buchholz': 'Verfeinerte Buchholz',
    'Rounds one elected to play': 'Angetretene Runden',
    'Score-strength combination': 'Punkte-Stärke-Kombination',
    'Scored wins': 'Gewertete Siege',
    'Scored wins with black': 'Gewertete Siege mit Schwarz',
    'Secondary score': 'Zweitwertung',
    'Sonneborn-Berger': 'Sonneborn-Berger',
    'Standard points': 'Standardpunkte',
    'Sum of opponents’ ratings': 'Wertungssumme der Gegner',
    'Top board result': 'Spitzenbrett',
    'Tournament pairing number': 'Startnummer',
    'Tournament performance rating': 'Turnierleistung',
    'absent for the club team': 'abwesend für die Vereinsmannschaft',
    'adjudicated or ended early: 10 + 5 × result':
      'abgeschätzt oder vorzeitig beendet: 10 + 5 × Ergebnis',
    'average of $1 opponents’ $2, rounded half up':
      'Durchschnitt der $2 von $1 Gegnern, kaufmännisch gerundet',
    'average of $1 opponent’ $2, rounded half up':
      'Durchschnitt der $2 von $1 Gegner, kaufmännisch gerundet',
    'average over $1 opponents played over the board, rounded half up to 2 decimals':
      'Durchschnitt über $1 am Brett gespielte Gegner, kaufmännisch auf 2 Nachkommastellen gerundet',
    'beyond the absence limit': 'über der Grenze für Abwesenheiten',
    'board $1': 'Brett $1',
    'board count (lower first)': 'Brettwertung (weniger zuerst)',
    'boards $1': 'Bretter $1',
    'boards 1–$1': 'Bretter 1–$1',
    bye: 'spielfrei',
    'cut (C.07 Art. 14)': 'gestrichen (C.07 Art. 14)',
    'did not appear: 1': 'nicht angetreten: 1',
    'did not finish / lost on time: 1': 'nicht zu Ende gespielt / Zeitüberschreitung: 1',
    'double forfeit': 'beiderseits kampflos',
    draw: 'Remis',
    'dummy opponent: own $1 $2 (Art. 16.4)': 'fiktiver Gegner: eigene $1 $2 (Art. 16.4)',
    'dummy opponent: own $1 $2 capped at draw points × rounds (Art. 16.4.2)':
      'fiktiver Gegner: eigene $1 $2, begrenzt auf Remispunkte × Runden (Art. 16.4.2)',
    "dummy opponent: own $1 $2 capped at the scheduled opponent's adjusted $3 (Art. 16.4.1)":
      'fiktiver Gegner: eigene $1 $2, begrenzt auf die bereinigten $3 des angesetzten Gegners (Art. 16.4.1)',
    'dummy opponent: own score $1 (Art. 16.4)': 'fiktiver Gegner: eigene Punkte $1 (Art. 16.4)',
    'dummy opponent: own score $1 capped at $2, draw points × rounds (Art. 16.4.2)':
      'fiktiver Gegner: eigene Punkte $1, begrenzt auf $2, Remispunkte × Runden (Art. 16.4.2)',
    "dummy opponent: own score $1 capped at the scheduled opponent's adjusted score $2 (Art. 16.4.1)":
      'fiktiver Gegner: eigene Punkte $1, begrenzt auf die bereinigten Punkte $2 des angesetzten Gegners (Art. 16.4.1)',
    'excused absence': 'entschuldigt abwesend',
    'final round counted as a draw for everybody (Fore Buchholz, Art. 8.3)':
      'letzte Runde für alle als remis gewertet (Fore-Buchholz, Art. 8.3)',
    'forfeit loss': 'kampflos verloren',
    'forfeit win': 'kampflos gewonnen',
    'forfeit: left out of direct encounter (C.07 6.1.1; /P counts it)':
      'kampflos: im direkten Vergleich nicht gewertet (C.07 6.1.1; /P wertet sie)',
    'forfeited match: left out (C.07 6.1.1; /P counts it)':
      'kampfloser Wettkampf: nicht gewertet (C.07 6.1.1; /P wertet ihn)',
    'full-point bye': 'spielfrei mit ganzem Punkt',
    'games scored as wins, forfeit wins included, byes not (Lechenich rule 2)':
      'als Sieg gewertete Partien, kampflose Siege mitgezählt, spielfreie Runden nicht (Lechenicher Regel 2)',
    'games with black scored as wins (Lechenich rule 3)':
      'mit Schwarz als Sieg gewertete Partien (Lechenicher Regel 3)',
    'half-point bye': 'spielfrei mit halbem Punkt',
    'halved for each earlier absence': 'halbiert für jede frühere Abwesenheit',
    'least significant value, cut (Art. 14)': 'schlechtestes Ergebnis, gestrichen (Art. 14)',
    'limit $1 points; $2': 'Grenze $1 Punkte; $2',
    loss: 'Niederlage',
    'lower ranks higher unless /R': 'die niedrigere liegt vorn, außer mit /R',
    'lowest rating whose expected score reaches $1 in $2 game':
      'niedrigste Wertungszahl, deren Erwartungswert $1 in $2 Partie erreicht',
    'lowest rating whose expected score reaches $1 in $2 games':
      'niedrigste Wertungszahl, deren Erwartungswert $1 in $2 Partien erreicht',
    'mean of $1': 'Mittel aus $1',
    'most significant value, cut (Art. 14.3)': 'bestes Ergebnis, gestrichen (Art. 14.3)',
    'no game': 'keine Partie',
    'no game over the board': 'keine Partie am Brett',
    'no game over the board left to average': 'keine Partie am Brett für den Durchschnitt übrig',
    'no other team has the same $1': 'keine andere Mannschaft hat dieselben $1',
    'no per-round account for this tie-break':
      'für diese Feinwertung gibt es keine Aufstellung je Runde',
    'no points: 800 below the lowest-rated opponent (C.07 10.3)':
      'keine Punkte: 800 unter dem Gegner mit der niedrigsten Wertungszahl (C.07 10.3)',
    'nobody else has the same points': 'niemand sonst hat dieselben Punkte',
    'not a game over the board: no opponent’s Buchholz to add':
      'keine Partie am Brett: keine Buchholz eines Gegners zu addieren',
    'not a game over the board: not part of the average (Art. 8.2)':
      'keine Partie am Brett: nicht Teil des Durchschnitts (Art. 8.2)',
    'not a game over the board: rating tie-breaks leave it out (C.07 Art. 10, 15.2)':
      'keine Partie am Brett: Wertungszahl-Feinwertungen lassen sie aus (C.07 Art. 10, 15.2)',
    'not an element of the sum': 'kein Summand',
    'not played yet: no running score': 'noch nicht gespielt: kein Zwischenstand',
    'not yet joined': 'noch nicht dabei',
    'opponent below the limit of $1': 'Gegner unter der Grenze von $1',
    'opponent defaulted: 5 + 5 × result':
      'Gegner nicht zu Ende gespielt / Zeitüberschreitung: 5 + 5 × Ergebnis',
    'opponent did not appear: 5 + 5 × 1': 'Gegner nicht angetreten: 5 + 5 × 1',
    'opponent with the fewest match points, cut':
      'Gegner mit den wenigsten Mannschaftspunkten, gestrichen',
    'opponent withdrawn: a share of own value': 'Gegner zurückgezogen: ein Anteil des Eigenwerts',
    "opponent's Buchholz $1 / $2 games": 'Buchholz des Gegners $1 / $2 Partien',
    "opponent's Fore Buchholz $1 / $2 games": 'Fore-Buchholz des Gegners $1 / $2 Partien',
    "opponent's score $1 adjusted to $2 (Art. 16.3.2)":
      'Punkte des Gegners $1, bereinigt auf $2 (Art. 16.3.2)',
    "opponent's score $1 adjusted to $2 (unplayed rounds as draws, FIDE 2009)":
      'Punkte des Gegners $1, bereinigt auf $2 (nicht gespielte Runden als remis, FIDE 2009)',
    "opponents' $1 × own $2; $3": '$1 der Gegner × eigene $2; $3',
    'own rating; /R: the lower rating ranks first':
      'eigene Wertungszahl; /R: die niedrigere liegt vorn',
    'own rating; the higher rating ranks first': 'eigene Wertungszahl; die höhere liegt vorn',
    'own value: $1': 'Eigenwert: $1',
    'pairing-allocated bye, cut': 'spielfrei durch Auslosung, gestrichen',
    'pending (no result yet)': 'offen (noch kein Ergebnis)',
    'position $1 among $2 participants on the same points':
      'Position $1 unter $2 punktgleichen Teilnehmern',
    'position $1 among $2 teams with the same $3; steps: $4':
      'Position $1 unter $2 Mannschaften mit denselben $3; Stufen: $4',
    'position among the teams with the same $1; points per board $2':
      'Position unter den Mannschaften mit denselben $1; Punkte je Brett $2',
    'position in a hidden random order drawn from the given seed; lower first':
      'Position in einer verdeckten Zufallsreihenfolge aus dem angegebenen Startwert; kleinere zuerst',
    'position in a hidden random order drawn from the tournament’s name and participants; lower first':
      'Position in einer verdeckten Zufallsreihenfolge aus Turniername und Teilnehmern; kleinere zuerst',
    'regular end: 10 + 5 × result': 'reguläres Ende: 10 + 5 × Ergebnis',
    'running score after round $1, cut (Art. 14.1.2 c)':
      'Zwischenstand nach Runde $1, gestrichen (Art. 14.1.2 c)',
    'some participants have no rating (C.07 Art. 10); give unrated players a rating with /U (e.g. /U1400) or the unrated-rating option':
      'einige Teilnehmer haben keine Wertungszahl (C.07 Art. 10); geben Sie Spielern ohne Wertungszahl eine mit /U (z. B. /U1400) oder der Option für Spieler ohne Wertungszahl',
    'sum of $1 contribution': 'Summe aus $1 Beitrag',
    'sum of $1 contributions': 'Summe aus $1 Beiträgen',
    'sum of $1 of $2 contributions; $3 cut': 'Summe aus $1 von $2 Beiträgen; $3 gestrichen',
    'sum of $1 rounds': 'Summe aus $1 Runden',
    'sum over the matches, all boards': 'Summe über die Wettkämpfe, alle Bretter',
    'sum over the matches, the first $1 boards': 'Summe über die Wettkämpfe, die ersten $1 Bretter',
    "the 2009 rules' virtual opponent depends on the round of the unplayed game":
      'der virtuelle Gegner der Regeln von 2009 hängt von der Runde der nicht gespielten Partie ab',
    "the participant's pairing number (Art. 7.8)": 'die Startnummer des Teilnehmers (Art. 7.8)',
    'the progressive score adds up the score after each round':
      'die Fortschrittswertung addiert den Punktestand nach jeder Runde',
    'the ranking of scoring $1': 'der Rangfolge des $1. Rechendurchgangs',
    'the rating order': 'der Reihenfolge nach Wertungszahl',
    'the standings after round $1': 'der Tabelle nach Runde $1',
    'unexcused absence': 'unentschuldigt abwesend',
    'virtual opponent (FIDE 2009)': 'virtueller Gegner (FIDE 2009)',
    'virtual opponent (FIDE 2009): score before the round + opposite result + draws afterwards':
      'virtueller Gegner (FIDE 2009): Punkte vor der Runde + entgegengesetztes Ergebnis + Remis danach',
    'virtual opponent with $1 match points': 'virtueller Gegner mit $1 Mannschaftspunkten',
    'voluntary unplayed round, cut first (Art. 16.5)':
      'freiwillig nicht gespielte Runde, zuerst gestrichen (Art. 16.5)',
    win: 'Sieg',
    withdrawn: 'zurückgezogen',
    'zero-point bye': 'spielfrei ohne Punkt',
    '; $1 takes $2': '; $1 erlaubt $2',
    'Secondary score (MP or GP)': 'Zweitwertung (MP oder GP)',
    'Extended direct encounter, board count': 'Erweiterter direkter Vergleich, Brettwertung',
    'Extended direct encounter, top board': 'Erweiterter direkter Vergleich, Spitzenbrett',
    'Extended direct encounter, board elimination':
      'Erweiterter direkter Vergleich, Brettstreichung',
    'Extended direct encounter, board count, top board':
      'Erweiterter direkter Vergleich, Brettwertung, Spitzenbrett',
    'Extended direct encounter, board count, board elimination':
      'Erweiterter direkter Vergleich, Brettwertung, Brettstreichung',
    'Extended Sonneborn-Berger (MP × MP)': 'Erweiterte Sonneborn-Berger (MP × MP)',
    'Extended Sonneborn-Berger (MP × GP)': 'Erweiterte Sonneborn-Berger (MP × GP)',
    'Extended Sonneborn-Berger (GP × MP)': 'Erweiterte Sonneborn-Berger (GP × MP)',
    'Extended Sonneborn-Berger (GP × GP)': 'Erweiterte Sonneborn-Berger (GP × GP)',
    // Pairing explanations, the bye refusal and the initial colour (core/pairing).
    '$1 ($2) may not receive it (C2, C.04.1 art. 4): $3':
      '$1 ($2) darf es nicht bekommen (C2, C.04.1 Art. 4): $3',
    '$1 ($2): $3': '$1 ($2): $3',
    '$1 players are to be paired, an odd number, and none of them may receive the pairing-allocated bye, which C.04.1 art. 4 bars after a pairing-allocated bye or a round won without playing: $2. Mark one more player absent, or let one more player play':
      '$1 Spieler sind zu paaren, eine ungerade Zahl, und keiner von ihnen darf das Freilos der Auslosung bekommen, das C.04.1 Art. 4 nach einem Freilos der Auslosung oder einer kampflos gewonnenen Runde ausschließt: $2. Tragen Sie einen weiteren Spieler als abwesend ein, oder lassen Sie einen weiteren Spieler spielen',
    '$1 with $2 played': '$1 mit $2 gespielt',
    '$1, with lower scores, are eligible, but leaving any of them out leaves the others without a complete pairing (C4)':
      '$1 mit weniger Punkten dürften es bekommen, doch ohne einen von ihnen ließen sich die übrigen nicht vollständig paaren (C4)',
    B: 'S',
    Black: 'Schwarz',
    'Board $1: $2 White ($3, $4) – $5 Black ($6, $7): $8':
      'Brett $1: $2 Weiß ($3, $4) – $5 Schwarz ($6, $7): $8',
    'Bracket $1: residents $2': 'Gruppe $1: eigene Spieler $2',
    'Bracket $1: residents $2; moved down from above (MDPs): $3':
      'Gruppe $1: eigene Spieler $2; von oben heruntergelost (MDPs): $3',
    'Brackets, from the highest score down (a pair belongs to the bracket of its lower player):':
      'Gruppen, von der höchsten Punktzahl abwärts (eine Paarung gehört zur Gruppe ihres niedrigeren Spielers):',
    'C5: the lowest score the bye can go to while everybody else is paired: $1':
      'C5: die niedrigste Punktzahl, an die das Freilos gehen kann, während alle anderen gepaart werden: $1',
    'C9 (fewest unplayed rounds) leaves $1, who have played $2 each; the pairing of the others in their bracket decided':
      'C9 (wenigste ungespielte Runden) lässt $1 übrig, die je $2 gespielt haben; entschieden hat die Paarung der übrigen in ihrer Gruppe',
    'C9 (fewest unplayed rounds) yields here to the criteria above it: completion (C4) and the pairs and score differences of the brackets (C6–C8)':
      'C9 (wenigste ungespielte Runden) tritt hier hinter die höheren Kriterien zurück: Vollständigkeit (C4) sowie Paarungen und Punktdifferenzen der Gruppen (C6–C8)',
    'C9 (fewest unplayed rounds): $1 has played the most games of them':
      'C9 (wenigste ungespielte Runden): $1 hat von ihnen die meisten Partien gespielt',
    'Colours (a rule decides only where the ones before it do not):':
      'Farben (eine Regel entscheidet nur, wo die vorigen es nicht tun):',
    'How round $1 was paired (FIDE Dutch system, C.04.3):':
      'Wie Runde $1 ausgelost wurde (FIDE-Dutch-System, C.04.3):',
    'Initial colour (pairing number 1 in round 1): $1':
      'Anfangsfarbe (Paarungsnummer 1 in Runde 1): $1',
    'Not paired this round (bye requested, absent or withdrawn): $1':
      'In dieser Runde nicht gepaart (Freilos gewünscht, abwesend oder zurückgezogen): $1',
    'Pairing-allocated bye: $1 (score $2)': 'Freilos der Auslosung: $1 ($2 Punkte)',
    '$1 virtual point in this round for: $2': '$1 virtueller Punkt in dieser Runde für: $2',
    'Baku acceleration (C.04.5.1): group A is pairing numbers 1–$1 ($2 is its last player): $3':
      'Baku-Beschleunigung (C.04.5.1): Gruppe A sind die Paarungsnummern 1–$1 ($2 ist ihr letzter Spieler): $3',
    'Baku acceleration (C.04.5.1): nobody is on the list of round 1, so nobody is in group A':
      'Baku-Beschleunigung (C.04.5.1): niemand steht auf der Liste der 1. Runde, also ist niemand in Gruppe A',
    'Baku acceleration (C.04.5.1) is for the standard point system (win 1, draw ½, loss 0); this tournament scores a win $1, a draw $2, a loss $3':
      'Die Baku-Beschleunigung (C.04.5.1) gilt für die übliche Wertung (Sieg 1, Remis ½, Niederlage 0); dieses Turnier wertet einen Sieg mit $1, ein Remis mit $2, eine Niederlage mit $3',
    'Virtual points given by the file (XXA records or its tournament type; C.04.5):':
      'Virtuelle Punkte aus der Datei (XXA-Zeilen oder ihr Turniertyp; C.04.5):',
    'not on that list, placed by pairing number above the last player of group A, who stays the same (late entries): $1':
      'nicht auf dieser Liste, nach Paarungsnummer vor dem letzten Spieler der Gruppe A eingereiht, der derselbe bleibt (Nachmeldungen): $1',
    'of the $1 rounds the first half, rounded up, is accelerated: 1 virtual point in $2':
      'von den $1 Runden ist die erste Hälfte, aufgerundet, beschleunigt: 1 virtueller Punkt in $2',
    'of the $1 rounds the first half, rounded up, is accelerated: 1 virtual point in $2 (the first half of them, rounded up), ½ in $3':
      'von den $1 Runden ist die erste Hälfte, aufgerundet, beschleunigt: 1 virtueller Punkt in $2 (deren erste Hälfte, aufgerundet), ½ in $3',
    'round $1 comes after the accelerated rounds: no virtual points':
      'Runde $1 liegt nach den beschleunigten Runden: keine virtuellen Punkte',
    'round $1: $2 virtual point for every player of group A, none for group B':
      'Runde $1: $2 virtueller Punkt für jeden Spieler der Gruppe A, keiner für Gruppe B',
    'rounds $1–$2': 'Runden $1–$2',
    'the first half of the $1 players paired in round 1, rounded up to an even number: $2':
      'die erste Hälfte der $1 in Runde 1 gepaarten Spieler, auf eine gerade Zahl aufgerundet: $2',
    'the first half of the $1 players to pair in round 1, rounded up to an even number: $2':
      'die erste Hälfte der $1 in Runde 1 zu paarenden Spieler, auf eine gerade Zahl aufgerundet: $2',
    'virtual points only place players in the pairing (scoregroups, floats); the standings never count them, and the boards are ordered by the real scores':
      'virtuelle Punkte ordnen Spieler nur für die Paarung ein (Punktgruppen, Floater); die Tabelle zählt sie nie, und die Bretter werden nach den echten Punkten geordnet',
    '$1 (bracket of score $2)': '$1 (Gruppe mit Punktzahl $2)',
    'C1: two players meet again, or a pair the organiser forbade':
      'C1: zwei Spieler treffen erneut aufeinander, oder eine vom Veranstalter ausgeschlossene Paarung',
    'C2: the pairing-allocated bye goes to a player who may not receive it':
      'C2: das Freilos der Auslosung geht an einen Spieler, der es nicht erhalten darf',
    'C3: two players with the same absolute colour preference meet':
      'C3: zwei Spieler mit derselben absoluten Farbpräferenz treffen aufeinander',
    'C4: more than one player is left without an opponent':
      'C4: mehr als ein Spieler bleibt ohne Gegner',
    'C5: the pairing-allocated bye does not go to a player of the lowest possible score':
      'C5: das Freilos der Auslosung geht nicht an einen Spieler der niedrigstmöglichen Punktzahl',
    'C6: fewer pairs in the bracket': 'C6: weniger Paarungen in der Gruppe',
    'C7: larger score differences in the bracket': 'C7: größere Punktdifferenzen in der Gruppe',
    'C8: fewer pairs or larger score differences in the next bracket':
      'C8: weniger Paarungen oder größere Punktdifferenzen in der nächsten Gruppe',
    'C9: the pairing-allocated bye goes to a player with more unplayed rounds':
      'C9: das Freilos der Auslosung geht an einen Spieler mit mehr ungespielten Runden',
    'C10: more topscorers or their opponents with a colour difference above 2':
      'C10: mehr Spitzenreiter oder deren Gegner mit einer Farbdifferenz über 2',
    'C11: more topscorers or their opponents with the same colour three times running':
      'C11: mehr Spitzenreiter oder deren Gegner dreimal hintereinander mit derselben Farbe',
    'C12: more players do not get their colour preference':
      'C12: mehr Spieler bekommen ihre Farbpräferenz nicht',
    'C13: more players do not get their strong colour preference':
      'C13: mehr Spieler bekommen ihre starke Farbpräferenz nicht',
    'C14: more players float down as in the round before':
      'C14: mehr Spieler floaten abwärts wie in der Runde davor',
    'C15: more players float up as in the round before':
      'C15: mehr Spieler floaten aufwärts wie in der Runde davor',
    'C16: more players float down as two rounds before':
      'C16: mehr Spieler floaten abwärts wie zwei Runden davor',
    'C17: more players float up as two rounds before':
      'C17: mehr Spieler floaten aufwärts wie zwei Runden davor',
    'C18: larger score differences of players floating down as in the round before':
      'C18: größere Punktdifferenzen von Spielern, die wie in der Runde davor abwärts floaten',
    'C19: larger score differences of players floating up as in the round before':
      'C19: größere Punktdifferenzen von Spielern, die wie in der Runde davor aufwärts floaten',
    'C20: larger score differences of players floating down as two rounds before':
      'C20: größere Punktdifferenzen von Spielern, die wie zwei Runden davor abwärts floaten',
    'C21: larger score differences of players floating up as two rounds before':
      'C21: größere Punktdifferenzen von Spielern, die wie zwei Runden davor aufwärts floaten',
    'as the rules give it': 'wie die Regeln sie ergeben',
    'board $1: $2 – $3': 'Brett $1: $2 – $3',
    'board order: the same pairs and colours on other boards than the order by scores (C.04.2) gives':
      'Brettreihenfolge: dieselben Paarungen und Farben an anderen Brettern, als die Ordnung nach Punkten (C.04.2) ergibt',
    'bye: $1': 'spielfrei: $1',
    'colours: $1, alternating from the most recent round the two had different colours':
      'Farben: $1, Wechsel ab der letzten Runde, in der die beiden verschiedene Farben hatten',
    'colours: $1, the colour preferences that can both be granted':
      'Farben: $1, die Farbpräferenzen, die sich beide erfüllen lassen',
    "colours: $1, the higher-ranked player's colour preference":
      'Farben: $1, die Farbpräferenz des höher eingestuften Spielers',
    'colours: $1, the pairing number of the higher-ranked player':
      'Farben: $1, die Paarungsnummer des höher eingestuften Spielers',
    'colours: $1, the stronger colour preference': 'Farben: $1, die stärkere Farbpräferenz',
    "equal quality, other choice: in the bracket of score $1 the played pairing is as good as the rules' on every criterion (C1–C21); the order of transpositions and exchanges (D.1–D.3) picks the rules' pairing":
      'gleiche Qualität, andere Wahl: in der Gruppe mit Punktzahl $1 ist die gespielte Paarung in jedem Kriterium (C1–C21) so gut wie die nach den Regeln; die Reihenfolge der Transpositionen und Austausche (D.1–D.3) wählt die Paarung nach den Regeln',
    'no legal pairing of this round exists by the rules: $1':
      'nach den Regeln gibt es keine regelgerechte Paarung dieser Runde: $1',
    'Round $1 — $2': 'Runde $1 — $2',
    'Round $1: played $2 — $3': 'Runde $1: gespielt $2 — $3',
    'Round $1: played $2; the rules give $3 — $4': 'Runde $1: gespielt $2; nach den Regeln $3 — $4',
    'round $1: nobody was paired (no game and no pairing-allocated bye), but round $2 was: the rounds of the file must follow one another':
      'Runde $1: niemand wurde gepaart (keine Partie und kein Freilos der Auslosung), aber Runde $2: die Runden der Datei müssen lückenlos aufeinander folgen',
    'the total number of rounds is $1, but the file holds $2 rounds played':
      'die Gesamtzahl der Runden ist $1, aber die Datei enthält $2 gespielte Runden',
    W: 'W',
    White: 'Weiß',
    absolute: 'absolut',
    'absolute preference for $1': 'absolute Präferenz für $1',
    'both colour preferences can be granted (E.1)':
      'beide Farbpräferenzen lassen sich erfüllen (E.1)',
    'both must have $1 (absolute); $2 has the larger colour difference ($3 against $4) and gets it (E.2)':
      'beide müssten $1 haben (absolut); $2 hat die größere Farbdifferenz ($3 gegen $4) und bekommt es (E.2)',
    'both want $1, equally strongly ($2), and their played colours never differ, so E.3 decides nothing; the higher-ranked $3 gets his preference (E.4)':
      'beide wollen $1, gleich stark ($2), und ihre gespielten Farben unterscheiden sich nie, E.3 entscheidet also nichts; der höher eingestufte $3 bekommt seine Präferenz (E.4)',
    "both want $1, equally strongly ($2); going back through their played games, the most recent time their colours differed $3 had $4 (round $5) and $6 $7 (round $8): each now gets the other's colour of then (E.3)":
      'beide wollen $1, gleich stark ($2); zurück durch ihre gespielten Partien hatte beim letzten Unterschied $3 $4 (Runde $5) und $6 $7 (Runde $8): jetzt bekommt jeder die damalige Farbe des anderen (E.3)',
    'both want $1; $2 has the stronger preference ($3 against $4) and gets it (E.2)':
      'beide wollen $1; $2 hat die stärkere Präferenz ($3 gegen $4) und bekommt es (E.2)',
    'eligible with score $1: $2': 'berechtigt mit $1 Punkten: $2',
    even: 'gerade',
    'floating down to the next bracket: $1': 'in die nächste Gruppe heruntergelost: $1',
    'floats: $1 down, $2 up': 'Floater: $1 abwärts, $2 aufwärts',
    'forfeit win against $1 in round $2': 'kampfloser Sieg gegen $1 in Runde $2',
    'full-point bye in round $1': 'volles Freilos in Runde $1',
    'left over: $1, who receives the pairing-allocated bye':
      'übrig: $1, bekommt das Freilos der Auslosung',
    mild: 'leicht',
    'mild preference for $1': 'leichte Präferenz für $1',
    'neither has a colour preference; the higher-ranked $1 has the pairing number $2 ($3) and gets $4, the initial colour being $5 (E.5)':
      'keiner hat eine Farbpräferenz; der höher eingestufte $1 hat die Paarungsnummer $2 ($3) und bekommt $4, bei der Anfangsfarbe $5 (E.5)',
    'no colour preference': 'keine Farbpräferenz',
    'no game played': 'keine Partie gespielt',
    'no pairs': 'keine Paarungen',
    odd: 'ungerade',
    'only $1 has a colour preference; it is granted (E.1)':
      'nur $1 hat eine Farbpräferenz; sie wird erfüllt (E.1)',
    'pairing-allocated bye in round $1': 'Freilos der Auslosung in Runde $1',
    'pairs: $1': 'Paarungen: $1',
    'round $1': 'Runde $1',
    strong: 'stark',
    'strong preference for $1': 'starke Präferenz für $1',
    'the initial colour $1 contradicts the colours already played, which give $2':
      'die Anfangsfarbe $1 widerspricht den schon gespielten Farben, die $2 ergeben',
    'the initial colour $1 contradicts the one the file records ($2)':
      'die Anfangsfarbe $1 widerspricht der in der Datei festgehaltenen ($2)',
    '"$1" gives round $2 twice': '„$1“ nennt Runde $2 zweimal',
    '"$1" has a withdrawn row in the results list and is not paired again':
      '„$1“ hat in der Ergebnisliste eine Zeile „zurückgezogen“ und wird nicht mehr ausgelost',
    '"$1" has withdrawn from round $2 (Status in row $3 of the player list) but is listed in round $4':
      '„$1“ hat sich ab Runde $2 abgemeldet (Status in Zeile $3 der Spielerliste), steht aber in Runde $4',
    '"$1" marks round $2, after the withdrawal from round $3':
      '„$1“ nennt Runde $2, nach der Abmeldung ab Runde $3',
    '"$1": a mark without a round is for the next round; beside other marks, give each its rounds (H 3; Z 7)':
      '„$1“: eine Angabe ohne Runde gilt für die nächste Runde; neben anderen Angaben braucht jede ihre Runden (H 3; Z 7)',
    '"$1": a withdrawal takes one round, the first round the player misses (W 5)':
      '„$1“: eine Abmeldung nennt eine Runde, die erste, die der Spieler versäumt (W 5)',
    'found "$1"; expected a status: blank or active/aktiv to play, H (half-point bye), Z/absent/abwesend (zero-point bye), F (full-point bye) or W/withdrawn/abgemeldet/zurückgezogen, for the next round or for the rounds given (H 5, Z 4-6, H 3; Z 7)':
      'gefunden „$1“; erwartet einen Status: leer oder aktiv zum Spielen, H (halber Punkt kampflos), Z/abwesend (null Punkte), F (ganzer Punkt kampflos) oder W/abgemeldet/zurückgezogen, für die nächste Runde oder für die genannten Runden (H 5, Z 4-6, H 3; Z 7)',
    'the Status names round $1, but the tournament has $2 rounds':
      'der Status nennt Runde $1, aber das Turnier hat $2 Runden',
    // The custom functions' own mistakes (options, arguments: server/functions) and the Keizer
    // options as typed (core/keizer/optionText); `$1` is "option bye" or the flag "--bye".
    'option $1': 'Option $1',
    'option $1: "$2" is not one of $3': 'Option $1: erwartet einen der Werte $3, gefunden „$2“',
    'option $1: "$2" should be a whole number of at least $3':
      'Option $1: „$2“ sollte eine ganze Zahl von mindestens $3 sein',
    'option $1: "$2" should be MP (match points) or GP (game points)':
      'Option $1: „$2“ sollte MP (Mannschaftspunkte) oder BP (Brettpunkte) sein',
    'option $1: "$2" should look like 1/0.5/0 or 3/1/0':
      'Option $1: „$2“ sollte die Form 1/0,5/0 oder 3/1/0 haben',
    'option $1: "$2" is not en or de': 'Option $1: erwartet en oder de, gefunden „$2“',
    'option "$1" should look like name=value (e.g. rules=fide-2024)':
      'Option „$1“ sollte die Form Name=Wert haben (z. B. regeln=fide-2024)',
    'option "$1" should look like name=value, e.g. bye=0.5':
      'Option „$1“ sollte die Form Name=Wert haben, z. B. freilos=0,5',
    'options should be text like "rules=fide-2024; unrated=1000" or a two-column range':
      'die Optionen sollten Text wie „regeln=fide-2024; ersatzwertung=1000“ oder ein Bereich mit zwei Spalten sein',
    'options should be text like "bye=0.5; iteration=frozen" or a two-column range':
      'die Optionen sollten Text wie „freilos=0,5; berechnung=eingefroren“ oder ein Bereich mit zwei Spalten sein',
    'unknown option "$1"; known: rules, unrated, after-round, system, seed, layout, points, boards, match-points, primary, rounds, lang, rating-change, date, k, k-column, category':
      'unbekannte Option „$1“; bekannt sind: regeln, ersatzwertung, nach-runde, modus, lot, tabelle, punkte, bretter, mannschaftspunkte, hauptwertung, rundenfolge, sprache, wertungsänderung, datum, k, k-spalte, kategorie',
    '$1: the first argument must be a range of results such as B2:I8, not a single value.':
      '$1: das erste Argument muss ein Bereich mit Ergebnissen wie B2:I8 sein, kein einzelner Wert.',
    'give the player as a start number or a name':
      'geben Sie den Spieler als Startnummer oder Namen an',
    '"$1" matches $2; give the start number': '„$1“ passt auf $2; geben Sie die Startnummer an',
    'no player "$1" in the range': 'kein Spieler „$1“ im Bereich',
    'players must be a whole number of at least 2, or a range of names; found $1':
      'players muss eine ganze Zahl von mindestens 2 oder ein Bereich mit Namen sein; gefunden $1',
    'the range of names holds $1; expected one name per cell':
      'der Bereich mit Namen enthält $1; erwartet einen Namen pro Zelle',
    'the range of names holds $1; a round robin needs at least 2':
      'der Bereich mit Namen enthält $1; ein Rundenturnier braucht mindestens 2',
    'double must be TRUE or FALSE ("double" or "single"); found $1':
      'double muss WAHR oder FALSCH sein („doppel“ oder „einfach“); gefunden $1',
    'a date': 'ein Datum',
    '$1 must be a range of cells, not a single value':
      '$1 muss ein Bereich von Zellen sein, kein einzelner Wert',
    'the results list (first argument)': 'die Ergebnisliste (erstes Argument)',
    'the player list': 'die Spielerliste',
    'the players present': 'die Liste der Anwesenden',
    'unknown Keizer option "$1"; known: $2': 'unbekannte Keizer-Option „$1“; bekannt sind: $2',
    '$1 left out: $2': '$1 weggelassen: $2',
    '$1 – $2 of round $3 is given twice: in $4 and in $5':
      '$1 – $2 der Runde $3 ist doppelt angegeben: in $4 und in $5',
    '$1 is given twice': '$1 ist doppelt angegeben',
    '$1 is given twice (also as $2)': '$1 ist doppelt angegeben (auch als $2)',
    '$1 has no value': '$1 hat keinen Wert',
    '$1: "$2" holds more than one value; separate options with ";"':
      '$1: „$2“ enthält mehr als einen Wert; Optionen bitte mit „;“ trennen',
    '$1: rounding applies to the ratio rule (first-value ratio:3), not to $2 $3':
      '$1: die Rundung gilt für die Regel ratio (first-value ratio:3), nicht für $2 $3',
    '$1: "$2" is not $3': '$1: erwartet $3, gefunden „$2“',
    'one of $1': '$1',
    'yes or no (ja/nein)': 'ja oder nein (yes/no)',
    'floor or banker (half-even)': 'abrunden oder gerade (floor, banker)',
    'passes, fixed-point or frozen':
      'Durchgänge, Fixpunkt oder eingefroren (passes, fixed-point, frozen)',
    'unexcused, excused, club or not-joined':
      'unentschuldigt, entschuldigt, Mannschaftskampf oder nicht-dabei',
    'a fraction from 0 to 1 such as 0.35, 0,35, 35% or 1/3':
      'einen Anteil von 0 bis 1 wie 0,35, 0.35, 35% oder 1/3',
    'a whole number of at least $1': 'eine ganze Zahl von mindestens $1',
    'a first value of at least 1': 'einen ersten Wert von mindestens 1',
    'a ratio above 1 such as 3': 'ein Verhältnis über 1 wie 3',
    'a ratio above 1 such as ratio:3': 'ein Verhältnis über 1 wie ratio:3',
    'a ratio above 1 such as normalised:3': 'ein Verhältnis über 1 wie normalised:3',
    'a fixed first value of at least 1 such as fixed:50':
      'einen festen ersten Wert von mindestens 1 wie fixed:50',
    'count without a number': 'count ohne Zahl',
    'a number above 0 such as 1 or 2': 'eine Zahl über 0 wie 1 oder 2',
    'ratio:3 (first ≈ 3 × last), fixed:50 (or just 50), count (first = number of players) or normalised:3 (last 1, first 3)':
      'ratio:3 (Erster ≈ 3 × Letzter), fixed:50 (oder einfach 50), count (Erster = Anzahl der Spieler) oder normalised:3 (Letzter 1, Erster 3)',
    'the second argument is a tie-break code such as "BH/C1" or "SB".':
      'das zweite Argument ist ein Wertungskürzel wie „BH/C1“ oder „SB“.',
    'the third argument is a tie-break code such as "SB"':
      'das dritte Argument ist ein Wertungskürzel wie „SB“',
    // KEIZER_PAIRINGS' present players and KEIZER_EXPLAIN's player (server/functions/keizer).
    "the second argument is the player's name": 'das zweite Argument ist der Name des Spielers',
    '"$1" could be $2; write more of the name':
      '„$1“ könnte $2 sein; bitte mehr vom Namen schreiben',
    '$1 or $2': '$1 oder $2',
    'no player "$1" in the results or player list':
      'kein Spieler „$1“ in der Ergebnisliste oder der Spielerliste',
    '$1 has withdrawn and has no Keizer total':
      '$1 hat sich zurückgezogen und hat keine Keizer-Summe',
    'the second argument names the players present: a range of names, names with tick boxes, or "Name1, Name2, …"':
      'das zweite Argument nennt die anwesenden Spieler: ein Bereich mit Namen, Namen mit Kontrollkästchen oder „Name1, Name2, …“',
    'found $1 where the players present should be named':
      'gefunden $1, wo die anwesenden Spieler genannt sein sollten',
    '"$1" is not a player of the results list or the player list':
      '„$1“ ist kein Spieler der Ergebnisliste oder der Spielerliste',
    '$1 is listed as present twice': '$1 ist doppelt als anwesend eingetragen',
    '$1 has withdrawn and is not paired': '$1 hat sich zurückgezogen und wird nicht gepaart',
    'nobody is marked as present': 'niemand ist als anwesend markiert',
    // SWISS_PAIRINGS options and arguments (server/functions/swiss.ts).
    'rounds: found "$1"; expected the total number of rounds, e.g. 9':
      'rounds: gefunden „$1“, erwartet die Gesamtzahl der Runden, z. B. 9',
    'colour: found "$1"; expected white1, black1 (player 1\'s colour in round 1) or draw (by lot, with seed=NUMBER)':
      'colour: gefunden „$1“, erwartet white1, black1 (die Farbe von Spieler 1 in Runde 1) oder draw (ausgelost, mit seed=ZAHL)',
    'seed: found "$1"; expected a whole number, e.g. seed=4711':
      'seed: gefunden „$1“, erwartet eine ganze Zahl, z. B. seed=4711',
    'forbid: found "$1"; expected two names, e.g. forbid=Anna / Bert':
      'forbid: gefunden „$1“, erwartet zwei Namen, z. B. forbid=Anna / Bert',
    'order: found "$1"; expected list or rating': 'order: gefunden „$1“, erwartet list oder rating',
    'unknown option "$1"; expected rounds, colour, seed, half-bye, zero-bye, full-bye, withdrawn, forbid, order, accelerate or lang':
      'unbekannte Option „$1“; erwartet rounds, colour, seed, half-bye, zero-bye, full-bye, withdrawn, forbid, order, accelerate (beschleunigung) oder lang',
    '$1: found "$2"; expected baku (the Baku acceleration, C.04.5.1)':
      '$1: gefunden „$2“; erwartet baku (die Baku-Beschleunigung, C.04.5.1)',
    'accelerate=baku: the TRF gives virtual points itself (XXA records); leave out accelerate=baku to pair with them, or remove the XXA records to have the Baku method work them out':
      'accelerate=baku: der TRF gibt selbst virtuelle Punkte an (XXA-Zeilen); lassen Sie accelerate=baku weg, um mit ihnen zu paaren, oder entfernen Sie die XXA-Zeilen, damit die Baku-Methode sie berechnet',
    'colour=draw needs seed=NUMBER: the lot is drawn from that number, so the pairing stays the same on every recalculation; choose it in public and keep it (e.g. seed=4711)':
      'colour=draw braucht seed=ZAHL: das Los wird aus dieser Zahl gezogen, so bleibt die Paarung bei jeder Neuberechnung gleich; wählen Sie sie öffentlich und behalten Sie sie (z. B. seed=4711)',
    'seed goes with colour=draw': 'seed gehört zu colour=draw',
    'the player list (second argument) is needed with a results list: Nr | Name | Elo | Status':
      'zu einer Ergebnisliste gehört die Spielerliste (zweites Argument): Nr | Name | Elo | Status',
    'give the total number of rounds as an option, e.g. "rounds=9"':
      'geben Sie die Gesamtzahl der Runden als Option an, z. B. „rounds=9“',
    'no legal pairing of round $1: $2': 'keine regelgerechte Paarung für Runde $1: $2',
    // Why no legal pairing exists (core/pairing/noLegalPairing.ts, cli/pair.ts).
    'only $1 is to be paired and may not receive the pairing-allocated bye (C.04.1 art. 4): $2':
      'nur $1 ist zu paaren und darf das Freilos der Auslosung nicht bekommen (C.04.1 Art. 4): $2',
    '$1: none of the other players to be paired may be their opponent (already met, a forbidden pair, or the same absolute colour preference: C1, C3)':
      '$1: keiner der übrigen zu paarenden Spieler darf ihr Gegner sein (schon gegeneinander gespielt, ein verbotenes Paar oder dieselbe absolute Farbpräferenz: C1, C3)',
    'no pairing satisfies the absolute criteria (no rematch, no second pairing-allocated bye, no two players with the same absolute colour preference): the most complete one still leaves $1 without an opponent':
      'keine Paarung erfüllt die absoluten Kriterien (keine Wiederholung, kein zweites Freilos der Auslosung, keine zwei Spieler mit derselben absoluten Farbpräferenz): auch die vollständigste lässt $1 ohne Gegner',
    'no pairing satisfies the absolute criteria: every pairing of all but one player leaves out a player who may not receive the pairing-allocated bye (C2, C.04.1 art. 4), such as $1: $2':
      'keine Paarung erfüllt die absoluten Kriterien: jede Paarung aller Spieler bis auf einen lässt einen Spieler übrig, der das Freilos der Auslosung nicht bekommen darf (C2, C.04.1 Art. 4), etwa $1: $2',
    '$1 are left without a legal opponent (C4)': '$1 bleiben ohne regelgerechten Gegner (C4)',
    // The kind argument of WINS, BLACK_WINS, PERFORMANCE (server/functions/individual.ts).
    '"$1" should be all (byes and forfeit wins count), played or scored':
      '„$1“ sollte all (alle: spielfrei und kampflose Siege zählen), played (gespielt) oder scored (gewertet) sein',
    '"$1" should be played or scored': '„$1“ sollte played (gespielt) oder scored (gewertet) sein',
    '"$1" should be TPR, PTP or DWZ': '„$1“ sollte TPR, PTP oder DWZ sein',
    ...ratingMessagesDe(),
    // The lists (core/lists).
    '"$1": $2 takes no value': '„$1“: $2 nimmt keinen Wert',
    '"$1": give the rating limits as whole numbers, e.g. rating:1600,1900':
      '„$1“: geben Sie die Elo-Grenzen als ganze Zahlen an, z. B. elo:1600,1900',
    '"$1": give the rating limits, e.g. rating:1600,1900':
      '„$1“: geben Sie die Elo-Grenzen an, z. B. elo:1600,1900',
    'a forfeit names no opponent': 'eine kampflose Partie nennt keinen Gegner',
    'a game of the double round robin has no colour':
      'eine Partie des doppelrundigen Turniers hat keine Farbe',
    'a game of the double round robin is still to be played':
      'eine Partie des doppelrundigen Turniers ist noch zu spielen',
    'a round without a game scored points': 'eine Runde ohne Partie brachte Punkte',
    'age group "$1" should look like U14 (under 14) or S50 (50 and older)':
      'die Altersklasse „$1“ sollte wie U14 (unter 14) oder S50 (50 und älter) aussehen',
    'age groups are counted from the year of the event, which the source does not give: give the year (--year 2025, or the option year=2025)':
      'Altersklassen werden vom Jahr des Turniers aus gezählt, das die Quelle nicht nennt: geben Sie das Jahr an (--year 2025 oder die Option jahr=2025)',
    'no age group given: write e.g. U10,U12,S60':
      'keine Altersklasse angegeben: schreiben Sie z. B. U10,U12,S60',
    'no category given: expected $1': 'keine Kategorie angegeben; erwartet: $1',
    "no player's club is given, so there are no club lists: add a Club column (Verein) to the player list":
      'bei keinem Spieler ist ein Verein angegeben, also gibt es keine Vereinslisten: ergänzen Sie die Spielerliste um eine Spalte Verein',
    "no player's sex is given, so there is no list of women: add a Sex column (m or w) to the player list, or use a TRF file that has it":
      'bei keinem Spieler ist das Geschlecht angegeben, also gibt es keine Frauenliste: ergänzen Sie die Spielerliste um eine Spalte Geschlecht (m oder w), oder nehmen Sie eine TRF-Datei, die es enthält',
    "no player's year of birth is given, so there are no age groups: add a Birth column (Geb.) to the player list, or use a TRF file that has it":
      'bei keinem Spieler ist das Geburtsjahr angegeben, also gibt es keine Altersklassen: ergänzen Sie die Spielerliste um eine Spalte Geb. (Geburtsjahr), oder nehmen Sie eine TRF-Datei, die es enthält',
    'not every pair met equally often': 'nicht jedes Paar spielte gleich oft gegeneinander',
    'some pairs met more than twice': 'manche Paare spielten mehr als zweimal gegeneinander',
    'the crosstable cannot be printed square: $1; print it by rounds':
      'die Kreuztabelle lässt sich nicht quadratisch drucken: $1; drucken Sie sie nach Runden',
    'the event is not a round robin': 'das Turnier ist kein Rundenturnier',
    'there is no round $1 to list: the event has rounds 1 to $2':
      'es gibt keine Runde $1: das Turnier hat die Runden 1 bis $2',
    'unknown category "$1": expected $2': 'unbekannte Kategorie „$1“; erwartet: $2',
    'no round has been paired yet': 'es ist noch keine Runde ausgelost',
    // The list functions' options (server/functions/options.ts).
    'unknown option "$1"; known: tiebreaks, rules, unrated, system, points, rounds, age-bands, year, crosstable, lang':
      'unbekannte Option „$1“; bekannt sind: feinwertung, regeln, ersatzwertung, modus, punkte, rundenfolge, altersklassen, jahr, kreuztabelle, sprache',
    'unknown option "$1"; known: tiebreaks, rules, unrated, system, points, rounds, age-bands, year, crosstable, rating-change, date, k, k-column, category, lang':
      'unbekannte Option „$1“; bekannt sind: feinwertung, regeln, ersatzwertung, modus, punkte, rundenfolge, altersklassen, jahr, kreuztabelle, wertungsänderung, datum, k, k-spalte, kategorie, sprache',
    'the lists are of all rounds played: leave out the option $1':
      'die Listen gelten für alle gespielten Runden: lassen Sie die Option $1 weg',
    // FIDE id, birth, sex, K and DWZ index cells (core/readers/personCells.ts).
    'found an invalid date; expected $1': 'ein ungültiges Datum gefunden; erwartet $1',
    'a birth year (1985) or a date of birth (1985-06-01, 01.06.1985)':
      'ein Geburtsjahr (1985) oder ein Geburtsdatum (01.06.1985, 1985-06-01)',
    'found "$1"; expected the sex as m or w (f), or blank':
      'gefunden „$1“; erwartet das Geschlecht als m oder w (f), oder leer',
    'found "$1"; expected a FIDE id (up to 11 digits) or blank':
      'gefunden „$1“; erwartet eine FIDE-ID (bis zu 11 Ziffern) oder leer',
    'found "$1"; expected K, a whole number from 1 to 40 (FIDE lists 10, 20 or 40)':
      'gefunden „$1“; erwartet K, eine ganze Zahl von 1 bis 40 (die FIDE-Liste hat 10, 20 oder 40)',
    'found "$1"; expected a DWZ index, a whole number from 1':
      'gefunden „$1“; erwartet einen DWZ-Index, eine ganze Zahl ab 1',
  };
}

/** The words the server writes into sheets and the messages it sends the sidebar. */
export const sheets: SheetTexts = {
  sidebarTitle: 'Schach-Rangliste',
  sheetFor: (kind, source) => `${kind} – ${source}`,
  number: x => formatNumber(x).replace('.', ','),
  noRoundOrder:
    'Die Kreuztabelle sagt nicht, in welcher Runde jede Partie gespielt wurde: die Zeilen darunter folgen ihren Spalten und haben keine Rundennummern.',
  standingsSheet: 'Rangliste',
  explanationSheet: 'Erläuterungen',
  importSheet: 'TRF-Import',
  title: source => `Rangliste — ${source}`,
  explanationTitle: source => `Wie die Feinwertungen berechnet wurden — ${source}`,
  source: 'Quelle',
  tiebreaks: 'Feinwertungen',
  rules: 'Regeln',
  automatic: 'automatisch',
  afterRound: k => `nach Runde ${k}`,
  allRounds: 'alle Runden',
  unrated: r => `Spieler ohne Wertungszahl zählen mit ${r}`,
  created: 'Erstellt',
  live: 'Live: die =STANDINGS-Formel unten rechnet neu, sobald Ergebnisse eingetragen werden.',
  liveTeam:
    'Live: die =TEAM_STANDINGS-Formel unten rechnet neu, sobald Ergebnisse eingetragen werden.',
  header: {
    place: 'Platz',
    no: 'Nr.',
    name: 'Name',
    team: 'Mannschaft',
    points: 'Punkte',
    matchPoints: 'MP',
    boardPoints: 'BP',
    separatedBy: 'Getrennt durch',
  },
  separatedByNote:
    'Die Feinwertung, die diesen Spieler hinter den punktgleichen Spieler darüber setzte (beide Zellen sind markiert).',
  noValue:
    'Eine leere Zelle heißt: der Wert existiert nicht (z. B. Spieler ohne Wertungszahl, FIDE C.07 Art. 10).',
  explanationHeader: [
    'Platz',
    'Name',
    'Feinwertung',
    'Runde',
    'Gegner',
    'Punkte des Gegners',
    'Ergebnis',
    'Punkte',
    'Beitrag',
    'Hinweis',
  ],
  explainTableHeader: [
    'Runde',
    'Gegner',
    'Punkte des Gegners',
    'Ergebnis',
    'Punkte',
    'Beitrag',
    'Hinweis',
  ],
  total: 'Summe',
  cut: 'gestrichen',
  busy: 'In dieser Tabelle läuft gerade noch eine andere Aktualisierung. Bitte gleich noch einmal versuchen.',
  writeFailed: reason =>
    `Google Sheets hat die Aktualisierung abgebrochen (${reason}). Es wurde nichts geändert: die Tabelle ist wie vorher. Bitte gleich noch einmal versuchen.`,
  writeFailedPartly: (reason, sheets) =>
    `Google Sheets hat die Aktualisierung abgebrochen (${reason}), und sie ließ sich nicht ganz rückgängig machen: bitte das Blatt ${sheets.map(s => `„${s}“`).join(', ')} prüfen und noch einmal ausführen.`,
  tooManyCells: (used, more, limit) =>
    `Dafür wären ${groupedNumber(more, '.')} weitere Zellen nötig, die Tabelle hat aber schon ${groupedNumber(used, '.')} der ${groupedNumber(limit, '.')} Zellen, die Google Sheets erlaubt. Es wurde nichts geschrieben. Nicht mehr benötigte Blätter oder Zeilen löschen oder weniger Feinwertungen bzw. keine Erläuterungen wählen.`,
  emptySheet: sheet =>
    `Das Blatt „${sheet}“ ist leer. Öffnen Sie das Blatt mit den Ergebnissen oder geben Sie den Bereich der Tabelle ein.`,
  badRange: text =>
    `„${text}“ ist kein Bereich. Schreiben Sie ihn wie A1:K25, A1:K (bis zur letzten Zeile), A:K oder 'Open'!A1:K25.`,
  rangeOutside: (text, sheet, rows, last) =>
    `„${text}“ liegt außerhalb des Blatts „${sheet}“, das ${rows} Zeilen und die Spalten A bis ${last} hat.`,
  noSheet: name => `Es gibt kein Blatt „${name}“.`,
  ownSheetAsSource: sheet =>
    `„${sheet}“ ist eine Rangliste von Chess Standings. Wählen Sie das Blatt mit der Ergebnistabelle.`,
  noCodes:
    'Die Liste der Feinwertungen ist leer. Wählen Sie eine Vorlage oder fügen Sie mindestens eine Wertung hinzu.',
  tooManyCodes: max => `Höchstens ${max} Feinwertungen, bitte.`,
  unknownPreset: name => `Es gibt keine Vorlage „${name}“.`,
  afterRoundRange: (k, rounds) =>
    `„Nach Runde ${k}“ passt nicht: die Tabelle hat ${rounds} Runde${rounds === 1 ? '' : 'n'}.`,
  badUnrated:
    'Die Wertungszahl für Spieler ohne Wertung muss eine ganze Zahl zwischen 0 und 3500 sein.',
  badRequest:
    'Die Seitenleiste hat eine unverständliche Anfrage geschickt. Bitte die Seitenleiste neu laden.',
  emptyTrf: 'Fügen Sie zuerst den Inhalt einer TRF- oder PGN-Datei ein oder wählen Sie eine Datei.',
  importedNotJoined: n =>
    `${n} Runde${n === 1 ? '' : 'n'} vor dem Einstieg eines Spielers als Z (Null-Punkt-Freilos) geschrieben: anders kann die Fortschrittstabelle es nicht ausdrücken.`,
  importedUnrated: n =>
    `${n} Partie${n === 1 ? '' : 'n'} mit weniger als einem Zug (TRF W/D/L) als gewöhnliche Partie${n === 1 ? '' : 'n'} geschrieben.`,
  importedPoints: points =>
    `Die Datei wertet ${points}: die Punktespalte entfällt, und die Rangliste verwendet diese Punktwertung.`,
  importedTeams: 'Die Mannschaftsangaben der Datei gehören nicht zur Fortschrittstabelle.',
  importedRoundRobin:
    'Das Turnier ist ein Rundenturnier: die Rangliste der Seitenleiste wertet dieses Blatt nach den Regeln für Rundenturniere; in einer Formel die Option „system=round-robin“ angeben.',
  exportTeams:
    'Der TRF-Export schreibt einen Mannschaftswettbewerb mit den Partien seiner Spieler, und dieser Bereich enthält eine Mannschaftstabelle ohne Spieler. Bitte eine TRF mit Mannschaftsdatensätzen oder die Fortschrittstabelle der Spieler wählen.',
  teamUnrated:
    'Eine Wertungszahl für Spieler ohne Wertung gilt für Einzelturniere, nicht für Mannschaftsranglisten.',
  scoring: 'Wertung',
  badMatchPoints: text =>
    `„${text}“ ist keine Mannschaftspunkte-Regel: bitte die Punkte für einen gewonnenen, unentschiedenen und verlorenen Wettkampf eingeben, z. B. 2/1/0 oder 3/1/0.`,
  codesNeedRounds: codes =>
    `${codes.join(', ')} ${codes.length === 1 ? 'braucht' : 'brauchen'} die Reihenfolge der Runden, und eine Kreuztabelle hält sie nicht fest. Wurden die Runden in der Reihenfolge der Berger-Tabelle gespielt, kreuzen Sie „Die Runden folgten der Berger-Tabelle“ unter dem Tabellenbereich an; sonst verwenden Sie eine Fortschrittstabelle oder eine Ergebnisliste, die sagen, wer in welcher Runde gegen wen spielte.`,
  afterRoundNeedsRounds: k =>
    `Die Rangliste nach Runde ${k} braucht die Reihenfolge der Runden, und eine Kreuztabelle hält sie nicht fest. Wurden die Runden in der Reihenfolge der Berger-Tabelle gespielt, kreuzen Sie „Die Runden folgten der Berger-Tabelle“ unter dem Tabellenbereich an; sonst lassen Sie „Rangliste nach Runde“ leer.`,
  notResults: sheet =>
    `„${sheet}“ enthält keine Ergebnistabelle, die das Add-on lesen kann. Es liest eine Kreuztabelle eines Rundenturniers, eine Fortschrittstabelle (eine Spalte je Runde) oder eine Ergebnisliste (eine Partie je Zeile), in ein Blatt eingegeben oder aus einer TRF- oder PGN-Datei importiert. Öffnen Sie das Blatt mit den Ergebnissen oder markieren Sie die Tabelle und lassen Sie sie neu erkennen.`,
  exportNeedsRounds: `Eine TRF-Datei führt die Partien Runde für Runde auf, und eine Kreuztabelle hält die Runden nicht fest. Wurden sie in der Reihenfolge der Berger-Tabelle gespielt, kreuzen Sie „Die Runden folgten der Berger-Tabelle“ unter dem Tabellenbereich an und erstellen Sie die Datei erneut.`,
};

/** The Keizer evening's and the Swiss round's messages, KEIZER_EXPLAIN's rows. */
export const keizerEvening: KeizerTexts = {
  byeWord: 'spielfrei',
  tooFew: 'Bitte mindestens zwei anwesende Spieler ankreuzen.',
  unknown: (name, close) =>
    `„${name}“ steht weder in der Ergebnisliste noch in der Spielerliste` +
    (close.length > 0 ? `; gemeint ist vielleicht ${close.join(' oder ')}?` : '.'),
  twice: name => `${name} ist doppelt angekreuzt.`,
  withdrawn: name => `${name} hat sich zurückgezogen und wird nicht gepaart.`,
  pending: (round, games, cells) =>
    `In Runde ${round} ${games === 1 ? 'fehlt noch ein Ergebnis' : `fehlen noch ${games} Ergebnisse`} (${cells}). ` +
    `Bitte zuerst die Ergebnisse eintragen, dann Runde ${round + 1} auslosen.`,
  noRoundColumn: ref =>
    `Die Ergebnisliste ${ref} hat keine Spalte Runde, daher kann keine weitere Runde angefügt ` +
    'werden. Geben Sie ihr die Spalten Runde | Brett | Weiß | Schwarz | Ergebnis.',
  notEmpty: (cell, found, round) =>
    `${cell} ist nicht leer (${found}): dorthin kämen die Paarungen der Runde ${round}. ` +
    'Es wurde nichts geschrieben. Bitte räumen Sie den Bereich unter der Ergebnisliste frei und losen Sie dann erneut aus.',
  options: message => `Optionen: ${message}`,
  resultTyped: (cell, round, missing) =>
    `In ${cell} steht ein Ergebnis: Runde ${round} wird gespielt und kann nicht neu ausgelost werden; ` +
    `Runde ${round + 1} lässt sich auslosen, sobald die fehlenden Ergebnisse eingetragen sind (${missing.join(', ')}).`,
  explainHeader: ['Runde', 'Keizer', 'Erläuterung'],
  ownValue: 'Eigenwert',
  total: 'Summe',
  rankOf: (rank, of) => `Platz ${rank} von ${of}`,
};

export const swissRound: SwissWords = { withdrawnWord: 'zurückgezogen' };

/** Names and explanations of the individual codes, by canonical acronym (sidebar lists). */
export const tiebreakNames: Readonly<Record<string, CodeText>> = {
  PTS: { name: 'Punkte', explanation: 'Die erzielte Punktzahl selbst.' },
  BH: { name: 'Buchholz', explanation: 'Summe der Endpunktzahlen der Gegner.' },
  FB: {
    name: 'Fore-Buchholz',
    explanation: 'Buchholz, als wären alle Partien der letzten Runde remis ausgegangen.',
  },
  AOB: {
    name: 'Durchschnittliche Gegner-Buchholz',
    explanation: 'Durchschnitt der Buchholzwertungen der am Brett gespielten Gegner.',
  },
  RBH: { name: 'Verfeinerte Buchholz', explanation: 'Summe der Buchholzwertungen der Gegner.' },
  SB: {
    name: 'Sonneborn-Berger',
    explanation: 'Endpunktzahl jedes Gegners mal die gegen ihn erzielten Punkte, aufsummiert.',
  },
  PS: {
    name: 'Fortschrittswertung',
    explanation: 'Summe der Zwischenstände nach jeder Runde.',
  },
  KS: {
    name: 'Koya-Wertung',
    explanation: 'Punkte gegen die Gegner, die mindestens die Hälfte der möglichen Punkte holten.',
  },
  DE: {
    name: 'Direkter Vergleich',
    explanation: 'Die Ergebnisse der Partien zwischen den punktgleichen Spielern entscheiden.',
  },
  WIN: {
    name: 'Siege',
    explanation:
      'Runden mit vollem Punkt, gespielt oder nicht (Freilose und kampflose Siege zählen).',
  },
  WON: { name: 'Gewonnene Partien', explanation: 'Am Brett gewonnene Partien.' },
  BPG: { name: 'Partien mit Schwarz', explanation: 'Am Brett mit Schwarz gespielte Partien.' },
  BWG: { name: 'Siege mit Schwarz', explanation: 'Am Brett mit Schwarz gewonnene Partien.' },
  REP: {
    name: 'Angetretene Runden',
    explanation: 'Runden abzüglich halber und Null-Punkt-Freilose und kampfloser Niederlagen.',
  },
  STD: {
    name: 'Standardpunkte',
    explanation: 'Die Ergebnisse als 1 / ½ / 0 gezählt, gleich welche Punktwertung gilt.',
  },
  TPN: { name: 'Startrangliste', explanation: 'Die niedrigere Startnummer liegt vorn.' },
  RTNG: { name: 'Wertungszahl', explanation: 'Die eigene Wertungszahl, die höchste zuerst.' },
  ARO: {
    name: 'Gegnerschnitt',
    explanation:
      'Durchschnittliche Wertungszahl der am Brett gespielten Gegner, kaufmännisch gerundet.',
  },
  SOR: {
    name: 'Wertungssumme der Gegner',
    explanation: 'Die Wertungszahlen der am Brett gespielten Gegner, aufsummiert.',
  },
  TPR: {
    name: 'Turnierleistung',
    explanation: 'Gegnerschnitt plus die FIDE-Wertungsdifferenz für das Ergebnis.',
  },
  PTP: {
    name: 'Perfekte Turnierleistung',
    explanation: 'Die niedrigste Wertungszahl, deren Erwartungswert das Ergebnis erreicht.',
  },
  APRO: {
    name: 'Durchschnittliche Gegner-Turnierleistung',
    explanation: 'Durchschnittliche Turnierleistung der am Brett gespielten Gegner.',
  },
  APPO: {
    name: 'Durchschnittliche perfekte Gegner-Leistung',
    explanation: 'Durchschnittliche perfekte Turnierleistung der am Brett gespielten Gegner.',
  },
  DWZP: {
    name: 'DWZ-Leistung',
    explanation: 'Wertungsordnung des DSB: DWZ-Schnitt der Gegner plus die Tabellendifferenz.',
  },
  SWIN: {
    name: 'Gewertete Siege',
    explanation:
      'Als Sieg gewertete Partien, kampflose eingeschlossen, Freilose nicht (Lechenich).',
  },
  SWINB: {
    name: 'Gewertete Siege mit Schwarz',
    explanation: 'Mit Schwarz als Sieg gewertete Partien, kampflose eingeschlossen (Lechenich).',
  },
  LECH: {
    name: 'Lechenicher Wertung',
    explanation:
      '10 + 5 × Ergebnis je regulärer Partie; 1 für den säumigen Spieler, 5 + 5 × Ergebnis für den Gegner.',
  },
  LOT: {
    name: 'Los',
    explanation: 'Eine verdeckte, reproduzierbare Zufallsreihenfolge entscheidet den Rest.',
  },
};

export const modifierWords: ModifierWords = {
  median: (low, high) => `Ohne die ${low} niedrigsten und ${high} höchsten Werte.`,
  cut: n =>
    n === 1
      ? 'Ohne den schwächsten Wert (Streichergebnis).'
      : `Ohne die ${n} schwächsten Werte (Streichergebnisse).`,
  limit: limit => `Grenze ${limit}`,
  forfeits: 'Kampflose zählen als gespielt.',
  unrated: rating => `Spieler ohne Wertungszahl zählen mit ${rating}.`,
  reversed: 'umgekehrt',
};

/** Names and explanations of the rule sets for unplayed rounds. */
export const ruleSetNames: Readonly<Record<RuleSet, CodeText>> = {
  'fide-2026': {
    name: 'FIDE 2026',
    explanation:
      'C.07 ab 1. März 2026: nicht gespielte Runden nach Art. 16, Punkte des Ersatzgegners gedeckelt.',
  },
  'fide-2024': {
    name: 'FIDE 2024',
    explanation:
      'C.07 von 2023/2024: nicht gespielte Runden nach Art. 16, Ersatzgegner mit der eigenen Punktzahl.',
  },
  'fide-2009': {
    name: 'FIDE 2009 (virtueller Gegner)',
    explanation:
      'Alte Regel: virtueller Gegner für eigene nicht gespielte Runden, die der Gegner zählen remis.',
  },
  raw: {
    name: 'Unbereinigt',
    explanation:
      'Kampflose zählen als Partie gegen den angesetzten Gegner, Freilose gar nicht, Punkte unverändert.',
  },
  ignore: {
    name: 'Nur gespielte Partien',
    explanation: 'Nur am Brett gespielte Partien zählen; Punkte unverändert.',
  },
};

/** Names and explanations of the team codes, by canonical acronym. */
export const teamNames: Readonly<Record<string, CodeText>> = {
  MPTS: {
    name: 'Mannschaftspunkte',
    explanation: 'Punkte für gewonnene und unentschiedene Wettkämpfe (2/1/0).',
  },
  GPTS: { name: 'Brettpunkte', explanation: 'Summe der an allen Brettern erzielten Punkte.' },
  MPVGP: {
    name: 'Zweitwertung',
    explanation: 'Brettpunkte, wenn nach Mannschaftspunkten gewertet wird, und umgekehrt.',
  },
  BW: {
    name: 'Berliner Wertung',
    explanation:
      'Nach Brettern gewichtete Brettpunkte: bei n Brettern zählen Punkte an Brett 1 n-fach, an Brett 2 (n−1)-fach, …, über die Saison addiert.',
  },
  OSB: {
    name: 'Olympia-Sonneborn-Berger',
    explanation:
      'Mannschaftspunkte jedes Gegners mal die gegen ihn erzielten Brettpunkte, ohne den Gegner mit den wenigsten Mannschaftspunkten.',
  },
  OBH: {
    name: 'Olympia-Buchholz',
    explanation: 'Summe der Mannschaftspunkte der Gegner ohne den niedrigsten Wert.',
  },
  DE: {
    name: 'Direkter Vergleich',
    explanation: `Unter den noch gleichstehenden Mannschaften zählen nur die Wettkämpfe untereinander.`,
  },
  EDE: {
    name: 'Erweiterter direkter Vergleich',
    explanation: `Unter den noch gleichstehenden Mannschaften zählen nur die Wettkämpfe untereinander, auch wenn nicht alle gegeneinander gespielt haben.`,
  },
  EDEC: {
    name: 'Erweiterter direkter Vergleich, Brettwertung',
    explanation: `Unter den noch gleichstehenden Mannschaften zählen nur die Wettkämpfe untereinander, danach die Brettwertung dieser Wettkämpfe.`,
  },
  EDET: {
    name: 'Erweiterter direkter Vergleich, Spitzenbrett',
    explanation: `Unter den noch gleichstehenden Mannschaften zählen nur die Wettkämpfe untereinander, danach das Ergebnis am höchsten unterschiedlichen Brett.`,
  },
  EDEB: {
    name: 'Erweiterter direkter Vergleich, Brettstreichung',
    explanation: `Unter den noch gleichstehenden Mannschaften zählen nur die Wettkämpfe untereinander, danach werden Bretter vom letzten an gestrichen, bis sie sich unterscheiden.`,
  },
  EDEBT: {
    name: 'Erweiterter direkter Vergleich, Brettwertung, Spitzenbrett',
    explanation: `Unter den noch gleichstehenden Mannschaften zählen nur die Wettkämpfe untereinander, danach Brettwertung, dann Spitzenbrett.`,
  },
  EDEBB: {
    name: 'Erweiterter direkter Vergleich, Brettwertung, Brettstreichung',
    explanation: `Unter den noch gleichstehenden Mannschaften zählen nur die Wettkämpfe untereinander, danach Brettwertung, dann Brettstreichung.`,
  },
  ESB: {
    name: 'Erweiterte Sonneborn-Berger',
    explanation: 'Wertung jedes Gegners mal das Ergebnis gegen ihn, auf den genannten Wertungen.',
  },
  EMMSB: {
    name: 'Sonneborn-Berger (MP × MP)',
    explanation: 'Mannschaftspunkte jedes Gegners mal die gegen ihn erzielten Mannschaftspunkte.',
  },
  EMGSB: {
    name: 'Sonneborn-Berger (MP × BP)',
    explanation: 'Mannschaftspunkte jedes Gegners mal die gegen ihn erzielten Brettpunkte.',
  },
  EGMSB: {
    name: 'Sonneborn-Berger (BP × MP)',
    explanation: 'Brettpunkte jedes Gegners mal die gegen ihn erzielten Mannschaftspunkte.',
  },
  EGGSB: {
    name: 'Sonneborn-Berger (BP × BP)',
    explanation: 'Brettpunkte jedes Gegners mal die gegen ihn erzielten Brettpunkte.',
  },
  BC: {
    name: 'Brettwertung',
    explanation:
      'Summe aus Brettnummer × Punkte an diesem Brett; weniger ist besser (braucht Brettergebnisse).',
  },
  TBR: {
    name: 'Spitzenbrett',
    explanation: 'Punkte an Brett 1, dann an Brett 2, … (braucht Brettergebnisse).',
  },
  BBE: {
    name: 'Brettstreichung',
    explanation:
      'Brettpunkte ohne das letzte Brett, dann ohne das vorletzte, … (braucht Brettergebnisse).',
  },
  SSSC: {
    name: 'Punkte-Stärke-Kombination',
    explanation: 'Die Zweitwertung plus die Buchholz der Hauptwertung geteilt durch einen Faktor.',
  },
};

export const teamModifierWords: TeamModifierWords = {
  cut: (low, high) =>
    `Ohne die ${low} niedrigsten${high > 0 ? ` und ${high} höchsten` : ''} Werte.`,
  boards: n => `erste ${n} Bretter`,
  forfeits: 'Kampflose Wettkämpfe zählen wie gespielte.',
  swiss: 'Regeln des Schweizer Systems.',
  onScore: { MP: 'auf Mannschaftspunkten', GP: 'auf Brettpunkten' },
};

/** The sidebar's words (the client bundle takes only this section). */
export const sidebar: SidebarStrings = {
  locale: 'de',
  loading: 'Wird geladen…',
  working: 'Bitte warten…',
  tasks: 'Aufgaben',
  navStandings: 'Rangliste',
  navImport: 'TRF-Import',
  navExport: 'TRF-Export',
  step1: '1. Quelle',
  tableRange: 'Tabelle (Bereich)',
  detect: 'Neu erkennen',
  useRange: 'Bereich verwenden',
  sourceHint:
    'Die Tabelle des aktiven Blatts wird erkannt; markieren Sie einen anderen Block oder geben Sie den Bereich ein.',
  willUpdate: (sheet: string) => `Erstellen aktualisiert das Blatt „${sheet}“.`,
  willCreate: 'Erstellen legt ein neues Blatt an.',
  bergerRounds: 'Die Runden folgten der Berger-Tabelle',
  showExamples: 'Beispieltabellen zeigen',
  hideExamples: 'Beispiele ausblenden',
  showNotations: 'Zulässige Schreibweisen zeigen',
  hideNotations: 'Schreibweisen ausblenden',
  bergerHint:
    'Eine Kreuztabelle hält die Runden nicht fest. Ankreuzen, wenn in der Reihenfolge der Berger-Tabelle gespielt wurde: dann gehen Fortschrittswertung, Rangliste nach einer Runde und TRF-Export.',
  step2: '2. Feinwertungen',
  listKind: 'Feinwertungsliste',
  usePreset: 'Vorlage',
  useCustom: 'Eigene Liste',
  preset: 'Vorlage',
  editPreset: 'Diese Liste bearbeiten',
  customEmpty: 'Noch keine Feinwertungen: unten hinzufügen.',
  addCode: 'Feinwertung hinzufügen',
  add: 'Hinzufügen',
  otherCode: 'Anderer Code (z. B. KS/L+1, ARO/C2)',
  moveUp: (code: string) => `${code} nach oben`,
  moveDown: (code: string) => `${code} nach unten`,
  remove: (code: string) => `${code} entfernen`,
  alreadyInList: (code: string) => `${code} steht schon in der Liste.`,
  added: (code: string) => `${code} hinzugefügt.`,
  rules: 'Nicht gespielte Runden (Regelwerk)',
  automatic: (label: string) => `Automatisch: ${label}`,
  automaticExplanation:
    'Nach dem Startdatum: FIDE 2024 für Turniere vor dem 1. März 2026, sonst FIDE 2026.',
  afterRound: 'Rangliste nach Runde',
  afterRoundHint: (rounds: number) => `Leer = alle ${rounds} Runden.`,
  unrated: 'Wertungszahl für Spieler ohne Wertung',
  unratedHint: 'Leer = Wertungszahl-Feinwertungen bleiben leer, solange jemand ohne Wertung ist.',
  step3: '3. Ausgabe',
  output: 'Ausgabe',
  snapshot: 'Neues Blatt mit den Werten (Momentaufnahme)',
  live: 'Live-Blatt: eine =STANDINGS(…)-Formel',
  liveTeam: 'Live-Blatt: eine =TEAM_STANDINGS(…)-Formel',
  primary: 'Hauptwertung (danach die Feinwertungen)',
  primaryMP: 'Mannschaftspunkte (MP)',
  primaryBP: 'Brettpunkte (BP)',
  matchPoints: 'Mannschaftspunkte für Sieg / Remis / Niederlage',
  matchPointsHint: 'Leer = 2/1/0 (oder was eine TRF-Datei festlegt).',
  explanations: 'Blatt mit Erläuterung jedes Werts hinzufügen',
  ratingColumn: 'Spalte mit Wertungsänderungen (Elo+/-)',
  ratingNone: 'keine',
  ratingFide: 'FIDE (Elo)',
  ratingDwz: 'DWZ',
  ratingDate: 'Turnierdatum (bestimmt die Regeln; leer = aus der Datei)',
  badDate: 'Das Datum bitte als JJJJ-MM-TT schreiben, z. B. 2025-05-01.',
  listsTitle: 'Listen zum Aushängen (weitere Blätter)',
  listCrosstable: 'Rangliste mit Kreuztabelle',
  listPrizes: 'Preislisten',
  listWomen: 'Beste Frauen',
  listAge: 'Altersklassen (U8 … U18, S50, S65)',
  listRating: 'Elo-Gruppen',
  listUnrated: 'Spieler ohne Elo',
  listClub: 'Vereine',
  listLimits: 'Elo-Grenzen',
  listLimitsHint: '1600,1900 ergibt <1600, 1600-1899, >=1900.',
  listYear: 'Jahr des Turniers',
  listYearHint: 'Leer = das Jahr des Startdatums. U14 = Jahrgang dieses Jahr − 14 und jünger.',
  listPlayers: 'Spielerliste (Bereich, zu einer Ergebnisliste)',
  listPlayersHint:
    'Elo, Verein, Geburtsjahr und Geschlecht der Spieler (Nr | Name | Elo | Verein | Geb. | Geschlecht).',
  badLimits: 'Elo-Grenzen: ganze Zahlen mit Kommas dazwischen, z. B. 1600,1900.',
  listPrintable: 'Listen zum Ausdrucken',
  listPairings: 'Paarungsliste einer Runde',
  listRound: 'Runde',
  listRoundHint: 'Leer = die zuletzt ausgeloste Runde.',
  listStarting: 'Startrangliste (nach Startnummer)',
  listAlphabetical: 'Alphabetische Teilnehmerliste',
  alsoWritten: (sheets: string) => `Außerdem geschrieben: ${sheets}.`,
  create: 'Rangliste erstellen',
  created: (sheet: string, n: number) => `Rangliste mit ${n} Spielern in „${sheet}“ geschrieben.`,
  updated: (sheet: string, n: number) => `Rangliste mit ${n} Spielern in „${sheet}“ aktualisiert.`,
  createdTeams: (sheet: string, n: number) =>
    `Rangliste mit ${n} Mannschaften in „${sheet}“ geschrieben.`,
  updatedTeams: (sheet: string, n: number) =>
    `Rangliste mit ${n} Mannschaften in „${sheet}“ aktualisiert.`,
  explanationsIn: (sheet: string) => `Erläuterungen in „${sheet}“.`,
  points: 'Punkte',
  selectCell: (a1: string) => `${a1} auswählen`,
  fixSource: 'Bitte zuerst die Tabelle korrigieren (siehe Meldung oben) und neu erkennen.',
  importTitle: 'TRF-Import',
  importHint:
    'Eine FIDE-TRF-Datei oder die PGN eines ganzen Turniers wird zu einem neuen Blatt mit einer Fortschrittstabelle, die die Funktionen lesen können.',
  trfFile: 'TRF- oder PGN-Datei',
  trfPaste: 'oder Inhalt einfügen',
  importButton: 'In neues Blatt importieren',
  imported: (sheet: string, description: string) => `Importiert nach „${sheet}“: ${description}.`,
  exportTitle: 'TRF-Export',
  exportHint: 'Die Tabelle unten als TRF-Datei.',
  exportButton: 'TRF-Datei erstellen',
  download: (file: string) => `${file} herunterladen`,
  exportText: 'TRF-Text (zum Kopieren)',
  selectAll: 'Alles markieren',
  failed: 'Der Server konnte nicht fertig werden:',
  badNumber: (what: string) => `${what}: bitte eine ganze Zahl eingeben.`,
  navKeizer: 'Keizer',
  navSwiss: 'Schweizer Runde',
  keizerTitle: 'Keizer-Abend',
  keizerHint:
    'Kreuzen Sie an, wer heute da ist. Die Paarungen kommen als nächste Runde unter die Ergebnisliste; die Spalte Ergebnis bleibt für die Ergebnisse leer.',
  keizerResults: 'Ergebnisliste (Bereich)',
  keizerPlayers: 'Spielerliste (Bereich, optional)',
  keizerOptions: 'Optionen wie bei =KEIZER (optional)',
  keizerLoad: 'Spieler laden',
  keizerNext: (round: number) => `Als Nächstes: Runde ${round}`,
  keizerPending: (round: number) =>
    `In Runde ${round} fehlen noch Ergebnisse: bitte eintragen, bevor die nächste Runde ausgelost wird.`,
  keizerPresent: 'Wer ist heute da?',
  keizerAll: 'Alle ankreuzen',
  keizerNone: 'Alle abwählen',
  keizerPlayer: (rank: number, name: string, points: string) => `${rank}. ${name} (${points})`,
  keizerWithdrawn: (name: string) => `${name} (zurückgezogen)`,
  keizerCount: (ticked: number, of: number) => `${ticked} von ${of} angekreuzt`,
  keizerPair: 'Abend auslosen',
  keizerWritten: (round: number, ref: string) => `Runde ${round} angefügt: ${ref}.`,
  keizerBoard: 'Brett',
  keizerWhite: 'Weiß',
  keizerBlack: 'Schwarz',
  keizerBye: (name: string) => `Spielfrei: ${name}`,
  keizerSelect: 'Neue Zeilen auswählen',
  keizerNoResults: 'Geben Sie zuerst den Bereich der Ergebnisliste ein oder laden Sie die Spieler.',
  keizerFix: 'Bitte zuerst die Liste korrigieren (siehe Meldung oben), dann die Spieler neu laden.',
};

/** The sidebar's *Pair next round…* view and its new round robin. */
export const pairView: PairViewTexts = {
  title: 'Nächste Runde auslosen',
  hint: 'Ein Schweizer System als Ergebnisliste (Runde | Brett | Weiß | Schwarz | Ergebnis) und Spielerliste (Nr | Name | Elo | Status). Ausgelost nach dem FIDE-Dutch-System. Abwesenheiten kommen aus der Spalte Status (H, Z, F, W).',
  results: 'Ergebnisliste (Bereich)',
  players: 'Spielerliste (Bereich)',
  options: 'Optionen wie bei =SWISS_PAIRINGS',
  load: 'Spieler laden',
  absentLegend: 'Wer fehlt in der nächsten Runde?',
  kinds: {
    present: 'spielt',
    'half-bye': 'halber Punkt (Freilos)',
    'zero-bye': 'null Punkte',
    'full-bye': 'ganzer Punkt (Freilos)',
    withdrawn: 'zurückgezogen',
  },
  player: (name, points) => `${name} (${points})`,
  round: (round, of) => `Runde ${round} von ${of}`,
  preview: 'Vorschau',
  write: 'Auslosung eintragen',
  board: 'Brett',
  white: 'Weiß',
  black: 'Schwarz',
  bye: name => `Spielfrei: ${name}`,
  replaces: 'Beim Eintragen werden die früher für diese Runde geschriebenen Zeilen ersetzt.',
  explain: 'Wie diese Auslosung zustande kam',
  accelerate:
    'Baku-Beschleunigung (FIDE C.04.5.1): virtuelle Punkte für die obere Hälfte in den ersten Runden',
  handMade:
    'Frühere Runden weichen von dem ab, was die Regeln ergeben (von Hand geändert?). Neu gepaart aus den Runden davor:',
  written: (round, ref) => `Runde ${round} eingetragen: ${ref}.`,
  missing: 'Bitte zuerst die Bereiche der Ergebnisliste und der Spielerliste eingeben.',
  rrTitle: 'Neues Rundenturnier',
  rrHint:
    'Ein neues Blatt mit dem Berger-Spielplan als Ergebnisliste und einer leeren Kreuztabelle, Spieler in der Reihenfolge der Spielerliste (oder ihrer Spalte Nr).',
  rrDouble: 'Doppelrundig',
  rrCreate: 'Spielplan anlegen',
  rrWritten: (sheet, rounds) => `Blatt ${sheet} angelegt: ${rounds} Runden.`,
};

/** The words of the sidebar's example tables. */
export const tableExamples: TableExampleWords = {
  progressTitle: 'Fortschrittstabelle (Schweizer System)',
  progressNote:
    'Eine Spalte je Runde: 3w1 heißt gegen Nr. 3 mit Weiß gewonnen, 2b½ gegen Nr. 2 mit Schwarz remis.',
  resultsTitle: 'Ergebnisliste',
  resultsNote: 'Eine Partie je Zeile; Ergebnisse wie 1-0, ½-½, 0-1 oder 1:0.',
  crossTitle: 'Kreuztabelle (Rundenturnier)',
  crossNote:
    'Jede Zeile zeigt die Ergebnisse eines Spielers gegen die Spieler der Spalten; * auf der Diagonale.',
  no: 'Nr.',
  name: 'Name',
  points: 'Punkte',
  round: 'Runde',
  white: 'Weiß',
  black: 'Schwarz',
  result: 'Ergebnis',
};

/** The add-on menu and its Help dialog. */
export const menu: MenuTexts = {
  build: 'Rangliste erstellen…',
  importTrf: 'TRF importieren…',
  exportTrf: 'TRF exportieren…',
  keizer: 'Keizer-Abend…',
  newSwiss: 'Neues Schweizer System…',
  newRoundRobin: 'Neues Rundenturnier…',
  swiss: 'Nächste Runde auslosen…',
  help: 'Hilfe',
  helpTitle: 'Chess Standings',
  helpText:
    'Erweiterungen → Chess Standings → Rangliste erstellen… liest die Ergebnistabelle des ' +
    'aktiven Blatts und schreibt eine Rangliste mit Feinwertungen in ein eigenes Blatt. ' +
    'Als Formel: =STANDINGS(A1:L40; "BH/C1,BH,SB") oder =SONNEBORN_BERGER(B2:I8) neben ' +
    'einer Kreuz- oder Fortschrittstabelle. Mannschaftstabellen (Kreuztabelle mit ' +
    'Brettpunkten oder Paarungsliste) erkennt es selbst und bietet die Mannschaftswertungen ' +
    'an; =TEAM_STANDINGS(A1:G40; "german-league"). Keizer-Abend… paart die Anwesenden und ' +
    'hängt die nächste Runde unter die Ergebnisliste an; =KEIZER(A:E) zeigt die Tabelle.',
};

/** Names and headers of the sheets the server creates besides the standings. */
/** The header rows of the custom functions' tables (`lang=de`). */
export const functionTables: FunctionTableWords = {
  keizerHeader: ['Platz', 'Name', 'Keizer', 'Wert'],
  pairingHeader: ['Brett', 'Weiß', 'Schwarz'],
  bye: 'spielfrei',
  scheduleHeader: ['Runde', 'Brett', 'Weiß', 'Schwarz', 'Ergebnis'],
};

export const ownSheets: OwnSheetTexts = {
  keizerSheet: 'Keizer-Tabelle',
  keizerHeader: ['Platz', 'Name', 'Keizer', 'Wert'],
  roundRobinSheet: 'Rundenturnier',
  roundRobinTooFew: (list, n) =>
    `${list}: ein Rundenturnier braucht mindestens 2 Spieler; die Liste hat ${n}`,
};

/** The command line's standings table and explanations (`--lang de`). */
export const cliStandings: CliStandingsWords = {
  header: ['Platz', 'Nr', 'Name', 'Pkt'],
  explanationHeader: ['Rd.', 'Gegner', 'Pkt Gegner', 'Ergebnis', 'Pkt', 'Beitrag', 'Hinweis'],
  explainHead: (code, name, value) => `${code} für ${name}: ${value}`,
  noValue: 'kein Wert',
  cut: ' (gestrichen)',
  player: (name, no) => `${name} (Nr. ${no})`,
  rules: rules => `Regeln ${rules}`,
};

/** The `teams` command's text table. */
export const cliTeams: CliTeamsWords = {
  header: ['Platz', 'Nr', 'Mannschaft'],
  primary: { MP: 'MP', GP: 'BP' },
  team: (name, no) => `${name} (Nr. ${no})`,
};

/** The `keizer` command's text output. */
export const cliKeizer: CliKeizerWords = {
  standings: r => `Keizer-Rangliste nach Runde ${r}`,
  converged: n =>
    `Berechnung bis zum Fixpunkt, erreicht nach ${n} ${n === 1 ? 'Wertung' : 'Wertungen'}`,
  twoCycle:
    'Berechnung bis zum Fixpunkt: die Rangfolge wechselte hin und her, die Summen sind das Mittel der letzten zwei Wertungen',
  cap: n =>
    `Berechnung bis zum Fixpunkt, nicht erreicht in ${n} Wertungen: die letzte Wertung wird gezeigt`,
  // The iteration option's German values (`--iteration durchgänge`, `fixpunkt`, `eingefroren`).
  mode: {
    passes: 'Berechnung in Durchgängen',
    'fixed-point': 'Berechnung bis zum Fixpunkt',
    frozen: 'Berechnung eingefroren',
  },
  noneRanked: 'keine Spieler in der Rangliste',
  values: (a, b) => `Werte ${a}…${b}`,
  own: included => `Eigenwert ${included ? 'mitgezählt' : 'nicht mitgezählt'}`,
  header: ['Platz', 'Name', 'Keizer', 'Wert'],
  withdrawn: 'Zurückgezogen',
  pairings: (r, n, after) =>
    `Keizer-Paarungen für Runde ${r}: ${n} anwesend, Rangliste nach Runde ${after}`,
  boards: ['Brett', 'Weiß', 'Schwarz'],
  bye: 'Spielfrei',
};

/** The `pair` command's text output. */
export const cliCheck: CliCheckWords = {
  title: n =>
    `Paarungsprüfung — FIDE-Dutch-System (C.04.3, 2025): ${n === 1 ? 'Runde 1' : `Runden 1–${n}`} neu gepaart aus den Runden davor`,
  baku: 'Virtuelle Punkte der Baku-Beschleunigung (C.04.5.1) für jede Runde berechnet (--accelerate baku)',
  agrees: r => `Runde ${r}: wie die Regeln sie ergeben`,
  differs: (r, why) => `Runde ${r} weicht von den Regeln ab — ${why}`,
  played: 'gespielt',
  rules: 'nach den Regeln',
  allAgree: n => `Alle ${n} Runden sind gepaart, wie die Regeln sie ergeben.`,
  summary: (d, n) =>
    `${d.length} von ${n} Runden ${d.length === 1 ? 'weicht' : 'weichen'} von den Regeln ab: ${d.join(', ')}`,
};

export const cliPair: CliPairWords = {
  round: (r, of) => `Runde ${r} von ${of} — FIDE-Dutch-System (C.04.3, 2025)`,
  header: ['Brett', 'Weiß', 'Schwarz'],
  bye: 'Spielfrei durch die Paarung',
  absent: 'Nicht gepaart (Freilos beantragt oder abwesend)',
  colourAssumed: c =>
    `Anfangsfarbe nicht angegeben (XXC white1|black1 oder --initial-colour): ${c} angenommen`,
  colourPlayed: c =>
    `Anfangsfarbe nicht angegeben (XXC white1|black1): ${c}, wie die gespielten Farben es ergeben`,
  drawn: (seed, c, white) =>
    `Anfangsfarbe ausgelost (Startwert ${seed}): ${c}, Setznummer 1 hat in Runde 1 ${white ? 'Weiß' : 'Schwarz'} (--seed ${seed} wiederholt die Auslosung)`,
  noLegalPairing: why =>
    `es gibt keine regelgerechte Paarung: ${why}; der Schiedsrichter muss entscheiden`,
  baku: (last, points) =>
    `Baku-Beschleunigung (C.04.5.1): Gruppe A sind die Paarungsnummern 1–${last}, ${points} virtueller Punkt in dieser Runde (nur für die Paarung; --explain sagt, warum)`,
};

/** Labels and one-line explanations of the tie-break presets (tiebreaks/presets.ts), by name. */
export const presetNames: Readonly<Record<string, PresetText>> = {
  'fide-swiss': {
    label: 'FIDE Schweizer System (frühere Empfehlung)',
    explanation:
      'Die Liste, die die FIDE zuletzt für Einzelturniere nach Schweizer System empfahl (altes C.02 Art. 13); das heutige C.07 überlässt die Wahl der Ausschreibung.',
  },
  'fide-rr': {
    label: 'FIDE Rundenturnier (frühere Empfehlung)',
    explanation:
      'Die Liste, die die FIDE zuletzt für Einzel-Rundenturniere empfahl (altes C.02 Art. 13): direkter Vergleich, Siege, Sonneborn-Berger, Koya.',
  },
  'dsj-swiss': {
    label: 'DSJ Schweizer System',
    explanation:
      'Jugendspielordnung der DSJ, Ziffer 4.2: Buchholz mit einem Streichergebnis, verfeinerte Buchholz mit einem Streichergebnis, Siege, Startrangliste.',
  },
  'dsj-rr': {
    label: 'DSJ Rundenturnier',
    explanation: 'Jugendspielordnung der DSJ, Ziffer 4.3: Sonneborn-Berger, Siege, Startrangliste.',
  },
  'club-classic': {
    label: 'Vereinsklassiker',
    explanation: 'Buchholz, dann Sonneborn-Berger: die Feinwertung vieler Vereinsturniere.',
  },
  lechenich: {
    label: 'Lechenicher SchachServer',
    explanation:
      'Lechenicher SchachServer: Sonneborn-Berger, gewertete Siege, gewertete Siege mit Schwarz, dann eine verdeckte Zufallszahl.',
  },
};

/** Labels and one-line explanations of the team presets (teams/presets.ts), by name. */
export const teamPresetNames: Readonly<Record<string, PresetText>> = {
  'german-league': {
    label: 'Liga (Landesturnierordnung)',
    explanation:
      'Mannschaftspunkte, Brettpunkte, Berliner Wertung an allen, an den ersten vier, an den ersten zwei Brettern, dann Los.',
  },
  bundesliga: {
    label: 'Bundesliga',
    explanation:
      'Mannschaftspunkte, dann Brettpunkte; verbleibende Gleichstände entscheidet ein Stichkampf.',
  },
  'olympiad-2008': {
    label: 'Olympiade 2008',
    explanation:
      'Dresden 2008: Mannschaftspunkte, Olympia-Sonneborn-Berger ohne den schwächsten Gegner, Mannschaftspunkte der Gegner ohne den niedrigsten Wert, Brettpunkte.',
  },
  'olympiad-2016': {
    label: 'Olympiade 2016',
    explanation:
      'Baku 2016 (Regel 14): Mannschaftspunkte, Olympia-Sonneborn-Berger ohne den schwächsten Gegner, Brettpunkte, Mannschaftspunkte der Gegner ohne den niedrigsten Wert.',
  },
  'dsj-team': {
    label: 'DSJ Mannschaft, Schweizer System',
    explanation:
      'Jugendspielordnung der DSJ, Ziffer 5.3: Sonneborn-Berger (Mannschaftspunkte der Gegner × Brettpunkte), Brettpunkte, Buchholz, Siegwertung, direkter Vergleich, Berliner Wertung, Startrangliste.',
  },
  'dsj-team-rr': {
    label: 'DSJ Mannschaft, Rundenturnier',
    explanation:
      'Jugendspielordnung der DSJ, Ziffer 5.4: Brettpunkte, Sonneborn-Berger, Siegwertung, Startrangliste.',
  },
  'fide-team-trf26': {
    label: 'FIDE Mannschaft (TRF-2026-Beispiel)',
    explanation:
      'Die Liste des FIDE-TRF-2026-Mannschaftsbeispiels: erweiterter direkter Vergleich mit Spitzenbrettern, EMGSB mit einem Streichergebnis, Buchholz der Mannschaftspunkte mit einem Streichergebnis (kampflose als gespielt), Brettpunkte.',
  },
};

/** Die Listen der Schiedsrichter (src/core/lists; Text und HTML der Kommandozeile, die Blätter). */
export const lists: ListWords = {
  columns: {
    rank: 'Rang',
    categoryRank: 'Kat.',
    startNo: 'Snr',
    title: 'Titel',
    name: 'Name',
    federation: 'Land',
    rating: 'Elo',
    nationalRating: 'DWZ',
    fideId: 'FIDE-ID',
    club: 'Verein',
    birth: 'Jg.',
    sex: 'Geschl.',
    points: 'Pkt.',
    category: 'Kategorie',
    board: 'Brett',
    whiteNo: 'Nr.',
    white: 'Weiß',
    whiteRating: 'Elo',
    whitePoints: 'Pkt.',
    result: 'Ergebnis',
    blackPoints: 'Pkt.',
    black: 'Schwarz',
    blackRating: 'Elo',
    blackNo: 'Nr.',
  },
  round: k => `${k}.Rd`,
  colours: { w: 'w', b: 's' },
  crosstable: rounds => `Rangliste mit Kreuztabelle nach ${rounds} Runde${rounds === 1 ? '' : 'n'}`,
  starting: 'Startrangliste',
  alphabetical: 'Alphabetische Teilnehmerliste',
  pairings: round => `Paarungen der ${round}. Runde`,
  women: 'Beste Frauen',
  age: band => `Altersklasse ${band}`,
  rating: band => `Elo ${band}`,
  unrated: 'Spieler ohne Elo',
  club: club => `Verein: ${club}`,
  categoryName: { women: 'Frauen', unrated: 'ohne Elo' },
  byes: {
    'pairing-bye': 'spielfrei',
    'full-bye': 'kampflos 1',
    'half-bye': 'kampflos ½',
    'zero-bye': 'abwesend',
  },
  noBirth: n =>
    n === 1
      ? '1 Spieler hat kein Geburtsjahr und ist in keiner Altersklasse.'
      : `${n} Spieler haben kein Geburtsjahr und sind in keiner Altersklasse.`,
  noSex: n =>
    n === 1
      ? 'Bei 1 Spieler ist das Geschlecht nicht angegeben.'
      : `Bei ${n} Spielern ist das Geschlecht nicht angegeben.`,
  noClub: n => (n === 1 ? '1 Spieler hat keinen Verein.' : `${n} Spieler haben keinen Verein.`),
  emptyCategory: 'Niemand.',
  legend:
    'Gegner nach ihrer Zeile in dieser Tabelle. -1 spielfrei, F kampfloser Punkt, -½ kampfloser halber Punkt, -0 abwesend, + / - kampflos gewonnen / verloren.',
  crosstableSheet: 'Kreuztabelle',
  prizeSheet: 'Preislisten',
  pairingSheet: 'Paarungen',
  startingSheet: 'Startrangliste',
  alphabeticalSheet: 'Teilnehmerliste',
  badRound:
    'Die Runde der Paarungsliste sollte eine ganze Zahl wie 5 sein, oder leer für die zuletzt ausgeloste Runde.',
  forIndividual:
    'Kreuztabelle, Preislisten und die Listen zum Aushang gibt es für Einzelturniere: ein Mannschaftsturnier hat seine Mannschaftsrangliste.',
  allRounds:
    'Kreuztabelle, Preislisten und die Listen zum Aushang (Paarungen, Startrangliste, Teilnehmerliste) zeigen das Turnier wie gespielt: lassen Sie „Rangliste nach Runde“ dafür leer.',
  badYear: 'Das Jahr des Turniers sollte eine ganze Zahl wie 2025 sein.',
  alsoWritten: sheets => `Außerdem geschrieben: ${sheets}.`,
  ratingChange: ratingWords.ratingColumn,
};

/** Ein Turnier aus *Neues Schweizer System…* / *Neues Rundenturnier…*: Blätter, Kopfzeilen, Ergebnis-Auswahl. */
export const events: EventTexts = {
  playersSheet: 'Spieler',
  resultsSheet: 'Ergebnisse',
  sheetName: (event, kind) => `${event} – ${kind}`,
  playersHeader: [
    'Nr',
    'Name',
    'Elo',
    'FIDE-ID',
    'Land',
    'Titel',
    'Verein',
    'Geb.',
    'Geschlecht',
    'Status',
  ],
  resultsHeader: ['Runde', 'Brett', 'Weiß', 'Schwarz', 'Ergebnis'],
  resultValues: ['1-0', '½-½', '0-1', '+:-', '-:+', '-:-'],
  resultHelp:
    'Ein Ergebnis: 1-0, ½-½ oder 0-1; kampflos +:- (Weiß gewinnt), -:+ (Schwarz gewinnt), -:- (keiner angetreten). Bitte aus der Liste wählen.',
  badName: 'Geben Sie dem Turnier einen Namen.',
  badRounds: max => `Die Rundenzahl sollte eine ganze Zahl von 1 bis ${max} sein.`,
  badSeed:
    'Die Zahl für das Los sollte eine ganze Zahl (bis 9 Stellen) sein, vor der Auslosung bekannt gegeben.',
  unknownEvent: 'Dieses Turnier gibt es in der Tabelle nicht mehr. Laden Sie die Seitenleiste neu.',
  liveEvent:
    'Ein Live-Blatt läse nur die Ergebnisliste, ohne die Spielerliste des Turniers (Wertungszahlen, Startnummern): wählen Sie die Momentaufnahme und erstellen Sie die Tabelle nach jeder Runde neu.',
  lateInserted: names =>
    `${names.length === 1 ? 'Nachmeldung' : 'Nachmeldungen'} ${names.join(', ')} nach der Setzliste nummeriert; die Spieler darunter rücken eine Nummer nach hinten (FIDE C.04.2 erlaubt das, bis Runde 4 ausgelost ist).`,
  lateAppended: (names, reason) =>
    `${names.length === 1 ? 'Nachmeldung' : 'Nachmeldungen'} ${names.join(', ')} hinter der höchsten Nummer eingereiht: ${reason}.`,
  appendReasons: {
    'after-round-4': 'Runde 4 ist ausgelost, danach erlaubt FIDE C.04.2 keine neuen Startnummern',
    'typed-number': 'eine Nummer, die sich ändern müsste, wurde von Hand eingetragen',
    'results-by-number': 'die Ergebnisliste nennt Spieler mit ihrer Nummer',
    'as-listed': 'das Turnier nummeriert in der Reihenfolge der Liste',
  },
  numbered: n => `Startnummern für ${n} Spieler kommen in die Spalte Nr.`,
  scheduleExists: sheet =>
    `Der Spielplan steht schon in „${sheet}“: dort kommen jetzt die Ergebnisse hin. Für einen Neuanfang legen Sie ein neues Turnier an.`,
  notRoundRobin: 'Dieses Turnier ist ein Schweizer System: es wird Runde für Runde ausgelost.',
  notSwiss: 'Dieses Turnier ist ein Rundenturnier: schreiben Sie stattdessen seinen Spielplan.',
};

/** Das neue Turnier der Seitenleiste und die Turnierauswahl. */
export const eventView: EventViewTexts = {
  nav: 'Neues Turnier',
  title: 'Neues Turnier',
  hint: 'Zwei neue Blätter: eine Spielerliste für die Teilnehmer und eine Ergebnisliste für die Auslosungen. Die Seitenleiste merkt sich das Turnier: kein Bereich ist einzugeben.',
  system: 'System',
  swiss: 'Schweizer System',
  roundRobin: 'Rundenturnier',
  name: 'Name des Turniers',
  rounds: 'Runden',
  double: 'Doppelrundig',
  colour: 'Farbe von Nr. 1 in Runde 1',
  colours: { white1: 'Weiß', black1: 'Schwarz', lot: 'Öffentlich ausgelost' },
  seed: 'Zahl, aus der gelost wird',
  seedHint: 'Vor der Auslosung bekannt geben: dieselbe Zahl ergibt immer dieselbe Farbe.',
  order: 'Startnummern',
  orders: { ranking: 'Nach Setzliste (Elo, Titel, Name)', list: 'Wie in der Liste' },
  preset: 'Feinwertungen',
  create: 'Turnier anlegen',
  created: (players, results) =>
    `„${players}“ und „${results}“ angelegt. Tragen Sie die Spieler in „${players}“ ein und losen Sie dann Runde 1 aus.`,
  createdRoundRobin: players =>
    `Angelegt. Tragen Sie die Spieler in „${players}“ ein und schreiben Sie dann den Spielplan.`,
  event: 'Turnier',
  typed: 'Anderes: Bereiche eingeben',
  schedule: 'Spielplan schreiben',
  scheduled: (rounds, ref) => `Spielplan mit ${rounds} Runden eingetragen: ${ref}.`,
  badNumber: what => `${what}: bitte eine ganze Zahl eingeben.`,
};

export { ratingWords };
