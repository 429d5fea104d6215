/**
 * The sidebar's server side: the functions google.script.run calls (see ServerApi in
 * src/shared/types.ts) and the menu handlers that open the sidebar. Every answer is JSON-safe;
 * failures the organiser can fix come back as `{ ok: false, error }` with the cells to select.
 */
import {
  charBytes,
  columnLetters,
  decodeTrf,
  defaultRuleSet,
  descriptionOf,
  explainTiebreak,
  finalRanks,
  formatNumber,
  InputError,
  looksLikePgn,
  parseTiebreakCode,
  rankStandings,
  readGrid,
  render,
  readPgn,
  readTrf,
  RULE_SETS,
  writeTeamTrf,
  writeTrf16,
} from '../../core';
import type {
  Grid,
  ReadOptions,
  RuleSet,
  Standings,
  TiebreakOptions,
  Tournament,
} from '../../core';
import { createContext } from '../../core/tiebreaks/context';
import { findTiebreak } from '../../core/tiebreaks/registry';
import {
  defaultTeamRules,
  explainTeamTiebreak,
  findTeamPreset,
  parseTeamCode,
  rankTeams,
} from '../../core/teams';
import type { TeamOptions, TeamReadResult } from '../../core/teams';
import { findPreset } from '../../core/tiebreaks/presets';
import type {
  BuildResult,
  CellTarget,
  CodeCheck,
  ExportResult,
  ImportRequest,
  ImportResult,
  Locale,
  Outcome,
  RuleSetId,
  ServerApi,
  SidebarState,
  SidebarView,
  SourceReport,
  StandingsRequest,
} from '../../shared/types';
import { keizerEveningApi } from '../keizer/evening';
import { eventApi, eventsNow } from '../event/newEvent';
import { eventOnSheet } from '../event/record';
import { swissRoundApi } from './swissRound';
import { checkLists, listSheets, playerListSource } from './listSheets';
import { listWords } from '../../core/lists';
import { roundRobinApi } from './roundRobin';
import { parseCallOptions } from '../functions/options';
import { findOwnSheet, safeSheetName } from '../writing/ownSheets';
import { progressGrid } from './progressGrid';
import { ratingColumnOfChoice, validRatingChoice } from './ratingChoice';
import { detectTable, openEnded, rangeFromText, readSource, sheetRef } from './source';
import type { IndividualSource, Source, TeamSource } from './source';
import { appsScriptServices } from '../platform/spreadsheet';
import { resolveRange } from '../platform/rangeText';
import { asTyped } from '../writing/textMark';
import type { Services } from '../platform/spreadsheet';
import {
  explanationPlan,
  individualTable,
  livePlan,
  snapshotPlan,
  teamTable,
} from '../writing/standingsLayout';
import type { RankedTable, Settings } from '../writing/standingsLayout';
import { writeImportSheet, writeStandingsSheets } from '../writing/standingsSheet';
import { describeTeamCode, teamCatalogue, teamPresetInfos } from '../texts/teamCatalogue';
import { catalogue, describeCode, presetInfos, ruleSetInfos } from '../texts/tiebreakCatalogue';
import { eventTexts, localeOf, texts } from '../texts/general';
import { attempt, isObject, UserError } from '../platform/userError';

// The shared RuleSetId must stay the engine's RuleSet (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const _ruleSetsAgree: Same<RuleSetId, RuleSet> = true;

export const MAX_CODES = 20;
/** Rows of the standings shown in the sidebar after a build. */
const TOP_ROWS = 5;

