// Cards drawn as text: title, cost, skill, icons, faction, keywords and
// state; a card that is an option of the prompt is a button, outlined and
// marked. Details on hover or a long press.
import { useEffect, useRef, useState } from "preact/hooks";
import { CardInfo, CardView, Option, cardInfo } from "./api";

export const iconNames: Record<string, string> = { T: "terror", C: "combat", A: "arcane", I: "investigation" };

export const factionNames: Record<string, string> = {
  agency: "Agency",
  miskatonic: "Miskatonic U.",
  syndicate: "Syndicate",
  cthulhu: "Cthulhu",
  hastur: "Hastur",
  "yog-sothoth": "Yog-Sothoth",
  "shub-niggurath": "Shub-Niggurath",
  "silver-twilight": "Silver Twilight",
  neutral: "Neutral",
  zoog: "Zoog",
};

// factionAbbrev is a faction in two letters, for a resource's chip.
export const factionAbbrev: Record<string, string> = {
  agency: "Ag",
  miskatonic: "MU",
  syndicate: "Sy",
  cthulhu: "Ct",
  hastur: "Ha",
  "yog-sothoth": "YS",
  "shub-niggurath": "SN",
  "silver-twilight": "ST",
  neutral: "Ne",
  zoog: "Zo",
};

export function factionName(f?: string): string {
  if (!f) return "";
  return factionNames[f] ?? f;
}

// Icons are letters in shapes, their names for a screen reader.
export function Icons({ icons }: { icons?: string }) {
  if (!icons || icons === "-") return null;
  const names = Array.from(icons).map((l) => iconNames[l] ?? l);
  return (
    <span class="icons" role="img" aria-label={"icons: " + names.join(", ")} title={names.join(", ")}>
      {Array.from(icons).map((l, i) => (
        <span key={i} class={"icon icon-" + l} aria-hidden="true">
          {l}
        </span>
      ))}
    </span>
  );
}

// CardCtx is what the board gives each card: the prompt's options by
// card, the choice, the number of each option in the list.
export interface CardCtx {
  options: Map<number, Option[]>;
  number: Map<string, number>;
  choose: (card: number) => void;
  selected?: string; // the option the arrows have marked
}

// The card whose details show, and whether they stay (a long press, a
// click on "details") or follow the pointer (hover).
let detailsListener: ((c: CardView | null, sticky: boolean) => void) | null = null;
let detailsSticky = false;

export function showDetails(c: CardView | null, sticky: boolean) {
  if (!sticky && detailsSticky && c) return;
  if (c === null && !sticky && detailsSticky) return;
  detailsSticky = sticky && c !== null;
  detailsListener?.(c, sticky);
}

function cardLabel(c: CardView): string {
  if (c.id < 0) return "hidden card";
  const parts = [c.title];
  if (c.type) parts.push(c.type);
  if (c.faction) parts.push(factionName(c.faction));
  if (c.cost && c.cost !== "-") parts.push("cost " + c.cost);
  if (c.type === "character") parts.push("skill " + c.skill);
  if (c.exhausted) parts.push("exhausted");
  if (c.insane) parts.push("insane");
  if (c.wounds) parts.push(c.wounds + (c.wounds === 1 ? " wound" : " wounds"));
  return parts.join(", ");
}

// Pictures of the cards, when the server has an image pack: the first
// card asked tells whether it has; only then is each card asked for its
// own.
let images: boolean | null = null;
let probing = false;
const imageWaiters: (() => void)[] = [];

function useImage(key: string | undefined): string | undefined {
  const [img, setImg] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!key || images === false) return;
    let live = true;
    const ask = () =>
      cardInfo(key).then((i) => {
        if (images === null) {
          images = !!i?.image;
          imageWaiters.splice(0).forEach((f) => f());
        }
        if (live && i?.image) setImg(i.image);
      });
    if (images === true) ask();
    else if (!probing) {
      probing = true;
      ask();
    } else imageWaiters.push(() => images && ask());
    return () => {
      live = false;
    };
  }, [key]);
  return img;
}

