/**
 * The server's read models, folded from the event log: every account (password hash, live
 * sessions, tokens) and every tournament (its fold, its events, owner, arbiters, publication).
 * Fed by one live tail of the store and by the write path's own catch-up reads; `ingest` takes
 * each stream's events once and in order, whichever source brings them first.
 * Trade-off: everything is held in memory (a club server's whole log fits easily) and rebuilt
 * from the log at start; nothing here survives a restart, nothing needs to.
 */
import {
  EMPTY_TOURNAMENT,
  evolveTournament,
  type TournamentEvent,
  type TournamentState,
} from '@arbiter/tournament';
import type { EventStore, StoredEvent } from '@arbiter/store';
import type { Result } from '@arbiter/kernel';
import {
  isTournamentEventType,
  streamKind,
  tournamentEventOf,
  tournamentStream,
  accountStream,
} from '../stored-events';
import type { Role } from '@arbiter/api';

/** An account as the server knows it. */
export interface AccountView {
  readonly name: string;
  version: number;
  displayName: string;
  admin: boolean;
  /** Empty while an invited account has not set its password. */
  passwordHash: string;
  /** A one-time code (its hash) that sets the password: an invitation's or a reset's; null when none. */
  setup: { code: string; expiresAt: number; kind: 'invitation' | 'reset' } | null;
  /** Session hash -> expiry (ms since epoch). */
  readonly sessions: Map<string, number>;
  /** Token hash -> token id and label. */
  readonly tokens: Map<string, { id: string; label: string; issuedAt: string }>;
}

/**
 * The server's read model of one tournament stream: the tournament package's fold of it, the
 * stored events, who holds which role, whether it is published, the check-in code, the reasons of
 * corrections. (Not a page's view: the pages' bodies are made from it in views.ts.)
 */
export interface TournamentReadModel {
  readonly id: string;
  readonly stream: string;
  version: number;
  /**
   * The version of the last event that changed the crosstable of closed rounds (what standings
   * read): a result in a round still open does not, so standings stay cached while one is entered.
   */
  tableVersion: number;
  state: TournamentState;
  readonly events: StoredEvent[];
  readonly roles: Map<string, Role>;
  published: boolean;
  createdAt: string;
  /** `round:board` -> reasons given for corrections, oldest first. */
  readonly reasons: Map<string, string[]>;
  /** The players' check-in code (ruling ARB CI1): the last one issued; absent until one is. */
  checkInCode?: string;
}

/** Where an acknowledged command's events are. */
export interface CommandRecord {
  readonly stream: string;
  readonly firstVersion: number;
  readonly lastVersion: number;
  /** The stream's version once the command's append was done (what its answer's ETag says). */
  readonly answerVersion: number;
  /** The SHA-256 of the request that sent it (absent in logs written before it was kept). */
  readonly request?: string;
}

type Listener = (view: TournamentReadModel, event: StoredEvent) => void;

/** A tournament's read model before its first event: the one place one is made. */
export function newTournamentReadModel(id: string, stream: string, createdAt = ''): TournamentReadModel {
  return {
    id,
    stream,
    version: 0,
    tableVersion: 0,
    state: EMPTY_TOURNAMENT,
    events: [],
    roles: new Map(),
    published: false,
    createdAt,
    reasons: new Map(),
  };
}

/**
 * Notes one tournament event in a view beside its state: its version, whether it changed the
 * crosstable of closed rounds, a correction's reason. `after` is the state the event leads to (or
 * the state a whole write leads to: a result's round is open or closed alike in both).
 */
export function noteTournamentEvent(
  view: TournamentReadModel,
  event: TournamentEvent,
  version: number,
  after: TournamentState,
): void {
  view.version = version;
  const openRound =
    (event.type === 'ResultRecorded' || event.type === 'ResultCorrected') &&
    after.rounds[event.round - 1]?.closed === false;
  if (!openRound) view.tableVersion = version;
  // a correction carries its reason since issue 23 (older streams: CorrectionReasoned)
  if (event.type === 'ResultCorrected' && event.reason !== undefined)
    reasonsOf(view, `${event.round}:${event.board}`).push(event.reason);
}

