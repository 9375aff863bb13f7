package deck

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"cthulhu/carddb"
)

// Load reads a deck file: an OCTGN .o8d file when its content is XML, a
// plain-text deck list otherwise, whatever its extension. The deck is named
// after the file, without its extension (a text file's "name:" line
// overrides). Errors name the path.
func Load(path string, db *carddb.DB, f carddb.Format) (*Deck, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err // *PathError: names the path
	}
	defer fh.Close()
	// Read one byte past the limit so Parse reports an oversize file.
	data, err := io.ReadAll(io.LimitReader(fh, maxInput+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	var d *Deck
	if isXML(data) {
		d, err = ParseO8D(data, name, db, f)
	} else {
		d, err = Parse(data, name, db, f)
	}
	if err != nil {
		if pe, ok := err.(*ParseError); ok {
			pe.Path = path
			return nil, pe
		}
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return d, nil
}

// isXML reports whether a file is XML: its first non-blank character is
// "<", which no line of a text deck list starts with.
func isXML(data []byte) bool {
	return bytes.HasPrefix(bytes.TrimSpace(stripBOM(data)), []byte("<"))
}

// LoadOrPreset reads the deck a command-line argument names: a preset name
// (see Presets), else a deck file. A preset name wins over a file of the
// same name; write "./agency-cthulhu-1" for the file. An argument that is
// neither gets an error suggesting the closest preset name.
func LoadOrPreset(arg string, db *carddb.DB, f carddb.Format) (*Deck, error) {
	if p, ok := FindPreset(arg); ok {
		return p.Build(db)
	}
	d, err := Load(arg, db, f)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return d, err
	}
	// Something that looks like a path gets the file error itself.
	if strings.ContainsAny(arg, `/\`) || filepath.Ext(arg) != "" {
		return nil, err
	}
	return nil, unknown("no preset or deck file", arg)
}

// UnknownPreset is the error for a name that is no preset's, suggesting
// the closest preset name.
func UnknownPreset(name string) error { return unknown("no preset", name) }

func unknown(what, arg string) error {
	if s := closestPreset(arg); s != "" {
		return fmt.Errorf("%s %q (did you mean %q?)", what, arg, s)
	}
	return fmt.Errorf("%s %q (presets are named like %q: two factions, then neutral packet 1 or 2)", what, arg, presets[0].Name)
}

// closestPreset is the preset name nearest to s by edit distance, or "" if
// none is near.
func closestPreset(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	best, bestD := "", max(3, len(s)/3)+1
	for _, p := range presets {
		if d := carddb.Distance(s, p.Name); d < bestD {
			best, bestD = p.Name, d
		}
	}
	return best
}