export function Card({ c, ctx, small, chip }: { c: CardView; ctx?: CardCtx; small?: boolean; chip?: boolean }) {
  const image = useImage(small || chip || c.id < 0 ? undefined : c.key);
  const press = useRef<number | null>(null);
  const pressed = useRef(false);
  const hover = useRef<number | null>(null);
  if (c.id < 0 && chip) {
    return (
      <span class="chip hidden" aria-label="hidden card" title="hidden card">
        ?
      </span>
    );
  }
  if (c.id < 0) {
    return (
      <div class={"card hidden" + (small ? " small" : "")} aria-label="hidden card">
        <span class="title">(hidden)</span>
      </div>
    );
  }
  const opts = ctx?.options.get(c.id);
  const isOption = !!opts && opts.length > 0;
  const num = isOption ? ctx!.number.get(opts![0].id) : undefined;
  const cls = ["card", "f-" + (c.faction || "none")];
  if (small) cls.push("small");
  if (c.exhausted) cls.push("exhausted");
  if (c.insane) cls.push("insane");
  if (isOption) cls.push("option");
  if (isOption && ctx?.selected && opts!.some((o) => o.id === ctx.selected)) cls.push("sel");
  const events = {
    onMouseEnter: () => {
      hover.current = window.setTimeout(() => showDetails(c, false), 250);
    },
    onMouseLeave: () => {
      if (hover.current) clearTimeout(hover.current);
      showDetails(null, false);
    },
    onTouchStart: () => {
      pressed.current = false;
      press.current = window.setTimeout(() => {
        pressed.current = true;
        showDetails(c, true);
      }, 500);
    },
    onTouchEnd: () => {
      if (press.current) clearTimeout(press.current);
    },
    onTouchMove: () => {
      if (press.current) clearTimeout(press.current);
    },
    onContextMenu: (e: Event) => {
      e.preventDefault();
      showDetails(c, true);
    },
  };
  if (chip) cls[0] = "chip";
  const body = chip ? (
    <>
      {isOption && (
        <span class="marker" aria-hidden="true">
          ▶{num !== undefined ? num + 1 : ""}
        </span>
      )}
      <span class="abbr">{factionAbbrev[c.faction ?? ""] ?? "?"}</span> <span class="title">{c.title}</span>
      {c.exhausted ? <span class="badge b-exh">exhausted</span> : null}
    </>
  ) : (
    <>
      {image ? <img class="art" src={image} alt="" loading="lazy" /> : null}
      {isOption && (
        <span class="marker" aria-hidden="true">
          ▶{num !== undefined ? num + 1 : ""}
        </span>
      )}
      <span class="top">
        {c.cost && c.cost !== "-" ? (
          <span class="cost" title="cost">
            {c.cost}
          </span>
        ) : null}
        <span class="title">
          {c.unique ? "• " : ""}
          {c.title}
        </span>
      </span>
      <span class="mid">
        {c.type === "character" && !c.insane ? (
          <span class="skill" title="skill" aria-label={"skill " + c.skill}>
            {c.skill}
          </span>
        ) : null}
        <Icons icons={c.icons} />
        {c.faction ? <span class="faction">{factionName(c.faction)}</span> : null}
        {!small && c.type && c.type !== "character" ? <span class="type">{c.type}</span> : null}
      </span>
      {c.keywords && c.keywords.length > 0 ? <span class="kw">{c.keywords.join(" · ")}</span> : null}
      <span class="state">
        {c.exhausted ? <span class="badge b-exh">exhausted</span> : null}
        {c.insane ? <span class="badge b-ins">INSANE</span> : null}
        {c.wounds ? <span class="badge b-wnd">{"✚" + c.wounds + (c.wounds === 1 ? " wound" : " wounds")}</span> : null}
        {c.tokens ? <span class="badge">{c.tokens + " success"}</span> : null}
      </span>
    </>
  );
  const atts =
    c.attached && c.attached.length > 0 ? (
      <div class="attached" aria-label={"attached to " + c.title}>
        {c.attached.map((a) => (
          <Card key={a.id} c={a} ctx={ctx} small />
        ))}
      </div>
    ) : null;
  if (isOption) {
    const label = "Choose " + cardLabel(c) + (num !== undefined ? ` (option ${num + 1})` : "");
    return (
      <div class="cardwrap">
        <button
          type="button"
          class={cls.join(" ")}
          data-card={c.id}
          aria-label={label}
          onClick={() => {
            if (pressed.current) {
              pressed.current = false;
              return;
            }
            ctx!.choose(c.id);
          }}
          {...events}
        >
          {body}
        </button>
        {atts}
      </div>
    );
  }
  return (
    <div class="cardwrap">
      <div
        class={cls.join(" ")}
        data-card={c.id}
        aria-label={cardLabel(c) + " (details)"}
        title={chip ? cardLabel(c) : undefined}
        role="button"
        tabIndex={0}
        onClick={() => showDetails(c, true)}
        onKeyDown={(e: KeyboardEvent) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            e.stopPropagation();
            showDetails(c, true);
          }
        }}
        {...events}
      >
        {body}
      </div>
      {atts}
    </div>
  );
}