/** The request as the sidebar should have sent it; anything else is refused, not guessed. */
function checkRequest(r: unknown, locale: Locale): StandingsRequest {
  const bad = () => new UserError(texts(locale).badRequest);
  if (!isObject(r) || typeof r.range !== 'string' || !isObject(r.tiebreaks)) throw bad();
  const tb = r.tiebreaks;
  if (
    tb.kind === 'preset'
      ? typeof tb.name !== 'string'
      : tb.kind !== 'custom' || !Array.isArray(tb.codes)
  ) {
    throw bad();
  }
  if (tb.kind === 'custom' && !(tb.codes as unknown[]).every(c => typeof c === 'string'))
    throw bad();
  if (r.rules !== 'auto' && !(RULE_SETS as readonly unknown[]).includes(r.rules)) throw bad();
  if (
    r.afterRound !== null &&
    (typeof r.afterRound !== 'number' || !Number.isInteger(r.afterRound))
  )
    throw bad();
  if (r.unratedRating !== null) {
    const u = r.unratedRating;
    if (typeof u !== 'number' || !Number.isInteger(u) || u < 0 || u > 3500) {
      throw new UserError(texts(locale).badUnrated);
    }
  }
  if (r.output !== 'snapshot' && r.output !== 'live') throw bad();
  if (typeof r.explanations !== 'boolean') throw bad();
  if (r.bergerRounds !== undefined && typeof r.bergerRounds !== 'boolean') throw bad();
  if (!validRatingChoice(r.ratingChange)) throw bad();
  if (r.teamScoring !== undefined && r.teamScoring !== null) {
    const ts = r.teamScoring;
    if (
      !isObject(ts) ||
      (ts.primary !== 'MP' && ts.primary !== 'GP') ||
      typeof ts.matchPoints !== 'string'
    )
      throw bad();
  }
  return r as unknown as StandingsRequest;
}

/**
 * The codes of the chosen preset or custom list, each checked by the engine's parser (the team
 * parser and the team presets for a team event).
 */
function chosenCodes(request: StandingsRequest, locale: Locale, team: boolean): string[] {
  const tx = texts(locale);
  let codes: string[];
  if (request.tiebreaks.kind === 'preset') {
    const preset = team
      ? findTeamPreset(request.tiebreaks.name)
      : findPreset(request.tiebreaks.name);
    if (!preset) throw new UserError(tx.unknownPreset(request.tiebreaks.name));
    codes = [...preset.codes];
  } else {
    codes = request.tiebreaks.codes.map(c => c.trim()).filter(c => c !== '');
  }
  if (codes.length === 0) throw new UserError(tx.noCodes);
  if (codes.length > MAX_CODES) throw new UserError(tx.tooManyCodes(MAX_CODES));
  for (const c of codes) {
    try {
      if (team) parseTeamCode(c);
      else parseTiebreakCode(c);
    } catch (e) {
      if (e instanceof InputError) throw new UserError(e.detailIn(locale));
      throw e;
    }
  }
  return codes;
}

function sourceFor(
  services: Services,
  range: string | null,
  locale: Locale,
  bergerRounds = false,
  players?: Grid,
): Source {
  const ss = services.spreadsheet();
  const extra: ReadOptions = {
    ...(bergerRounds && { bergerRounds }),
    ...(players !== undefined && { players }),
  };
  return range !== null && range.trim() !== ''
    ? readSource(rangeFromText(ss, range, locale), locale, extra, ss)
    : detectTable(ss, locale, extra);
}

/**
 * What needs the order of the rounds on a crosstable read without it: the codes, and standings
 * after an earlier round. Checked before ranking so that the refusal can name the sidebar's own
 * control instead of the formula option the engine's message speaks of.
 */
function needsRounds(t: Tournament, codes: readonly string[], options: TiebreakOptions) {
  if (t.roundOrder !== 'unknown') return { codes: [], afterRound: null };
  const { afterRound, ...rest } = options;
  const ctx = createContext(t, rest);
  return {
    codes: codes.filter(c => {
      const code = parseTiebreakCode(c);
      return (findTiebreak(code.name)?.needsRoundOrder?.(ctx, code) ?? null) !== null;
    }),
    afterRound: afterRound !== undefined && afterRound < t.rounds ? afterRound : null,
  };
}

