package engine

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"hash/fnv"
	"io"
	"reflect"
	"runtime"
	"unsafe"
)

// A snapshot is a game's state written as bytes, to start the game again
// at that point without replaying its choices from the seed (a server
// that rebuilds a game from its database, docs/scaling.md). It holds the
// state and what the engine keeps derived from it (kept), field by field
// in the order of their declarations; not the buffers, which nothing
// outlives a step in, nor what the game's Config makes again (the cards'
// definitions and implementations), which Restore takes from a game made
// with the same Config.
//
// A snapshot is read only by a build whose state has the same layout
// (snapshotLayout: the names, types, sizes and places of the fields, and
// the machine's architecture). That lets a list of values that hold no
// list themselves (cards, frames, the log's events) be written as the
// bytes of its memory, read back with one copy: a snapshot is read in a
// fraction of the time a replay of its choices takes. The bytes that
// hold no number (pointers, strings' headers, padding) are written as
// zeros, and a reader refuses a list whose such bytes are not; strings
// follow the list. A checksum covers the whole.
//
// The snapshot carries the game's fingerprint, which the restored game
// must have. It is no record of the game: the replay (seed and choices)
// is, and a snapshot from a build of the same layout whose rules differ
// is the caller's to refuse (a server keeps the snapshots of its own
// build).

// ErrNoSnapshot is Snapshot's error for a state it cannot write: a lasting
// effect whose amount is a function of the game (a per-X modifier), which
// only the ability that made it holds, or a card in play that is another's
// printed copy (Ctx.BecomePrintedCopy). The state a few choices later,
// once the effect has lapsed or the copy has left play, can be.
var ErrNoSnapshot = errors.New("the state holds a lasting effect computed by its ability")

// snapshotMagic opens every snapshot.
const snapshotMagic = "cocsnap2"

// snapshotSkipped names the fields a snapshot leaves out ("type.field"),
// each with where the restored game takes it from. A pointer, function or
// interface field not named here fails the layout (TestSnapshotLayout).
var snapshotSkipped = map[string]string{
	"state.observers":        "none: the players' handles on a game are set on the restored game (Observe)",
	"state.auto":             "none: the pickers of a PlayUniform running, none between calls",
	"state.lib":              "the Config",
	"state.impls":            "the game made with the Config (setImpl)",
	"state.reacts":           "the game made with the Config (setImpl)",
	"state.actions":          "the game made with the Config (setImpl)",
	"state.ownImpls":         "false: a game restored has the implementations its Config makes",
	"state.config":           "the Config",
	"card.def":               "the game made with the Config; its key is checked",
	"card.printed":           "none: Snapshot refuses a state with a printed copy (ErrNoSnapshot)",
	"Mod.who":                "none: Snapshot refuses a state with one (ErrNoSnapshot)",
	"Mod.per":                "none: Snapshot refuses a state with one (ErrNoSnapshot)",
	"Mod.perCard":            "none: Snapshot refuses a state with one (ErrNoSnapshot)",
	"staticsKept.staticList": "made again when next read, as for a copy (cloneFrom)",
	"hiddenCache.hiddenKept": "found again when asked, as for a copy (cloneFrom)",
}

// snapCodec writes and reads one type's values, in place: compiled once
// from the type (compileSnap), so that a snapshot is written and read
// without asking the reflect package about each value.
type snapCodec struct {
	enc func(w *snapWriter, p unsafe.Pointer)
	dec func(r *snapReader, p unsafe.Pointer)
}

// The codecs of the state and of what is kept of it, and the layout hash:
// made once, from the types.
var (
	snapshotLayout uint64
	stateCodec     *snapCodec
	keptCodec      *snapCodec
)

func init() {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s %s;", runtime.GOARCH, runtime.Version())
	made := map[reflect.Type]*snapCodec{}
	stateCodec = compileSnap(reflect.TypeFor[state](), h, made)
	keptCodec = compileSnap(reflect.TypeFor[kept](), h, made)
	snapshotLayout = h.Sum64()
}

