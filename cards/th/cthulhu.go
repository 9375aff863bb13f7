package th

// cthulhuCards: Cthulhu, TH 7 and 8.
var cthulhuCards = []entry{}
