package ai

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Kinds lists the player kinds New accepts.
var Kinds = []string{"random", "heuristic", "ismcts"}

// New makes a player from its name on the command line: "random",
// "heuristic", "ismcts", or a kind with parameters,
// "ismcts:iterations=2000,playout=heuristic,c=0.7" (ms=N gives a time
// budget instead of iterations).
func New(spec string, seed uint64) (Player, error) {
	kind, params, _ := strings.Cut(strings.TrimSpace(spec), ":")
	switch strings.ToLower(kind) {
	case "random":
		if params != "" {
			return nil, fmt.Errorf("player %q: random takes no parameters", spec)
		}
		return NewRandom(seed), nil
	case "heuristic":
		if params != "" {
			return nil, fmt.Errorf("player %q: heuristic takes no parameters", spec)
		}
		return NewHeuristic(seed), nil
	case "ismcts":
		s := NewISMCTS(seed)
		if params == "" {
			return s, nil
		}
		for _, kv := range strings.Split(params, ",") {
			k, v, ok := strings.Cut(kv, "=")
			if !ok {
				return nil, fmt.Errorf("player %q: want key=value, got %q", spec, kv)
			}
			k, v = strings.TrimSpace(k), strings.TrimSpace(v)
			var err error
			switch k {
			case "iterations", "it":
				s.Iterations, err = positive(v)
			case "ms":
				var ms int
				ms, err = positive(v)
				s.Budget = time.Duration(ms) * time.Millisecond
			case "c":
				s.C, err = strconv.ParseFloat(v, 64)
				if err == nil && (s.C < 0 || s.C > 100) {
					err = fmt.Errorf("out of range")
				}
			case "playout":
				if v != "random" && v != "heuristic" {
					err = fmt.Errorf("want random or heuristic")
				}
				s.Playout = v
			case "depth":
				s.MaxPlayout, err = positive(v)
			default:
				return nil, fmt.Errorf("player %q: unknown parameter %q (iterations, ms, c, playout, depth)", spec, k)
			}
			if err != nil {
				return nil, fmt.Errorf("player %q: %s=%s: %v", spec, k, v, err)
			}
		}
		return s, nil
	}
	return nil, fmt.Errorf("unknown player kind %q (want %s)", spec, strings.Join(Kinds, ", "))
}

func positive(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 1e9 {
		return 0, fmt.Errorf("want a positive number")
	}
	return n, nil
}
