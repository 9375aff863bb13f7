package soa

// shub: Shub-Niggurath, SoA 19 to 24.
var shub = []entry{}