/** A `points=` option for a live formula when the source is not scored 1/½/0. */
function pointsOption(source: IndividualSource): string | null {
  const ps = source.read.tournament.pointSystem;
  if (ps.win === 1 && ps.draw === 0.5 && ps.loss === 0) return null;
  return `${formatNumber(ps.win)}/${formatNumber(ps.draw)}/${formatNumber(ps.loss)}`;
}

/** The preset a team table suggests: the league order where board results allow it. */
function teamPresetFor(read: TeamReadResult): string {
  switch (read.layout) {
    case 'match-list':
      return 'german-league';
    case 'trf':
      return 'fide-team-trf26';
    default:
      // A crosstable of board points has no board results, so no Berliner Wertung: MP, BP.
      return 'bundesliga';
  }
}

/** The source as the sidebar's step 1 shows it. */
function sourceSummary(src: Source, loc: Locale) {
  const event = eventOnSheet(src.sheet);
  const eventName = event?.role === 'results' ? event.event.name : null;
  if (src.kind === 'team') {
    const e = src.team.event;
    return {
      kind: 'team' as const,
      description: render(descriptionOf(src.team), loc),
      players: e.teams.length,
      rounds: e.rounds,
      boards: e.boards,
      boardResults: src.team.layout !== 'team-crosstable',
      system: e.system ?? (src.team.layout === 'team-crosstable' ? 'round-robin' : 'swiss'),
      // A team crosstable's rounds come from the Berger table by definition (its reader).
      crosstable: false,
      suggestedPreset: teamPresetFor(src.team),
      declaredCodes: [],
      automaticRules: defaultTeamRules(e),
      event: eventName,
    };
  }
  const t = src.read.tournament;
  const system = t.system ?? 'swiss';
  return {
    kind: 'individual' as const,
    description: render(descriptionOf(src.read), loc),
    players: t.participants.length,
    rounds: t.rounds,
    boards: null,
    boardResults: false,
    system,
    crosstable: src.read.layout === 'crosstable',
    suggestedPreset:
      event?.role === 'results'
        ? event.event.preset
        : system === 'round-robin'
          ? 'fide-rr'
          : 'fide-swiss',
    declaredCodes: [...(t.declaredTiebreaks ?? [])],
    automaticRules: defaultRuleSet(t),
    event: eventName,
  };
}

/** An engine error while ranking: the reader already placed cells, so only the detail is new. */
function ranked<T>(body: () => T, loc: Locale): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof InputError)
      throw new UserError(e.location.kind === 'range' ? e.detailIn(loc) : e.messageIn(loc));
    throw e;
  }
}

interface Ranked {
  /** The codes ranked by: those asked for, but a preset's code the source cannot give. */
  readonly codes: readonly string[];
  /** One line per preset code left out (which, why). */
  readonly notes: readonly string[];
  readonly table: RankedTable;
  /** The individual standings (the lists are cut from them); null for a team event. */
  readonly standings: Standings | null;
  readonly explain: Parameters<typeof explanationPlan>[1];
  readonly rules: RuleSetId;
  readonly points: string | null;
  readonly teamScoring: string | null;
  /** The Rtg+/- column's settings, when asked for (individual events). */
  readonly ratingChange?: Settings['ratingChange'];
}

function rankIndividual(
  src: IndividualSource,
  codes: readonly string[],
  request: StandingsRequest,
  loc: Locale,
): Ranked {
  const t = src.read.tournament;
  const rules: RuleSetId = request.rules === 'auto' ? defaultRuleSet(t) : request.rules;
  const options: TiebreakOptions = {
    rules,
    ...(request.afterRound !== null ? { afterRound: request.afterRound } : {}),
    ...(request.unratedRating !== null ? { unratedRating: request.unratedRating } : {}),
  };
  const refused = needsRounds(t, codes, options);
  if (refused.afterRound !== null)
    throw new UserError(texts(loc).afterRoundNeedsRounds(refused.afterRound));
  if (refused.codes.length > 0) throw new UserError(texts(loc).codesNeedRounds(refused.codes));
  const standings = ranked(() => rankStandings(t, codes, options), loc);
  const rating = ranked(() => ratingColumnOfChoice(t, standings, request.ratingChange, loc), loc);
  return {
    codes,
    notes: [],
    table: individualTable(t, standings, loc, rating.column),
    standings,
    ratingChange: rating.setting,
    explain: (row, code) => explainTiebreak(t, row.index, code, options),
    rules,
    points: pointsOption(src),
    teamScoring: null,
  };
}

