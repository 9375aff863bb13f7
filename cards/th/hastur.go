package th

// hastur: Hastur, TH 9 and 10.
var hastur = []entry{}
