// The table: the stories with the characters committed to them, each
// player's side (domains, characters, supports, piles, won stories) and
// the reader's hand. It draws a View and nothing else.
import { CardView, DomainView, Option, PlayerView, Prompt, Seat, StoryView, View } from "./api";
import { Card, CardCtx, Icons, factionName } from "./card";

export function playerLabel(p: number): string {
  return "Player " + (p + 1);
}

// optionCtx indexes a prompt's options by card, and numbers them as the
// list does.
export function optionCtx(prompt: Prompt | null | undefined, choose: (card: number) => void): CardCtx {
  const options = new Map<number, Option[]>();
  const number = new Map<string, number>();
  (prompt?.options ?? []).forEach((o, i) => {
    number.set(o.id, i);
    if (o.card >= 0) {
      const l = options.get(o.card) ?? [];
      l.push(o);
      options.set(o.card, l);
    }
  });
  return { options, number, choose };
}

function Tokens({ n, who }: { n: number; who: string }) {
  const dots = "●".repeat(Math.min(n, 5)) + "○".repeat(Math.max(0, 5 - n));
  return (
    <span class="tokens" aria-label={`${who}: ${n} of 5 success tokens`}>
      <span class="who">{who}</span> <span aria-hidden="true">{dots}</span> <span>{n}/5</span>
    </span>
  );
}

function Row({ cards, ctx, empty, label }: { cards: CardView[]; ctx: CardCtx; empty?: string; label: string }) {
  return (
    <div class="row" aria-label={label} role="group">
      {cards.length === 0 && empty ? <span class="empty">{empty}</span> : null}
      {cards.map((c, i) => (
        <Card key={c.id >= 0 ? c.id : "h" + i} c={c} ctx={ctx} />
      ))}
    </div>
  );
}

function Story({ st, v, ctx, me, opp }: { st: StoryView; v: View; ctx: CardCtx; me: number; opp: number }) {
  const at = (p: number) => v.players[p].in_play.filter((c) => c.committed === st.card.id && st.card.id >= 0);
  const name = st.slot >= 3 ? "Conspiracy" : "Story " + (st.slot + 1);
  return (
    <section class={"story" + (st.resolved ? " resolved" : "")} aria-label={name + ": " + st.card.title}>
      <div class="committed opp" aria-label={playerLabel(opp) + "'s characters committed"}>
        {at(opp).map((c) => (
          <Card key={c.id} c={c} ctx={ctx} small />
        ))}
      </div>
      <div class="storycard">
        <div class="storyhead">
          <span class="slot">{name}</span>
          {st.resolved ? <span class="badge">resolved</span> : null}
        </div>
        <Card c={st.card} ctx={ctx} />
        <div class="struggles">
          Struggles: <Icons icons={st.struggles} />
        </div>
        <Tokens n={st.success[opp]} who={playerLabel(opp)} />
        <Tokens n={st.success[me]} who={playerLabel(me)} />
        {st.attached && st.attached.length > 0 ? (
          <div class="attached">
            {st.attached.map((a) => (
              <Card key={a.id} c={a} ctx={ctx} small />
            ))}
          </div>
        ) : null}
      </div>
      <div class="committed me" aria-label={playerLabel(me) + "'s characters committed"}>
        {at(me).map((c) => (
          <Card key={c.id} c={c} ctx={ctx} small />
        ))}
      </div>
    </section>
  );
}

