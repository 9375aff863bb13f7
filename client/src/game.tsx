// The game page: the state by the WebSocket (reconnecting when it
// drops), the table, the decision and its options, the log and the chats.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { ApiError, ChatLine, Created, Entry, Option, State, call, forgetSeat, keepSeat, linkTo, navigate, seatOf } from "./api";
import { Details } from "./card";
import { DeckPicker } from "./lobby";
import { Table, optionCtx, playerLabel, turnText } from "./table";

// mergeLog adds entries after those kept (an entry is known by its index).
function mergeLog(old: Entry[], add: Entry[], replace: boolean): Entry[] {
  if (replace) return add;
  const last = old.length ? old[old.length - 1].index : -1;
  const fresh = add.filter((e) => e.index > last);
  return fresh.length ? old.concat(fresh) : old;
}

function fmtClock(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
}

export function GamePage({ id }: { id: string }) {
  const params = new URLSearchParams(location.search);
  const invite = params.get("invite") ?? "";
  const [rec, setRec] = useState(() => seatOf(id));
  const joining = !rec && (invite !== "" || params.has("join"));
  if (joining) {
    return (
      <JoinForm
        id={id}
        invite={invite}
        onJoined={(c) => {
          keepSeat(c, "human");
          history.replaceState(null, "", "/game/" + id);
          setRec(seatOf(id));
        }}
      />
    );
  }
  return <Game key={id + (rec?.token ?? "")} id={id} token={rec?.token ?? ""} />;
}

