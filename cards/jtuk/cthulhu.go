package jtuk

// cthulhuCards: Cthulhu, JtUK 107 and 108.
var cthulhuCards = []entry{}
