package soa

// hastur: Hastur, SoA 37 to 42.
var hastur = []entry{}
