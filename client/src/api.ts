// The server's API (docs/api.md) and the engine's wire forms
// (docs/wire.md), as the client reads them.

export interface CardView {
  id: number;
  key?: string;
  title: string;
  type?: string;
  faction?: string;
  cost?: string;
  skill: number;
  icons?: string;
  keywords?: string[];
  subtypes?: string[];
  unique?: boolean;
  exhausted?: boolean;
  insane?: boolean;
  wounds?: number;
  tokens?: number;
  toughness?: number;
  committed: number;
  owner: number;
  controller: number;
  attached?: CardView[];
}

export interface DomainView {
  card: number;
  drained?: boolean;
  resources: CardView[];
  total: number;
  attached?: CardView[];
}

export interface PlayerView {
  name: string;
  hand?: CardView[];
  hand_count: number;
  deck_count: number;
  deck_top?: CardView;
  discard: CardView[];
  domains: DomainView[];
  in_play: CardView[];
  won: CardView[];
  mulliganed?: boolean;
}

export interface StoryView {
  card: CardView;
  slot: number;
  success: [number, number];
  struggles: string;
  resolved?: boolean;
  attached?: CardView[];
}

export interface View {
  viewer: number;
  format: string;
  turn: number;
  phase: string;
  step: string;
  active: number;
  first: number;
  day?: boolean;
  night?: boolean;
  players: [PlayerView, PlayerView];
  stories: StoryView[] | null;
  story_deck: number;
  decider: number;
  prompt?: Prompt | null;
  over?: boolean;
  winner: number;
  reason?: string;
}

export interface Option {
  id: string;
  label: string;
  act: string;
  card: number;
  arg: number;
}

export interface Prompt {
  player: number;
  kind: string;
  text: string;
  options: Option[];
}

export interface Entry {
  index: number;
  kind: string;
  turn: number;
  step: string;
  player: number;
  card: number;
  other: number;
  text: string;
  note?: string;
}

export interface Seat {
  name: string;
  kind: string;
  deck: string;
  open?: boolean;
}

export interface Clock {
  limit_ms: number;
  used_ms: [number, number];
  running: number;
}

export interface ChatLine {
  n: number;
  who: string;
  text: string;
  at: number;
}

export interface State {
  id: string;
  status: string;
  seat: number;
  seq: number;
  view: View | null;
  prompt: Prompt | null;
  log: Entry[];
  log_next: number;
  winner: number;
  reason?: string;
  players: [Seat, Seat];
  clock?: Clock;
  chat: ChatLine[];
  spectator_chat?: ChatLine[];
  invite?: string;
  deciding: number;
  thinking?: boolean;
  rematch?: { id: string; invite: string };
}

export interface Created {
  id: string;
  seat: number;
  token: string;
  invite?: string;
}

export interface Summary {
  id: string;
  status: string;
  seats: [string, string];
  decks: [string, string];
  updated: number;
}

export interface Preset {
  name: string;
  title: string;
}

export interface CardInfo {
  key: string;
  title: string;
  type?: string;
  faction?: string;
  cost?: string | number;
  skill?: number;
  icons?: string;
  struggles?: string;
  keywords?: string[];
  subtypes?: string[];
  unique?: boolean;
  implemented?: boolean;
  abilities?: string[];
  text?: string;
  image?: string;
}

export interface ReplayStep {
  at: number;
  moves: number;
  view: View;
  log: Entry[];
  views: number[];
}

// ApiError is a refused request: its status and the server's one line.
export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

export async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers["Authorization"] = "Bearer " + token;
  let resp: Response;
  try {
    resp = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new ApiError(0, "the server cannot be reached");
  }
  let data: any = null;
  try {
    data = await resp.json();
  } catch {
    data = null;
  }
  if (!resp.ok) {
    const msg = data && typeof data.error === "string" ? data.error : `${resp.status} ${resp.statusText}`;
    throw new ApiError(resp.status, msg);
  }
  return data as T;
}

// The seats this browser holds, by game: the token is the seat's key, so
// that reopening a game's link resumes it.
export interface SeatRecord {
  id: string;
  seat: number;
  token: string;
  opponent?: string;
  created: number;
}

const seatsKey = "cthulhu.seats";

export function seats(): Record<string, SeatRecord> {
  try {
    const raw = localStorage.getItem(seatsKey);
    const v = raw ? JSON.parse(raw) : {};
    return v && typeof v === "object" ? v : {};
  } catch {
    return {};
  }
}

export function seatOf(id: string): SeatRecord | undefined {
  const r = seats()[id];
  return r && typeof r.token === "string" ? r : undefined;
}

export function keepSeat(c: Created, opponent?: string) {
  const all = seats();
  all[c.id] = { id: c.id, seat: c.seat, token: c.token, opponent, created: Date.now() };
  localStorage.setItem(seatsKey, JSON.stringify(all));
}

export function forgetSeat(id: string) {
  const all = seats();
  delete all[id];
  localStorage.setItem(seatsKey, JSON.stringify(all));
}

const cardCache = new Map<string, Promise<CardInfo | null>>();

// cardInfo is a card's details (GET /api/cards/{key}), asked once; null
// when the server cannot say.
export function cardInfo(key: string): Promise<CardInfo | null> {
  let p = cardCache.get(key);
  if (!p) {
    p = call<CardInfo>("GET", "/api/cards/" + encodeURIComponent(key)).catch(() => null);
    cardCache.set(key, p);
  }
  return p;
}

export function navigate(path: string) {
  history.pushState(null, "", path);
  dispatchEvent(new PopStateEvent("popstate"));
}

// linkTo follows a link inside the application without loading the page
// again (a click with a modifier opens it as the browser does).
export function linkTo(path: string) {
  return (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(path);
  };
}
