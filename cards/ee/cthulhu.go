package ee

var cthulhuCards = []entry{}
