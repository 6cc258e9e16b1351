/** The organiser's and arbiters' screens, one chunk loaded on demand (never on a public visit). */
import '../i18n/organiser-texts';
export { SignIn } from './SignIn';
export { TournamentList } from './TournamentList';
export { CreateTournament } from './CreateTournament';
export { TournamentFrame } from './TournamentFrame';
export { Overview } from './Overview';
export { Players } from './Players';
export { Rounds } from './Rounds';
export { OrganiserStandings, OrganiserCrosstable } from './Tables';
export { History } from './History';
export { Print } from './Print';
export { CheckIn } from './CheckIn';
export { Accounts } from './Accounts';
export { Welcome } from './Welcome';