/**
 * Applies one of the server's own events to a view: access, publication, the check-in code, a
 * correction's reason (older streams). The tournament's events go through `evolveTournament`;
 * `CommandsAccepted` is the projection's (it indexes commands, not views).
 */
export function applyServerEvent(
  view: TournamentReadModel,
  event: { type: string; data: unknown },
  version: number,
): void {
  view.version = version;
  const d = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'AccessGranted':
      view.roles.set(d.account as string, d.role as Role);
      break;
    case 'AccessRevoked':
      view.roles.delete(d.account as string);
      break;
    case 'TournamentPublished':
      view.published = d.published as boolean;
      break;
    case 'CheckInCodeIssued':
      view.checkInCode = d.code as string;
      break;
    case 'CorrectionReasoned':
      reasonsOf(view, `${d.round}:${d.board}`).push(d.reason as string);
      break;
  }
}

function reasonsOf(view: TournamentReadModel, key: string): string[] {
  let list = view.reasons.get(key);
  if (!list) view.reasons.set(key, (list = []));
  return list;
}

/** The in-memory read models and the ways to keep them current. */
export class Projection {
  readonly accounts = new Map<string, AccountView>();
  readonly tournaments = new Map<string, TournamentReadModel>();
  readonly commands = new Map<string, CommandRecord>();
  private readonly listeners = new Set<Listener>();
  /** The highest global position folded in. */
  position = 0;

  constructor(private readonly store: EventStore) {}

