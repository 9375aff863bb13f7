package atmom

// cthulhuCards: Cthulhu, AtMoM 8.
var cthulhuCards = []entry{}
