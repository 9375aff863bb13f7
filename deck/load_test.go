package deck

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cthulhu/carddb"
)

func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestLoad(t *testing.T) {
	db := testDB(t)
	dir := t.TempDir()

	// The format comes from the content, not the extension.
	text := writeFile(t, dir, "rush.o8d", "3 Local Sheriff\n2 Shotgun\n")
	d, err := Load(text, db, carddb.FormatLCG)
	if err != nil || d.Name != "rush" || d.Size() != 5 {
		t.Fatalf("Load text: %v, %v", d, err)
	}
	xml := writeFile(t, dir, "agency.deck.txt", "\n  "+strings.TrimPrefix(o8d(`<section name="Draw Deck">`+o8dCardXML(3, 16, "Shoutgun Blast")+`</section>`), "\ufeff"))
	d, err = Load(xml, db, carddb.FormatLCG)
	if err != nil || d.Name != "agency.deck" || d.Entries[0].Card.Key() != "Core 16" {
		t.Fatalf("Load o8d: %v, %v", d, err)
	}
	named := writeFile(t, dir, "x.txt", "name: Named Deck\nShotgun\n")
	if d, err = Load(named, db, carddb.FormatLCG); err != nil || d.Name != "Named Deck" {
		t.Errorf("Load with a name line: %v, %v", d, err)
	}

	// Errors name the path: every line of a parse error, and other errors.
	bad := writeFile(t, dir, "bad.txt", "3 Local Sherif\n1 Nobody\n")
	_, err = Load(bad, db, carddb.FormatLCG)
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Path != bad {
		t.Fatalf("Load bad: %v", err)
	}
	for _, l := range strings.Split(err.Error(), "\n") {
		if !strings.HasPrefix(l, bad+": line ") {
			t.Errorf("error line %q does not start with the path and line", l)
		}
	}
	empty := writeFile(t, dir, "empty.txt", "# nothing\n")
	if _, err = Load(empty, db, carddb.FormatLCG); err == nil || !strings.HasPrefix(err.Error(), empty+": ") {
		t.Errorf("Load empty: %v", err)
	}
	missing := filepath.Join(dir, "missing.txt")
	if _, err = Load(missing, db, carddb.FormatLCG); err == nil || !strings.Contains(err.Error(), missing) || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Load missing: %v", err)
	}
	if _, err = Load(dir, db, carddb.FormatLCG); err == nil || !strings.Contains(err.Error(), dir) {
		t.Errorf("Load of a directory: %v", err)
	}
}

func TestLoadOrPreset(t *testing.T) {
	db := testDB(t)
	dir := t.TempDir()
	d, err := LoadOrPreset("Agency-Cthulhu-2", db, carddb.FormatLCG)
	if err != nil || d.Name != "agency-cthulhu-2" || d.Size() != 48 {
		t.Fatalf("LoadOrPreset(preset): %v, %v", d, err)
	}
	path := writeFile(t, dir, "mine.txt", "3 Local Sheriff\n")
	if d, err = LoadOrPreset(path, db, carddb.FormatLCG); err != nil || d.Name != "mine" {
		t.Errorf("LoadOrPreset(file): %v, %v", d, err)
	}
	for arg, want := range map[string]string{
		"agency-cthulu-1":    `no preset or deck file "agency-cthulu-1" (did you mean "agency-cthulhu-1"?)`,
		"hastur-yog-sothoth": `(did you mean "hastur-yog-sothoth-1"?)`,
		"elder-things":       `no preset or deck file "elder-things" (presets are named like "agency-miskatonic-1"`,
		dir + "/none.txt":    "no such file",
		"none.txt":           "no such file",
	} {
		_, err := LoadOrPreset(arg, db, carddb.FormatLCG)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("LoadOrPreset(%q): %v, want %q", arg, err, want)
		}
	}
	bad := writeFile(t, dir, "bad.txt", "3 Local Sherif\n")
	if _, err = LoadOrPreset(bad, db, carddb.FormatLCG); err == nil || !strings.Contains(err.Error(), "line 1: unknown card") {
		t.Errorf("LoadOrPreset(bad file): %v", err)
	}
}