// compileSnap makes the codec of a type, and writes its fields' names,
// types, sizes and places into the layout hash h. A kind a snapshot cannot
// hold gets a codec that fails (TestSnapshotLayout keeps the state free
// of them).
func compileSnap(t reflect.Type, h io.Writer, made map[reflect.Type]*snapCodec) *snapCodec {
	fmt.Fprintf(h, "%s %s %d;", t.Kind(), t.Name(), t.Size())
	if c, ok := made[t]; ok {
		return c
	}
	c := new(snapCodec)
	made[t] = c
	switch t.Kind() {
	case reflect.Bool, reflect.Int8, reflect.Uint8:
		c.enc, c.dec = scalarCodec[uint8]()
	case reflect.Int16, reflect.Uint16:
		c.enc, c.dec = scalarCodec[uint16]()
	case reflect.Int32, reflect.Uint32:
		c.enc, c.dec = scalarCodec[uint32]()
	case reflect.Int, reflect.Int64, reflect.Uint, reflect.Uint64, reflect.Uintptr:
		if t.Size() == 8 {
			c.enc, c.dec = scalarCodec[uint64]()
		} else {
			c.enc, c.dec = scalarCodec[uint32]()
		}
	case reflect.String:
		c.enc = func(w *snapWriter, p unsafe.Pointer) { w.str(*(*string)(p)) }
		c.dec = func(r *snapReader, p unsafe.Pointer) { *(*string)(p) = r.str() }
	case reflect.Array:
		fmt.Fprintf(h, "%d;", t.Len())
		elem, n, size := compileSnap(t.Elem(), h, made), t.Len(), t.Elem().Size()
		c.enc = func(w *snapWriter, p unsafe.Pointer) {
			for i := range n {
				elem.enc(w, unsafe.Add(p, uintptr(i)*size))
			}
		}
		c.dec = func(r *snapReader, p unsafe.Pointer) {
			for i := range n {
				elem.dec(r, unsafe.Add(p, uintptr(i)*size))
			}
		}
	case reflect.Slice:
		elem := compileSnap(t.Elem(), h, made)
		if f, ok := flatLayout(t.Elem()); ok {
			c.enc, c.dec = flatSliceCodec(t, f)
		} else {
			c.enc, c.dec = sliceCodec(t, elem)
		}
	case reflect.Struct:
		type field struct {
			off   uintptr
			codec *snapCodec
		}
		var fields []field
		for i := range t.NumField() {
			f := t.Field(i)
			if _, skip := snapshotSkipped[t.Name()+"."+f.Name]; skip {
				continue
			}
			fmt.Fprintf(h, "%s@%d:", f.Name, f.Offset)
			fields = append(fields, field{f.Offset, compileSnap(f.Type, h, made)})
		}
		c.enc = func(w *snapWriter, p unsafe.Pointer) {
			for _, f := range fields {
				f.codec.enc(w, unsafe.Add(p, f.off))
			}
		}
		c.dec = func(r *snapReader, p unsafe.Pointer) {
			for _, f := range fields {
				f.codec.dec(r, unsafe.Add(p, f.off))
			}
		}
	default:
		c.enc = func(w *snapWriter, _ unsafe.Pointer) {
			if w.err == nil {
				w.err = fmt.Errorf("engine: a snapshot cannot hold a %s (%s)", t.Kind(), t)
			}
		}
		c.dec = func(r *snapReader, _ unsafe.Pointer) { r.fail(fmt.Sprintf("a %s (%s)", t.Kind(), t)) }
	}
	return c
}

// scalarCodec writes a number or a truth value as the bytes of its memory,
// little-endian.
func scalarCodec[T uint8 | uint16 | uint32 | uint64]() (func(*snapWriter, unsafe.Pointer), func(*snapReader, unsafe.Pointer)) {
	size := int(unsafe.Sizeof(T(0)))
	return func(w *snapWriter, p unsafe.Pointer) {
			w.b = append(w.b, unsafe.Slice((*byte)(p), size)...)
		}, func(r *snapReader, p unsafe.Pointer) {
			if len(r.s)-r.at < size {
				r.fail("cut short")
				return
			}
			copy(unsafe.Slice((*byte)(p), size), r.s[r.at:r.at+size])
			r.at += size
		}
}