function JoinForm({ id, invite, onJoined }: { id: string; invite: string; onJoined: (c: Created) => void }) {
  const [deck, setDeck] = useState("random");
  const [inv, setInv] = useState(invite);
  const [err, setErr] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <main class="page join">
      <h1>Join game {id}</h1>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setErr("");
          try {
            const c = await call<Created>("POST", `/api/games/${id}/join`, { invite: inv.trim(), deck });
            onJoined(c);
          } catch (x) {
            setErr((x as Error).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        <label>
          Invitation <small>(none for a game listed in the lobby)</small>{" "}
          <input name="invite" value={inv} onInput={(e) => setInv((e.target as HTMLInputElement).value)} />
        </label>
        <DeckPicker onChange={setDeck} name="join-deck" />
        <button type="submit" disabled={busy} id="join">
          Join and play
        </button>
        {err ? (
          <p class="error" role="alert">
            {err}
          </p>
        ) : null}
      </form>
      <p>
        <a href={"/game/" + id} onClick={linkTo("/game/" + id)}>
          Watch instead
        </a>{" "}
        · <a href="/" onClick={linkTo("/")}>Lobby</a>
      </p>
    </main>
  );
}


function Game({ id, token }: { id: string; token: string }) {
  const [st, setSt] = useState<State | null>(null);
  const [log, setLog] = useState<Entry[]>([]);
  const [conn, setConn] = useState<"connecting" | "open" | "lost">("connecting");
  const [fatal, setFatal] = useState("");
  const [errAt, setErrAt] = useState({ seq: -1, text: "" });
  // The option the arrows mark, and the card whose several options are
  // asked about, each for the state (seq) it was made in.
  const [selAt, setSelAt] = useState({ seq: -1, i: 0 });
  const [busy, setBusy] = useState(false);
  const [pickAt, setPickAt] = useState<{ seq: number; card: number } | null>(null);
  const [recvAt, setRecvAt] = useState(Date.now());
  const [, tick] = useState(0);
  const stRef = useRef<State | null>(null);
  stRef.current = st;

  // The WebSocket: the whole state first, then each change; reconnect
  // when it drops.
  useEffect(() => {
    let ws: WebSocket | null = null;
    let closed = false;
    (window as any).cthulhuSocket = () => ws;
    let retry = 0;
    let timer = 0;
    const connect = () => {
      const proto = location.protocol === "https:" ? "wss:" : "ws:";
      const q = token ? "?token=" + encodeURIComponent(token) : "";
      ws = new WebSocket(`${proto}//${location.host}/api/games/${encodeURIComponent(id)}/ws${q}`);
      let first = true;
      setConn("connecting");
      ws.onopen = () => {
        retry = 0;
        setConn("open");
      };
      ws.onmessage = (m) => {
        let s: State;
        try {
          s = JSON.parse(m.data);
        } catch {
          return;
        }
        setLog((old) => mergeLog(old, s.log ?? [], first));
        first = false;
        setSt(s);
        setRecvAt(Date.now());
      };
      ws.onclose = async () => {
        if (closed) return;
        setConn("lost");
        if (first && retry === 0) {
          // Refused before any state: say why (no such game, a bad token).
          try {
            await call("GET", `/api/games/${encodeURIComponent(id)}?log_from=0`, undefined, token);
          } catch (x) {
            if (x instanceof ApiError && (x.status === 404 || x.status === 401)) {
              setFatal(x.message);
              return;
            }
          }
        }
        retry++;
        timer = window.setTimeout(connect, Math.min(5000, 300 * 2 ** Math.min(retry, 4)));
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      ws?.close();
    };
  }, [id, token]);

  // The clock ticks between states.
  useEffect(() => {
    if (!st?.clock || st.clock.running < 0) return;
    const t = setInterval(() => tick((x) => x + 1), 1000);
    return () => clearInterval(t);
  }, [st?.clock?.running, st?.seq]);

  const prompt = st?.prompt ?? null;
  const seqNow = st?.seq ?? -1;
  const sel = selAt.seq === seqNow ? Math.min(selAt.i, Math.max(0, (prompt?.options.length ?? 1) - 1)) : 0;
  const pick = pickAt && pickAt.seq === seqNow ? pickAt.card : null;
  const setSel = (f: (i: number) => number) => setSelAt((prev) => ({ seq: seqNow, i: f(prev.seq === seqNow ? prev.i : 0) }));
  const setPick = (card: number | null) => setPickAt(card === null ? null : { seq: seqNow, card });
  // A refused choice's error shows until the game moves on.
  const err = errAt.seq === seqNow ? errAt.text : "";
  const setErr = (text: string) => setErrAt({ seq: stRef.current?.seq ?? -1, text });

  const submit = async (option: string, seq?: number) => {
    const cur = stRef.current;
    if (!cur) return;
    setBusy(true);
    setErr("");
    setPick(null);
    try {
      const s = await call<State>("POST", `/api/games/${encodeURIComponent(id)}/choices`, { option, seq: seq ?? cur.seq }, token);
      const now = stRef.current;
      if (!now || s.seq > now.seq) {
        setLog((old) => mergeLog(old, s.log ?? [], false));
        setSt(s);
        setRecvAt(Date.now());
      }
    } catch (x) {
      setErr((x as Error).message.split("\n")[0]);
    } finally {
      setBusy(false);
    }
  };

  // A hook for the end-to-end tests and for bots in the page: choose an
  // option by its ID, at the state's seq or the one given.
  useEffect(() => {
    (window as any).cthulhu = { choose: submit, state: () => stRef.current };
  });

  const chooseCard = (card: number) => {
    const opts = prompt?.options.filter((o) => o.card === card) ?? [];
    if (opts.length === 1) submit(opts[0].id);
    else if (opts.length > 1) setPick(card);
  };
  const ctx = useMemo(() => optionCtx(prompt, chooseCard), [prompt, st?.seq]);
  ctx.selected = prompt?.options[sel]?.id;

  // Keys: a number chooses the Nth option, the arrows move the
  // selection, Enter chooses it. The handler reads the latest render's
  // values, so that a key pressed before effects run answers what shows.
  const keys = useRef({ prompt, busy, sel, submit, setSel });
  keys.current = { prompt, busy, sel, submit, setSel };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT" || t.isContentEditable)) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === "Escape") setPickAt(null);
      const { prompt, busy, sel, submit, setSel } = keys.current;
      const opts = prompt?.options ?? [];
      if (opts.length === 0 || busy) return;
      if (/^[0-9]$/.test(e.key)) {
        const n = e.key === "0" ? 9 : Number(e.key) - 1;
        if (n < opts.length) {
          e.preventDefault();
          submit(opts[n].id);
        }
      } else if (e.key === "ArrowDown" || e.key === "ArrowRight") {
        e.preventDefault();
        setSel((s) => Math.min(opts.length - 1, s + 1));
      } else if (e.key === "ArrowUp" || e.key === "ArrowLeft") {
        e.preventDefault();
        setSel((s) => Math.max(0, s - 1));
      } else if (e.key === "Enter") {
        if (t && (t.tagName === "BUTTON" || t.tagName === "A" || t.tagName === "SUMMARY")) return;
        e.preventDefault();
        submit(opts[Math.min(sel, opts.length - 1)].id);
      }
    };
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, []);

  // A card's menu of options takes the keyboard as it opens.
  useEffect(() => {
    if (pick !== null) (document.querySelector(".pick button") as HTMLButtonElement | null)?.focus();
  }, [pick]);

  // The tab's title tells when it is the reader's decision.
  useEffect(() => {
    if (!st) return;
    const mine = st.prompt ? "▶ Your decision · " : st.status === "over" ? "Over · " : "";
    document.title = mine + "Game " + id + " · Call of Cthulhu";
  }, [st?.seq, !!st?.prompt, st?.status]);

  useEffect(() => {
    document.getElementById("opt-" + sel)?.scrollIntoView({ block: "nearest" });
  }, [sel]);

  if (fatal) {
    return (
      <main class="page">
        <h1>Game {id}</h1>
        <p class="error" role="alert">
          {fatal}
        </p>
        <p>
          {token ? (
            <button
              type="button"
              onClick={() => {
                forgetSeat(id);
                location.reload();
              }}
            >
              Forget this seat and watch the game
            </button>
          ) : null}{" "}
          <a href="/" onClick={linkTo("/")}>
            Back to the lobby
          </a>
        </p>
      </main>
    );
  }
  if (!st) {
    return (
      <main class="page">
        <p role="status">Connecting to game {id}…</p>
      </main>
    );
  }
  const v = st.view;
  const spectator = st.seat < 0;
  const decider = st.deciding;
  let who = "";
  if (st.status === "over") who = "";
  else if (decider < 0) who = st.status === "open" ? "Waiting for a second player" : "";
  else if (st.thinking) who = `${playerLabel(decider)}: the computer is thinking…`;
  else if (decider === st.seat) who = "Your decision";
  else who = `${playerLabel(decider)} decides`;
  const clock = st.clock;
  const left = (p: number) => {
    if (!clock) return 0;
    let used = clock.used_ms[p];
    if (clock.running === p && st.status === "playing") used += Date.now() - recvAt;
    return clock.limit_ms - used;
  };
  return (
    <div class="game">
      <header class="status">
        <a href="/" onClick={linkTo("/")} class="home" aria-label="Lobby">
          ⌂
        </a>
        <span class="turn">{v ? turnText(v) : "Not started"}</span>
        <span class={"who" + (decider === st.seat ? " mine" : "")} role="status" aria-live="polite">{who}</span>
        {clock ? (
          <span class="clock" aria-label="Clocks">
            {[0, 1].map((p) => (
              <span key={p} class={clock.running === p ? "running" : ""}>
                {playerLabel(p)} {fmtClock(left(p))}
                {clock.running === p ? " ⏱" : ""}
              </span>
            ))}
          </span>
        ) : null}
        {spectator ? <span class="badge">watching</span> : <span class="badge">you are {playerLabel(st.seat)}</span>}
        {conn !== "open" ? <span class="badge b-conn">{conn === "lost" ? "connection lost: reconnecting…" : "connecting…"}</span> : null}
      </header>
      {st.status === "over" ? <GameOver st={st} token={token} /> : null}
      {st.status === "open" ? <Waiting st={st} /> : null}
      <div class="layout">
        <div class="board">{v ? <Table v={v} seats={st.players} prompt={prompt} ctx={ctx} choose={(o) => submit(o)} /> : null}</div>
        <div class="promptwrap">
          {prompt ? (
            <section class="prompt" aria-label="Your decision">
              <h2>{prompt.text}</h2>
              {err ? (
                <p class="error" role="alert" id="choice-error">
                  {err}
                </p>
              ) : null}
              {pick !== null ? (
                <div class="pick" role="dialog" aria-label="Choose one of the card's options">
                  <p>Which?</p>
                  {prompt.options
                    .filter((o) => o.card === pick)
                    .map((o) => (
                      <button type="button" key={o.id} onClick={() => submit(o.id)}>
                        {o.label}
                      </button>
                    ))}
                  <button type="button" onClick={() => setPick(null)}>
                    Cancel
                  </button>
                </div>
              ) : null}
              <ol class="options" aria-label="Options">
                {prompt.options.map((o: Option, i: number) => (
                  <li key={o.id}>
                    <button
                      type="button"
                      id={"opt-" + i}
                      class={"opt" + (i === sel ? " selected" : "")}
                      data-option={o.id}
                      disabled={busy}
                      aria-label={`${i + 1}: ${o.label}`}
                      aria-current={i === sel ? "true" : undefined}
                      onClick={() => submit(o.id)}
                    >
                      <span class="n" aria-hidden="true">
                        {i === sel ? "▶" : ""}
                        {i + 1}
                      </span>{" "}
                      {o.label}
                    </button>
                  </li>
                ))}
              </ol>
              <p class="hint">Keys: 1–9 choose, arrows move, Enter takes the one marked ▶. Hover or long-press a card for its details.</p>
            </section>
          ) : err ? (
            <p class="error" role="alert" id="choice-error">
              {err}
            </p>
          ) : null}
        </div>
        <aside class="panel">
          <LogView log={log} />
          <Chat id={id} token={token} lines={st.chat} title="Players' chat" canSay={!spectator} />
          {spectator ? <Chat id={id} token="" lines={st.spectator_chat ?? []} title="Spectators' chat" canSay spectator /> : null}
        </aside>
      </div>
      <Details />
    </div>
  );
}