function Domain({ d, i, p, prompt, choose, ctx }: { d: DomainView; i: number; p: number; prompt?: Prompt | null; choose: (id: string) => void; ctx: CardCtx }) {
  const opt = prompt && prompt.player === p ? prompt.options.find((o) => o.act === "domain" && o.arg === i) : undefined;
  const num = opt ? ctx.number.get(opt.id) : undefined;
  const res = d.resources.map((r) => (r.id >= 0 ? factionName(r.faction) : "hidden"));
  const label = `Domain ${i + 1}: ${d.total} resources${d.drained ? ", drained" : ""}${res.length ? " (" + res.join(", ") + ")" : ""}`;
  const inner = (
    <>
      {opt ? (
        <span class="marker" aria-hidden="true">
          ▶{num !== undefined ? num + 1 : ""}
        </span>
      ) : null}
      <span class="dhead">
        <span>Domain {i + 1}</span> <span class="total">{d.total}</span>
        {d.drained ? <span class="badge b-drained">drained</span> : <span class="badge b-ready">ready</span>}
      </span>
    </>
  );
  return (
    <div class={"domain" + (d.drained ? " drained" : "")}>
      {opt ? (
        <button type="button" class="domainbtn option" aria-label={"Choose " + label} onClick={() => choose(opt.id)}>
          {inner}
        </button>
      ) : (
        <div class="domainbtn" aria-label={label}>
          {inner}
        </div>
      )}
      <div class="resources">
        {d.resources.map((r, k) => (
          <Card key={r.id >= 0 ? r.id : "h" + k} c={r} ctx={ctx} chip />
        ))}
      </div>
      {d.attached && d.attached.length > 0 ? (
        <div class="attached">
          {d.attached.map((a) => (
            <Card key={a.id} c={a} ctx={ctx} small />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Pile({ title, cards, ctx }: { title: string; cards: CardView[]; ctx: CardCtx }) {
  return (
    <details class="pile" open={cards.some((c) => ctx.options.has(c.id)) || undefined}>
      <summary>
        {title} ({cards.length})
      </summary>
      <div class="row">
        {cards.length === 0 ? <span class="empty">empty</span> : null}
        {cards
          .slice()
          .reverse()
          .map((c, i) => (
            <Card key={c.id >= 0 ? c.id : "h" + i} c={c} ctx={ctx} small />
          ))}
      </div>
    </details>
  );
}

function Side({ v, p, seats, ctx, prompt, choose, top }: { v: View; p: number; seats?: [Seat, Seat]; ctx: CardCtx; prompt?: Prompt | null; choose: (id: string) => void; top: boolean }) {
  const pv: PlayerView = v.players[p];
  const seat = seats?.[p];
  const who = [pv.name || playerLabel(p)];
  if (v.viewer === p) who.push("you");
  else if (seat) who.push(seat.kind === "human" ? "human" : "computer: " + seat.kind);
  if (seat?.deck) who.push(seat.deck);
  if (v.turn > 0 && v.first === p) who.push("first player");
  if (v.turn > 0 && v.active === p) who.push("active");
  const home = pv.in_play.filter((c) => !(c.committed >= 0 && (v.stories ?? []).some((s) => s.card.id === c.committed)));
  const chars = home.filter((c) => c.type === "character" || c.insane);
  const others = home.filter((c) => !(c.type === "character" || c.insane));
  const committed = pv.in_play.length - home.length;
  return (
    <section class={"side " + (top ? "top" : "bottom")} aria-label={playerLabel(p) + "'s side"}>
      <h2 class="sidehead">{who.join(" · ")}</h2>
      <div class="counts">
        <span>Hand {pv.hand_count}</span>
        <span>Deck {pv.deck_count}</span>
        <span>Won {pv.won.length}/3</span>
        {committed > 0 ? <span>{committed} committed</span> : null}
        {pv.mulliganed ? <span>mulliganed</span> : null}
      </div>
      {pv.deck_top ? (
        <div class="decktop">
          Top of the deck, revealed: <Card c={pv.deck_top} ctx={ctx} small />
        </div>
      ) : null}
      <div class="sidebody">
        <div class="domains" role="group" aria-label={playerLabel(p) + "'s domains"}>
          {pv.domains.length === 0 ? <span class="empty">no domains</span> : null}
          {pv.domains.map((d, i) => (
            <Domain key={d.card} d={d} i={i} p={p} prompt={prompt} choose={choose} ctx={ctx} />
          ))}
        </div>
        <div class="inplay">
          <Row cards={chars} ctx={ctx} empty="no characters at home" label={playerLabel(p) + "'s characters"} />
          {others.length > 0 ? <Row cards={others} ctx={ctx} label={playerLabel(p) + "'s supports"} /> : null}
        </div>
      </div>
      <div class="piles">
        <Pile title="Discard pile" cards={pv.discard} ctx={ctx} />
        <Pile title="Stories won" cards={pv.won} ctx={ctx} />
      </div>
    </section>
  );
}

// Table draws the view: the opponent at the top, the stories, the reader
// (player 1 for a spectator) and his hand at the bottom.
export function Table({ v, seats, prompt, ctx, choose }: { v: View; seats?: [Seat, Seat]; prompt?: Prompt | null; ctx: CardCtx; choose: (id: string) => void }) {
  const me = v.viewer === 1 ? 1 : 0;
  const opp = 1 - me;
  const hand = v.players[me].hand;
  return (
    <div class="table">
      <Side v={v} p={opp} seats={seats} ctx={ctx} prompt={prompt} choose={choose} top />
      {v.players[opp].hand ? (
        <section class="hand opphand" aria-label={playerLabel(opp) + "'s hand"}>
          <h2>
            {playerLabel(opp)}'s hand ({v.players[opp].hand!.length})
          </h2>
          <div class="row">
            {v.players[opp].hand!.map((c) => (
              <Card key={c.id} c={c} ctx={ctx} />
            ))}
          </div>
        </section>
      ) : null}
      <section class="stories" aria-label="Stories">
        {(v.stories ?? []).map((st) => (
          <Story key={st.slot} st={st} v={v} ctx={ctx} me={me} opp={opp} />
        ))}
        <div class="storydeck">Story deck {v.story_deck}</div>
      </section>
      <Side v={v} p={me} seats={seats} ctx={ctx} prompt={prompt} choose={choose} top={false} />
      {v.viewer === 0 || v.viewer === 1 || hand ? (
        <section class="hand" aria-label={v.viewer === me ? "Your hand" : playerLabel(me) + "'s hand"}>
          <h2>
            {v.viewer === me ? "Your hand" : playerLabel(me) + "'s hand"} ({hand?.length ?? 0})
          </h2>
          <div class="row">
            {(hand ?? []).map((c) => (
              <Card key={c.id} c={c} ctx={ctx} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

// StatusLine is the turn, the phase and step, Day or Night.
export function turnText(v: View): string {
  const parts = v.turn > 0 ? ["Turn " + v.turn, v.phase] : ["Set-up"];
  if (v.step && v.step.toLowerCase() !== v.phase.toLowerCase()) parts.push(v.step);
  if (v.day) parts.push("☀ Day");
  if (v.night) parts.push("☾ Night");
  return parts.join(" · ");
}