// Details is the panel of the card hovered or pressed: its facts, the
// project's description of each ability, its printed text and image when
// the server has them.
export function Details() {
  const [c, setC] = useState<CardView | null>(null);
  const [sticky, setSticky] = useState(false);
  const [info, setInfo] = useState<CardInfo | null>(null);
  useEffect(() => {
    detailsListener = (x, s) => {
      setC(x);
      setSticky(s);
    };
    return () => {
      detailsListener = null;
    };
  }, []);
  useEffect(() => {
    setInfo(null);
    if (!c || !c.key) return;
    let live = true;
    cardInfo(c.key).then((i) => {
      if (live) setInfo(i);
    });
    return () => {
      live = false;
    };
  }, [c?.key]);
  useEffect(() => {
    if (!sticky) return;
    const esc = (e: KeyboardEvent) => {
      if (e.key === "Escape") showDetails(null, true);
    };
    addEventListener("keydown", esc);
    return () => removeEventListener("keydown", esc);
  }, [sticky]);
  if (!c) return null;
  const kw = info?.keywords ?? c.keywords ?? [];
  const sub = info?.subtypes ?? c.subtypes ?? [];
  return (
    <div class={"details" + (sticky ? " sticky" : "")} data-loaded={info ? "1" : undefined} role="dialog" aria-label={"Card details: " + c.title}>
      {sticky ? (
        <button type="button" class="close" aria-label="Close the card details" onClick={() => showDetails(null, true)}>
          ✕
        </button>
      ) : null}
      <h3>
        {c.unique || info?.unique ? "• " : ""}
        {info?.title ?? c.title}
      </h3>
      {info?.image ? <img src={info.image} alt={"The card " + (info.title ?? c.title)} /> : null}
      <p class="facts">
        {[
          info?.type ?? c.type,
          factionName(info?.faction ?? c.faction),
          (info?.cost ?? c.cost) !== undefined && (info?.cost ?? c.cost) !== "" ? "cost " + (info?.cost ?? c.cost) : "",
          (info?.type ?? c.type) === "character" ? "skill " + (info?.skill ?? c.skill) : "",
          c.key ?? "",
        ]
          .filter((x) => x)
          .join(" · ")}
      </p>
      {(info?.icons || c.icons) && (info?.icons || c.icons) !== "-" ? (
        <p>
          Icons: <Icons icons={info?.icons ?? c.icons} /> {Array.from(info?.icons ?? c.icons ?? "").map((l) => iconNames[l] ?? l).join(", ")}
        </p>
      ) : null}
      {info?.struggles ? (
        <p>
          Struggles: <Icons icons={info.struggles} />
        </p>
      ) : null}
      {sub.length > 0 ? <p class="sub">{sub.join(". ")}.</p> : null}
      {kw.length > 0 ? <p class="kw">{kw.join(" · ")}</p> : null}
      {c.toughness ? <p>Toughness {c.toughness}</p> : null}
      {info?.abilities && info.abilities.length > 0 ? (
        <ul class="abilities">
          {info.abilities.map((a, i) => (
            <li key={i}>{a}</li>
          ))}
        </ul>
      ) : null}
      {info && info.implemented === false ? <p class="warn">Its abilities are not implemented: it plays for its statistics only.</p> : null}
      {info?.text ? <p class="printed">{info.text}</p> : null}
    </div>
  );
}
