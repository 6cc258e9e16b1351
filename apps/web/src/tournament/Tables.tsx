/** The organiser's standings and crosstable screens: the shared views inside the tournament frame. */
import { CrosstableView, StandingsView } from '../views/TournamentViews';
import { useTournamentId } from './common';
import { useTournament } from './TournamentFrame';

export function OrganiserStandings() {
  const id = useTournamentId();
  return <StandingsView id={id} tournament={useTournament(id).data} />;
}

export function OrganiserCrosstable() {
  const id = useTournamentId();
  return <CrosstableView id={id} tournament={useTournament(id).data} />;
}