// sliceCodec writes a list element by element. An empty list is written
// as none: the engine tells them apart nowhere (a copy of an empty one is
// nil).
func sliceCodec(t reflect.Type, elem *snapCodec) (func(*snapWriter, unsafe.Pointer), func(*snapReader, unsafe.Pointer)) {
	size := t.Elem().Size()
	return func(w *snapWriter, p unsafe.Pointer) {
			v := reflect.NewAt(t, p).Elem()
			n := v.Len()
			w.b = binary.AppendUvarint(w.b, uint64(n))
			if n > 0 {
				base := v.UnsafePointer()
				for i := range n {
					elem.enc(w, unsafe.Add(base, uintptr(i)*size))
				}
			}
		}, func(r *snapReader, p unsafe.Pointer) {
			n, ok := r.count(1)
			if !ok {
				return
			}
			v := reflect.NewAt(t, p).Elem()
			v.Set(reflect.MakeSlice(t, n, n))
			base := v.UnsafePointer()
			for i := range n {
				elem.dec(r, unsafe.Add(base, uintptr(i)*size))
			}
		}
}

// flat describes a type whose values are the bytes of their memory but
// for their strings: numbers, truth values, arrays and structs of them,
// and fields a snapshot leaves out.
type flat struct {
	size uintptr
	// blank are the byte ranges that hold no number: pointers, strings'
	// headers, padding, fields left out. They are written as zeros.
	blank [][2]uintptr
	strs  []uintptr // the places of the strings
}

// flatLayout describes type t's values, if they are flat.
func flatLayout(t reflect.Type) (*flat, bool) {
	f := &flat{size: t.Size()}
	var data [][2]uintptr // the ranges that hold numbers, in order
	var walk func(t reflect.Type, off uintptr) bool
	walk = func(t reflect.Type, off uintptr) bool {
		switch t.Kind() {
		case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
			reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
			data = append(data, [2]uintptr{off, off + t.Size()})
		case reflect.String:
			f.strs = append(f.strs, off)
		case reflect.Array:
			for i := range t.Len() {
				if !walk(t.Elem(), off+uintptr(i)*t.Elem().Size()) {
					return false
				}
			}
		case reflect.Struct:
			for i := range t.NumField() {
				fd := t.Field(i)
				if _, skip := snapshotSkipped[t.Name()+"."+fd.Name]; skip {
					continue
				}
				if !walk(fd.Type, off+fd.Offset) {
					return false
				}
			}
		default:
			return false
		}
		return true
	}
	if !walk(t, 0) || t.Size() == 0 {
		return nil, false
	}
	at := uintptr(0)
	for _, d := range data {
		if d[0] > at {
			f.blank = append(f.blank, [2]uintptr{at, d[0]})
		}
		at = max(at, d[1])
	}
	if at < f.size {
		f.blank = append(f.blank, [2]uintptr{at, f.size})
	}
	return f, true
}

// flatSliceCodec writes a list of flat values as the bytes of its memory,
// blanks zeroed, then its strings.
func flatSliceCodec(t reflect.Type, f *flat) (func(*snapWriter, unsafe.Pointer), func(*snapReader, unsafe.Pointer)) {
	size := int(f.size)
	return func(w *snapWriter, p unsafe.Pointer) {
			v := reflect.NewAt(t, p).Elem()
			n := v.Len()
			w.b = binary.AppendUvarint(w.b, uint64(n))
			if n == 0 {
				return
			}
			base := v.UnsafePointer()
			start := len(w.b)
			w.b = append(w.b, unsafe.Slice((*byte)(base), n*size)...)
			for i := range n {
				e := w.b[start+i*size:]
				for _, b := range f.blank {
					clear(e[b[0]:b[1]])
				}
			}
			if len(f.strs) > 0 {
				for i := range n {
					for _, off := range f.strs {
						w.str(*(*string)(unsafe.Add(base, uintptr(i*size)+off)))
					}
				}
			}
		}, func(r *snapReader, p unsafe.Pointer) {
			n, ok := r.count(size)
			if !ok {
				return
			}
			raw := r.s[r.at : r.at+n*size]
			for i := range n {
				e := raw[i*size:]
				for _, b := range f.blank {
					for j := b[0]; j < b[1]; j++ {
						if e[j] != 0 {
							r.fail("a list whose blank bytes are not")
							return
						}
					}
				}
			}
			r.at += n * size
			v := reflect.NewAt(t, p).Elem()
			v.Set(reflect.MakeSlice(t, n, n))
			base := v.UnsafePointer()
			copy(unsafe.Slice((*byte)(base), n*size), raw)
			if len(f.strs) > 0 {
				for i := range n {
					for _, off := range f.strs {
						*(*string)(unsafe.Add(base, uintptr(i*size)+off)) = r.str()
					}
				}
			}
		}
}

