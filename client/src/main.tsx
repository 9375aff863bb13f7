// The browser client of the game server: the lobby at /, a game at
// /game/ID, a replay at /replay/ID.
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import { GamePage } from "./game";
import { Lobby } from "./lobby";
import { ReplayPage } from "./replay";
import "./style.css";

function App() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const on = () => setPath(location.pathname);
    addEventListener("popstate", on);
    return () => removeEventListener("popstate", on);
  }, []);
  let m = path.match(/^\/game\/([^/]+)$/);
  if (m) return <GamePage key={path + location.search} id={decodeURIComponent(m[1])} />;
  m = path.match(/^\/replay\/([^/]+)$/);
  if (m) return <ReplayPage key={path} id={decodeURIComponent(m[1])} />;
  return <Lobby />;
}

render(<App />, document.getElementById("app")!);
