package soa

// cthulhuCards: Cthulhu, SoA 25 to 30.
var cthulhuCards = []entry{}
