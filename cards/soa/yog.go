package soa

// yog: Yog-Sothoth, SoA 31 to 36.
var yog = []entry{}
