package cards

import (
	"hash/fnv"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"

	"cthulhu/carddb"
)

// copyRun is the length, in words, of a run of words that counts as a copy
// of a card's printed text.
const copyRun = 12

// TestNoPrintedCardText: the project holds no card's printed text. No file
// of it (Go code, documentation, scenarios) has a run of twelve words or
// more, in order, that a card of the community data prints (its rules text,
// as `cthulhu cards --card-text` reads it). Case, punctuation and line
// breaks are ignored. Skipped when ../shared/data is absent.
func TestNoPrintedCardText(t *testing.T) {
	dir := filepath.Join("..", "..", "shared", "data")
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("no printed card texts to compare with: %s is absent", dir)
	}
	sources := []string{
		filepath.Join(dir, "cthulhucli", "coc-lcg.jsonl"),
		filepath.Join(dir, "cthulhucli", "coc-ccg.jsonl"),
	}
	xmls, _ := filepath.Glob(filepath.Join(dir, "octgn", "sets", "*.xml"))
	for _, x := range xmls {
		if filepath.Base(x) != "markers.xml" {
			sources = append(sources, x)
		}
	}
	db := carddb.Default()
	printed := map[uint64]*carddb.Card{} // a run's hash: a card that prints it
	for _, src := range sources {
		if _, err := os.Stat(src); err != nil {
			continue
		}
		texts, err := carddb.LoadTexts(src, db)
		if err != nil {
			t.Fatal(err)
		}
		cards := make([]*carddb.Card, 0, len(texts))
		for c := range texts {
			cards = append(cards, c)
		}
		sort.Slice(cards, func(i, j int) bool { return cards[i].Ord() < cards[j].Ord() })
		for _, c := range cards {
			ws := textWords(texts[c])
			for i := 0; i+copyRun <= len(ws); i++ {
				h := runHash(ws[i : i+copyRun])
				if _, ok := printed[h]; !ok {
					printed[h] = c
				}
			}
		}
	}
	if len(printed) == 0 {
		t.Skipf("no printed card texts found in %s", dir)
	}

	var files []string
	err := filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != ".." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		switch filepath.Ext(path) {
		case ".go", ".md", ".scn", ".txt":
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(files)
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var ws []string
		var lines []int
		for n, line := range strings.Split(string(data), "\n") {
			for _, w := range textWords(line) {
				ws = append(ws, w)
				lines = append(lines, n+1)
			}
		}
		end := -1 // the end of the last run reported: a run overlapping it is the same copy
		for i := 0; i+copyRun <= len(ws); i++ {
			c := printed[runHash(ws[i:i+copyRun])]
			if c == nil {
				continue
			}
			if i < end {
				end = i + copyRun
				continue
			}
			end = i + copyRun
			rel := strings.TrimPrefix(filepath.ToSlash(path), "../")
			t.Errorf("%s:%d: %q copies the printed text of %s (%s)",
				rel, lines[i], strings.Join(ws[i:i+copyRun], " "), c.Title, c.Key())
		}
	}
}

// textWords splits a text into lowercase words of letters and digits
// (an apostrophe inside a word kept), ignoring everything else.
func textWords(s string) []string {
	s = strings.NewReplacer("\u2019", "'", "\u2018", "'").Replace(s)
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	}) {
		if w = strings.Trim(w, "'"); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// runHash is the hash of a run of words.
func runHash(ws []string) uint64 {
	h := fnv.New64a()
	for _, w := range ws {
		h.Write([]byte(w))
		h.Write([]byte{' '})
	}
	return h.Sum64()
}
