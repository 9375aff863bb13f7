package ttb

// cthulhuCards: the Cthulhu faction's cards, TTB 4 to 6.
var cthulhuCards = []entry{}