function rankTeamEvent(
  src: TeamSource,
  codes: readonly string[],
  request: StandingsRequest,
  loc: Locale,
): Ranked {
  // A preset's code the event cannot give is left out, saying so; a code picked by name is not.
  const byPreset = request.tiebreaks.kind === 'preset';
  const e = src.team.event;
  if (request.unratedRating !== null) throw new UserError(texts(loc).teamUnrated);
  const rules: RuleSetId = request.rules === 'auto' ? defaultTeamRules(e) : request.rules;
  // The scoring goes through the same option text a live =TEAM_STANDINGS formula carries, so
  // the snapshot and the formula cannot read it differently.
  const scoringText = teamScoringText(request, loc);
  let scoring: TeamOptions;
  try {
    const { primary, matchPoints } = parseCallOptions(scoringText ?? '').team;
    scoring = { ...(primary ? { primary } : {}), ...(matchPoints ? { matchPoints } : {}) };
  } catch (err) {
    // The primary score comes from a closed list (checkRequest), so only the scheme can fail.
    if (err instanceof Error)
      throw new UserError(texts(loc).badMatchPoints(request.teamScoring?.matchPoints.trim() ?? ''));
    throw err;
  }
  const options: TeamOptions = {
    rules,
    ...(request.afterRound !== null ? { afterRound: request.afterRound } : {}),
    ...scoring,
  };
  const standings = ranked(() => rankTeams(e, codes, options, byPreset), loc);
  return {
    codes: codes.filter(c => !standings.leftOut.some(l => l.code === c)),
    notes: standings.leftOut.map(l => render(l.said, loc)),
    table: teamTable(e, standings, loc),
    standings: null,
    explain: (row, code) => ranked(() => explainTeamTiebreak(e, row.index, code, options), loc),
    rules,
    points: null,
    teamScoring: scoringText,
  };
}

