package engine

import (
	"reflect"
	"testing"
	"unsafe"

	"cthulhu/carddb"
)

// fpStep is a step from a value to one it holds: a field, an element of
// an array, the first element of a slice (added if it is empty), or, as
// the last step, growing a slice by one element.
type fpStep struct {
	field, index int // -1 when not that kind of step
	grow         bool
}

// fpLeaf is a value of the state the fingerprint must hash: the steps to
// it from the state, and its name.
type fpLeaf struct {
	name  string
	steps []fpStep
}

// fpLeaves lists the values of type t a fingerprint must hash, from
// steps, but those notFingerprinted names; seen collects the names of
// the fields left out.
func fpLeaves(t *testing.T, typ reflect.Type, name string, steps []fpStep, seen map[string]bool, out *[]fpLeaf) {
	at := func(s fpStep) []fpStep { return append(append([]fpStep(nil), steps...), s) }
	switch typ.Kind() {
	case reflect.Struct:
		for i := range typ.NumField() {
			f := typ.Field(i)
			key := typ.Name() + "." + f.Name
			if notFingerprinted[key] != "" {
				seen[key] = true
				continue
			}
			fpLeaves(t, f.Type, name+"."+f.Name, at(fpStep{field: i, index: -1}), seen, out)
		}
	case reflect.Array:
		for i := range typ.Len() {
			fpLeaves(t, typ.Elem(), name+"["+string(rune('0'+i%10))+"]", at(fpStep{field: -1, index: i}), seen, out)
		}
	case reflect.Slice:
		*out = append(*out, fpLeaf{name + " (its length)", at(fpStep{field: -1, index: -1, grow: true})})
		fpLeaves(t, typ.Elem(), name+"[0]", at(fpStep{field: -1, index: 0}), seen, out)
	case reflect.Bool, reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		*out = append(*out, fpLeaf{name, steps})
	default:
		if typ == reflect.TypeFor[*carddb.Card]() {
			*out = append(*out, fpLeaf{name, steps})
			return
		}
		t.Errorf("%s (%s): Fingerprint cannot hash it; hash what it stands for, or name it in notFingerprinted with why", name, typ)
	}
}

// settable makes v, reached through unexported fields, settable.
func settable(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// TestFingerprintCoversState checks that Fingerprint hashes every field of
// the state, and of every value it holds, but those notFingerprinted
// names: each, changed alone in a copy of a game in progress, changes the
// fingerprint. A field added to the state and not hashed fails here.
func TestFingerprintCoversState(t *testing.T) {
	g := midGame(t)
	var leaves []fpLeaf
	seen := map[string]bool{}
	fpLeaves(t, reflect.TypeFor[state](), "state", nil, seen, &leaves)
	for key := range notFingerprinted {
		if !seen[key] {
			t.Errorf("notFingerprinted names %s, which is no field of the state", key)
		}
	}
	other := &carddb.Card{Set: "X", Title: "Another card"}
	for _, leaf := range leaves {
		c := g.Clone()
		v := reflect.ValueOf(&c.state).Elem()
		grow := false
		for _, s := range leaf.steps {
			switch {
			case s.field >= 0:
				v = settable(v.Field(s.field))
			case v.Kind() == reflect.Slice:
				// A copy of the slice of its own (a copy shares some
				// with the game), with an element to change.
				n := v.Len()
				own := reflect.MakeSlice(v.Type(), n, n+1)
				reflect.Copy(own, v)
				if n == 0 || s.grow {
					own = reflect.Append(own, reflect.Zero(v.Type().Elem()))
				}
				if s.grow {
					before := c.Fingerprint()
					v.Set(own)
					if c.Fingerprint() == before {
						t.Errorf("%s: a longer slice leaves the fingerprint as it was", leaf.name)
					}
					grow = true
					break
				}
				v.Set(own)
				v = own.Index(0)
			default:
				v = v.Index(s.index)
			}
		}
		if grow {
			continue
		}
		before := c.Fingerprint()
		switch v.Kind() {
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.String:
			v.SetString(v.String() + "x")
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			v.SetInt(v.Int() + 1)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			v.SetUint(v.Uint() + 1)
		case reflect.Pointer:
			v.Set(reflect.ValueOf(other))
		}
		if c.Fingerprint() == before {
			t.Errorf("%s is not hashed by Fingerprint (name it in notFingerprinted, with why, if it must not be)", leaf.name)
		}
	}
	t.Logf("%d values of the state varied", len(leaves))
}
