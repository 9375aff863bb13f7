package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// cliCard is one line of the cthulhucli JSON-lines files. Only the fields
// the database uses are declared; flavour and illustrator are ignored.
// JSON nulls leave the Go zero value.
type cliCard struct {
	Name          string      `json:"name"`
	Descriptor    string      `json:"descriptor"`
	Type          string      `json:"type"`
	Faction       string      `json:"faction"`
	Unique        bool        `json:"unique"`
	Subtypes      string      `json:"subtypes"`
	Text          string      `json:"text"`
	Cost          stat        `json:"cost"`
	Skill         stat        `json:"skill"`
	Terror        int         `json:"terror"`
	Combat        int         `json:"combat"`
	Arcane        int         `json:"arcane"`
	Investigation int         `json:"investigation"`
	Transient     bool        `json:"transient"`
	Steadfast     []steadfast `json:"steadfast"`
	Era           string      `json:"era"`
	ID            string      `json:"id"`
	Set           string      `json:"set"`
	SetName       string      `json:"setname"`
	SetID         string      `json:"setid"`
	Max           int         `json:"max"`
	Banned        bool        `json:"banned"`
	Restricted    bool        `json:"restricted"`

	line int    // line number in the source file, for messages
	raw  string // the source line, to spot exact duplicates
}

// stat is a printed number that may be "X" or absent.
type stat struct {
	Set bool // present in the source
	X   bool
	N   int
}

func (s *stat) UnmarshalJSON(b []byte) error {
	*s = stat{}
	v := strings.TrimSpace(string(b))
	switch {
	case v == "null":
		return nil
	case v == `"X"` || v == `"x"`:
		s.Set, s.X = true, true
		return nil
	}
	v = strings.Trim(v, `"`)
	n, err := strconv.Atoi(v)
	if err != nil {
		return fmt.Errorf("bad number %s", b)
	}
	s.Set, s.N = true, n
	return nil
}

// String writes the stat as the database does: a number, "X", or "".
func (s stat) String() string {
	switch {
	case !s.Set:
		return ""
	case s.X:
		return "X"
	}
	return strconv.Itoa(s.N)
}

// steadfast is one [faction, count] pair of the cthulhucli steadfast field.
type steadfast struct {
	Faction string
	Count   int
}

func (s *steadfast) UnmarshalJSON(b []byte) error {
	var pair []any
	if err := json.Unmarshal(b, &pair); err != nil {
		return err
	}
	if len(pair) != 2 {
		return fmt.Errorf("steadfast entry %s: want [faction, count]", b)
	}
	f, ok1 := pair[0].(string)
	n, ok2 := pair[1].(float64)
	if !ok1 || !ok2 {
		return fmt.Errorf("steadfast entry %s: want [faction, count]", b)
	}
	s.Faction, s.Count = f, int(n)
	return nil
}

// readCLI reads a cthulhucli JSON-lines file.
func readCLI(path string) ([]*cliCard, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []*cliCard
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		c := &cliCard{line: n, raw: line}
		if err := json.Unmarshal([]byte(line), c); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, n, err)
		}
		if c.Name == "" || c.Set == "" || c.Type == "" {
			return nil, fmt.Errorf("%s:%d: card without name, set or type", path, n)
		}
		c.Name = cleanSpace(c.Name)
		c.Descriptor = cleanSpace(c.Descriptor)
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return out, nil
}

// icons writes the card's icon counts as letters T C A I.
func (c *cliCard) icons() string {
	return strings.Repeat("T", c.Terror) + strings.Repeat("C", c.Combat) +
		strings.Repeat("A", c.Arcane) + strings.Repeat("I", c.Investigation)
}

// cleanSpace trims a string and makes runs of white space one space.
func cleanSpace(s string) string { return strings.Join(strings.Fields(s), " ") }