function Waiting({ st }: { st: State }) {
  const link = st.invite ? `${location.origin}/game/${st.id}?invite=${st.invite}` : "";
  const [copied, setCopied] = useState(false);
  return (
    <section class="banner" aria-label="Waiting for a second player">
      <p>Waiting for a second player.</p>
      {link ? (
        <p class="invite">
          <label>
            Invitation link: <input id="invite-link" readOnly value={link} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          </label>{" "}
          <button
            type="button"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(link);
              } catch {
                const el = document.getElementById("invite-link") as HTMLInputElement | null;
                el?.select();
                document.execCommand("copy");
              }
              setCopied(true);
            }}
          >
            {copied ? "Copied" : "Copy"}
          </button>
        </p>
      ) : null}
    </section>
  );
}

function GameOver({ st, token }: { st: State; token: string }) {
  const [err, setErr] = useState("");
  const won = st.winner === st.seat;
  const text = st.winner >= 0 ? (st.seat >= 0 ? (won ? "You win" : "You lose") + ` (${playerLabel(st.winner)} wins)` : `${playerLabel(st.winner)} wins`) : "The game is over";
  return (
    <section class="banner over" aria-label="The game is over" id="game-over">
      <p>
        <strong>{text}</strong>
        {st.reason ? ": " + st.reason : ""}
      </p>
      <p>
        {st.seat >= 0 ? (
          <button
            type="button"
            id="rematch"
            onClick={async () => {
              try {
                const c = await call<Created>("POST", `/api/games/${st.id}/rematch`, {}, token);
                keepSeat(c);
                navigate("/game/" + c.id);
              } catch (x) {
                setErr((x as Error).message);
              }
            }}
          >
            Rematch
          </button>
        ) : null}{" "}
        {st.rematch ? (
          <a href={`/game/${st.rematch.id}?invite=${st.rematch.invite}`} onClick={linkTo(`/game/${st.rematch.id}?invite=${st.rematch.invite}`)}>
            Your opponent offers a rematch: join it
          </a>
        ) : null}{" "}
        <a href={"/replay/" + st.id} onClick={linkTo("/replay/" + st.id)}>
          Replay
        </a>{" "}
        ·{" "}
        <a href="/" onClick={linkTo("/")}>
          Lobby
        </a>
      </p>
      {err ? (
        <p class="error" role="alert">
          {err}
        </p>
      ) : null}
    </section>
  );
}

