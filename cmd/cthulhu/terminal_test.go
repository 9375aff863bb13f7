package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The test below runs the real program in a real pseudo-terminal, the one
// tmux gives its windows, types at it with send-keys and reads the screen
// with capture-pane. It needs tmux, and is skipped where there is none
// (the package tui drives the same screens on tcell's simulation screen
// everywhere).

type tmux struct {
	t      *testing.T
	socket string
}

func (tm *tmux) run(args ...string) string {
	tm.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", tm.socket}, args...)...).CombinedOutput()
	if err != nil {
		tm.t.Fatalf("tmux %v: %v: %s", args, err, out)
	}
	return string(out)
}

func (tm *tmux) screen() string {
	out, _ := exec.Command("tmux", "-L", tm.socket, "capture-pane", "-p", "-t", "play").CombinedOutput()
	return string(out)
}

// waitFor waits, up to a generous bound that only a hung program reaches,
// until the screen shows every string.
func (tm *tmux) waitFor(what ...string) string {
	tm.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		s := tm.screen()
		ok := true
		for _, w := range what {
			ok = ok && strings.Contains(s, w)
		}
		if ok {
			return s
		}
		if strings.Contains(s, "EXITED") || time.Now().After(deadline) {
			tm.t.Fatalf("the screen never showed %q:\n%s", what, s)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestInTerminal(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	if testing.Short() {
		t.Skip("builds the program")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "cthulhu")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v: %s", err, out)
	}
	// The socket is the test's own: t.TempDir's last element ("001") is the
	// same in every test run, and runs side by side would share a server.
	tm := &tmux{t: t, socket: fmt.Sprintf("cthulhu-test-%d", os.Getpid())}
	t.Cleanup(func() { exec.Command("tmux", "-L", tm.socket, "kill-server").Run() })
	// A session that stays: killing the last session stops the server, and
	// a session started while it stops fails.
	tm.run("new-session", "-d", "-s", "keep")
	save := filepath.Join(dir, "game.json")
	log := filepath.Join(dir, "out.txt")
	start := func(args string) {
		// The shell keeps the window open after the program ends, so
		// that its last words can be read. The screen is drawn on the
		// terminal itself: the output may go to a file.
		redirect := " > " + log + " 2>&1"
		if strings.HasPrefix(args, "replay") {
			redirect = "" // on a file, replay prints the log instead
		}
		tm.run("new-session", "-d", "-s", "play", "-x", "80", "-y", "24",
			"cd "+dir+" && "+bin+" "+args+redirect+"; echo EXITED; sleep 600")
	}
	stop := func() {
		tm.waitFor("EXITED")
		tm.run("kill-session", "-t", "play")
	}

	// A new game against the computer, played a few moves, then quit.
	start("play --deck agency-cthulhu-1 --opponent-deck hastur-yog-sothoth-1 --opponent random --seed 3 --pace 0 --save " + save)
	tm.waitFor("Keep this hand", "Your hand (8)", "Stories")
	tm.run("send-keys", "-t", "play", "2") // a number highlights...
	tm.waitFor("▶ Take a mulligan")
	tm.run("send-keys", "-t", "play", "1")
	tm.waitFor("▶ Keep this hand")
	tm.run("send-keys", "-t", "play", "Enter") // ...and Enter chooses
	tm.waitFor("Resource: ")
	// Three set-up resources, one Enter each: each waits for the screen to
	// take the last (a key pressed before the menu is rebuilt chooses
	// nothing, by design).
	for _, next := range []string{"Your hand (7)", "Your hand (6)", "Turn "} {
		tm.run("send-keys", "-t", "play", "Enter")
		tm.waitFor(next)
	}
	tm.run("send-keys", "-t", "play", "q")
	tm.waitFor("Quit the game?")
	tm.run("send-keys", "-t", "play", "Enter")
	stop()
	if b, _ := os.ReadFile(log); !strings.Contains(string(b), "cthulhu play --resume "+save) {
		t.Fatalf("the program did not say where the game is saved: %q", b)
	}

	// The saved game resumes where it was.
	start("play --resume " + save + " --pace 0")
	tm.waitFor("Turn ", "Your choice")
	tm.run("send-keys", "-t", "play", "C-c")
	stop()

	// The replay steps through the same game.
	start("replay " + save)
	tm.waitFor("Replay · move 0 of", "Start of the game")
	tm.run("send-keys", "-t", "play", "Right", "Right")
	tm.waitFor("Replay · move 2 of")
	tm.run("send-keys", "-t", "play", "Left")
	tm.waitFor("Replay · move 1 of")
	tm.run("send-keys", "-t", "play", "q")
	stop()

	// A corrupt save is refused in one line, and left as it was.
	os.WriteFile(save, []byte("{broken"), 0o644)
	start("play --resume " + save)
	tm.waitFor("EXITED")
	if b, _ := os.ReadFile(log); !strings.Contains(string(b), "is not a saved game") {
		t.Fatalf("corrupt save: %q", b)
	}
	if b, _ := os.ReadFile(save); string(b) != "{broken" {
		t.Fatal("the corrupt save was overwritten")
	}
}
