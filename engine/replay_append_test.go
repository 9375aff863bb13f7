package engine_test

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"cthulhu/engine"
)

// TestReplayWithAppendedChoices: a replay written whole, then grown by
// choices appended one a line, reads as the replay of all the choices; a
// last choice cut short is left out; anything else after it is an error.
func TestReplayWithAppendedChoices(t *testing.T) {
	r := &engine.Replay{Version: 2, Format: "lcg", Choices: []string{"keep", "pass"}}
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	whole := b.String()
	for _, id := range []string{"play:17", "commit:17:105"} {
		if err := engine.AppendChoice(&b, id); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"keep", "pass", "play:17", "commit:17:105"}
	for name, c := range map[string]struct {
		text string
		want []string
	}{
		"whole":    {whole, want[:2]},
		"appended": {b.String(), want},
		"torn":     {b.String() + `"domain:`, want},
	} {
		got, err := engine.ReadReplay(strings.NewReader(c.text))
		if err != nil || !slices.Equal(got.Choices, c.want) {
			t.Errorf("%s: %v, %v", name, got, err)
		}
	}
	if _, err := engine.ReadReplay(strings.NewReader(b.String() + "garbage\n")); err == nil {
		t.Error("garbage after the replay was read")
	}
}