export function LogView({ log }: { log: Entry[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  useEffect(() => {
    const el = ref.current;
    if (el && atEnd.current) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  return (
    <section class="logbox" aria-label="Log">
      <h2>Log ({log.length})</h2>
      <div
        class="log"
        role="log"
        ref={ref}
        tabIndex={0}
        onScroll={(e) => {
          const el = e.target as HTMLElement;
          atEnd.current = el.scrollTop + el.clientHeight >= el.scrollHeight - 8;
        }}
      >
        {log.map((e) => (
          <div key={e.index} class={"k-" + e.kind}>
            {e.text}
          </div>
        ))}
      </div>
    </section>
  );
}

function Chat({ id, token, lines, title, canSay, spectator }: { id: string; token: string; lines: ChatLine[]; title: string; canSay: boolean; spectator?: boolean }) {
  const [text, setText] = useState("");
  const [name, setName] = useState(() => localStorage.getItem("cthulhu.name") ?? "");
  const [err, setErr] = useState("");
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.scrollTop = ref.current.scrollHeight;
  }, [lines.length]);
  return (
    <section class="chat" aria-label={title}>
      <h2>{title}</h2>
      <div class="chatlines" ref={ref} role="log">
        {lines.length === 0 ? <div class="empty">No messages yet.</div> : null}
        {lines.map((l) => (
          <div key={l.n} class="chatline">
            <b>{l.who}:</b> {l.text}
          </div>
        ))}
      </div>
      {canSay ? (
        <form
          class="say"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!text.trim()) return;
            setErr("");
            try {
              const body: Record<string, string> = { text };
              if (spectator) {
                body.name = name;
                localStorage.setItem("cthulhu.name", name);
              }
              await call("POST", `/api/games/${encodeURIComponent(id)}/chat`, body, token);
              setText("");
            } catch (x) {
              setErr((x as Error).message);
            }
          }}
        >
          {spectator ? <input aria-label="Your name" placeholder="Your name" value={name} maxLength={40} onInput={(e) => setName((e.target as HTMLInputElement).value)} /> : null}
          <input aria-label={"Message to the " + title} placeholder="Message" value={text} maxLength={500} onInput={(e) => setText((e.target as HTMLInputElement).value)} />
          <button type="submit">Send</button>
          {err ? (
            <span class="error" role="alert">
              {err}
            </span>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
