export { charBytes, decodeTrf } from './decode';
export type { CharCodes } from './lines';
export { readTrf } from './read';
export { writeTrf16 } from './write';
export { writeTeamTrf } from './writeTeams';