  /** Called for each tournament event as it is folded in, exactly once per version. */
  onTournamentEvent(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Folds one stored event in; an event already seen (by stream version) is ignored. */
  ingest(event: StoredEvent): void {
    if (event.position > this.position) this.position = event.position;
    const kind = streamKind(event.stream);
    if (!kind) return;
    if (kind.kind === 'account') this.ingestAccount(kind.id, event);
    else this.ingestTournament(kind.id, event);
    if (event.commandId !== undefined) {
      const known = this.commands.get(event.commandId);
      this.commands.set(event.commandId, {
        stream: event.stream,
        firstVersion: known && known.stream === event.stream ? known.firstVersion : event.version,
        lastVersion: event.version,
        answerVersion: event.version,
      });
    }
  }

  private ingestAccount(name: string, event: StoredEvent): void {
    let view = this.accounts.get(name);
    if ((event.type === 'AccountCreated' || event.type === 'AccountInvited') && !view) {
      const d = event.data as { displayName: string; admin: boolean; passwordHash?: string };
      view = {
        name,
        version: 0,
        displayName: d.displayName,
        admin: d.admin,
        passwordHash: d.passwordHash ?? '',
        setup: null,
        sessions: new Map(),
        tokens: new Map(),
      };
      this.accounts.set(name, view);
    }
    if (!view || event.version !== view.version + 1) return;
    view.version = event.version;
    const d = event.data as Record<string, string>;
    switch (event.type) {
      case 'AccountInvited':
        view.setup = { code: d.code, expiresAt: Date.parse(d.expiresAt), kind: 'invitation' };
        break;
      case 'PasswordResetIssued':
        view.setup = { code: d.code, expiresAt: Date.parse(d.expiresAt), kind: 'reset' };
        break;
      case 'PasswordChanged':
        view.passwordHash = d.passwordHash;
        view.setup = null;
        // A new password ends every session and token issued under the old one.
        view.sessions.clear();
        break;
      case 'SessionStarted':
        view.sessions.set(d.session, Date.parse(d.expiresAt));
        break;
      case 'SessionEnded':
        view.sessions.delete(d.session);
        break;
      case 'TokenIssued':
        view.tokens.set(d.token, { id: d.tokenId, label: d.label, issuedAt: event.time });
        break;
      case 'TokenRevoked':
        for (const [hash, t] of view.tokens) if (t.id === d.tokenId) view.tokens.delete(hash);
        break;
    }
  }

  private ingestTournament(id: string, event: StoredEvent): void {
    let view = this.tournaments.get(id);
    if (!view) {
      if (event.version !== 1) return;
      view = newTournamentReadModel(id, event.stream, event.time);
      this.tournaments.set(id, view);
    }
    if (event.version !== view.version + 1) return;
    view.events.push(event);
    if (isTournamentEventType(event.type)) {
      const domainEvent = tournamentEventOf(event.type, event.data);
      view.state = evolveTournament(view.state, domainEvent);
      noteTournamentEvent(view, domainEvent, event.version, view.state);
    } else this.applyStoredServerEvent(view, event);
    for (const listener of this.listeners) listener(view, event);
  }

  private applyStoredServerEvent(view: TournamentReadModel, event: StoredEvent): void {
    applyServerEvent(view, event, event.version);
    if (event.type === 'CommandsAccepted')
      for (const c of (
        event.data as {
          commands: { id: string; firstVersion: number; lastVersion: number; request?: string }[];
        }
      ).commands)
        this.commands.set(c.id, {
          stream: event.stream,
          firstVersion: c.firstVersion,
          lastVersion: c.lastVersion,
          answerVersion: event.version,
          ...(c.request !== undefined ? { request: c.request } : {}),
        });
  }

  /**
   * Folds in the events this process has just appended to a tournament, with the state its
   * decisions already reached: no tournament event is evolved a second time. When the view is not
   * where the append began (another source brought events first), each event is ingested alone.
   */
  ingestWritten(events: readonly StoredEvent[], state: TournamentState): void {
    if (events.length === 0) return;
    const first = events[0];
    const kind = streamKind(first.stream);
    const known = kind?.kind === 'tournament' ? this.tournaments.get(kind.id) : undefined;
    if (kind?.kind !== 'tournament' || (known?.version ?? 0) !== first.version - 1) {
      for (const event of events) this.ingest(event);
      return;
    }
    const view = known ?? newTournamentReadModel(kind.id, first.stream, first.time);
    this.tournaments.set(kind.id, view);
    view.state = state;
    for (const event of events) {
      if (event.position > this.position) this.position = event.position;
      view.events.push(event);
      if (isTournamentEventType(event.type))
        noteTournamentEvent(view, tournamentEventOf(event.type, event.data), event.version, state);
      else this.applyStoredServerEvent(view, event);
    }
    for (const event of events) for (const listener of this.listeners) listener(view, event);
  }

  /** Reads a stream's events past what is folded (another process may have appended them). */
  async catchUp(stream: string): Promise<Result<void>> {
    const kind = streamKind(stream);
    const from =
      (kind?.kind === 'tournament'
        ? this.tournaments.get(kind.id)?.version
        : kind?.kind === 'account'
          ? this.accounts.get(kind.id)?.version
          : 0) ?? 0;
    const read = await this.store.read(stream, from + 1);
    if (!read.ok) return read;
    for (const event of read.value) this.ingest(event);
    return { ok: true, value: undefined };
  }

  /** A tournament, read up to the store's latest version. */
  async freshTournament(id: string): Promise<Result<TournamentReadModel | undefined>> {
    const caught = await this.catchUp(tournamentStream(id));
    if (!caught.ok) return caught;
    return { ok: true, value: this.tournaments.get(id) };
  }

  /** An account, read up to the store's latest version. */
  async freshAccount(name: string): Promise<Result<AccountView | undefined>> {
    const caught = await this.catchUp(accountStream(name));
    if (!caught.ok) return caught;
    return { ok: true, value: this.accounts.get(name) };
  }
}
