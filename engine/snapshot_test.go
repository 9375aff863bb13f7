package engine

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"unsafe"
)

// TestSnapshotLayout: every field a snapshot cannot hold (a pointer, a
// function, an interface, a map) is one snapshotSkipped names, with where
// the restored game takes it from; and each name it has is a field.
func TestSnapshotLayout(t *testing.T) {
	seen := map[string]bool{}
	walked := map[reflect.Type]bool{}
	var walk func(ty reflect.Type, path string)
	walk = func(ty reflect.Type, path string) {
		switch ty.Kind() {
		case reflect.Slice, reflect.Array:
			walk(ty.Elem(), path+"[]")
		case reflect.Struct:
			if walked[ty] {
				return
			}
			walked[ty] = true
			for i := range ty.NumField() {
				f := ty.Field(i)
				key := ty.Name() + "." + f.Name
				if _, skip := snapshotSkipped[key]; skip {
					seen[key] = true
					continue
				}
				walk(f.Type, path+"."+f.Name)
			}
		case reflect.Pointer, reflect.Func, reflect.Interface, reflect.Map, reflect.Chan, reflect.UnsafePointer, reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
			t.Errorf("%s (%s): a snapshot cannot hold it; name it in snapshotSkipped with where a restored game takes it from", path, ty)
		}
	}
	walk(reflect.TypeFor[state](), "state")
	walk(reflect.TypeFor[kept](), "kept")
	for key := range snapshotSkipped {
		if !seen[key] {
			t.Errorf("snapshotSkipped names %s, which is no field of the state", key)
		}
	}
}

// TestSnapshotRestore: games snapshotted at many points and restored have
// the state they were written in (the fingerprint), their invariants and
// caches hold, and played on with the same choices as the originals they
// offer the same options and end the same, log and all.
func TestSnapshotRestore(t *testing.T) {
	restored := 0
	for seed := uint64(1); seed <= 8; seed++ {
		cfg := testConfig(seed)
		g, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 11))
		var copies []*Game
		for step := 0; !g.Over(); step++ {
			if step%23 == 0 {
				data, err := g.Snapshot()
				if err != nil {
					t.Fatalf("seed %d step %d: %v", seed, step, err)
				}
				if n, err := SnapshotChoices(data); err != nil || n != g.NumChoices() {
					t.Fatalf("seed %d step %d: SnapshotChoices = %d, %v; want %d", seed, step, n, err, g.NumChoices())
				}
				vcfg := cfg
				vcfg.Options.VerifyCaches = true
				c, err := Restore(vcfg, data)
				if err != nil {
					t.Fatalf("seed %d step %d: %v", seed, step, err)
				}
				if c.Fingerprint() != g.Fingerprint() {
					t.Fatalf("seed %d step %d: restored with another fingerprint", seed, step)
				}
				if !bytes.Equal(stateBytes(c), stateBytes(g)) {
					t.Fatalf("seed %d step %d: the restored game writes another state", seed, step)
				}
				copies = append(copies, c)
				restored++
			}
			opts := g.Options()
			o := opts[r.IntN(len(opts))]
			for i, c := range copies {
				if !slices.Equal(c.Options(), opts) {
					t.Fatalf("seed %d step %d: restored copy %d offers other options", seed, step, i)
				}
				if err := c.Apply(o); err != nil {
					t.Fatalf("seed %d step %d: restored copy %d refuses %s: %v", seed, step, i, o.ID(), err)
				}
				if err := c.CheckInvariants(); err != nil {
					t.Fatalf("seed %d step %d: restored copy %d: %v", seed, step, i, err)
				}
			}
			if err := g.Apply(o); err != nil {
				t.Fatal(err)
			}
		}
		for i, c := range copies {
			if !c.Over() || c.Winner() != g.Winner() || c.Fingerprint() != g.Fingerprint() || !reflect.DeepEqual(c.Log(0), g.Log(0)) {
				t.Fatalf("seed %d: restored copy %d ended otherwise", seed, i)
			}
		}
	}
	if restored < 50 {
		t.Fatalf("only %d snapshots restored", restored)
	}
}

// stateBytes is a game's state as a snapshot writes it, without what is
// kept of it: a restored game lists again, as a copy does, the options of
// the decision it waits for; nor whether its caches are verified.
func stateBytes(g *Game) []byte {
	var w snapWriter
	st := g.state
	st.opts.VerifyCaches = false
	stateCodec.enc(&w, unsafe.Pointer(&st))
	return w.b
}

// TestSnapshotDamaged: bytes that are no snapshot, cut short, or changed
// are refused with an error, and never a panic nor a game.
func TestSnapshotDamaged(t *testing.T) {
	cfg := testConfig(5)
	g := midGame(t)
	data, err := g.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	cfg = testConfig(21)
	if _, err := Restore(cfg, data); err != nil {
		t.Fatalf("the snapshot itself: %v", err)
	}
	if _, err := Restore(testConfig(5), data); err == nil {
		t.Fatal("a snapshot restored with another game's Config")
	}
	for _, bad := range [][]byte{nil, []byte("cocsnap1"), []byte("not a snapshot at all, but long enough")} {
		if _, err := Restore(cfg, bad); err == nil {
			t.Fatalf("%q restored", bad)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		cut := data[:r.IntN(len(data))]
		if c, err := Restore(cfg, cut); err == nil || c != nil {
			t.Fatalf("a snapshot cut to %d of %d bytes restored", len(cut), len(data))
		}
		changed := bytes.Clone(data)
		i := snapSumAt + 4 + r.IntN(len(data)-snapSumAt-4)
		changed[i] ^= byte(1 + r.IntN(255))
		if _, err := Restore(cfg, changed); err == nil {
			t.Fatalf("byte %d changed: its checksum not checked", i)
		}
		// With its checksum made again, as a snapshot written wrong would
		// have it: refused, or the same state.
		binary.LittleEndian.PutUint32(changed[snapSumAt:], crc32.Checksum(changed[snapSumAt+4:], crcTable))
		if c, err := Restore(cfg, changed); err == nil && c.Fingerprint() != g.Fingerprint() {
			t.Fatalf("byte %d changed: restored as another state", i)
		}
	}
}

// BenchmarkRestore: a game of some 450 choices restored from its
// snapshot.
func BenchmarkRestore(b *testing.B) {
	g := midGame(b)
	for i := 0; g.NumChoices() < 450 && !g.Over(); i++ {
		opts := g.Options()
		g.Apply(opts[i%len(opts)])
	}
	data, err := g.Snapshot()
	if err != nil {
		b.Fatal(err)
	}
	cfg := testConfig(21)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Restore(cfg, data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(data)), "bytes")
}
