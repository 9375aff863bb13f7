package engine

import (
	"reflect"
	"testing"
)

// TestKeptParts checks that every member of kept is one of its parts
// (kept.parts), so that a new game, a copy and CheckInvariants walk it.
func TestKeptParts(t *testing.T) {
	var k kept
	listed := map[uintptr]bool{}
	for i, p := range k.parts() {
		if p == nil {
			t.Fatalf("part %d of kept is missing", i)
		}
		listed[reflect.ValueOf(p).Pointer()] = true
	}
	v := reflect.ValueOf(&k).Elem()
	for i := range v.NumField() {
		f := v.Type().Field(i)
		if !listed[v.Field(i).Addr().Pointer()] {
			t.Errorf("kept's member %s (%s) is not among its parts", f.Name, f.Type)
		}
	}
	if len(listed) != v.NumField() {
		t.Errorf("kept has %d members, and %d parts are listed", v.NumField(), len(listed))
	}
}

// TestKeptCloneAll checks that cloneAll, which calls the parts directly,
// is the walk of the parts: into copies made earlier of another game, a
// copy of a game takes the same as each part's cloneFrom gives.
func TestKeptCloneAll(t *testing.T) {
	g := midGame(t)
	g.options() // answers kept for the state
	other, err := New(testConfig(22))
	if err != nil {
		t.Fatal(err)
	}
	a, b := other.Clone(), other.Clone()
	a.hiddenOf(0) // something of their own for the copy to drop
	b.hiddenOf(0)
	ta, tb := listTable{make([]CardID, 0, 1024)}, listTable{make([]CardID, 0, 1024)}
	a.kept.cloneAll(&g.kept, &ta)
	for _, p := range b.kept.parts() {
		p.cloneFrom(&g.kept, &tb)
	}
	if !reflect.DeepEqual(a.kept, b.kept) {
		t.Errorf("cloneAll does not make what the parts' cloneFrom make:\n%+v\n%+v", a.kept, b.kept)
	}
}
