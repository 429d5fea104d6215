/**
 * The German templates of the rating calculations' messages (src/core/ratings, the ratings
 * command and the rating custom functions): part of germanMessages (de.ts), kept apart so that
 * de.ts does not grow further. The same completeness test covers them.
 */
export function ratingMessagesDe(): Readonly<Record<string, string>> {
  return {
    // The rating custom functions' options and arguments (server/functions/options.ts, ratings.ts).
    'option $1: "$2" should be a date such as 2025-05-01 or 01.05.2025':
      'Option $1: „$2“ sollte ein Datum wie 2025-05-01 oder 01.05.2025 sein',
    'option $1: "$2" should be a K from 1 to 40': 'Option $1: „$2“ sollte ein K von 1 bis 40 sein',
    '"$1" should be fide (Elo) or dwz': '„$1“ sollte fide (Elo) oder dwz sein',
    '"$1" should be details, or left out': '„$1“ sollte details sein oder wegbleiben',
    '$1 (no. $2) has no K: the K column is empty for a rated player':
      '$1 (Nr. $2) hat kein K: die K-Spalte ist bei einem gewerteten Spieler leer',
    'K must be a whole number from 1 to 40, got $1':
      'K muss eine ganze Zahl von 1 bis 40 sein, nicht $1',
    'the event is dated $1: FIDE rating changes are computed by the regulations in force from 1 March 2024 (B.02), which do not apply to earlier events':
      'das Turnier ist auf den $1 datiert: Elo-Änderungen werden nach den ab 1. März 2024 geltenden FIDE-Wertungsbestimmungen (B.02) berechnet, die für frühere Turniere nicht gelten',
    "the event's date is unknown, and $1's K depends on it: juniors have K 40 until the end of the year of their 18th birthday. Give the date (TRF record 042, --date or date=YYYY-MM-DD) or K (--k, a K column)":
      'das Turnierdatum ist unbekannt, und das K von $1 hängt davon ab: Jugendliche haben K 40 bis zum Ende des Jahres ihres 18. Geburtstags. Geben Sie das Datum an (TRF-Satz 042, --date oder date=JJJJ-MM-TT) oder K (--k, eine K-Spalte)',
    "the event's date is unknown, and $1's change depends on it: from 1 December 2024 rapid and blitz games with a rating difference of 600 or more, one player rated above 2600, are not rated. Give the date (TRF record 042, --date or date=YYYY-MM-DD)":
      'das Turnierdatum ist unbekannt, und die Änderung von $1 hängt davon ab: seit 1. Dezember 2024 werden Schnell- und Blitzpartien mit 600 oder mehr Punkten Wertungsunterschied nicht gewertet, wenn ein Spieler über 2600 hat. Geben Sie das Datum an (TRF-Satz 042, --date oder date=JJJJ-MM-TT)',
    "the event's date is unknown, and $1's change depends on it: from 1 October 2025 players rated 2650 and above are rated without the 400-point cap. Give the date (TRF record 042, --date or date=YYYY-MM-DD)":
      'das Turnierdatum ist unbekannt, und die Änderung von $1 hängt davon ab: seit 1. Oktober 2025 gilt für Spieler ab 2650 die 400-Punkte-Grenze nicht mehr. Geben Sie das Datum an (TRF-Satz 042, --date oder date=JJJJ-MM-TT)',
    "the event's end date is unknown, and the DWZ depends on it: the rules changed on 8 June 2026, and ages count in the year the event ends. Give the date (TRF record 052, --date or date=YYYY-MM-DD)":
      'das Enddatum des Turniers ist unbekannt, und die DWZ hängt davon ab: die Regeln haben sich am 8. Juni 2026 geändert, und das Alter zählt im Jahr des Turnierendes. Geben Sie das Datum an (TRF-Satz 052, --date oder date=JJJJ-MM-TT)',
  };
}
