package carddb

// Tests of LoadTexts on small files written here. The texts are invented
// for the test; none is printed text.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeTemp(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoadTextsCLI(t *testing.T) {
	lines := []string{
		// By title and set.
		`{"name": "Local Sheriff", "text": "Invented text A.", "era": "LCG", "id": "003", "set": "Core", "setname": "Core Set"}`,
		// A misspelt title: the set and number decide.
		`{"name": "Local Sherrif", "text": "Invented text B.", "era": "LCG", "id": "004", "set": "Core", "setname": "Core Set"}`,
		// Title with its descriptor after a colon.
		`{"name": "The Necronomicon: Al Azif", "descriptor": "Al Azif", "text": "Invented text C.", "era": "LCG", "id": "090", "set": "TUP"}`,
		// A set named by its full name, and a duplicated number.
		`{"name": "Obsessive Inmate", "text": "Invented text D.", "era": "LCG", "id": "097", "set": "TTftS"}`,
		`{"name": "Campaign Chief", "text": "Invented text E.", "era": "LCG", "id": "097", "set": "TTftS"}`,
		`{"name": "Cthulhu", "descriptor": "The Sleeper Below", "text": "Invented text F.", "era": "LCG", "id": "019", "set": "The Sleeper Below"}`,
		// The collectible game: no numbers.
		`{"name": "T-Men", "text": "Invented text G.", "era": "CCG", "id": null, "set": "MN"}`,
		// No text, and no such card: skipped.
		`{"name": "G-Men", "text": "", "era": "LCG", "id": "013", "set": "Core"}`,
		`{"name": "No Such Card Anywhere", "text": "Invented text H.", "era": "LCG", "id": "999", "set": "Nowhere"}`,
	}
	db := Default()
	texts, err := LoadTexts(writeTemp(t, "texts.jsonl", strings.Join(lines, "\n")+"\n"), db)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"Core 3": "Invented text A.", "Core 4": "Invented text B.", "TUP 90": "Invented text C.",
		"TTftS 97": "Invented text D.", "TTftS 95": "Invented text E.", "TSB 19": "Invented text F.",
		"MN T-Men": "Invented text G.",
	}
	for key, text := range want {
		if got := texts[db.ByKey(key)]; got != text {
			t.Errorf("%s: text %q, want %q", key, got, text)
		}
	}
	if len(texts) != len(want) {
		t.Errorf("got %d texts, want %d", len(texts), len(want))
	}
}

func TestLoadTextsOCTGN(t *testing.T) {
	xml := "\ufeff" + `<?xml version="1.0" encoding="utf-8"?>
<set name="Test" id="x">
  <cards>
    <card name="__ T-Men" id="45f006f4-02ed-4b8d-b095-eb5efe58d012">
      <property name="Type" value="Character" />
      <property name="Descriptor" value="" />
      <property name="Keyword" value="" />
      <property name="Card Text" value="Invented text T." />
    </card>
    <card name="* Cthulhu" id="45f006f4-02ed-4b8d-b095-eb5efe58d041">
      <property name="Type" value="Character" />
      <property name="Descriptor" value="The Great Old One" />
      <property name="Keyword" value="Villainous." />
      <property name="Card Text" value="Invented text U." />
    </card>
    <card name="Wound" id="y">
      <property name="Type" value="Token" />
      <property name="Card Text" value="Invented text V." />
    </card>
  </cards>
</set>
`
	db := Default()
	texts, err := LoadTexts(writeTemp(t, "set.xml", xml), db)
	if err != nil {
		t.Fatal(err)
	}
	if got := texts[db.ByKey("Core 12")]; got != "Invented text T." {
		t.Errorf("T-Men: %q", got)
	}
	if got := texts[db.ByKey("Core 41")]; got != "Villainous.\nInvented text U." {
		t.Errorf("Cthulhu: %q", got)
	}
	if len(texts) != 2 {
		t.Errorf("got %d texts, want 2", len(texts))
	}
}

func TestLoadTextsErrors(t *testing.T) {
	good := `{"name": "Local Sheriff", "text": "Invented.", "era": "LCG", "id": "003", "set": "Core"}`
	tests := []struct {
		name, file, content string
		errHas              string
	}{
		{"missing", "", "", "no such file"},
		{"empty", "e.jsonl", "  \n", "empty"},
		{"other format", "x.txt", "Local Sheriff: invented\n", "neither"},
		{"bad json", "b.jsonl", good + "\n{\"name\": \"Oops\", \"text\": \n", "line 2"},
		{"not an object", "o.jsonl", good + "\n[1, 2]\n", "line 2"},
		{"nameless", "n.jsonl", good + "\n{\"text\": \"Invented.\"}\n", "line 2"},
		{"bad xml", "b.xml", "<set>\n<cards>\n<card name=\"x\">\n</set>\n", "line 4"},
		{"nothing matches", "m.jsonl", `{"name": "No Such Card Anywhere", "text": "Invented.", "set": "Nowhere"}`, "no entry matches"},
	}
	db := Default()
	for _, tt := range tests {
		path := filepath.Join(t.TempDir(), "absent.jsonl")
		if tt.file != "" {
			path = writeTemp(t, tt.file, tt.content)
		}
		_, err := LoadTexts(path, db)
		if err == nil || !strings.Contains(err.Error(), tt.errHas) {
			t.Errorf("%s: error %v, want one containing %q", tt.name, err, tt.errHas)
		}
	}
}
