// Package cards gathers the implementations of every set into the library
// the engine plays with.
package cards

import (
	"sync"

	"cthulhu/cards/ah"
	"cthulhu/cards/aoa"
	"cthulhu/cards/atmom"
	"cthulhu/cards/core"
	"cthulhu/cards/ee"
	"cthulhu/cards/imod"
	"cthulhu/cards/iotf"
	"cthulhu/cards/itdon"
	"cthulhu/cards/jtuk"
	"cthulhu/cards/kd"
	"cthulhu/cards/moe"
	"cthulhu/cards/pt"
	"cthulhu/cards/sftsk"
	"cthulhu/cards/sfw"
	"cthulhu/cards/soa"
	"cthulhu/cards/som"
	"cthulhu/cards/sotd"
	"cthulhu/cards/tad"
	"cthulhu/cards/tc"
	"cthulhu/cards/testcards"
	"cthulhu/cards/tgs"
	"cthulhu/cards/th"
	"cthulhu/cards/thbts"
	"cthulhu/cards/tootst"
	"cthulhu/cards/tpty"
	"cthulhu/cards/tsc"
	"cthulhu/cards/tsots"
	"cthulhu/cards/ttb"
	"cthulhu/cards/ttfts"
	"cthulhu/cards/ttott"
	"cthulhu/cards/twb"
	"cthulhu/cards/twc"
	"cthulhu/cards/witd"
	"cthulhu/engine"
)

var (
	once sync.Once
	lib  *engine.Library
)

// Library returns the implementations of every implemented card, and the
// project's test cards (keys "Test ..."), for scenarios. It is built once
// and never changes.
func Library() *engine.Library {
	once.Do(func() {
		lib = engine.NewLibrary()
		core.Register(lib)
		tsots.Register(lib)
		thbts.Register(lib)
		tad.Register(lib)
		ttott.Register(lib)
		th.Register(lib)
		imod.Register(lib)
		ttfts.Register(lib)
		tpty.Register(lib)
		ah.Register(lib)
		atmom.Register(lib)
		jtuk.Register(lib)
		sotd.Register(lib)
		sfw.Register(lib)
		soa.Register(lib)
		sftsk.Register(lib)
		itdon.Register(lib)
		tootst.Register(lib)
		tc.Register(lib)
		witd.Register(lib)
		moe.Register(lib)
		tsc.Register(lib)
		twb.Register(lib)
		aoa.Register(lib)
		pt.Register(lib)
		iotf.Register(lib)
		twc.Register(lib)
		tgs.Register(lib)
		ttb.Register(lib)
		som.Register(lib)
		kd.Register(lib)
		ee.Register(lib)
		testcards.Register(lib)
	})
	return lib
}
