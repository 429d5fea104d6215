/**
 * The core's messages in German: the English template (the key, `$1`, `$2`… for the arguments,
 * `{1}`, `{2}`… for further cells) → the German template. A test keeps it complete.
 */
export const de: Readonly<Record<string, string>> = {
  '"$1"': '„$1“',
  '"$1" $2': '„$1“ $2',
  '"$1" adds up to $2, but a match is played on $3 boards':
    '„$1“ ergibt $2, aber ein Mannschaftskampf wird an $3 Brettern gespielt',
  '"$1" has FIDE id $2 here but $3 in $4': '„$1“ hat hier die FIDE-ID $2, aber $3 in $4',
  '"$1" is listed twice: also in row $2 of the list':
    '„$1“ steht doppelt in der Liste: auch in Zeile $2',
  '"$1" is not a board number: expected 1, 2, …': '„$1“ ist keine Brettnummer: erwartet 1, 2, …',
  '"$1" is not a board result: expected 1-0, ½-½, 0-1, +:- …':
    '„$1“ ist kein Brettergebnis: erwartet 1-0, ½-½, 0-1, +:- …',
  '"$1" is not a match score: expected the board points of both teams (2½:1½, 3-1), +:- or -:+ for a forfeited match, -:- when neither came, or a blank':
    '„$1“ ist kein Mannschaftsergebnis: erwartet die Brettpunkte beider Mannschaften (2½:1½, 3-1), +:- oder -:+ für einen kampflosen Mannschaftskampf, -:- wenn keine antrat, oder leer',
  '"$1" is not a number of $2': '„$1“ ist keine Zahl von $2',
  '"$1" is not a result: expected $2': '„$1“ ist kein Ergebnis: erwartet $2',
  '"$1" is not a round number: expected 1, 2, …': '„$1“ ist keine Rundennummer: erwartet 1, 2, …',
  '"$1" is not one side\'s game result: expected 1, ½ or 0':
    '„$1“ ist kein Ergebnis einer Seite: erwartet 1, ½ oder 0',
  '"after round" must be a whole number from 0 to $1, found $2':
    '„nach Runde“ muss eine ganze Zahl von 0 bis $1 sein, gefunden $2',
  '$1 (No. $2) has start number $3 as opponent in round $4, but no participant has that start number':
    '$1 (Nr. $2) hat Startnummer $3 als Gegner in Runde $4, aber kein Teilnehmer hat diese Startnummer',
  '$1 (No. $2) of $3': '$1 (Nr. $2) von $3',
  '$1 (No. $2):': '$1 (Nr. $2):',
  '$1 (No. $2): national rating': '$1 (Nr. $2): nationale Wertzahl',
  '$1 (TRF pasted into the sheet)': '$1 (TRF in die Tabelle eingefügt)',
  '$1 (columns $2–$3): found $4, expected points like 11.5':
    '$1 (Spalten $2–$3): gefunden $4, erwartet Punkte wie 11.5',
  '$1 (detected)': '$1 (erkannt)',
  '$1 (no. $2) played start number $3 in round $4, but no participant has that start number':
    '$1 (Nr. $2) spielte gegen Startnummer $3 in Runde $4, aber kein Teilnehmer hat diese Startnummer',
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
  "$1 meets $2, but $3's round $4 does not say so":
    '$1 trifft auf $2, aber Runde $4 von $3 sagt das nicht',
  '$1 meets start number $2, who is not in the list':
    '$1 trifft auf Startnummer $2, die nicht in der Liste steht',
  '$1 names team $2, which has no team record':
    '$1 nennt Mannschaft $2, die keinen Mannschaftssatz hat',
  '$1 needs the board of every game, but $2; in a TRF, 300 records give the line-ups':
    '$1 braucht das Brett jeder Partie, aber $2; in einer TRF-Datei geben die 300er-Sätze die Aufstellungen an',
  '$1 needs the order of the rounds: $2': '$1 braucht die Reihenfolge der Runden: $2',
  '$1 needs the result of every board, but round $2 of $3 was entered as a match score only; use a match list with board-by-board results':
    '$1 braucht das Ergebnis jedes Bretts, aber Runde $2 von $3 wurde nur als Mannschaftsergebnis eingetragen; nehmen Sie eine Paarungsliste mit Ergebnissen Brett für Brett',
  '$1 player': '$1 Spieler',
  '$1 players': '$1 Spieler',
  '$1 points': '$1 Punkte',
  '$1 points do not fit the $2 columns TRF-2026 gives them':
    '$1 Punkte passen nicht in die $2 Spalten, die TRF-2026 ihnen gibt',
  '$1 rank': '$1 Platz',
  '$1 rating': '$1 Wertzahl',
  '$1 round': '$1 Runde',
  '$1 rounds': '$1 Runden',
  '$1 takes :MP or :GP': '$1 nimmt :MP oder :GP',
  '$1 takes no :MP or :GP': '$1 nimmt kein :MP oder :GP',
  '$1 team': '$1 Mannschaft',
  '$1 teams': '$1 Mannschaften',
  '$1 – $2 appears twice in round $3 (also in {1}); a list without a Board column has one row per match':
    '$1 – $2 steht doppelt in Runde $3 (auch in {1}); eine Liste ohne Brett-Spalte hat eine Zeile pro Mannschaftskampf',
  "$1, and a crosstable has no rounds (its games were placed in the Berger table's order only so that they could be counted). Use a progress table or a results list, which say who played whom in which round; or, if the rounds really followed the Berger table, say so with the option rounds=berger (command line: --berger-rounds)":
    '$1, und eine Kreuztabelle hat keine Runden (ihre Partien wurden nur zum Zählen in die Reihenfolge der Berger-Tabelle gelegt). Nehmen Sie eine Fortschrittstabelle oder eine Ergebnisliste, die sagen, wer in welcher Runde gegen wen spielte; oder, wenn die Runden wirklich der Berger-Tabelle folgten, sagen Sie das mit der Option rounds=berger (Kommandozeile: --berger-rounds)',
  '$1: "$2" appears twice; one entry per evening':
    '$1: „$2“ steht doppelt da; ein Eintrag pro Abend',
  '$1: "$2" is not in the player list': '$1: „$2“ steht nicht in der Spielerliste',
  '$1: "$2" is paired against themselves': '$1: „$2“ ist gegen sich selbst gepaart',
  '$1: "$2": "$3" is none of $4': '$1: „$2“: „$3“ ist keins von $4',
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
  '$1: found $2, expected the total number of rounds':
    '$1: gefunden $2, erwartet die Gesamtzahl der Runden',
  '$1: found $2, expected white1 or black1': '$1: gefunden $2, erwartet white1 oder black1',
  '$1: found $2: a round without opponent has no colour':
    '$1: gefunden $2: eine Runde ohne Gegner hat keine Farbe',
  '$1: no game was played and the boards end $2 : $3; a match decided without play needs a winner':
    '$1: es wurde nicht gespielt, und die Bretter enden $2 : $3; ein ohne Spiel entschiedener Mannschaftskampf braucht einen Sieger',
  '$1; $2 boards': '$1; $2 Bretter',
  '$1; a tag reads [Name "value"], one per line':
    '$1; ein Tag lautet [Name "Wert"], einer pro Zeile',
  ', board by board': ', Brett für Brett',
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
  'BW on the first 0 boards is no tie-break': 'BW über die ersten 0 Bretter ist keine Feinwertung',
  'FIDE id $1 is "$2" here but "$3" in $4': 'die FIDE-ID $1 ist hier „$2“, aber „$3“ in $4',
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
  'SSSC: the divisor (highest $1 total $2 / highest $3 of a match $4) is below 1; give one with /K, e.g. SSSC/K2':
    'SSSC: der Teiler (höchste $1-Summe $2 / höchste $3 eines Kampfes $4) ist kleiner als 1; geben Sie einen mit /K an, z. B. SSSC/K2',
  Swiss: 'Schweizer System',
  'TRF export: $1 $2 does not fit in the $3 columns TRF has for it':
    'TRF-Export: $1 $2 passt nicht in die $3 Spalten, die TRF dafür hat',
  'TRF export: $1 scores $2 and a $3 $4, but TRF gives $5 the points of a $6':
    'TRF-Export: $1 erzielt $2 und ein(e) $3 $4, aber TRF gibt $5 die Punkte eines $6',
  'XXA: found $1 in columns $2–$3, expected points':
    'XXA: gefunden $1 in den Spalten $2–$3, erwartet Punkte',
  'XXA: found $1 in columns 5–8, expected a start number':
    'XXA: gefunden $1 in den Spalten 5–8, erwartet eine Startnummer',
  'XXP: found $1, expected start numbers': 'XXP: gefunden $1, erwartet Startnummern',
  'a board tie-break (BC, TBR, BBE)': 'eine Brettwertung (BC, TBR, BBE)',
  'a comment opened with { is never closed with }':
    'ein mit { geöffneter Kommentar wird nie mit } geschlossen',
  'a crosstable has no rounds, but a TRF file needs them: state that the rounds followed the Berger table (rounds=berger, or --berger-rounds on the command line) to write them in that order':
    'eine Kreuztabelle hat keine Runden, eine TRF-Datei braucht sie aber: geben Sie an, dass die Runden der Berger-Tabelle folgten (rounds=berger, oder --berger-rounds auf der Kommandozeile), um sie in dieser Reihenfolge zu schreiben',
  'a federation code': 'einen Föderationscode',
  'a forfeited match': 'ein kampfloser Mannschaftskampf',
  'a full-point bye (F)': 'ein volles Freilos (F)',
  'a half-point bye (H)': 'ein halbes Freilos (H)',
  'a match list needs a header with the columns Round, Home, Away and Result (Runde, Heim, Gast, Ergebnis), and Board, Home player, Away player for board-by-board results; $1':
    'eine Paarungsliste braucht eine Kopfzeile mit den Spalten Runde, Heim, Gast und Ergebnis (Round, Home, Away, Result), und Brett, Heimspieler, Gastspieler für Ergebnisse Brett für Brett; $1',
  'a match needs at least one board result':
    'ein Mannschaftskampf braucht mindestens ein Brettergebnis',
  'a name': 'einen Namen',
  'a pairing-allocated bye (U)': 'ein Freilos der Auslosung (U)',
  'a second "$1" column; column $2 already is one':
    'eine zweite Spalte „$1“; Spalte $2 ist schon eine',
  'a tag without a name': 'ein Tag ohne Namen',
  'a team crosstable needs at least two team rows':
    'eine Mannschafts-Kreuztabelle braucht mindestens zwei Mannschaftszeilen',
  'a team event scores its games 1/½/0 (board points), but this file scores $1/$2/$3':
    'eine Mannschaftsveranstaltung wertet ihre Partien 1/½/0 (Brettpunkte), diese Datei aber $1/$2/$3',
  'a team or club name': 'einen Mannschafts- oder Vereinsnamen',
  'a title': 'einen Titel',
  'a zero-point bye (Z)': 'ein Nullpunkt-Freilos (Z)',
  'absence in round $1: $2 has $3, not an absence':
    'Abwesenheit in Runde $1: $2 hat $3, keine Abwesenheit',
  'absence in round $1: no player has start number $2':
    'Abwesenheit in Runde $1: kein Spieler hat die Startnummer $2',
  'away team': 'die Gastmannschaft',
  'black team': 'die Schwarz-Mannschaft',
  'board $1: found $2 : $3, expected a game result such as 1 : 0 or ½ : ½':
    'Brett $1: gefunden $2 : $3, erwartet ein Partieergebnis wie 1 : 0 oder ½ : ½',
  "could not find the results of $1 teams: expected a square block with the row team's board points against each column team and the diagonal marked (** or x), with the opponents numbered 1 … $2 above it":
    'die Ergebnisse von $1 Mannschaften wurden nicht gefunden: erwartet ein quadratischer Block mit den Brettpunkten der Zeilenmannschaft gegen jede Spaltenmannschaft und markierter Diagonale (** oder x), darüber die Gegner nummeriert 1 … $2',
  'does not apply to $1 ($2)$3': 'gilt nicht für $1 ($2)$3',
  'empty modifier (two slashes in a row?)': 'leerer Zusatz (zwei Schrägstriche hintereinander?)',
  'empty tie-break code': 'leeres Wertungskürzel',
  'expected an acronym such as MPTS, BH:MP or EMGSB at the start':
    'am Anfang wird ein Kürzel wie MPTS, BH:MP oder EMGSB erwartet',
  'expects a C.07 version: /V2022, /V2024 or /V2026':
    'erwartet eine C.07-Fassung: /V2022, /V2024 oder /V2026',
  'expects a divisor, e.g. /K5': 'erwartet einen Teiler, z. B. /K5',
  'expects a percentage (/L40) or a shift in half points (/L+1, /L-1)':
    'erwartet einen Prozentsatz (/L40) oder eine Verschiebung in halben Punkten (/L+1, /L-1)',
  'expects a rating for unrated players, e.g. /U1400':
    'erwartet eine Wertzahl für Spieler ohne Wertzahl, z. B. /U1400',
  'found "$1" where a team meets itself: expected the diagonal mark (**, x) or a blank':
    '„$1“ gefunden, wo eine Mannschaft auf sich selbst trifft: erwartet die Diagonalmarke (**, x) oder leer',
  'found "$1"; expected $2': 'gefunden „$1“; erwartet $2',
  'found "$1"; expected a start number (1, 2, 3, …)':
    'gefunden „$1“; erwartet eine Startnummer (1, 2, 3, …)',
  'found "$1"; expected a status: blank/active/aktiv or withdrawn/zurückgezogen':
    'gefunden „$1“; erwartet einen Status: leer/active/aktiv oder withdrawn/zurückgezogen',
  'found "$1"; expected a tick (x, ja, yes, TRUE) or blank':
    'gefunden „$1“; erwartet ein Häkchen (x, ja, yes, TRUE) oder leer',
  'found $1 for the $2, expected a number': 'gefunden $1 für $2, erwartet eine Zahl',
  'found $1, expected a TRF record: a 3-character record id (001, 012, XXR…), then a space':
    'gefunden $1, erwartet einen TRF-Satz: eine 3-stellige Satzkennung (001, 012, XXR…), dann ein Leerzeichen',
  'found $1; expected $2': 'gefunden $1; erwartet $2',
  'found a date; expected $1': 'ein Datum gefunden; erwartet $1',
  "found the number $1; expected a player's name":
    'die Zahl $1 gefunden; erwartet den Namen eines Spielers',
  'game $1': 'Partie $1',
  'game $1, round $2': 'Partie $1, Runde $2',
  'gives the pairing-allocated bye other points than line $1':
    'gibt dem Freilos der Auslosung andere Punkte als Zeile $1',
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
  'needs a number of values to cut, e.g. /C1 or /M2':
    'braucht eine Anzahl zu streichender Werte, z. B. /C1 oder /M2',
  'no XXR record: the total number of rounds is needed to pair (e.g. "XXR 9")':
    'kein XXR-Satz: zum Paaren wird die Gesamtzahl der Runden gebraucht (z. B. „XXR 9“)',
  'no games found; a PGN file has a tag section ([Event "…"] …) per game':
    'keine Partien gefunden; eine PGN-Datei hat pro Partie einen Tag-Abschnitt ([Event "…"] …)',
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
  'no team of this event has a game': 'keine Mannschaft dieser Veranstaltung hat eine Partie',
  'no team with index $1 (the event has $2)':
    'keine Mannschaft mit Index $1 (die Veranstaltung hat $2)',
  'no tie-break codes in "$1"': 'keine Wertungskürzel in „$1“',
  'nothing (a blank round)': 'nichts (eine leere Runde)',
  'only BW takes a number of boards (BW4, BW2)': 'nur BW nimmt eine Anzahl Bretter (BW4, BW2)',
  player: 'den Spieler',
  'player list from column $1: found $2, expected start numbers':
    'Spielerliste ab Spalte $1: gefunden $2, erwartet Startnummern',
  points: 'Punkte',
  'points (columns 81–84): the line says $1, but its results of rounds 1–$2 add up to $3':
    'Punkte (Spalten 81–84): die Zeile sagt $1, aber ihre Ergebnisse der Runden 1–$2 ergeben $3',
  range: 'Bereich',
  'record $1: found $2, expected points such as 1.0':
    'Satz $1: gefunden $2, erwartet Punkte wie 1.0',
  'record 162: found $1, expected result codes with points such as "W 3.0    D 1.0    L 0.0"':
    'Satz 162: gefunden $1, erwartet Ergebniscodes mit Punkten wie „W 3.0    D 1.0    L 0.0“',
  'record 162: found result code $1, expected W, D, L, A, P or X':
    'Satz 162: Ergebniscode $1 gefunden, erwartet W, D, L, A, P oder X',
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
  round: 'die Runde',
  'round $1 (column $2)': 'Runde $1 (Spalte $2)',
  'round $1 has games but round $2 has none; rounds are numbered 1, 2, 3, … without gaps':
    'Runde $1 hat Partien, Runde $2 aber keine; Runden sind lückenlos nummeriert 1, 2, 3, …',
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
  'round $1: player $2 is paired with themself': 'Runde $1: Spieler $2 ist mit sich selbst gepaart',
  'round $1: player $2 meets $3, but line $4 does not show the same game (opponent, colour, played or forfeited)':
    'Runde $1: Spieler $2 trifft auf $3, aber Zeile $4 zeigt nicht dieselbe Partie (Gegner, Farbe, gespielt oder kampflos)',
  'round $1: plays $2, but line $3 (player $4) has $5 in round $6, not a game against $7':
    'Runde $1: spielt gegen $2, aber Zeile $3 (Spieler $4) hat $5 in Runde $6, keine Partie gegen $7',
  'round $1: result "$2" needs an opponent, found 0000':
    'Runde $1: das Ergebnis „$2“ braucht einen Gegner, gefunden 0000',
  'round $1: teams $2 and $3 both have the pairing-allocated bye, which TRF-2026 (record 320) gives to one team per round':
    'Runde $1: die Mannschaften $2 und $3 haben beide das Freilos der Auslosung, das TRF-2026 (Satz 320) einer Mannschaft pro Runde gibt',
  'round robin': 'Rundenturnier',
  'row $1 has $2 cells, row 1 has $3': 'Zeile $1 hat $2 Zellen, Zeile 1 hat $3',
  'row $1, column $2': 'Zeile $1, Spalte $2',
  'row $1, column $2 of the range': 'Zeile $1, Spalte $2 des Bereichs',
  "says $1 $2, but the team's results add up to $3":
    'sagt $1 $2, aber die Ergebnisse der Mannschaft ergeben $3',
  'sets $1 match points for a $2, but line $3 sets $4':
    'setzt $1 Mannschaftspunkte für $2, aber Zeile $3 setzt $4',
  'sets the points for $1 to $2, but line $3 set them to $4':
    'setzt die Punkte für $1 auf $2, aber Zeile $3 setzte sie auf $4',
  'standings after round $1 need the order of the rounds':
    'die Tabelle nach Runde $1 braucht die Reihenfolge der Runden',
  'start number': 'Startnummer',
  'start number $1 appears twice (also line $2)':
    'die Startnummer $1 kommt doppelt vor (auch Zeile $2)',
  'start number $1 is given twice: also in row $2 of the list':
    'die Startnummer $1 ist doppelt vergeben: auch in Zeile $2 der Liste',
  'start number $1 is used twice': 'die Startnummer $1 ist doppelt vergeben',
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
  'the Event is "$1" but "$2" in $3; a file holds the games of one event (split sections into files of their own)':
    'das Event ist „$1“, aber „$2“ in $3; eine Datei enthält die Partien einer Veranstaltung (teilen Sie Gruppen in eigene Dateien auf)',
  'the Result tag is "$1"; expected $2': 'der Result-Tag ist „$1“; erwartet $2',
  'the Result tag is missing; expected $1': 'der Result-Tag fehlt; erwartet $1',
  'the Result tag says $1 but the moves end with $2':
    'der Result-Tag sagt $1, aber die Züge enden mit $2',
  'the Round tag is "$1"; expected the round, or round and board: [Round "5"] or [Round "5.3"]':
    'der Round-Tag ist „$1“; erwartet die Runde, oder Runde und Brett: [Round "5"] oder [Round "5.3"]',
  'the Round tag is $1; expected the round, or round and board: [Round "5"] or [Round "5.3"]':
    'der Round-Tag ist $1; erwartet die Runde, oder Runde und Brett: [Round "5"] oder [Round "5.3"]',
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
  'the primary score is MP or GP, found "$1"': 'die Hauptwertung ist MP oder GP, gefunden „$1“',
  'the result is missing here, but its mirror cell {1} says $1: both cells of a match must be filled (or both blank for a match not played yet)':
    'hier fehlt das Ergebnis, aber die Spiegelzelle {1} sagt $1: beide Zellen eines Mannschaftskampfs müssen gefüllt sein (oder beide leer bei einem noch nicht gespielten Kampf)',
  'the round is missing': 'die Runde fehlt',
  'the search gave up after $1 tries to': 'die Suche gab nach $1 Versuchen auf,',
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
  'unknown rule set "$1"; expected one of $2': 'unbekanntes Regelwerk „$1“; erwartet eines von $2',
  'unknown team tie-break "$1": known codes are $2':
    'unbekannte Mannschaftswertung „$1“: bekannte Kürzel sind $2',
  'unknown tie-break "$1"': 'unbekannte Feinwertung „$1“',
  'unknown tie-break "$1": $2': 'unbekannte Feinwertung „$1“: $2',
  'unknown tournament system "$1"; expected swiss or round-robin':
    'unbekanntes Turniersystem „$1“; erwartet swiss oder round-robin',
  'white team': 'die Weiß-Mannschaft',
};