// Snapshot writes the game's state (see above). A game whose state holds
// a per-X lasting effect, or a printed copy, has none yet: ErrNoSnapshot.
func (g *Game) Snapshot() ([]byte, error) {
	for i := range g.lasting {
		if m := &g.lasting[i].mod; m.who != nil || m.per != nil || m.perCard != nil {
			return nil, ErrNoSnapshot
		}
	}
	for i := range g.cards {
		if g.cards[i].printed != nil {
			return nil, ErrNoSnapshot // a card in play is another's printed copy
		}
	}
	b := append([]byte(nil), snapshotMagic...)
	b = binary.LittleEndian.AppendUint64(b, snapshotLayout)
	b = binary.LittleEndian.AppendUint32(b, 0) // the checksum, below
	b = binary.LittleEndian.AppendUint64(b, g.Fingerprint())
	b = binary.AppendUvarint(b, uint64(len(g.choices)))
	w := snapWriter{b: b}
	for i := range g.cards {
		w.str(g.cards[i].def.Key())
	}
	stateCodec.enc(&w, unsafe.Pointer(&g.state))
	keptCodec.enc(&w, unsafe.Pointer(&g.kept))
	if w.err != nil {
		return nil, w.err
	}
	sum := crc32.Checksum(w.b[snapSumAt+4:], crcTable)
	binary.LittleEndian.PutUint32(w.b[snapSumAt:], sum)
	return w.b, nil
}

// snapSumAt is the place of a snapshot's checksum, which covers what
// follows it.
const snapSumAt = len(snapshotMagic) + 8

var crcTable = crc32.MakeTable(crc32.Castagnoli)

// SnapshotChoices reads how many choices the game of a snapshot had taken,
// without restoring it; an error for bytes that are no snapshot of this
// build's layout.
func SnapshotChoices(data []byte) (int, error) {
	h, err := snapshotHeader(data)
	if err != nil {
		return 0, err
	}
	return h.choices, nil
}

type snapHeader struct {
	fingerprint uint64
	choices     int
	rest        []byte
}

func snapshotHeader(data []byte) (snapHeader, error) {
	var h snapHeader
	if len(data) < snapSumAt+4+8 || string(data[:len(snapshotMagic)]) != snapshotMagic {
		return h, errors.New("not a snapshot of a game")
	}
	if binary.LittleEndian.Uint64(data[len(snapshotMagic):]) != snapshotLayout {
		return h, errors.New("a snapshot of another build's state")
	}
	if crc32.Checksum(data[snapSumAt+4:], crcTable) != binary.LittleEndian.Uint32(data[snapSumAt:]) {
		return h, errors.New("a damaged snapshot: its checksum is not its contents'")
	}
	data = data[snapSumAt+4:]
	h.fingerprint = binary.LittleEndian.Uint64(data)
	n, k := binary.Uvarint(data[8:])
	if k <= 0 || n > 1<<30 {
		return h, errors.New("a damaged snapshot: a bad count of choices")
	}
	h.choices, h.rest = int(n), data[8+k:]
	return h, nil
}

