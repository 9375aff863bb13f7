package itdon

import (
	"cthulhu/engine"
)

// syndicate: The Syndicate, ItDoN 45 and 46.
var syndicate = []entry{}

var _ engine.Ctx