/** `primary=GP; match-points=3/1/0` for the choices that differ from the defaults, or null. */
function teamScoringText(request: StandingsRequest, loc: Locale): string | null {
  const ts = request.teamScoring;
  if (!ts) return null;
  const parts: string[] = [];
  if (ts.primary === 'GP') parts.push('primary=GP');
  const mp = ts.matchPoints.replace(/\s+/g, '').replace(/,/g, '.');
  // One option only: a separator would smuggle further options into the live formula.
  if (/[;=:]/.test(mp)) throw new UserError(texts(loc).badMatchPoints(ts.matchPoints.trim()));
  if (mp !== '') parts.push(`match-points=${mp}`);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** The server side of the sidebar over the given services (the real ones, or fakes in tests). */
export function sidebarApi(services: Services): ServerApi {
  const locale = (): Locale => localeOf(services.userLocale());

  function report(range: string | null, loc: Locale): SourceReport {
    try {
      const src = sourceFor(services, range, loc);
      const existing = findOwnSheet(services.spreadsheet(), 'standings', src.sheet.getSheetId());
      return {
        ok: true,
        sheet: src.origin.sheet,
        range: src.origin.a1,
        ref: sheetRef(src.origin.sheet, src.origin.a1),
        ...sourceSummary(src, loc),
        existingOutput: existing ? existing.getName() : null,
      };
    } catch (e) {
      if (!(e instanceof UserError)) throw e;
      return {
        ok: false,
        sheet: services.spreadsheet().getActiveSheet().getName(),
        range: e.range ?? range ?? '',
        error: e.info,
      };
    }
  }

  return {
    sidebarState(): SidebarState {
      const loc = locale();
      return {
        locale: loc,
        source: report(null, loc),
        presets: presetInfos(loc),
        catalogue: catalogue(loc),
        teamPresets: teamPresetInfos(loc),
        teamCatalogue: teamCatalogue(loc),
        ruleSets: ruleSetInfos(loc),
        events: eventsNow(services),
      };
    },

    detectSource(range: string | null): SourceReport {
      return report(typeof range === 'string' ? range : null, locale());
    },

    checkTiebreakCode(code: string, scope?: 'individual' | 'team'): CodeCheck {
      try {
        const info =
          scope === 'team'
            ? describeTeamCode(String(code), locale())
            : describeCode(String(code), locale());
        return { ok: true, info, message: '' };
      } catch (e) {
        if (e instanceof InputError)
          return { ok: false, info: null, message: e.detailIn(locale()) };
        throw e;
      }
    },

    buildStandings(raw: StandingsRequest): Outcome<BuildResult> {
      const loc = locale();
      const tx = texts(loc);
      return attempt(() => {
        const request = checkRequest(raw, loc);
        const berger = request.bergerRounds === true;
        const lists = checkLists(request.lists, loc);
        const players = lists?.players ? playerListSource(services, lists.players, loc) : null;
        const src = sourceFor(services, request.range, loc, berger, players?.grid);
        const team = src.kind === 'team';
        if (lists && team) throw new UserError(listWords(loc).forIndividual);
        if (lists && request.afterRound !== null) throw new UserError(listWords(loc).allRounds);
        // A live formula reads the results list alone, without the event's player list.
        if (request.output === 'live' && eventOnSheet(src.sheet)?.role === 'results')
          throw new UserError(eventTexts(loc).liveEvent);
        const codes = chosenCodes(request, loc, team);
        const rounds = team ? src.team.event.rounds : src.read.tournament.rounds;
        const entries = team
          ? src.team.event.teams.length
          : src.read.tournament.participants.length;
        if (
          request.afterRound !== null &&
          (request.afterRound < 1 || request.afterRound > rounds)
        ) {
          throw new UserError(texts(loc).afterRoundRange(request.afterRound, rounds));
        }
        const result =
          src.kind === 'team'
            ? rankTeamEvent(src, codes, request, loc)
            : rankIndividual(src, codes, request, loc);
        const settings: Settings = {
          locale: loc,
          scope: src.kind,
          sourceRef: sheetRef(src.origin.sheet, src.origin.a1),
          liveRef: sheetRef(src.origin.sheet, openEnded(src.origin.a1)),
          sourceSheet: src.origin.sheet,
          codes: result.codes,
          ...(result.notes.length > 0 ? { notes: result.notes } : {}),
          rules: result.rules,
          automaticRules: request.rules === 'auto',
          afterRound: request.afterRound,
          unratedRating: request.unratedRating,
          points: result.points,
          teamScoring: result.teamScoring,
          ...(berger && src.kind === 'individual' && src.read.layout === 'crosstable'
            ? { bergerRounds: true }
            : {}),
          ...(result.ratingChange && { ratingChange: result.ratingChange }),
          created: services.now(services.spreadsheet().getSpreadsheetTimeZone()),
          roundsUnknown: src.kind === 'individual' && src.read.tournament.roundOrder === 'unknown',
        };
        const live = request.output === 'live';
        const more =
          lists && src.kind === 'individual' && result.standings
            ? listSheets(lists, src.read.tournament, result.standings, settings, live, players)
            : [];
        const written = writeStandingsSheets(services, {
          locale: loc,
          source: {
            sheetId: src.sheet.getSheetId(),
            range: src.origin.a1,
            // An event's standings are named after the event (`Standings – Club Open`).
            name: eventOnSheet(src.sheet)?.event.name ?? src.origin.sheet,
          },
          standings: maxRows =>
            live ? livePlan(settings, entries, maxRows) : snapshotPlan(result.table, settings),
          explanations:
            !live && request.explanations
              ? () => explanationPlan(result.table, result.explain, settings)
              : null,
          more,
        });
        return {
          sheet: written.sheet,
          created: written.created,
          kind: src.kind,
          players: entries,
          codes: result.codes,
          notes: result.notes,
          rules: result.rules,
          top: result.table.rows.slice(0, TOP_ROWS).map(r => ({
            place: r.place,
            name: r.name,
            points:
              src.kind === 'team'
                ? `${tx.number(r.scores[0])} ${tx.header.matchPoints} · ${tx.number(r.scores[1])} ${tx.header.boardPoints}`
                : tx.number(r.scores[0]),
          })),
          explanationSheet: written.explanationSheet,
          listSheets: written.more,
        };
      });
    },

    selectCell(target: CellTarget): Outcome<null> {
      const loc = locale();
      return attempt(() => {
        if (
          !isObject(target) ||
          typeof target.sheet !== 'string' ||
          typeof target.a1 !== 'string'
        ) {
          throw new UserError(texts(loc).badRequest);
        }
        const range = resolveRange(services.spreadsheet(), target.a1, loc, target.sheet);
        range.getSheet().activate();
        range.activate();
        return null;
      });
    },

    importTrf(request: ImportRequest): Outcome<ImportResult> {
      const loc = locale();
      const tx = texts(loc);
      return attempt(() => {
        if (!isObject(request)) throw new UserError(tx.badRequest);
        let text = typeof request.text === 'string' ? request.text : '';
        // A file's bytes spare readTrf reading every character of the text (see charBytes).
        let codes: Uint8Array | undefined;
        if (text.trim() === '' && typeof request.base64 === 'string' && request.base64 !== '') {
          const bytes = services.base64Decode(request.base64);
          text = decodeTrf(bytes);
          codes = charBytes(bytes, text);
        }
        if (text.trim() === '') throw new UserError(tx.emptyTrf);
        const fileName = typeof request.fileName === 'string' ? request.fileName : '';
        const pgn = /\.pgn$/i.test(fileName) || looksLikePgn(text);
        const fileStem = fileName.replace(/\.[^.]*$/, '');
        const t = (pgn ? readPgn(text, {}, fileStem || undefined) : readTrf(text, {}, codes))
          .tournament;
        // A progress table reads as Swiss: the sheet's record keeps a round robin's system.
        const roundRobin = t.system === 'round-robin';
        const grid = progressGrid(t);
        // The sheet must read back as the same tournament: check before anything is written.
        const check = readGrid(grid.rows, {
          ...(!grid.pointsColumn && { pointSystem: t.pointSystem }),
          ...(roundRobin && { system: t.system }),
        });
        const base = safeSheetName(t.name ?? '') || safeSheetName(fileStem) || tx.importSheet;
        // The header row as it is; the players' cells as the user typed them.
        const rows = grid.rows.map((row, i) => (i > 0 ? row.map(asTyped) : row));
        const sheet: string = writeImportSheet(services, loc, base, rows, {
          ...(!grid.pointsColumn && { points: t.pointSystem }),
          ...(roundRobin && { system: t.system }),
        });
        const notes: string[] = [];
        if (grid.notJoined > 0) notes.push(tx.importedNotJoined(grid.notJoined));
        if (grid.unratedGames > 0) notes.push(tx.importedUnrated(grid.unratedGames));
        if (!grid.pointsColumn) {
          const ps = t.pointSystem;
          notes.push(
            tx.importedPoints(
              `${formatNumber(ps.win)}/${formatNumber(ps.draw)}/${formatNumber(ps.loss)}`,
            ),
          );
        }
        if (t.teams && t.teams.length > 0) notes.push(tx.importedTeams);
        if (roundRobin) notes.push(tx.importedRoundRobin);
        const a1 = `A1:${columnLetters(grid.rows[0].length)}${grid.rows.length}`;
        return {
          sheet,
          ref: sheetRef(sheet, a1),
          description: render(descriptionOf(check), loc),
          notes,
        };
      });
    },

    exportTrf(range: string, bergerRounds?: boolean): Outcome<ExportResult> {
      const loc = locale();
      return attempt(() => {
        const src = sourceFor(
          services,
          typeof range === 'string' ? range : null,
          loc,
          bergerRounds === true,
        );
        // A team event is written with its players' games, which only a pasted TRF has.
        let text: string;
        if (src.kind === 'individual' && src.read.tournament.roundOrder === 'unknown')
          throw new UserError(texts(loc).exportNeedsRounds);
        if (src.kind === 'individual') {
          const t = src.read.tournament;
          // The rank column: the final standings' rank by the event's default tie-breaks.
          text = writeTrf16(t, { ranks: () => ranked(() => finalRanks(t, undefined, {}), loc) });
        } else if (src.team.tournament) text = writeTeamTrf(src.team.tournament);
        else throw new UserError(texts(loc).exportTeams);
        const stem = safeSheetName(src.origin.sheet).replace(/\s+/g, '-') || 'tournament';
        return {
          fileName: `${stem}.trf`,
          text,
          description: render(descriptionOf(src.kind === 'individual' ? src.read : src.team), loc),
        };
      });
    },

    ...keizerEveningApi(services),
    ...swissRoundApi(services),
    ...roundRobinApi(services),
    ...eventApi(services),
  };
}

// ---------------------------------------------------------------------------------------------
// Apps Script entry points (declared in globals.js). Each execution builds its services afresh.

const api = (): ServerApi => sidebarApi(appsScriptServices());

export function sidebarState(): SidebarState {
  return api().sidebarState();
}
export function detectSource(range: string | null): SourceReport {
  return api().detectSource(range);
}
export function checkTiebreakCode(code: string, scope?: 'individual' | 'team'): CodeCheck {
  return api().checkTiebreakCode(code, scope);
}
export function buildStandings(request: StandingsRequest): Outcome<BuildResult> {
  return api().buildStandings(request);
}
export function selectCell(target: CellTarget): Outcome<null> {
  return api().selectCell(target);
}
export function importTrf(request: ImportRequest): Outcome<ImportResult> {
  return api().importTrf(request);
}
export function exportTrf(range: string, bergerRounds?: boolean): Outcome<ExportResult> {
  return api().exportTrf(range, bergerRounds);
}

/**
 * The element the sidebar reads before its first server call: which part to show and in which
 * language. Both values come from closed lists, so nothing from the user reaches the markup.
 */
function bootMarkup(view: SidebarView, locale: Locale, system: 'swiss' | 'round-robin'): string {
  const chosen = view === 'event' ? ` data-system="${system}"` : '';
  return `<div id="boot" hidden data-view="${view}" data-locale="${locale}"${chosen}></div>`;
}

function openSidebar(view: SidebarView, system: 'swiss' | 'round-robin' = 'swiss'): void {
  const locale = localeOf(Session.getActiveUserLocale());
  const html = HtmlService.createHtmlOutputFromFile('Sidebar')
    .setTitle(texts(locale).sidebarTitle)
    .append(bootMarkup(view, locale, system));
  SpreadsheetApp.getUi().showSidebar(html);
}

/** Menu: Build standings… */
export function showSidebar(): void {
  openSidebar('standings');
}
/** Menu: Import TRF… */
export function showImportTrf(): void {
  openSidebar('import');
}
/** Menu: Export TRF… */
export function showExportTrf(): void {
  openSidebar('export');
}

/** Menu: Keizer evening… (opens the sidebar at the Keizer evening). */
export function showKeizerEvening(): void {
  openSidebar('keizer');
}

/** Menu: Pair next round… (opens the sidebar at the Swiss round). */
export function showSwissRound(): void {
  openSidebar('swiss');
}

/** Menu: New Swiss… / New round robin… (the sidebar's new event, the system chosen). */
export function showNewSwiss(): void {
  openSidebar('event', 'swiss');
}
export function showNewRoundRobin(): void {
  openSidebar('event', 'round-robin');
}