// Restore starts a game again from a snapshot of a game started with the
// same Config. It is checked whole: its checksum, its cards are the
// Config's, its seed and players', its fingerprint the one written, and
// its invariants hold; anything else is an error, and no game.
func Restore(cfg Config, data []byte) (g *Game, err error) {
	h, err := snapshotHeader(data)
	if err != nil {
		return nil, err
	}
	made, err := newUnstarted(nil, cfg)
	if err != nil {
		return nil, err
	}
	defer func() {
		if p := recover(); p != nil {
			g, err = nil, fmt.Errorf("a damaged snapshot: %v", p)
		}
	}()
	r := snapReader{s: string(h.rest)}
	for i := range made.cards {
		if k := r.str(); r.err == nil && k != made.cards[i].def.Key() {
			return nil, fmt.Errorf("a snapshot of another game: its card %d is %s, not %s", i, k, made.cards[i].def.Key())
		}
	}
	s := new(Game)
	stateCodec.dec(&r, unsafe.Pointer(&s.state))
	keptCodec.dec(&r, unsafe.Pointer(&s.kept))
	switch {
	case r.err != nil:
		return nil, r.err
	case r.at != len(r.s):
		return nil, fmt.Errorf("a damaged snapshot: %d bytes after its end", len(r.s)-r.at)
	case len(s.cards) != len(made.cards):
		return nil, fmt.Errorf("a snapshot of %d cards, for a game of %d", len(s.cards), len(made.cards))
	case len(s.choices) != h.choices:
		return nil, errors.New("a damaged snapshot: its choices are not those of its header")
	case s.seed != made.seed || s.format != made.format || s.players[0].name != made.players[0].name || s.players[1].name != made.players[1].name:
		return nil, errors.New("a snapshot of another game: its seed, format or players are not the Config's")
	}
	o := s.opts
	o.VerifyCaches = made.opts.VerifyCaches
	if o != made.opts {
		return nil, errors.New("a snapshot of another game: its players' options are not the Config's")
	}
	s.opts = o
	for i := range s.cards {
		s.cards[i].def = made.cards[i].def
	}
	s.lib, s.impls, s.reacts, s.actions, s.config = made.lib, made.impls, made.reacts, made.actions, made.config
	g = s.Clone() // what is kept is taken as a copy takes it
	if g.Fingerprint() != h.fingerprint {
		return nil, errors.New("a damaged snapshot: its state is not the one written")
	}
	if err := g.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("a damaged snapshot: %v", err)
	}
	return g, nil
}

// snapWriter writes values.
type snapWriter struct {
	b   []byte
	err error
}

func (w *snapWriter) str(s string) {
	w.b = binary.AppendUvarint(w.b, uint64(len(s)))
	w.b = append(w.b, s...)
}

// snapReader reads what snapWriter wrote, from one string: the strings
// read are cut from it, not copied.
type snapReader struct {
	s   string
	at  int
	err error
}

func (r *snapReader) fail(what string) {
	if r.err == nil {
		r.err = fmt.Errorf("a damaged snapshot: %s", what)
	}
	r.at = len(r.s)
}

func (r *snapReader) uvarint() uint64 {
	var n uint64
	for shift := 0; r.at < len(r.s) && shift < 64; shift += 7 {
		b := r.s[r.at]
		r.at++
		n |= uint64(b&0x7f) << shift
		if b < 0x80 {
			return n
		}
	}
	r.fail("a bad number")
	return 0
}

// count reads the length of a list whose elements take size bytes at
// least: a length past the bytes left is damage, not an allocation to
// make.
func (r *snapReader) count(size int) (int, bool) {
	n := r.uvarint()
	if r.err != nil || n == 0 {
		return 0, false
	}
	if n > uint64((len(r.s)-r.at)/size) {
		r.fail("a list past its end")
		return 0, false
	}
	return int(n), true
}

func (r *snapReader) str() string {
	n := r.uvarint()
	if n > uint64(len(r.s)-r.at) {
		r.fail("a string past its end")
		return ""
	}
	s := r.s[r.at : r.at+int(n)]
	r.at += int(n)
	return s
}
