// The lobby: a new game against the computer or a friend, the games open
// to join, those to watch, and this browser's own games.
import { useEffect, useState } from "preact/hooks";
import { Created, Preset, Summary, call, forgetSeat, keepSeat, linkTo, navigate, seats } from "./api";

let presetsP: Promise<Preset[]> | null = null;

function presets(): Promise<Preset[]> {
  if (!presetsP) presetsP = call<{ presets: Preset[] }>("GET", "/api/decks").then((r) => r.presets ?? [], () => []);
  return presetsP;
}

// DeckPicker chooses a deck: a preset, a random one, a pasted deck list
// or an uploaded .o8d file (read as text); onChange receives what the
// server reads as `deck`.
export function DeckPicker({ onChange, name }: { onChange: (deck: string) => void; name: string }) {
  const [list, setList] = useState<Preset[]>([]);
  const [mode, setModeState] = useState<"preset" | "random" | "paste" | "file">("random");
  const [preset, setPresetState] = useState("");
  const [text, setTextState] = useState("");
  const [file, setFileState] = useState("");
  // Each change tells the form at once, so that a submit that follows
  // reads it.
  const cur = { mode, preset, text, file };
  const set = (next: Partial<typeof cur>) => {
    const v = { ...cur, ...next };
    if (next.mode !== undefined) setModeState(v.mode);
    if (next.preset !== undefined) setPresetState(v.preset);
    if (next.text !== undefined) setTextState(v.text);
    if (next.file !== undefined) setFileState(v.file);
    onChange(v.mode === "random" ? "random" : v.mode === "preset" ? v.preset : v.mode === "paste" ? v.text : v.file);
  };
  useEffect(() => {
    presets().then((p) => {
      setList(p);
      if (p.length > 0) setPresetState((x) => x || p[0].name);
    });
  }, []);
  return (
    <fieldset class="deckpicker">
      <legend>Deck</legend>
      <label>
        <input type="radio" name={name} value="random" checked={mode === "random"} onChange={() => set({ mode: "random" })} /> Random
      </label>
      {list.length > 0 ? (
        <label>
          <input type="radio" name={name} value="preset" checked={mode === "preset"} onChange={() => set({ mode: "preset", preset: preset || list[0].name })} /> Preset{" "}
          <select aria-label="Preset deck" value={preset} onChange={(e) => set({ mode: "preset", preset: (e.target as HTMLSelectElement).value })}>
            {list.map((p) => (
              <option key={p.name} value={p.name}>
                {p.title || p.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        <input type="radio" name={name} value="paste" checked={mode === "paste"} onChange={() => set({ mode: "paste" })} /> A deck list
      </label>
      {mode === "paste" ? (
        <textarea aria-label="Deck list" rows={6} placeholder={"3x Core 3\n2x Core 12\n…"} value={text} onInput={(e) => set({ text: (e.target as HTMLTextAreaElement).value })} />
      ) : null}
      <label>
        <input type="radio" name={name} value="file" checked={mode === "file"} onChange={() => set({ mode: "file" })} /> An .o8d file{" "}
        <input
          type="file"
          accept=".o8d,.xml,.txt"
          aria-label="Deck file (.o8d)"
          onChange={async (e) => {
            const f = (e.target as HTMLInputElement).files?.[0];
            if (f) set({ mode: "file", file: await f.text() });
          }}
        />
      </label>
    </fieldset>
  );
}

const opponents: [string, string][] = [
  ["heuristic", "The computer: heuristic (quick)"],
  ["random", "The computer: random moves"],
  ["ismcts:iterations=100", "The computer: ISMCTS, weak (100)"],
  ["ismcts:iterations=400", "The computer: ISMCTS, medium (400)"],
  ["ismcts:iterations=1600", "The computer: ISMCTS, strong (1600)"],
  ["human", "A friend (an invitation link)"],
];

function NewGame() {
  const [opp, setOpp] = useState("heuristic");
  const [deck, setDeck] = useState("random");
  const [listed, setListed] = useState(false);
  const [format, setFormat] = useState("lcg");
  const [clock, setClock] = useState("");
  const [err, setErr] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <section class="card-panel" aria-labelledby="new-h">
      <h2 id="new-h">New game</h2>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setErr("");
          setBusy(true);
          try {
            const body: Record<string, unknown> = { deck, opponent: opp, format };
            const m = parseInt(clock, 10);
            if (m > 0) body.clock_minutes = m;
            if (opp === "human" && listed) body.public = true;
            const c = await call<Created>("POST", "/api/games", body);
            keepSeat(c, opp);
            navigate("/game/" + c.id);
          } catch (x) {
            setErr((x as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <label>
          Opponent{" "}
          <select id="opponent" value={opp} onChange={(e) => setOpp((e.target as HTMLSelectElement).value)}>
            {opponents.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <DeckPicker onChange={setDeck} name="new-deck" />
        <label>
          Format{" "}
          <select value={format} onChange={(e) => setFormat((e.target as HTMLSelectElement).value)}>
            <option value="lcg">LCG</option>
            <option value="eldritch">Eldritch</option>
          </select>
        </label>
        <label>
          Clock, minutes each (empty: none){" "}
          <input id="clock-minutes" type="number" min="0" max="1440" inputMode="numeric" value={clock} onInput={(e) => setClock((e.target as HTMLInputElement).value)} />
        </label>
        {opp === "human" ? (
          <label>
            <input id="public" type="checkbox" checked={listed} onChange={(e) => setListed((e.target as HTMLInputElement).checked)} /> List it in the lobby:
            anyone may take the seat
          </label>
        ) : null}
        <button type="submit" id="start" disabled={busy}>
          {opp === "human" ? "Open a seat for a friend" : "Start the game"}
        </button>
        {err ? (
          <p class="error" role="alert">
            {err}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function when(unix: number): string {
  if (!unix) return "";
  return new Date(unix * 1000).toLocaleString();
}

function GameList({ status, title, action }: { status: string; title: string; action: (g: Summary) => preact.JSX.Element }) {
  const [games, setGames] = useState<Summary[] | null>(null);
  const [err, setErr] = useState("");
  useEffect(() => {
    let live = true;
    const load = () =>
      call<{ games: Summary[] }>("GET", "/api/games?status=" + status).then(
        (r) => live && setGames(r.games),
        (x) => live && setErr((x as Error).message),
      );
    load();
    const t = setInterval(load, 10000);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, [status]);
  return (
    <section class="card-panel" aria-label={title}>
      <h2>{title}</h2>
      {err ? <p class="error">{err}</p> : null}
      {games === null ? <p>Loading…</p> : games.length === 0 ? <p class="empty">None.</p> : null}
      <ul class="games">
        {(games ?? []).map((g) => (
          <li key={g.id}>
            <span>
              {g.decks[0] || "?"} vs {g.decks[1] || "(open seat)"} <small>({g.seats[1] === "human" ? "two people" : "against " + g.seats[1]}, {when(g.updated)})</small>
            </span>{" "}
            {action(g)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function MyGames() {
  const [mine, setMine] = useState(() => Object.values(seats()).sort((a, b) => b.created - a.created));
  if (mine.length === 0) return null;
  return (
    <section class="card-panel" aria-label="Your games">
      <h2>Your games</h2>
      <ul class="games">
        {mine.map((r) => (
          <li key={r.id}>
            <a href={"/game/" + r.id} onClick={linkTo("/game/" + r.id)}>
              Resume {r.id}
            </a>{" "}
            <small>
              (you are Player {r.seat + 1}
              {r.opponent ? ", against " + (r.opponent === "human" ? "a friend" : r.opponent) : ""})
            </small>{" "}
            <a href={"/replay/" + r.id} onClick={linkTo("/replay/" + r.id)}>
              Replay
            </a>{" "}
            <button
              type="button"
              class="linkish"
              aria-label={"Forget game " + r.id}
              onClick={() => {
                forgetSeat(r.id);
                setMine(Object.values(seats()).sort((a, b) => b.created - a.created));
              }}
            >
              forget
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Lobby() {
  useEffect(() => {
    document.title = "Call of Cthulhu: The Card Game";
  }, []);
  return (
    <main class="page lobby">
      <h1>Call of Cthulhu: The Card Game</h1>
      <div class="lobbygrid">
        <NewGame />
        <MyGames />
        <GameList
          status="open"
          title="Open games to join"
          action={(g) => (
            <a href={`/game/${g.id}?join`} onClick={linkTo(`/game/${g.id}?join`)}>
              Join
            </a>
          )}
        />
        <GameList
          status="playing"
          title="Games to watch"
          action={(g) => (
            <a href={"/game/" + g.id} onClick={linkTo("/game/" + g.id)}>
              Watch
            </a>
          )}
        />
        <GameList
          status="over"
          title="Finished games"
          action={(g) => (
            <a href={"/replay/" + g.id} onClick={linkTo("/replay/" + g.id)}>
              Replay
            </a>
          )}
        />
      </div>
    </main>
  );
}

