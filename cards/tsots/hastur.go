package tsots

// hastur: Hastur, TSotS 10 to 12.
var hastur = []entry{}
